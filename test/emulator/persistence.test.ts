import { readdir, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { api, LOOPBACK_REDIRECT, signIn, startFixture, tokenRequest, useTempDir } from './helpers.js';

const temp = useTempDir('emulator-data-');

describe('persistence (--data FILE)', () => {
  it('state survives a restart: users, apps, tokens, lobbies, messages, clock, signing keys', async () => {
    const file = temp('state.json');
    const first = await startFixture({ dataFile: file, seed: 7 });
    const tokens = await signIn(first, 'openid sdk.social_layer');
    const auth = `Bearer ${tokens.access_token}`;
    const lobby = await api<{ id: string }>(first.url, '/api/v10/lobbies', {
      method: 'PUT',
      auth,
      body: { secret: 'keep' },
    });
    await api(first.url, `/api/v10/lobbies/${lobby.body.id}/messages`, {
      method: 'POST',
      auth,
      body: { content: 'persisted' },
    });
    await first.emulator.control.clock.advance(3_600_000);
    const clockBefore = first.emulator.control.clock.now();
    const keysBefore = await api(first.url, '/api/oauth2/keys');
    // Stop without close(): the file must already hold everything (written before each response).
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    expect(onDisk.format).toBe('social-sdk-emulator-state');
    await first.emulator.server.close();

    const second = await startEmulator({ dataFile: file, seed: 7, rateLimits: false });
    try {
      expect(second.control.clock.now()).toBeGreaterThanOrEqual(clockBefore);
      const me = await api<{ id: string }>(second.url, '/api/v10/users/@me', { auth });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(first.user.id);
      const messages = await api<{ content: string }[]>(
        second.url,
        `/api/v10/lobbies/${lobby.body.id}/messages`,
        { auth },
      );
      expect(messages.body.map((m) => m.content)).toEqual(['persisted']);
      expect((await api(second.url, '/api/oauth2/keys')).body).toEqual(keysBefore.body);
      const refreshed = await tokenRequest(
        second.url,
        { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' },
        { basic: [first.app.id, first.app.clientSecret] },
      );
      expect(refreshed.status).toBe(200);
      // A seeded id sequence resumes after a restart: no id is handed out twice.
      const next = await api<{ id: string }>(second.url, '/api/v10/lobbies', {
        method: 'PUT',
        auth,
        body: { secret: 'new' },
      });
      expect(BigInt(next.body.id)).toBeGreaterThan(BigInt(lobby.body.id));
    } finally {
      await second.close();
    }
    // No temporary files are left next to the data file.
    expect(await readdir(temp())).toEqual(['state.json']);
  });

  it('a refused request changes nothing on disk; a mutating one is written before its response', async () => {
    const file = temp('writes.json');
    const fx = await startFixture({ dataFile: file });
    try {
      const before = await readFile(file, 'utf8');
      await tokenRequest(
        fx.url,
        { grant_type: 'authorization_code', code: 'x', redirect_uri: LOOPBACK_REDIRECT },
        { basic: [fx.app.id, 'bad'] },
      );
      expect(await readFile(file, 'utf8')).toBe(before);
      const created = await api<{ id: string }>(fx.url, '/api/v10/lobbies', {
        method: 'POST',
        auth: `Bot ${fx.app.botToken}`,
        body: {},
      });
      const state = JSON.parse(await readFile(file, 'utf8'));
      const lobbies = state.collections.lobbies as [string, unknown][];
      expect(lobbies.map(([id]) => id)).toContain(created.body.id);
      // Tokens and codes are stored only as hashes.
      const tokens = await signIn(fx, 'identify');
      expect(await readFile(file, 'utf8')).not.toContain(tokens.access_token);
    } finally {
      await fx.emulator.close();
    }
  });

  it('refuses a file that is not an emulator state file instead of overwriting it', async () => {
    const file = temp('foreign.json');
    await writeFile(file, '{"hello": "world"}');
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/not an emulator state file/);
    await writeFile(file, 'not json');
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/not valid JSON/);
    expect(await readFile(file, 'utf8')).toBe('not json');
  });
});

describe('deterministic seed mode', () => {
  it('the same seed and requests give the same ids', async () => {
    const run = async () => {
      const emulator = await startEmulator({ seed: 42, rateLimits: false });
      try {
        const seeded = await emulator.control.seed({
          users: [{}, {}],
          applications: [{}],
          guilds: [{ channels: [{}] }],
        });
        const app = seeded.applications[0];
        const lobby = await api<{ id: string }>(emulator.url, '/api/v10/lobbies', {
          method: 'POST',
          auth: `Bot ${app?.botToken}`,
          body: {},
        });
        return [
          ...seeded.users.map((u) => u.id),
          app?.id,
          seeded.guilds[0]?.id,
          seeded.channels[0]?.id,
          lobby.body.id,
        ];
      } finally {
        await emulator.close();
      }
    };
    const a = await run();
    const b = await run();
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(a.length);
    const other = await startEmulator({ seed: 43, rateLimits: false });
    const user = await other.control.createUser();
    await other.close();
    expect(user.id).not.toBe(a[0]);
  });

  it('reset() empties the state, re-applies fixtures and restarts the seeded ids', async () => {
    const emulator = await startEmulator({ seed: 1, fixtures: { users: [{ username: 'fixture' }] } });
    try {
      const extra = await emulator.control.createUser({ username: 'extra' });
      await emulator.control.reset();
      const state = JSON.parse(await (await fetch(`${emulator.url}/_emulator/state`)).text());
      const users = (state.collections.users as [string, { username: string }][]).map(([, u]) => u.username);
      expect(users).toEqual(['fixture']);
      const again = await emulator.control.createUser({ username: 'extra' });
      expect(again.id).toBe(extra.id);
    } finally {
      await emulator.close();
    }
  });
});
