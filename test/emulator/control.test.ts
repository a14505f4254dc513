import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import type { ApplicationRecord, UserRecord } from '../../src/emulator/records.js';
import { api, authorize, authorizeUrl, LOOPBACK_REDIRECT, tokenRequest } from './helpers.js';

let emulator: RunningEmulator;
let url: string;
beforeAll(async () => {
  emulator = await startEmulator({
    rateLimits: false,
    clock: { startMs: Date.UTC(2025, 5, 1), frozen: true },
  });
  url = emulator.url;
});
afterAll(async () => {
  await emulator.close();
});

const control = (path: string, method = 'GET', body?: unknown) =>
  api<Record<string, unknown>>(url, `/_emulator${path}`, body === undefined ? { method } : { method, body });

describe('control API over HTTP', () => {
  it('seeds users, apps, guilds with roles, channels and members', async () => {
    const seeded = await control('/seed', 'POST', {
      users: [
        { id: '1000', username: 'owner' },
        { id: '1001', username: 'member' },
      ],
      applications: [
        { id: '2000', name: 'HTTP App', redirectUris: [LOOPBACK_REDIRECT], clientSecret: 'secret-secret' },
      ],
      guilds: [
        {
          id: '3000',
          ownerId: '1000',
          roles: [{ id: '3001', name: 'mods', permissions: '8' }],
          channels: [{ id: '3002', name: 'general' }],
          members: [{ userId: '1001', roles: ['3001'] }],
        },
      ],
    });
    expect(seeded.status).toBe(201);
    const body = seeded.body as {
      applications: ApplicationRecord[];
      roles: { id: string }[];
      members: { userId: string }[];
    };
    expect(body.applications[0]).toMatchObject({
      id: '2000',
      botUserId: '2000',
      clientSecret: 'secret-secret',
      publicClient: false,
    });
    expect(body.applications[0]?.botToken).toMatch(/\./);
    expect(body.roles.map((r) => r.id)).toEqual(['3000', '3001']); // @everyone has the guild's id
    expect(body.members.map((m) => m.userId)).toEqual(['1000', '1001']);
  });

  it('answers 400 naming the field for bad seeds', async () => {
    const cases: [unknown, RegExp][] = [
      [{ users: [{ id: 'abc' }] }, /users\[0\]\.id/],
      [{ guilds: [{ roles: [{ permissions: 'lots' }] }] }, /guilds\[0\]\.roles\[0\]\.permissions/],
      [{ members: [{ guildId: '999', userId: '1000' }] }, /no guild 999/],
      [{ applications: [{ redirectUris: ['https://x.test/cb#frag'] }] }, /fragment/],
      [{ applications: [{ redirectUris: ['javascript:alert(1)'] }] }, /not allowed/],
    ];
    for (const [input, message] of cases) {
      const res = await control('/seed', 'POST', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(String(res.body.message)).toMatch(message);
    }
  });

  it('scripted consent, clock and settings over HTTP drive the OAuth flow', async () => {
    expect((await control('/consent', 'PUT', { mode: 'approve', userId: '1001' })).body).toEqual({
      mode: 'approve',
      userId: '1001',
    });
    expect((await control('/settings', 'PATCH', { codeTtlMs: 1000 })).body).toMatchObject({
      codeTtlMs: 1000,
    });
    const { location } = await authorize(
      authorizeUrl(url, '2000', { redirect_uri: LOOPBACK_REDIRECT, scope: 'identify' }),
    );
    const code = location?.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const now = (await control('/clock')).body.now as number;
    expect(now).toBe(Date.UTC(2025, 5, 1));
    expect((await control('/clock/advance', 'POST', { ms: 1000 })).body.now).toBe(now + 1000);
    const expired = await tokenRequest(
      url,
      { grant_type: 'authorization_code', code, redirect_uri: LOOPBACK_REDIRECT },
      { basic: ['2000', 'secret-secret'] },
    );
    expect(expired.body, JSON.stringify(expired.body)).toMatchObject({ error: 'invalid_grant' });
    expect((await control('/consent', 'PUT', { mode: 'sometimes' })).status).toBe(400);
    // A misspelt field is refused, naming it, rather than setting consent for everyone.
    const misspelt = await control('/consent', 'PUT', { mode: 'approve', user_id: '1001' });
    expect(misspelt.status).toBe(400);
    expect(JSON.stringify(misspelt.body)).toContain('user_id: not a consent field');
    expect((await control('/clock/advance', 'POST', { ms: -5 })).status).toBe(400);
    await control('/settings', 'PATCH', { codeTtlMs: 600_000 });
  });

  it('faults, rate limits, request and event logs over HTTP', async () => {
    const added = await control('/faults', 'POST', { path: '/api/v10/users/@me', status: 502 });
    expect(added.status).toBe(201);
    expect((await control('/faults')).body).toHaveLength(1);
    expect((await api(url, '/api/v10/users/@me')).status).toBe(502);
    expect((await control('/faults', 'POST', { path: '/x' })).status).toBe(400);

    const limits = await control('/rate-limits', 'PUT', {
      global: false,
      route: { limit: 1, windowMs: 1000 },
    });
    expect(limits.body).toEqual({ global: false, route: { limit: 1, windowMs: 1000 } });
    await api(url, '/api/v10/users/@me');
    expect((await api(url, '/api/v10/users/@me')).status).toBe(429);
    expect((await control('/rate-limits', 'PUT', { route: { limit: 0, windowMs: 1 } })).status).toBe(400);
    await control('/rate-limits', 'PUT', { global: false, route: false });

    const log = (await api<{ path: string; status: number }[]>(url, '/_emulator/requests')).body;
    expect(log.map((entry) => entry.status).slice(-3)).toEqual([502, 401, 429]);
    expect((await control('/requests', 'DELETE')).status).toBe(204);
    expect((await api<unknown[]>(url, '/_emulator/requests')).body).toEqual([]);

    await control('/users/1001/deauthorize', 'POST', {});
    const events = (await api<{ type: string }[]>(url, '/_emulator/events?type=APPLICATION_DEAUTHORIZED'))
      .body;
    expect(events.map((e) => e.type)).toEqual(['APPLICATION_DEAUTHORIZED']);
    expect((await control('/keys/rotate', 'POST', {})).body.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('removes a user and resets', async () => {
    expect((await control('/users/1001', 'DELETE')).status).toBe(204);
    expect((await control('/users/1001', 'DELETE')).status).toBe(400);
    const users = await control('/users', 'POST', { username: 'fresh' });
    expect((users.body as unknown as UserRecord).username).toBe('fresh');
    expect((await control('/reset', 'POST')).status).toBe(204);
    const state = JSON.parse(await (await fetch(`${url}/_emulator/state`)).text());
    expect(state.collections.users).toEqual([]);
  });
});
