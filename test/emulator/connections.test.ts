/**
 * `GET /users/@me/connections` against the real emulator: seeded connections, the `connections` scope,
 * and SERVICE.md's filter of third-party game connections (newly created ones never, legacy ones until
 * the July 2026 cut-over), decided by the emulator's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEGACY_GAME_CONNECTIONS_HIDDEN_FROM,
  NEW_GAME_CONNECTIONS_HIDDEN_FROM,
  startEmulator,
} from '../../src/emulator/index.js';
import { api, type Fixture, signIn, startFixture, useTempDir } from './helpers.js';

const PATH = '/api/v10/users/@me/connections';
const MARCH_2026 = Date.UTC(2026, 2, 1);
const temp = useTempDir('emulator-connections-');

type Connection = { id: string; type: string; name: string | null; revoked?: boolean };

let fx: Fixture;
let auth: string;

/** The ids `auth` reads at emulator time `at`. */
async function idsAt(at: number, token = auth): Promise<string[]> {
  await fx.emulator.control.clock.set(at);
  const response = await api<Connection[]>(fx.url, PATH, { auth: token });
  expect(response.status).toBe(200);
  return response.body.map((connection) => connection.id);
}

beforeAll(async () => {
  // Tokens outlive the months the clock is moved across.
  fx = await startFixture({
    clock: { startMs: MARCH_2026, frozen: true },
    accessTokenTtlSeconds: 365 * 86_400,
  });
  await fx.emulator.control.seed({
    connections: [
      { userId: fx.user.id, type: 'github', id: 'gh-1', createdAt: '2024-05-01T00:00:00Z' },
      { userId: fx.user.id, type: 'steam', id: 'legacy', kind: 'game', createdAt: '2025-06-01T00:00:00Z' },
      {
        userId: fx.user.id,
        type: 'battlenet',
        id: 'last-legacy',
        kind: 'game',
        createdAt: NEW_GAME_CONNECTIONS_HIDDEN_FROM - 1,
      },
      {
        userId: fx.user.id,
        type: 'xbox',
        id: 'first-new',
        kind: 'game',
        createdAt: NEW_GAME_CONNECTIONS_HIDDEN_FROM,
      },
      { userId: fx.user.id, type: 'twitch', id: 'tw-1', revoked: true, visibility: 0, name: null },
      { userId: fx.other.id, type: 'spotify', id: 'bobs' },
    ],
  });
  auth = `Bearer ${(await signIn(fx, 'identify connections')).access_token}`;
});
afterAll(async () => {
  await fx.emulator.close();
});

describe('GET /users/@me/connections', () => {
  it("answers the user's own connections in the order they were linked, in the wire shape", async () => {
    const response = await api<Connection[]>(fx.url, PATH, { auth });
    expect(response.status).toBe(200);
    expect(response.body.map((c) => c.id)).toEqual(['gh-1', 'legacy', 'last-legacy', 'tw-1']);
    expect(response.body[0]).toEqual({
      id: 'gh-1',
      name: 'alice',
      type: 'github',
      friend_sync: false,
      show_activity: true,
      two_way_link: false,
      verified: true,
      visibility: 1,
      revoked: false,
    });
    expect(response.body[3]).toMatchObject({ name: null, visibility: 0, revoked: true });
  });

  it('leaves out game connections linked since the change, and legacy ones from the July 2026 cut-over', async () => {
    expect(await idsAt(MARCH_2026)).toEqual(['gh-1', 'legacy', 'last-legacy', 'tw-1']);
    expect(await idsAt(LEGACY_GAME_CONNECTIONS_HIDDEN_FROM - 1)).toEqual([
      'gh-1',
      'legacy',
      'last-legacy',
      'tw-1',
    ]);
    expect(await idsAt(LEGACY_GAME_CONNECTIONS_HIDDEN_FROM)).toEqual(['gh-1', 'tw-1']);
    // A game connection linked after the cut-over is "newly created": never there either.
    await fx.emulator.control.seed({
      connections: [{ userId: fx.user.id, type: 'epicgames', id: 'after', kind: 'game' }],
    });
    expect(await idsAt(Date.UTC(2026, 8, 1))).toEqual(['gh-1', 'tw-1']);
    await fx.emulator.control.clock.set(MARCH_2026);
  });

  it('the cut-over dates are the documented constants', () => {
    expect(new Date(NEW_GAME_CONNECTIONS_HIDDEN_FROM).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(new Date(LEGACY_GAME_CONNECTIONS_HIDDEN_FROM).toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it('linking the same account again replaces it in place', async () => {
    const seeded = await fx.emulator.control.seed({
      connections: [{ userId: fx.other.id, type: 'spotify', id: 'bobs', name: 'renamed', verified: false }],
    });
    expect(seeded.connections).toEqual([expect.objectContaining({ id: 'bobs', name: 'renamed' })]);
    const bob = `Bearer ${(await signIn(fx, 'connections', fx.other.id)).access_token}`;
    const response = await api<(Connection & { verified: boolean })[]>(fx.url, PATH, { auth: bob });
    expect(response.body).toEqual([
      expect.objectContaining({ id: 'bobs', name: 'renamed', verified: false }),
    ]);
  });

  it('needs the connections scope; a bot reads its own (none); no credentials is 401', async () => {
    const identifyOnly = `Bearer ${(await signIn(fx, 'identify')).access_token}`;
    expect(await api(fx.url, PATH, { auth: identifyOnly })).toMatchObject({
      status: 401,
      body: { code: 0, message: '401: Unauthorized' },
    });
    expect((await api(fx.url, PATH)).status).toBe(401);
    expect(await api(fx.url, PATH, { auth: `Bot ${fx.app.botToken}` })).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it('a removed user takes their connections along', async () => {
    const { users } = await fx.emulator.control.seed({ users: [{ username: 'gone' }] });
    const gone = users[0]?.id ?? '';
    await fx.emulator.control.seed({ connections: [{ userId: gone, type: 'reddit', id: 'r-1' }] });
    await fx.emulator.control.removeUser(gone);
    // The same id signs up again: nothing of the old account is linked to it.
    await fx.emulator.control.createUser({ id: gone, username: 'back' });
    const token = `Bearer ${(await signIn(fx, 'connections', gone)).access_token}`;
    expect((await api(fx.url, PATH, { auth: token })).body).toEqual([]);
  });
});

describe('seeding connections', () => {
  it.each([
    [{ userId: '1', type: 'steam' }, 'connections[0].userId: no user 1'],
    [{ type: 'myspace' }, 'connections[0].type: expected one of battlenet'],
    [{ type: 'steam', kind: 'console' }, 'connections[0].kind: expected "account" or "game"'],
    [{ type: 'steam', createdAt: 'yesterday' }, 'connections[0].createdAt: expected Unix milliseconds'],
    [{ type: 'steam', createdAt: -5 }, 'connections[0].createdAt: expected Unix milliseconds'],
    [{ type: 'steam', visibility: 2 }, 'connections[0].visibility: expected an integer from 0 to 1'],
    [{ type: 'steam', id: '' }, 'connections[0].id: expected a string of 1..256 characters'],
  ])('refuses %j, naming the field', async (seed, message) => {
    const connection = { userId: fx.user.id, ...seed } as { userId: string; type: string };
    await expect(fx.emulator.control.seed({ connections: [connection] })).rejects.toThrow(message);
  });

  it('survives a restart from the data file', async () => {
    const file = temp('state.json');
    const first = await startFixture({ dataFile: file });
    await first.emulator.control.seed({
      connections: [{ userId: first.user.id, type: 'youtube', id: 'yt' }],
    });
    const token = `Bearer ${(await signIn(first, 'connections')).access_token}`;
    await first.emulator.close();
    const second = await startEmulator({ dataFile: file, rateLimits: false });
    try {
      const response = await api<Connection[]>(second.url, PATH, { auth: token });
      expect(response.body.map((c) => [c.type, c.id])).toEqual([['youtube', 'yt']]);
    } finally {
      await second.close();
    }
  });
});
