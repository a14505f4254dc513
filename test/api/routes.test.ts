/**
 * One test per REST route: the method, path, query, body and credentials that reach a real loopback
 * server, and the typed value the function returns from the server's answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.js';
import { InvalidResponseError, Transport, ValidationError } from '../../src/http/index.js';
import {
  type FixtureServer,
  type RecordedRequest,
  sendJson,
  startFixtureServer,
} from '../fixtures/httpServer.js';

const BOT = 'bot-token-for-route-tests-0123456789';
const BEARER = 'bearer-token-for-route-tests-0123456789';
const APP = '1100000000000000001';
const GUILD = '1200000000000000002';
const CMD = '1300000000000000003';
const LOBBY = '1400000000000000004';
const USER = '1500000000000000005';
const CHANNEL = '1600000000000000006';

const command = {
  id: CMD,
  type: 1,
  application_id: APP,
  name: 'ping',
  description: 'Replies with pong',
  default_member_permissions: null,
  version: '1700000000000000007',
};
const lobby = { id: LOBBY, application_id: APP, metadata: null, members: [], flags: 0 };
const member = { id: USER, metadata: { role: 'host' }, flags: 0 };
const message = {
  id: '1800000000000000008',
  type: 0,
  content: 'hello',
  lobby_id: LOBBY,
  channel_id: LOBBY,
  author: { id: USER, username: 'u', discriminator: '0', global_name: null, avatar: null },
  flags: 0,
};
const permissions = {
  id: CMD,
  application_id: APP,
  guild_id: GUILD,
  permissions: [{ id: USER, type: 2, permission: true }],
};
const tokens = {
  access_token: 'new-access',
  token_type: 'Bearer',
  expires_in: 604800,
  refresh_token: 'new-refresh',
  scope: 'identify',
};

let server: FixtureServer;
/** What the server answers next: status and body (undefined body: 204 without content). */
let answer: { status: number; body?: unknown };
let bot: Transport;
let bearer: Transport;

beforeAll(async () => {
  server = await startFixtureServer((_request, response) => {
    if (answer.body === undefined) {
      response.writeHead(answer.status);
      response.end();
    } else sendJson(response, answer.status, answer.body);
  });
  bot = new Transport({ baseUrl: server.url, authorization: { type: 'Bot', token: BOT } });
  bearer = new Transport({ baseUrl: server.url, authorization: { type: 'Bearer', token: BEARER } });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answer = { status: 200, body: {} };
});

function only(): RecordedRequest {
  expect(server.requests).toHaveLength(1);
  return server.requests[0] as RecordedRequest;
}

/** The single request as `METHOD path?query`, its JSON body (or undefined) and its Authorization header. */
function sent(): { line: string; json: unknown; auth: string | undefined } {
  const request = only();
  const query = request.query.toString();
  return {
    line: `${request.method} ${request.path}${query === '' ? '' : `?${query}`}`,
    json: request.body === '' ? undefined : JSON.parse(request.body),
    auth: request.headers.authorization,
  };
}

const V = '/api/v10';

describe('global commands', () => {
  it('listGlobalCommands: GET with with_localizations', async () => {
    answer = { status: 200, body: [command] };
    await expect(api.listGlobalCommands(bot, BigInt(APP), { withLocalizations: true })).resolves.toEqual([
      command,
    ]);
    expect(sent()).toEqual({
      line: `GET ${V}/applications/${APP}/commands?with_localizations=true`,
      json: undefined,
      auth: `Bot ${BOT}`,
    });
  });

  it('createGlobalCommand: POST body; 201 is created, 200 is an overwrite', async () => {
    const body = { name: 'ping', description: 'Replies with pong' };
    answer = { status: 201, body: command };
    await expect(api.createGlobalCommand(bot, APP, body)).resolves.toEqual({ command, created: true });
    expect(sent()).toEqual({
      line: `POST ${V}/applications/${APP}/commands`,
      json: body,
      auth: `Bot ${BOT}`,
    });
    server.requests.length = 0;
    answer = { status: 200, body: command };
    await expect(api.createGlobalCommand(bot, APP, body)).resolves.toEqual({ command, created: false });
  });

  it('getGlobalCommand: GET by id', async () => {
    answer = { status: 200, body: command };
    await expect(api.getGlobalCommand(bot, APP, CMD)).resolves.toEqual(command);
    expect(sent().line).toBe(`GET ${V}/applications/${APP}/commands/${CMD}`);
  });

  it('editGlobalCommand: PATCH with only the supplied fields', async () => {
    answer = { status: 200, body: command };
    await api.editGlobalCommand(bot, APP, CMD, { description: 'New text', nsfw: true });
    expect(sent()).toMatchObject({
      line: `PATCH ${V}/applications/${APP}/commands/${CMD}`,
      json: { description: 'New text', nsfw: true },
    });
  });

  it('deleteGlobalCommand: DELETE, 204', async () => {
    answer = { status: 204 };
    await expect(api.deleteGlobalCommand(bot, APP, BigInt(CMD))).resolves.toBeUndefined();
    expect(sent().line).toBe(`DELETE ${V}/applications/${APP}/commands/${CMD}`);
  });

  it('bulkOverwriteGlobalCommands: PUT the array', async () => {
    const commands = [
      { name: 'ping', description: 'Replies with pong' },
      { id: CMD, name: 'Report User', type: 2 as const },
    ];
    answer = { status: 200, body: [command] };
    await expect(api.bulkOverwriteGlobalCommands(bot, APP, commands)).resolves.toEqual([command]);
    expect(sent()).toMatchObject({ line: `PUT ${V}/applications/${APP}/commands`, json: commands });
  });
});

describe('guild commands', () => {
  const base = `${V}/applications/${APP}/guilds/${GUILD}/commands`;

  it('listGuildCommands: GET, with_localizations=false, null body as []', async () => {
    answer = { status: 200, body: null };
    await expect(api.listGuildCommands(bot, APP, GUILD, { withLocalizations: false })).resolves.toEqual([]);
    expect(sent().line).toBe(`GET ${base}?with_localizations=false`);
  });

  it('createGuildCommand: POST', async () => {
    answer = { status: 201, body: { ...command, guild_id: GUILD } };
    const result = await api.createGuildCommand(bot, APP, GUILD, {
      name: 'ping',
      description: 'Replies with pong',
    });
    expect(result.created).toBe(true);
    expect(result.command.guild_id).toBe(GUILD);
    expect(sent()).toMatchObject({
      line: `POST ${base}`,
      json: { name: 'ping', description: 'Replies with pong' },
    });
  });

  it('getGuildCommand: GET', async () => {
    answer = { status: 200, body: command };
    await api.getGuildCommand(bot, APP, GUILD, CMD);
    expect(sent().line).toBe(`GET ${base}/${CMD}`);
  });

  it('editGuildCommand: PATCH, with existingType for a USER command name', async () => {
    answer = { status: 200, body: command };
    await api.editGuildCommand(bot, APP, GUILD, CMD, { name: 'Show Profile' }, { existingType: 2 });
    expect(sent()).toMatchObject({ line: `PATCH ${base}/${CMD}`, json: { name: 'Show Profile' } });
  });

  it('deleteGuildCommand: DELETE', async () => {
    answer = { status: 204 };
    await api.deleteGuildCommand(bot, APP, GUILD, CMD);
    expect(sent().line).toBe(`DELETE ${base}/${CMD}`);
  });

  it('bulkOverwriteGuildCommands: PUT', async () => {
    answer = { status: 200, body: [] };
    await expect(api.bulkOverwriteGuildCommands(bot, APP, GUILD, [])).resolves.toEqual([]);
    expect(sent()).toMatchObject({ line: `PUT ${base}`, json: [] });
  });
});

describe('command permissions', () => {
  const base = `${V}/applications/${APP}/guilds/${GUILD}/commands`;

  it('listGuildCommandPermissions: GET .../commands/permissions', async () => {
    answer = { status: 200, body: [permissions] };
    await expect(api.listGuildCommandPermissions(bot, APP, GUILD)).resolves.toEqual([permissions]);
    expect(sent().line).toBe(`GET ${base}/permissions`);
  });

  it('getCommandPermissions: GET .../commands/{command}/permissions', async () => {
    answer = { status: 200, body: permissions };
    await expect(api.getCommandPermissions(bot, APP, GUILD, CMD)).resolves.toEqual(permissions);
    expect(sent().line).toBe(`GET ${base}/${CMD}/permissions`);
  });

  it('editCommandPermissions: PUT with the Bearer token', async () => {
    answer = { status: 200, body: permissions };
    const body = { permissions: [{ id: USER, type: 2 as const, permission: true }] };
    await expect(api.editCommandPermissions(bearer, APP, GUILD, CMD, body)).resolves.toEqual(permissions);
    expect(sent()).toEqual({ line: `PUT ${base}/${CMD}/permissions`, json: body, auth: `Bearer ${BEARER}` });
  });
});

describe('lobbies', () => {
  it('createLobby: POST /lobbies', async () => {
    answer = { status: 201, body: lobby };
    const body = {
      metadata: { mode: 'duo' },
      members: [{ id: USER, metadata: { role: 'host' } }],
      idle_timeout_seconds: 300,
    };
    await expect(api.createLobby(bot, body)).resolves.toEqual(lobby);
    expect(sent()).toEqual({ line: `POST ${V}/lobbies`, json: body, auth: `Bot ${BOT}` });
  });

  it('createOrJoinLobby: PUT /lobbies with the Bearer token', async () => {
    answer = { status: 200, body: lobby };
    const body = { secret: 'party-42', lobby_metadata: { map: 'x' }, member_metadata: { ready: 'no' } };
    await expect(api.createOrJoinLobby(bearer, body)).resolves.toEqual(lobby);
    expect(sent()).toEqual({ line: `PUT ${V}/lobbies`, json: body, auth: `Bearer ${BEARER}` });
  });

  it('getLobby: GET /lobbies/{lobby}', async () => {
    answer = { status: 200, body: lobby };
    await api.getLobby(bot, BigInt(LOBBY));
    expect(sent().line).toBe(`GET ${V}/lobbies/${LOBBY}`);
  });

  it('modifyLobby: PATCH /lobbies/{lobby}', async () => {
    answer = { status: 200, body: lobby };
    await api.modifyLobby(bot, LOBBY, { metadata: null, idle_timeout_seconds: 5 });
    expect(sent()).toMatchObject({
      line: `PATCH ${V}/lobbies/${LOBBY}`,
      json: { metadata: null, idle_timeout_seconds: 5 },
    });
  });

  it('deleteLobby: DELETE /lobbies/{lobby}', async () => {
    answer = { status: 204 };
    await api.deleteLobby(bot, LOBBY);
    expect(sent().line).toBe(`DELETE ${V}/lobbies/${LOBBY}`);
  });

  it('addLobbyMember: PUT /lobbies/{lobby}/members/{user}', async () => {
    answer = { status: 200, body: member };
    await expect(
      api.addLobbyMember(bot, LOBBY, USER, { metadata: { role: 'host' }, flags: 1 }),
    ).resolves.toEqual(member);
    expect(sent()).toMatchObject({
      line: `PUT ${V}/lobbies/${LOBBY}/members/${USER}`,
      json: { metadata: { role: 'host' }, flags: 1 },
    });
  });

  it('removeLobbyMember: DELETE /lobbies/{lobby}/members/{user}', async () => {
    answer = { status: 204 };
    await api.removeLobbyMember(bot, LOBBY, BigInt(USER));
    expect(sent().line).toBe(`DELETE ${V}/lobbies/${LOBBY}/members/${USER}`);
  });

  it('leaveLobby: DELETE /lobbies/{lobby}/members/@me', async () => {
    answer = { status: 204 };
    await api.leaveLobby(bearer, LOBBY);
    expect(sent()).toMatchObject({
      line: `DELETE ${V}/lobbies/${LOBBY}/members/@me`,
      auth: `Bearer ${BEARER}`,
    });
  });

  it('bulkUpdateLobbyMembers: POST /lobbies/{lobby}/members/bulk', async () => {
    answer = { status: 200, body: [member] };
    const items = [
      { id: USER, metadata: { role: 'host' } },
      { id: '1', remove_member: true },
    ];
    await expect(api.bulkUpdateLobbyMembers(bot, LOBBY, items)).resolves.toEqual([member]);
    expect(sent()).toMatchObject({ line: `POST ${V}/lobbies/${LOBBY}/members/bulk`, json: items });
  });
});

describe('lobby messages', () => {
  it('sendLobbyMessage: POST /lobbies/{lobby}/messages', async () => {
    answer = { status: 201, body: message };
    await expect(api.sendLobbyMessage(bearer, LOBBY, { content: 'hello' })).resolves.toEqual(message);
    expect(sent()).toEqual({
      line: `POST ${V}/lobbies/${LOBBY}/messages`,
      json: { content: 'hello' },
      auth: `Bearer ${BEARER}`,
    });
  });

  it('getLobbyMessages: GET with ?limit, and without it', async () => {
    answer = { status: 200, body: [message] };
    await expect(api.getLobbyMessages(bearer, LOBBY, { limit: 200 })).resolves.toEqual([message]);
    expect(sent().line).toBe(`GET ${V}/lobbies/${LOBBY}/messages?limit=200`);
    server.requests.length = 0;
    await api.getLobbyMessages(bearer, LOBBY);
    expect(sent().line).toBe(`GET ${V}/lobbies/${LOBBY}/messages`);
  });
});

describe('users and channels', () => {
  it('getCurrentUser: GET /users/@me', async () => {
    const user = { id: USER, username: 'player', discriminator: '0', global_name: 'Player', avatar: null };
    answer = { status: 200, body: user };
    await expect(api.getCurrentUser(bearer)).resolves.toEqual(user);
    expect(sent()).toEqual({ line: `GET ${V}/users/@me`, json: undefined, auth: `Bearer ${BEARER}` });
  });

  it('getCurrentUserConnections: GET /users/@me/connections', async () => {
    const connection = {
      id: '76561198000000000',
      name: 'player',
      type: 'steam',
      friend_sync: false,
      show_activity: true,
      two_way_link: false,
      verified: true,
      visibility: 1,
    };
    answer = { status: 200, body: [connection] };
    await expect(api.getCurrentUserConnections(bearer)).resolves.toEqual([connection]);
    expect(sent().line).toBe(`GET ${V}/users/@me/connections`);
  });

  it('setVoiceChannelStatus: PUT /channels/{channel}/voice-status, and null clears', async () => {
    answer = { status: 204 };
    await api.setVoiceChannelStatus(bot, CHANNEL, 'Raiding 🐉');
    expect(sent()).toMatchObject({
      line: `PUT ${V}/channels/${CHANNEL}/voice-status`,
      json: { status: 'Raiding 🐉' },
    });
    server.requests.length = 0;
    await api.setVoiceChannelStatus(bot, CHANNEL, null);
    expect(sent().json).toEqual({ status: null });
  });
});

describe('OpenID Connect userinfo', () => {
  const info = {
    sub: USER,
    preferred_username: 'player',
    nickname: null,
    locale: 'en-US',
    email: 'p@x.test',
  };

  it('getUserInfo: GET /oauth2/userinfo with the Bearer token; the claims as answered', async () => {
    answer = { status: 200, body: info };
    await expect(api.getUserInfo(bearer, { expectedSubject: BigInt(USER) })).resolves.toEqual(info);
    expect(sent()).toEqual({ line: `GET ${V}/oauth2/userinfo`, json: undefined, auth: `Bearer ${BEARER}` });
  });

  it('refuses a body without a snowflake sub, a claim of the wrong type, or another subject', async () => {
    const refusals: [unknown, string][] = [
      [[], 'is not a JSON object'],
      [{ preferred_username: 'x' }, 'has no snowflake `sub`'],
      [{ sub: 'me' }, 'has no snowflake `sub`'],
      [{ sub: USER, email_verified: 'yes' }, 'has `email_verified` of type string, expected boolean'],
      [{ ...info, sub: APP }, `is about user ${APP}, not the ID token's subject ${USER}`],
    ];
    for (const [body, problem] of refusals) {
      answer = { status: 200, body };
      const error = await api.getUserInfo(bearer, { expectedSubject: USER }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect((error as InvalidResponseError).message).toContain(problem);
      // The person's e-mail address is not repeated in the error.
      expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(
        'p@x.test',
      );
    }
  });

  it('an expectedSubject that is not a snowflake is refused before sending', async () => {
    await expect(api.getUserInfo(bearer, { expectedSubject: 'me' })).rejects.toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('OAuth2 token endpoint', () => {
  function form(): Record<string, string> {
    return Object.fromEntries(new URLSearchParams(only().body));
  }

  it('exchangeAuthorizationCode: form POST /api/oauth2/token, no Bot/Bearer header', async () => {
    answer = { status: 200, body: { ...tokens, token_type: 'bearer' } };
    const result = await api.exchangeAuthorizationCode(bot, {
      clientId: BigInt(APP),
      code: 'auth-code-1',
      redirectUri: `discord-${APP}:/authorize/callback`,
      codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    });
    expect(result).toEqual(tokens);
    const request = only();
    expect(`${request.method} ${request.path}`).toBe('POST /api/oauth2/token');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBeUndefined();
    expect(form()).toEqual({
      grant_type: 'authorization_code',
      code: 'auth-code-1',
      redirect_uri: `discord-${APP}:/authorize/callback`,
      code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      client_id: APP,
    });
  });

  it('refreshAccessToken: refresh_token grant', async () => {
    answer = { status: 200, body: tokens };
    await api.refreshAccessToken(bot, { clientId: APP, refreshToken: 'old-refresh' });
    expect(form()).toEqual({ grant_type: 'refresh_token', refresh_token: 'old-refresh', client_id: APP });
    expect(only().headers.authorization).toBeUndefined();
  });

  it('clientCredentialsToken: client_credentials grant with HTTP Basic', async () => {
    const { refresh_token: _r, ...appTokens } = tokens;
    answer = { status: 200, body: { ...appTokens, scope: 'applications.commands.update' } };
    const result = await api.clientCredentialsToken(bot, {
      clientId: APP,
      clientSecret: 'app-secret',
      scope: 'applications.commands.update',
    });
    expect(result.refresh_token).toBeUndefined();
    expect(form()).toEqual({ grant_type: 'client_credentials', scope: 'applications.commands.update' });
    expect(only().headers.authorization).toBe(`Basic ${Buffer.from(`${APP}:app-secret`).toString('base64')}`);
  });

  it('revokeToken: form POST /api/oauth2/token/revoke', async () => {
    answer = { status: 200, body: {} };
    await api.revokeToken(bot, { clientId: APP, token: 'some-access-token', tokenTypeHint: 'access_token' });
    expect(only().path).toBe('/api/oauth2/token/revoke');
    expect(form()).toEqual({ token: 'some-access-token', token_type_hint: 'access_token', client_id: APP });
  });
});
