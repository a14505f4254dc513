import { describe, expect, it, vi } from 'vitest';
import { ErrorType } from '../../src/client/clientResult.js';
import { toClientResult } from '../../src/client/results.js';
import {
  AbortError,
  NetworkError,
  RateLimitedError,
  type SdkError,
  ServiceError,
  TimeoutError,
  Transport,
} from '../../src/http/index.js';
import { type FixtureServer, sendJson } from '../fixtures/httpServer.js';
import { withFakeClock } from '../support/fakeClock.js';
import { settle, waitFor } from '../support/waitFor.js';
import { BOT_TOKEN, rejectionOf, transportFor, useFixtureServer } from './helpers.js';

const fixture = useFixtureServer();

/** Never answers (the socket is destroyed when the server closes). */
const hang = () => undefined;

describe('timeouts', () => {
  it('fire at the configured value and are reported as a timeout, not a network error', async () => {
    fixture.server.setHandler(hang);
    const { transport, log } = transportFor(fixture.server, { retries: 0 });
    transport.setTimeout(150);
    const error = await withFakeClock(async () => {
      let settled = false;
      const outcome = rejectionOf(transport.request({ method: 'POST', route: '/lobbies' })).finally(() => {
        settled = true;
      });
      await waitFor(() => fixture.server.requests.length === 1, { what: 'the request at the server' });
      await vi.advanceTimersByTimeAsync(149);
      await settle();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      return outcome;
    });
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error.message).toBe('POST /lobbies: no response within 150 ms (attempt 1)');
    expect(toClientResult(error)).toMatchObject({
      type: ErrorType.NetworkError,
      retryable: true,
    });
    expect(log.responses).toEqual([expect.objectContaining({ status: 0, failure: 'timeout' })]);
  });

  it('apply per attempt: an idempotent call retries after a timeout, and a changed timeout applies', async () => {
    let calls = 0;
    fixture.server.setHandler((_request, response) => {
      calls++;
      if (calls === 1) return; // first attempt hangs
      sendJson(response, 200, { second: true });
    });
    const { transport, log } = transportFor(fixture.server, { retries: 1, timeoutMs: 100 });
    const response = await transport.request({ method: 'GET', route: '/users/@me' });
    expect(response.body).toEqual({ second: true });
    expect(log.retries).toEqual([expect.objectContaining({ reason: 'timeout', attempt: 1 })]);

    // A slow answer: the server answers only when the test lets it, after 500 ms of (fake) time, past
    // the 100 ms timeout and within a 1000 ms one.
    const answers: Array<() => void> = [];
    fixture.server.setHandler((_request, response) => {
      answers.push(() => sendJson(response, 200, {}));
    });
    const slowCall = () =>
      withFakeClock(async () => {
        const outcome = transport.request({ method: 'POST', route: '/slow' }).then(
          (response) => response,
          (error: unknown) => error,
        );
        const seen = answers.length;
        await waitFor(() => answers.length > seen, { what: 'the request at the server' });
        await vi.advanceTimersByTimeAsync(500);
        answers.at(-1)?.();
        return outcome;
      });
    expect(await slowCall()).toBeInstanceOf(TimeoutError);
    transport.setTimeout(1000);
    expect(await slowCall()).toMatchObject({ status: 200 });
  });

  it('cover reading the body: a body that stalls half way times out', async () => {
    fixture.server.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      response.write('{"partial":');
    });
    const { transport } = transportFor(fixture.server, { retries: 0, timeoutMs: 150 });
    await expect(transport.request({ method: 'GET', route: '/users/@me' })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });
});

describe('caller abort', () => {
  it('is its own outcome (Aborted), distinct from a timeout, and is not retried', async () => {
    fixture.server.setHandler(hang);
    const { transport, log } = transportFor(fixture.server, { retries: 3 });
    const controller = new AbortController();
    const pending = rejectionOf(
      transport.request({ method: 'GET', route: '/users/@me', signal: controller.signal }),
    );
    await waitFor(() => fixture.server.requests.length === 1, { what: 'the request at the server' });
    controller.abort(new Error('user closed the window'));
    const error = await pending;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error.message).toBe('GET /users/@me: aborted by the caller');
    expect(toClientResult(error)).toMatchObject({
      type: ErrorType.Aborted,
      retryable: false,
    });
    expect(fixture.server.requests).toHaveLength(1);
    expect(log.retries).toHaveLength(0);
  });

  it('an already-aborted signal sends nothing', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 200, {}));
    const { transport } = transportFor(fixture.server);
    const error = await rejectionOf(
      transport.request({ method: 'GET', route: '/users/@me', signal: AbortSignal.abort() }),
    );
    expect(error).toBeInstanceOf(AbortError);
    expect(fixture.server.requests).toHaveLength(0);
  });

  it('an abort during a retry backoff stops the retries', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 503, { message: 'down', code: 0 }));
    const { transport, log } = transportFor(fixture.server, {
      retries: 5,
      backoff: { baseMs: 400, maxMs: 400 },
    });
    const controller = new AbortController();
    const pending = transport.request({ method: 'GET', route: '/users/@me', signal: controller.signal });
    // The retry hook runs as the backoff starts: abort then, while the call is waiting to retry.
    await waitFor(() => log.retries.length === 1, { what: 'the first retry to be scheduled' });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortError);
    expect(fixture.server.requests).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retry a 5xx for GET, with the retry visible to the hook', async () => {
    let calls = 0;
    fixture.server.setHandler((_request, response) => {
      calls++;
      if (calls <= 2) sendJson(response, 502, { message: 'bad gateway', code: 0 });
      else sendJson(response, 200, { ok: 1 });
    });
    const { transport, log } = transportFor(fixture.server);
    const response = await transport.request({ method: 'GET', route: '/users/@me' });
    expect(response.body).toEqual({ ok: 1 });
    expect(fixture.server.requests).toHaveLength(3);
    expect(log.retries.map((r) => [r.reason, r.status, r.attempt])).toEqual([
      ['server-error', 502, 1],
      ['server-error', 502, 2],
    ]);
    expect(log.retries.every((r) => r.delayMs >= 5 && r.delayMs <= 40)).toBe(true);
  });

  it('do not retry a 5xx for POST unless the caller opts in', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 500, { message: 'oops', code: 0 }));
    const { transport } = transportFor(fixture.server);
    const error = await rejectionOf(transport.request({ method: 'POST', route: '/lobbies' }));
    expect(error).toBeInstanceOf(ServiceError);
    expect(toClientResult(error)).toMatchObject({ status: 500, retryable: true });
    expect(fixture.server.requests).toHaveLength(1);

    fixture.server.requests.length = 0;
    await expect(
      transport.request({ method: 'POST', route: '/lobbies', retryNonIdempotent: true }),
    ).rejects.toBeInstanceOf(ServiceError);
    expect(fixture.server.requests).toHaveLength(4); // first attempt + 3 retries
  });

  it('are bounded', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 503, { message: 'down', code: 0 }));
    const { transport } = transportFor(fixture.server, { retries: 2 });
    await expect(
      transport.request({ method: 'DELETE', route: '/lobbies/{lobby.id}', params: { 'lobby.id': '1' } }),
    ).rejects.toThrow('HTTP 503');
    expect(fixture.server.requests).toHaveLength(3);
  });

  it('a connection reset mid-response is a NetworkError; GET retries it and succeeds', async () => {
    let calls = 0;
    fixture.server.setHandler((_request, response) => {
      calls++;
      if (calls === 1) {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
        response.write('{"id": "12', () => response.socket?.destroy());
      } else sendJson(response, 200, { id: '12' });
    });
    const { transport, log } = transportFor(fixture.server);
    const response = await transport.request({ method: 'GET', route: '/users/@me' });
    expect(response.body).toEqual({ id: '12' });
    expect(log.retries).toEqual([expect.objectContaining({ reason: 'network', status: 0 })]);

    fixture.server.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"id": "12', () => response.socket?.destroy());
    });
    const error = await rejectionOf(transport.request({ method: 'POST', route: '/lobbies' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/^POST \/lobbies: network error/);
  });
});

describe('secrets', () => {
  const secrets = [BOT_TOKEN, 'the-authorization-code-xyz', 'client-secret-value-42', 'refresh-token-abcdef'];

  it('never appear in error messages, ClientResults or hook payloads, even when the service echoes them', async () => {
    // A hostile or buggy service that echoes the request (headers and body) into every error.
    const echo = (request: { headers: Record<string, unknown>; body: string }) =>
      `auth=${String(request.headers.authorization)} body=${request.body}`;
    const scenarios: ((s: FixtureServer) => void)[] = [
      (s) =>
        s.setHandler((r, res) =>
          sendJson(res, 400, {
            code: 50035,
            message: echo(r),
            errors: { _errors: [{ code: 'X', message: echo(r) }] },
          }),
        ),
      (s) =>
        s.setHandler((r, res) => sendJson(res, 400, { error: 'invalid_grant', error_description: echo(r) })),
      (s) =>
        s.setHandler((r, res) => sendJson(res, 429, { message: echo(r), retry_after: 0.001, global: false })),
      (s) => s.setHandler((r, res) => sendJson(res, 503, { message: echo(r), code: 0 })),
      (s) =>
        s.setHandler((r, res) => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(`{"x": "${echo(r)}" broken`);
        }),
    ];
    const events: unknown[] = [];
    const transport = new Transport({
      baseUrl: fixture.server.url,
      authorization: { type: 'Bot', token: BOT_TOKEN },
      rateLimitRetries: 1,
      retries: 1,
      backoff: { baseMs: 1, maxMs: 2 },
      hooks: {
        onRequest: (e) => events.push(e),
        onResponse: (e) => events.push(e),
        onRetry: (e) => events.push(e),
      },
    });
    const errors: SdkError[] = [];
    for (const scenario of scenarios) {
      scenario(fixture.server);
      for (const auth of ['transport', { basic: { id: '1', secret: 'client-secret-value-42' } }] as const) {
        const error = await rejectionOf(
          transport.request({
            method: 'POST',
            route: '/oauth2/token',
            versioned: false,
            auth,
            form: { code: 'the-authorization-code-xyz', refresh_token: 'refresh-token-abcdef' },
            secrets: ['the-authorization-code-xyz', 'refresh-token-abcdef'],
          }),
        );
        errors.push(error as SdkError);
      }
    }
    expect(errors.map((e) => e.constructor.name)).toEqual([
      'ServiceError',
      'ServiceError',
      'OAuthError',
      'OAuthError',
      'RateLimitedError',
      'RateLimitedError',
      'ServiceError',
      'ServiceError',
      'InvalidResponseError',
      'InvalidResponseError',
    ]);
    // The echo really happened: the redaction marker stands where the secrets were.
    expect(errors[0]?.message).toContain('[REDACTED]');
    for (const error of errors) {
      const everything = [
        error.message,
        String(error),
        JSON.stringify(error),
        JSON.stringify(toClientResult(error)),
        toClientResult(error).toString(),
        JSON.stringify(Object.assign({}, error)),
      ].join('\n');
      for (const secret of secrets) {
        expect(everything).not.toContain(secret);
        expect(everything).not.toContain(encodeURIComponent(secret));
      }
    }
    expect(errors.find((e) => e instanceof RateLimitedError)).toBeDefined();
    const hookText = JSON.stringify(events);
    expect(events.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(hookText).not.toContain(secret);
    expect(hookText).not.toContain('Basic ');
  });
});

describe('timers', () => {
  it('leave nothing behind that keeps the process alive once calls settle', async () => {
    fixture.server.setHandler((_request, response) =>
      sendJson(
        response,
        200,
        {},
        {
          'X-RateLimit-Limit': '1',
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset-After': '0.1',
        },
      ),
    );
    const timeoutsBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const transport = new Transport({ baseUrl: fixture.server.url, globalRequestsPerSecond: 2 });
    await Promise.all(Array.from({ length: 3 }, () => transport.request({ method: 'GET', route: '/t' })));
    const controller = new AbortController();
    const aborted = transport.request({ method: 'GET', route: '/t', signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(AbortError);
    const timeoutsAfter = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    expect(timeoutsAfter).toBeLessThanOrEqual(timeoutsBefore);
  });
});
