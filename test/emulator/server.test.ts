import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

let fx: Fixture;
let bot: string;
beforeAll(async () => {
  fx = await startFixture({ clock: { startMs: Date.UTC(2025, 0, 1), frozen: true }, bodyLimit: 4096 });
  bot = `Bot ${fx.app.botToken}`;
});
afterAll(async () => {
  await fx.emulator.close();
});
afterEach(() => {
  fx.emulator.control.faults.clear();
  fx.emulator.control.rateLimits.configure(false);
});

describe('error shapes', () => {
  it('404 for unknown routes, 405 with Allow for wrong methods', async () => {
    const missing = await api(fx.url, '/api/v10/nope', { auth: bot });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 0, message: '404: Not Found' });
    const wrong = await api(fx.url, '/api/v10/lobbies/123/members/@me', { method: 'POST', auth: bot });
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({ code: 0, message: '405: Method Not Allowed' });
    expect(wrong.headers.get('allow')).toContain('DELETE');
    expect((await api(fx.url, '/api/v10/users/@me', { method: 'PUT' })).status).toBe(405);
  });

  it('400 50109 for malformed JSON and for prototype poisoning', async () => {
    for (const raw of ['{"content": ', '[1,2', '{"__proto__": {"x": 1}}']) {
      const res = await api(fx.url, '/api/v10/lobbies', { method: 'POST', auth: bot, raw });
      expect(res.status, raw).toBe(400);
      expect(res.body, raw).toEqual({ code: 50109, message: 'The request body contains invalid JSON.' });
    }
  });

  it('413 for bodies over the limit, before authentication', async () => {
    const res = await api(fx.url, '/api/v10/lobbies', {
      method: 'POST',
      raw: JSON.stringify({ metadata: { a: 'x'.repeat(5000) } }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 40005, message: 'Request entity too large' });
  });

  it('401 shape for missing, malformed and unknown credentials', async () => {
    for (const auth of [
      undefined,
      'Bot',
      'Bot ',
      'Bearer nope',
      `Bot ${fx.app.botToken}x`,
      `Basic ${fx.app.botToken}`,
    ]) {
      const res = await api(fx.url, '/api/v10/users/@me', auth === undefined ? {} : { auth });
      expect(res.status, String(auth)).toBe(401);
      expect(res.body).toEqual({ code: 0, message: '401: Unauthorized' });
    }
    const me = await api<{ id: string; bot: boolean }>(fx.url, '/api/v10/users/@me', { auth: bot });
    expect(me.body).toMatchObject({ id: fx.app.botUserId, bot: true });
  });

  it('a changed bot token takes effect at once: the old one is refused, the new one accepted', async () => {
    const app = await fx.emulator.control.createApplication({ name: 'Rotating' });
    const old = `Bot ${app.botToken}`;
    expect((await api(fx.url, '/api/v10/users/@me', { auth: old })).status).toBe(200);
    const rotated = await fx.emulator.control.createApplication({
      id: app.id,
      botToken: 'a-brand-new-bot-token-value',
    });
    expect((await api(fx.url, '/api/v10/users/@me', { auth: old })).status).toBe(401);
    expect((await api(fx.url, '/api/v10/users/@me', { auth: `Bot ${rotated.botToken}` })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('every API response carries the bucket headers; the window is timed by the emulator clock', async () => {
    fx.emulator.control.rateLimits.configure({ global: false, route: { limit: 3, windowMs: 2000 } });
    const statuses: number[] = [];
    const remaining: (string | null)[] = [];
    let last: Headers | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await api(fx.url, '/api/v10/users/@me', { auth: bot });
      statuses.push(res.status);
      remaining.push(res.headers.get('x-ratelimit-remaining'));
      last = res.headers;
      if (i === 0) {
        expect(res.headers.get('x-ratelimit-limit')).toBe('3');
        expect(res.headers.get('x-ratelimit-reset-after')).toBe('2');
        expect(Number(res.headers.get('x-ratelimit-reset'))).toBe((Date.UTC(2025, 0, 1) + 2000) / 1000);
        expect(res.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(remaining).toEqual(['2', '1', '0', '0']);
    expect(last?.get('x-ratelimit-scope')).toBe('user');
    // Only a global 429 carries X-RateLimit-Global: clients take its presence, not its value, as global.
    expect(last?.has('x-ratelimit-global')).toBe(false);
    expect(last?.get('retry-after')).toBe('2');
    const limited = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', { auth: bot });
    expect(limited.body).toEqual({
      message: 'You are being rate limited.',
      retry_after: 2,
      global: false,
      code: 0,
    });

    await fx.emulator.control.clock.advance(1500);
    const stillLimited = await api<{ retry_after: number }>(fx.url, '/api/v10/users/@me', { auth: bot });
    expect(stillLimited.body.retry_after).toBe(0.5);
    expect(stillLimited.headers.get('x-ratelimit-reset-after')).toBe('0.5');
    await fx.emulator.control.clock.advance(500);
    expect((await api(fx.url, '/api/v10/users/@me', { auth: bot })).status).toBe(200);
  });

  it('buckets are per token and per major resource; shared buckets answer scope shared', async () => {
    fx.emulator.control.rateLimits.configure({
      global: false,
      route: { limit: 1, windowMs: 1000 },
      routes: { 'lobbies.get': { limit: 1, windowMs: 1000, shared: true } },
    });
    const user = `Bearer ${(await signIn(fx, 'identify')).access_token}`;
    expect((await api(fx.url, '/api/v10/users/@me', { auth: bot })).status).toBe(200);
    expect((await api(fx.url, '/api/v10/users/@me', { auth: user })).status).toBe(200);
    expect((await api(fx.url, '/api/v10/users/@me', { auth: bot })).status).toBe(429);
    // Different lobbies (major parameter) are different buckets with the same bucket id.
    const a = await api(fx.url, '/api/v10/lobbies/1', { auth: bot });
    const b = await api(fx.url, '/api/v10/lobbies/2', { auth: bot });
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.headers.get('x-ratelimit-bucket')).toBe(b.headers.get('x-ratelimit-bucket'));
    const shared = await api(fx.url, '/api/v10/lobbies/1', { auth: user });
    expect(shared.status).toBe(429);
    expect(shared.headers.get('x-ratelimit-scope')).toBe('shared');
    expect(shared.headers.has('x-ratelimit-global')).toBe(false);
  });

  it('the global limit answers 429 with global true and scope global', async () => {
    fx.emulator.control.rateLimits.configure({ global: { limit: 2, windowMs: 1000 }, route: false });
    await api(fx.url, '/api/v10/users/@me', { auth: bot });
    await api(fx.url, '/api/v10/lobbies/5', { auth: bot });
    const res = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', { auth: bot });
    expect(res.status).toBe(429);
    expect(res.headers.get('x-ratelimit-global')).toBe('true');
    expect(res.headers.get('x-ratelimit-scope')).toBe('global');
    expect(res.body).toMatchObject({ global: true, retry_after: 1 });
    await fx.emulator.control.clock.advance(1000);
    expect((await api(fx.url, '/api/v10/users/@me', { auth: bot })).status).toBe(200);
  });

  it('defaults follow FACTS.md: 50 requests per second per token', async () => {
    fx.emulator.control.rateLimits.configure({ route: false });
    const results = await Promise.all(
      Array.from({ length: 51 }, () => api(fx.url, '/api/v10/users/@me', { auth: bot })),
    );
    expect(results.filter((r) => r.status === 429)).toHaveLength(1);
    await fx.emulator.control.clock.advance(1000);
  });
});

describe('fault injection', () => {
  it('answers a chosen status and body for the next N matching requests', async () => {
    fx.emulator.control.faults.add({
      method: 'GET',
      path: '/api/v10/users/*',
      status: 503,
      body: { code: 0, message: 'down' },
      times: 2,
    });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await api(fx.url, '/api/v10/users/@me', { auth: bot }));
    expect(results.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(results[0]?.body).toEqual({ code: 0, message: 'down' });
    expect(fx.emulator.control.faults.list()).toEqual([]);
    // Method must match.
    fx.emulator.control.faults.add({ method: 'POST', path: '/api/v10/users/@me', status: 500 });
    expect((await api(fx.url, '/api/v10/users/@me', { auth: bot })).status).toBe(200);
  });

  it('answers 429 with retry_after and the rate-limit headers', async () => {
    fx.emulator.control.faults.add({ path: '/api/v10/users/@me', retryAfter: 2.5, scope: 'global' });
    const res = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', { auth: bot });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'You are being rate limited.',
      retry_after: 2.5,
      global: true,
      code: 0,
    });
    expect(res.headers.get('retry-after')).toBe('3');
    expect(res.headers.get('x-ratelimit-scope')).toBe('global');
    expect(res.headers.get('x-ratelimit-global')).toBe('true');
    // An injected per-route 429 is not global: no X-RateLimit-Global at all.
    fx.emulator.control.faults.clear();
    fx.emulator.control.faults.add({ path: '/api/v10/users/@me', retryAfter: 1, scope: 'user' });
    const route = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', { auth: bot });
    expect(route.status).toBe(429);
    expect(route.body).toMatchObject({ global: false });
    expect(route.headers.get('x-ratelimit-scope')).toBe('user');
    expect(route.headers.has('x-ratelimit-global')).toBe(false);
  });

  it('adds latency', async () => {
    fx.emulator.control.faults.add({ path: '/api/v10/users/@me', latencyMs: 150 });
    const started = performance.now();
    const res = await api(fx.url, '/api/v10/users/@me', { auth: bot });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection without an answer', async () => {
    fx.emulator.control.faults.add({ path: '/api/v10/users/@me', drop: true });
    await expect(fetch(`${fx.url}/api/v10/users/@me`, { headers: { authorization: bot } })).rejects.toThrow();
    expect((await api(fx.url, '/api/v10/users/@me', { auth: bot })).status).toBe(200);
    const log = fx.emulator.control.requests();
    expect(log.at(-2)).toMatchObject({ path: '/api/v10/users/@me', dropped: true });
  });

  it('refuses rules that would do nothing or several things', () => {
    expect(() => fx.emulator.control.faults.add({ path: '/x' })).toThrow(/would do nothing/);
    expect(() => fx.emulator.control.faults.add({ path: '/x', status: 500, drop: true })).toThrow(
      /at most one/,
    );
    expect(() => fx.emulator.control.faults.add({ path: 'x', status: 500 })).toThrow(/path/);
    expect(() => fx.emulator.control.faults.add({ path: '/x', status: 99 })).toThrow(/status/);
  });
});

describe('request log', () => {
  it('records method, path, status, route and auth kind, never secrets', async () => {
    fx.emulator.control.clearRequests();
    await api(fx.url, `/api/v10/lobbies/42/messages?limit=5&token=${fx.app.botToken}`, { auth: bot });
    await fetch(`${fx.url}/oauth2/authorize?client_id=1&code=secret-code`, { redirect: 'manual' });
    const [first, second] = fx.emulator.control.requests();
    expect(first).toMatchObject({
      method: 'GET',
      path: '/api/v10/lobbies/42/messages',
      route: '/api/v10/lobbies/:lobby_id/messages',
      status: 404,
      auth: 'bot',
      bucket: 'lobbies.messages.list',
      query: { limit: '5', token: '[redacted]' },
    });
    expect(second?.query).toEqual({ client_id: '1', code: '[redacted]' });
    expect(JSON.stringify(fx.emulator.control.requests())).not.toContain(fx.app.botToken);
    const later = fx.emulator.control.requests(first?.seq);
    expect(later).toHaveLength(1);
  });

  it('control routes are not logged, faulted or rate limited', async () => {
    fx.emulator.control.clearRequests();
    fx.emulator.control.faults.add({ path: '/*', status: 500, times: 0 });
    const res = await api<{ now: number }>(fx.url, '/_emulator/clock');
    expect(res.status).toBe(200);
    expect(fx.emulator.control.requests()).toEqual([]);
  });
});

describe('binding', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(new URL(fx.url).hostname).toBe('127.0.0.1');
    const refused = await new Promise<string>((resolve) => {
      const req = httpRequest(
        { host: '::1', port: fx.emulator.port, path: '/api/v10/users/@me', family: 6 },
        () => resolve('connected'),
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      req.end();
    });
    expect(refused).not.toBe('connected');
  });
});
