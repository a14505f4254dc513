import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createLocalJWKSet, decodeProtectedHeader, type JWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { api, LOOPBACK_REDIRECT, signIn, startFixture, tokenRequest, useTempDir } from './helpers.js';

const temp = useTempDir('emulator-data-');

describe('persistence (--data FILE)', () => {
  it('keys of another algorithm (an ES256 data file under RS256) stay served while a new key signs', async () => {
    const file = temp('algorithms.json');
    const first = await startFixture({ dataFile: file, idTokenSigningAlg: 'ES256' });
    const before = await signIn(first);
    await first.emulator.close();
    // What a data file of a release before RS256 holds: EC keys without an `alg`.
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    for (const key of onDisk.keys) delete key.alg;
    await writeFile(file, JSON.stringify(onDisk));

    const second = await startEmulator({ dataFile: file, rateLimits: false });
    try {
      const discovery = await api<Record<string, unknown>>(second.url, '/.well-known/openid-configuration');
      expect(discovery.body.id_token_signing_alg_values_supported).toEqual(['RS256', 'ES256']);
      const keys = (await api<{ keys: JWK[] }>(second.url, '/api/oauth2/keys')).body.keys;
      expect(keys.map((key) => [key.kty, key.alg])).toEqual([
        ['RSA', 'RS256'],
        ['EC', 'ES256'],
      ]);
      const jwks = createLocalJWKSet({ keys });
      const audience = first.app.id;
      await expect(
        jwtVerify(before.id_token ?? '', jwks, { issuer: first.url, audience }),
      ).resolves.toBeTruthy();
      const refreshed = await tokenRequest(
        second.url,
        { grant_type: 'refresh_token', refresh_token: before.refresh_token ?? '' },
        { basic: [first.app.id, first.app.clientSecret] },
      );
      const idToken = String(refreshed.body.id_token);
      expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'RS256', kid: keys[0]?.kid });
      await expect(jwtVerify(idToken, jwks, { issuer: second.url, audience })).resolves.toBeTruthy();
    } finally {
      await second.close();
    }
  });

  it('refuses a data file whose signing key is not one, naming it', async () => {
    const file = temp('bad-key.json');
    const first = await startFixture({ dataFile: file });
    await api(first.url, '/api/oauth2/keys');
    await first.emulator.close();
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    onDisk.keys[0].privateJwk.kty = 'oct';
    await writeFile(file, JSON.stringify(onDisk));
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(
      'data file: keys[0].privateJwk.kty: expected RSA or EC, received oct',
    );
  });

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
    expect((await readdir(temp())).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await readdir(temp())).toContain('state.json');
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
