import { describe, expect, it } from 'vitest';
import { ErrorType } from '../../src/client/clientResult.js';
import { toClientResult } from '../../src/client/results.js';
import { AbortError, RateLimitedError } from '../../src/http/index.js';
import { parseRateLimitHeaders } from '../../src/http/rateLimits.js';
import { type FixtureHandler, sendJson } from '../fixtures/httpServer.js';
import { settleOnFakeClock, withFakeClock } from '../support/fakeClock.js';
import { settle } from '../support/waitFor.js';
import { type HookLog, rejectionOf, transportFor, useFixtureServer } from './helpers.js';

const fixture = useFixtureServer();

/** True while a request of `log`'s transport is on the wire (sent, not yet answered). */
const inFlight = (log: HookLog) => () => log.requests.length > log.responses.length;

/**
 * A service-like bucket: `limit` requests per window of `windowMs` starting with the first request; over
 * the limit it answers 429 (which a correct client never triggers). `key` picks the bucket of a request.
 */
function bucketServer(
  limit: number,
  windowMs: number,
  key: (path: string) => string,
  hash = (k: string) => k,
) {
  const windows = new Map<string, { start: number; used: number }>();
  let rejected = 0;
  const handler: FixtureHandler = (request, response) => {
    const now = Date.now();
    const k = key(request.path);
    let window = windows.get(k);
    if (window === undefined || now >= window.start + windowMs) {
      window = { start: now, used: 0 };
      windows.set(k, window);
    }
    const resetAfter = ((window.start + windowMs - now) / 1000).toFixed(3);
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Reset-After': resetAfter,
      'X-RateLimit-Bucket': hash(k),
    };
    if (window.used >= limit) {
      rejected++;
      sendJson(
        response,
        429,
        { message: 'You are being rate limited.', retry_after: Number(resetAfter), global: false },
        {
          ...headers,
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Scope': 'user',
        },
      );
      return;
    }
    window.used++;
    sendJson(
      response,
      200,
      { at: now },
      { ...headers, 'X-RateLimit-Remaining': String(limit - window.used) },
    );
  };
  return { handler, rejected: () => rejected };
}

describe('rate-limit headers', () => {
  it('parses limit, remaining, reset-after (or reset), bucket, global, scope and Retry-After', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '10',
      'X-RateLimit-Remaining': '3',
      'X-RateLimit-Reset': '1000.5',
      'X-RateLimit-Bucket': 'h1',
      'X-RateLimit-Global': 'true',
      'X-RateLimit-Scope': 'global',
      'Retry-After': '2',
    });
    expect(parseRateLimitHeaders(headers, 999_000)).toEqual({
      bucket: 'h1',
      window: { limit: 10, remaining: 3, resetAfterMs: 1500 },
      global: true,
      scope: 'global',
      retryAfterMs: 2000,
    });
    headers.set('X-RateLimit-Reset-After', '0.25');
    expect(parseRateLimitHeaders(headers, 0).window?.resetAfterMs).toBe(250);
    const none = parseRateLimitHeaders(new Headers({ 'X-RateLimit-Limit': 'x', 'Retry-After': '-1' }), 0);
    expect(none).toEqual({
      bucket: undefined,
      window: undefined,
      global: false,
      scope: undefined,
      retryAfterMs: undefined,
    });
  });
});

describe('429 handling', () => {
  it('waits the larger of retry_after and Retry-After, then succeeds', async () => {
    let calls = 0;
    fixture.server.setHandler((_request, response) => {
      calls++;
      if (calls === 1) {
        sendJson(
          response,
          429,
          { message: 'slow down', retry_after: 0.05, global: false },
          { 'Retry-After': '0.3' },
        );
      } else sendJson(response, 200, { done: true });
    });
    const { transport, log } = transportFor(fixture.server);
    const response = await withFakeClock(() =>
      settleOnFakeClock(transport.request({ method: 'POST', route: '/lobbies' }), inFlight(log), 'the retry'),
    );
    expect(response.body).toEqual({ done: true });
    const [first, second] = fixture.server.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBe(300);
    expect(log.retries).toEqual([
      expect.objectContaining({
        reason: 'rate-limit',
        status: 429,
        delayMs: 300,
        attempt: 1,
        method: 'POST',
        route: '/lobbies',
      }),
    ]);
  });

  it('honours retry_after from the body when it is the larger', async () => {
    let calls = 0;
    fixture.server.setHandler((_request, response) => {
      calls++;
      if (calls === 1) sendJson(response, 429, { message: 'slow down', retry_after: 0.2, global: false });
      else sendJson(response, 200, {});
    });
    const { transport, log } = transportFor(fixture.server);
    await withFakeClock(() =>
      settleOnFakeClock(
        transport.request({ method: 'GET', route: '/users/@me' }),
        inFlight(log),
        'the retry',
      ),
    );
    expect((fixture.server.requests[1]?.at ?? 0) - (fixture.server.requests[0]?.at ?? 0)).toBe(200);
  });

  it('429 forever ends with RateLimitedError after the bound, carrying retryAfter', async () => {
    fixture.server.setHandler((_request, response) =>
      sendJson(
        response,
        429,
        { message: 'no', retry_after: 0.02, global: false },
        { 'X-RateLimit-Scope': 'shared' },
      ),
    );
    const { transport, log } = transportFor(fixture.server, { rateLimitRetries: 2 });
    const error = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(fixture.server.requests).toHaveLength(3);
    expect(log.retries).toHaveLength(2);
    const limited = error as RateLimitedError;
    expect(limited).toMatchObject({ retryAfter: 0.02, global: false, scope: 'shared', attempts: 3 });
    expect(toClientResult(limited)).toMatchObject({
      type: ErrorType.HTTPError,
      status: 429,
      retryable: true,
      retryAfter: 0.02,
    });
    // With no retries allowed, the first 429 is final.
    fixture.server.requests.length = 0;
    const strict = transportFor(fixture.server, { rateLimitRetries: 0 }).transport;
    await expect(strict.request({ method: 'GET', route: '/users/@me' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(fixture.server.requests).toHaveLength(1);
  });

  it('a global 429 holds back requests on other routes too', async () => {
    let first = true;
    fixture.server.setHandler((request, response) => {
      if (first && request.path.endsWith('/a')) {
        first = false;
        sendJson(
          response,
          429,
          { message: 'global', retry_after: 0.3, global: true },
          { 'X-RateLimit-Global': 'true' },
        );
      } else sendJson(response, 200, {});
    });
    const { transport, log } = transportFor(fixture.server);
    const start = await withFakeClock(async () => {
      const at = Date.now();
      await settleOnFakeClock(transport.request({ method: 'GET', route: '/a' }), inFlight(log), '/a');
      await settleOnFakeClock(transport.request({ method: 'GET', route: '/b' }), inFlight(log), '/b');
      return at;
    });
    expect(fixture.server.requests.map((r) => r.path)).toEqual(['/api/v10/a', '/api/v10/a', '/api/v10/b']);
    expect(fixture.server.requests.map((r) => r.at - start)).toEqual([0, 300, 300]);
  });
});

describe('buckets', () => {
  it('makes the 11th concurrent request of a 10-request bucket wait for the reset, without a 429', async () => {
    const bucket = bucketServer(10, 400, () => 'one');
    fixture.server.setHandler(bucket.handler);
    const { transport, log } = transportFor(fixture.server);
    const { start, responses } = await withFakeClock(async () => {
      const at = Date.now();
      const all = Promise.all(
        Array.from({ length: 11 }, () =>
          transport.request<{ at: number }>({
            method: 'GET',
            route: '/lobbies/{lobby.id}',
            params: { 'lobby.id': '5' },
          }),
        ),
      );
      return { start: at, responses: await settleOnFakeClock(all, inFlight(log), 'the 11 requests') };
    });
    expect(bucket.rejected()).toBe(0);
    const times = responses.map((r) => r.body.at - start).sort((a, b) => a - b);
    expect(times.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(times[10]).toBe(400);
  });

  it('keeps separate buckets per major parameter', async () => {
    const bucket = bucketServer(2, 500, (path) => path);
    fixture.server.setHandler(bucket.handler);
    const { transport, log } = transportFor(fixture.server);
    const elapsed = await withFakeClock(async () => {
      const start = Date.now();
      const all = Promise.all(
        ['1', '1', '2', '2'].map((id) =>
          transport.request({ method: 'GET', route: '/lobbies/{lobby.id}', params: { 'lobby.id': id } }),
        ),
      );
      await settleOnFakeClock(all, inFlight(log), 'the 4 requests');
      return Date.now() - start;
    });
    // Two per lobby fit each lobby's window: nobody waited for a reset (the probe of each bucket aside).
    expect(elapsed).toBe(0);
    expect(bucket.rejected()).toBe(0);
  });

  it('routes that share an X-RateLimit-Bucket share its limit', async () => {
    const bucket = bucketServer(
      3,
      500,
      () => 'shared',
      () => 'hash-shared',
    );
    fixture.server.setHandler(bucket.handler);
    const { transport, log } = transportFor(fixture.server);
    const elapsed = await withFakeClock(async () => {
      const first = Date.now();
      await settleOnFakeClock(transport.request({ method: 'GET', route: '/a' }), inFlight(log), '/a');
      await settleOnFakeClock(transport.request({ method: 'GET', route: '/b' }), inFlight(log), '/b');
      const start = Date.now();
      const both = Promise.all([
        transport.request({ method: 'GET', route: '/a' }),
        transport.request({ method: 'GET', route: '/b' }),
      ]);
      await settleOnFakeClock(both, inFlight(log), 'the shared bucket');
      return { waited: Date.now() - start, sinceWindow: Date.now() - first };
    });
    expect(bucket.rejected()).toBe(0);
    // The third request of the shared 3-per-500-ms bucket waited for the window that began with the first.
    expect(elapsed.waited).toBeGreaterThan(0);
    expect(elapsed.sinceWindow).toBe(500);
    expect(log.requests.at(-1)?.bucket).toBe('hash-shared:');
  });

  it('an abort while queued behind a bucket rejects with AbortError and sends nothing', async () => {
    const bucket = bucketServer(1, 2000, () => 'solo');
    fixture.server.setHandler(bucket.handler);
    const { transport, log } = transportFor(fixture.server);
    await transport.request({ method: 'GET', route: '/solo' });
    const controller = new AbortController();
    const pending = transport.request({ method: 'GET', route: '/solo', signal: controller.signal });
    // The bucket is used up for 2 s, so the call is parked at its gate, not sent: one turn puts it there.
    await settle();
    expect(log.requests).toHaveLength(1);
    controller.abort();
    const error = await rejectionOf(pending);
    expect(error).toBeInstanceOf(AbortError);
    expect(toClientResult(error).type).toBe(ErrorType.Aborted);
    expect(fixture.server.requests).toHaveLength(1);
  });
});

describe('global limiter', () => {
  it('sends at most N requests per second across routes', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 200, {}));
    const { transport, log } = transportFor(fixture.server, { globalRequestsPerSecond: 4 });
    const start = await withFakeClock(async () => {
      const at = Date.now();
      const all = Promise.all(
        Array.from({ length: 6 }, (_, i) => transport.request({ method: 'GET', route: `/r${i}` })),
      );
      await settleOnFakeClock(all, inFlight(log), 'the 6 requests');
      return at;
    });
    const offsets = fixture.server.requests.map((r) => r.at - start).sort((a, b) => a - b);
    expect(offsets).toEqual([0, 0, 0, 0, 1000, 1000]);
  });

  it('can be raised at run time, and Infinity disables it', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 200, {}));
    const { transport, log } = transportFor(fixture.server, { globalRequestsPerSecond: 1 });
    transport.setGlobalRequestsPerSecond(Number.POSITIVE_INFINITY);
    const elapsed = await withFakeClock(async () => {
      const start = Date.now();
      const all = Promise.all(
        Array.from({ length: 20 }, (_, i) => transport.request({ method: 'GET', route: `/r${i}` })),
      );
      await settleOnFakeClock(all, inFlight(log), 'the 20 requests');
      return Date.now() - start;
    });
    expect(elapsed).toBe(0);
  });
});
