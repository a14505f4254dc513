/**
 * The REST functions' per-call options (`CallOptions` and the routes' own, issue 45) go through the same
 * check as every other public options object: a misspelled key rejects the call with a TypeError naming
 * the key and the route, before anything is sent, instead of being ignored. The check is one, in
 * `Transport.request`; a guard reads the sources so that no route's request skips it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.js';
import { Transport } from '../../src/http/index.js';
import { sendJson } from '../fixtures/httpServer.js';
import { useFixtureServer } from '../http/helpers.js';

const APP = '1100000000000000001';
const LOBBY = '1400000000000000004';
const INTERACTION = '1500000000000000005';
const TOKEN = `aW50ZXJhY3Rpb246${'x'.repeat(60)}`;

const fixture = useFixtureServer((server) =>
  server.setHandler((_request, response) => sendJson(response, 200, [])),
);
let transport: Transport;

beforeAll(() => {
  transport = new Transport({
    baseUrl: fixture.server.url,
    authorization: { type: 'Bearer', token: 'bearer-0123456789' },
  });
});
afterAll(() => transport.close());

/** The rejection of `call` (which must reject), after checking nothing reached the server. */
async function refusal(call: () => Promise<unknown>): Promise<Error> {
  const error = await call().then(
    () => new Error('expected a rejection'),
    (e: unknown) => e as Error,
  );
  expect(fixture.server.requests).toHaveLength(0);
  return error;
}

describe('REST per-call options', () => {
  it('a misspelled option rejects with a TypeError naming it and the route; nothing is sent', async () => {
    const error = await refusal(() => api.getLobby(transport, LOBBY, { timeoutMS: 5 } as never));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      'GET /lobbies/{lobby.id}: options: unknown option "timeoutMS"; the options are: signal',
    );
    // A near spelling is named, as for every other options object.
    expect((await refusal(() => api.getCurrentUser(transport, { signl: undefined } as never))).message).toBe(
      'GET /users/@me: options: unknown option "signl" (did you mean "signal"?); the options are: signal',
    );
  });

  it('each road to the transport is checked: send, a direct request, a form grant, a webhook', async () => {
    const calls: Array<[() => Promise<unknown>, string]> = [
      [() => api.getGateway(transport, { timeoutMS: 5 } as never), 'GET /gateway: options'],
      [
        () =>
          api.createGlobalCommand(transport, APP, { name: 'ping', description: 'Pong' }, {
            retry: 1,
          } as never),
        'POST /applications/{application.id}/commands: options',
      ],
      [
        () =>
          api.refreshAccessToken(transport, { clientId: APP, refreshToken: 'refresh-secret-value' }, {
            timeoutMS: 5,
          } as never),
        'POST /oauth2/token: options',
      ],
      [
        () =>
          api.createInteractionResponse(transport, INTERACTION, TOKEN, { type: 1 }, {
            withRespons: true,
          } as never),
        'POST /interactions/{interaction.id}/{interaction.token}/callback: options: unknown option "withRespons" (did you mean "withResponse"?)',
      ],
    ];
    for (const [call, where] of calls) {
      const error = await refusal(call);
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toContain(where);
      // The key is named; no value (a token, a secret) is quoted.
      expect(error.message).not.toContain('secret-value');
      expect(error.message).not.toContain(TOKEN);
    }
  });

  it("a route's own options are in its list: limit, withLocalizations, expectedSubject, withResponse", async () => {
    expect((await refusal(() => api.getLobbyMessages(transport, LOBBY, { limt: 5 } as never))).message).toBe(
      'GET /lobbies/{lobby.id}/messages: options: unknown option "limt" (did you mean "limit"?); the options are: limit, signal',
    );
    expect(
      (await refusal(() => api.listGlobalCommands(transport, APP, { withLocalisations: true } as never)))
        .message,
    ).toContain('unknown option "withLocalisations" (did you mean "withLocalizations"?)');
    expect(
      (await refusal(() => api.getUserInfo(transport, { expectedSub: APP } as never))).message,
    ).toContain(
      'GET /oauth2/userinfo: options: unknown option "expectedSub" (did you mean "expectedSubject"?)',
    );
    expect((await refusal(() => api.getCurrentUser(transport, 'fast' as never))).message).toBe(
      'GET /users/@me: options: expected an options object, received string',
    );
  });

  it('the valid options still work: signal, limit, withLocalizations, none at all', async () => {
    const controller = new AbortController();
    await api.getLobbyMessages(transport, LOBBY, { limit: 5, signal: controller.signal });
    await api.listGlobalCommands(transport, APP, { withLocalizations: true, signal: undefined });
    await api.getCurrentUserGuilds(transport);
    await api.getCurrentUserGuilds(transport, {});
    expect(fixture.server.requests.map((request) => request.target)).toEqual([
      `/api/v10/lobbies/${LOBBY}/messages?limit=5`,
      `/api/v10/applications/${APP}/commands?with_localizations=true`,
      '/api/v10/users/@me/guilds',
      '/api/v10/users/@me/guilds',
    ]);
    controller.abort();
    await expect(api.getLobbyMessages(transport, LOBBY, { signal: controller.signal })).rejects.toThrow(
      'aborted by the caller',
    );
  });
});

describe('the guard: every request of src/api passes its options to the check', () => {
  it('each `transport.request(...)` of a REST function carries `callFields(options...)`', () => {
    const dir = join('src', 'api');
    const unchecked: string[] = [];
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.ts'))) {
      const text = readFileSync(join(dir, name), 'utf8');
      for (const match of text.matchAll(/\btransport\.request\s*(<[^>]*>)?\s*\(\s*\{/g)) {
        const call = text.slice(match.index, text.indexOf('})', match.index));
        if (!call.includes('callFields(')) {
          unchecked.push(`${name}:${text.slice(0, match.index).split('\n').length}`);
        }
      }
    }
    expect(unchecked).toEqual([]);
  });
});
