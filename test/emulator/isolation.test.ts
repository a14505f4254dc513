/**
 * Each emulator owns its state, memos, caches and randomness: two in one process share none of it.
 * The memos are looked at through their own `remembers`/`has` (they never show a digest or a secret).
 */
import { randomFillSync } from 'node:crypto';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Emulator, type RunningEmulator } from '../../src/emulator/index.js';
import type { ApplicationRecord, UserRecord } from '../../src/emulator/records.js';
import { api, type Fixture, signIn, tokenRequest } from './helpers.js';

interface Started {
  emulator: Emulator;
  running: RunningEmulator;
  fixture: Fixture;
}

/** An emulator with one confidential app and one user; the same seed gives both emulators the same ids. */
async function start(emulator: Emulator): Promise<Started> {
  const running = await emulator.start();
  const seeded = await running.control.seed({
    users: [{ username: 'alice' }],
    applications: [{ name: 'Backend', redirectUris: ['http://127.0.0.1/callback'] }],
  });
  const app = seeded.applications[0] as ApplicationRecord;
  const user = seeded.users[0] as UserRecord;
  return {
    emulator,
    running,
    fixture: { emulator: running, url: running.url, app, publicApp: app, user, other: user },
  };
}

function basicHeader(app: ApplicationRecord): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(app.id)}:${encodeURIComponent(app.clientSecret)}`).toString('base64')}`;
}

let a: Started;
let b: Started;
beforeAll(async () => {
  a = await start(new Emulator({ rateLimits: false, seed: 7 }));
  b = await start(new Emulator({ rateLimits: false, seed: 7 }));
});
afterAll(async () => {
  await a?.running.close();
  await b?.running.close();
});

describe('two emulators in one process', () => {
  it('have the same ids from the same seed, but their own secrets', () => {
    expect(a.fixture.app.id).toBe(b.fixture.app.id);
    expect(a.fixture.app.clientSecret).not.toBe(b.fixture.app.clientSecret);
    expect(a.fixture.app.botToken).not.toBe(b.fixture.app.botToken);
  });

  it('a Basic credential remembered by one is unknown to the other, which refuses it', async () => {
    const header = basicHeader(a.fixture.app);
    const form = { grant_type: 'client_credentials', scope: 'applications.commands.update' };
    const granted = await tokenRequest(a.running.url, form, {
      basic: [a.fixture.app.id, a.fixture.app.clientSecret],
    });
    expect(granted.status).toBe(200);
    expect(a.emulator.oauth.basicCredentials.has(header)).toBe(true);
    expect(b.emulator.oauth.basicCredentials.has(header)).toBe(false);
    // The digests compared are remembered per emulator too.
    expect(a.emulator.oauth.secretDigests.has(a.fixture.app.clientSecret)).toBe(true);
    expect(b.emulator.oauth.secretDigests.has(a.fixture.app.clientSecret)).toBe(false);

    // Same client id in B (same seed), A's secret: refused, and now B remembers its own decoding.
    const refused = await tokenRequest(b.running.url, form, {
      basic: [a.fixture.app.id, a.fixture.app.clientSecret],
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_client');
    expect(b.emulator.oauth.basicCredentials.has(header)).toBe(true);

    // A reset forgets the decoded secrets of the applications it removed, in that emulator only.
    await a.running.control.reset();
    expect(a.emulator.oauth.basicCredentials.has(header)).toBe(false);
    expect(a.emulator.oauth.secretDigests.has(a.fixture.app.clientSecret)).toBe(false);
    expect(b.emulator.oauth.basicCredentials.has(header)).toBe(true);
    await a.running.control.seed({
      users: [{ id: a.fixture.user.id, username: 'alice' }],
      applications: [
        {
          id: a.fixture.app.id,
          name: 'Backend',
          botToken: a.fixture.app.botToken,
          clientSecret: a.fixture.app.clientSecret,
          redirectUris: ['http://127.0.0.1/callback'],
        },
      ],
    });
  });

  it("a bot token's digest is remembered only by the emulator it was presented to", async () => {
    const token = a.fixture.app.botToken;
    expect((await api(a.running.url, '/api/v10/users/@me', { auth: `Bot ${token}` })).status).toBe(200);
    expect(a.emulator.ctx.callers.remembers(token)).toBe(true);
    expect(b.emulator.ctx.callers.remembers(token)).toBe(false);
    expect((await api(b.running.url, '/api/v10/users/@me', { auth: `Bot ${token}` })).status).toBe(401);
  });

  it('a lobby page cached by one is not served by the other', async () => {
    const pages: string[][] = [];
    for (const side of [a, b]) {
      const player = `Bearer ${(await signIn(side.fixture, 'sdk.social_layer')).access_token}`;
      const lobby = await api<{ id: string }>(side.running.url, '/api/v10/lobbies', {
        method: 'PUT',
        auth: player,
        body: { secret: 'same-room' },
      });
      expect(lobby.status).toBe(200);
      const content = side === a ? 'hello from A' : 'hello from B';
      const path = `/api/v10/lobbies/${lobby.body.id}/messages`;
      expect(
        (await api(side.running.url, path, { method: 'POST', auth: player, body: { content } })).status,
      ).toBe(201);
      const page = await api<{ content: string }[]>(side.running.url, `${path}?limit=10`, { auth: player });
      pages.push(page.body.map((message) => message.content));
    }
    expect(pages).toEqual([['hello from A'], ['hello from B']]);

    const listOf = (side: Started) => {
      const [lobbyId] = [...side.emulator.ctx.store.messages.keys()];
      const list = side.emulator.ctx.store.messages.get(lobbyId ?? '');
      if (!list) throw new Error('no message list');
      return list;
    };
    expect(a.emulator.messagePages.has(listOf(a), 10)).toBe(true);
    expect(a.emulator.messagePages.has(listOf(b), 10)).toBe(false);
    expect(b.emulator.messagePages.has(listOf(b), 10)).toBe(true);
    expect(b.emulator.messagePages.has(listOf(a), 10)).toBe(false);
  });
});

describe('an Emulator object', () => {
  it('starts once: a second start is refused rather than serving the same state twice', async () => {
    await expect(a.emulator.start()).rejects.toThrow(/already started/);
  });

  it('shows where it listens, never the secrets it holds', () => {
    for (const text of [String(a.emulator), inspect(a.emulator, { depth: 5 })]) {
      expect(text).toBe(`Emulator(${a.running.url})`);
      expect(text).not.toContain(a.fixture.app.clientSecret);
    }
  });
});

describe('randomness through the context', () => {
  it('the tokens, codes and credentials an emulator hands out are drawn from its own source', async () => {
    const draws = { first: 0, second: 0 };
    const counting = (name: keyof typeof draws) => (buffer: Uint8Array) => {
      draws[name] += 1;
      randomFillSync(buffer);
    };
    const first = new Emulator({ rateLimits: false, random: counting('first') });
    const second = new Emulator({ rateLimits: false, random: counting('second') });
    const running = await first.start();
    try {
      // Bot token, client secret, the code and the tokens: 4 KiB blocks, so one draw serves them all.
      const [app] = (await running.control.seed({ applications: [{ name: 'App' }] })).applications;
      if (!app) throw new Error('no app');
      expect(app.clientSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(draws).toEqual({ first: 1, second: 0 });
      for (let i = 0; i < 200; i++) {
        const res = await tokenRequest(
          running.url,
          { grant_type: 'client_credentials', scope: 'identify' },
          { basic: [app.id, app.clientSecret] },
        );
        expect(res.status).toBe(200);
      }
      // 200 tokens of 32 bytes need more than one block: the first emulator drew again, the second never.
      expect(draws.first).toBeGreaterThan(1);
      expect(draws.second).toBe(0);
      expect(second.ctx.random).not.toBe(first.ctx.random);
    } finally {
      await running.close();
    }
  });

  it('refuses a random source that is not a function', () => {
    expect(() => new Emulator({ random: 'crypto' as never })).toThrow(/random: expected a function/);
  });
});
