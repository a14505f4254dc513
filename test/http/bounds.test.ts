/**
 * Waits and bodies have bounds (hardening): a long Retry-After fails a call at once instead of parking it
 * (and every call behind it) for the wait, and a response body larger than the limit is refused without
 * being buffered.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toClientResult } from '../../src/client/results.js';
import { InvalidResponseError, RateLimitedError } from '../../src/http/index.js';
import { sendJson } from '../fixtures/httpServer.js';
import { rejectionOf, transportFor, useFixtureServer } from './helpers.js';

const fixture = useFixtureServer();

function rateLimitedFor(seconds: number) {
  return (_request: unknown, response: ServerResponse) =>
    sendJson(
      response,
      429,
      { message: 'You are being rate limited.', retry_after: seconds, global: false },
      { 'Retry-After': String(Math.ceil(seconds)), 'X-RateLimit-Scope': 'user', 'X-RateLimit-Bucket': 'b1' },
    );
}

describe('rate-limit waits are bounded', () => {
  it('a 429 asking for longer than the cap fails at once, retryable, saying how long to wait', async () => {
    fixture.server.setHandler(rateLimitedFor(3600));
    const { transport } = transportFor(fixture.server, { timeoutMs: 1000 });
    const error = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfter: 3600, attempts: 1 });
    const result = toClientResult(error);
    expect(result.Retryable()).toBe(true);
    expect(result.RetryAfter()).toBe(3600);
    expect(fixture.server.requests).toHaveLength(1);
  });

  it('a later call to the blocked bucket fails at once instead of queueing behind the block', async () => {
    fixture.server.setHandler(rateLimitedFor(3600));
    const { transport } = transportFor(fixture.server, { timeoutMs: 1000 });
    await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    fixture.server.setHandler((_request, response) => sendJson(response, 200, { id: '1' }));
    const second = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(second).toBeInstanceOf(RateLimitedError);
    expect((second as RateLimitedError).retryAfter).toBeGreaterThan(3590);
    // The second call never reached the server: the block was known.
    expect(fixture.server.requests).toHaveLength(1);
  });

  it('the cap is configurable: maxRateLimitWaitMs 0 refuses even a short wait; a larger cap waits it out', async () => {
    let calls = 0;
    fixture.server.setHandler((request, response) => {
      calls += 1;
      if (calls === 1) rateLimitedFor(0.05)(request, response);
      else sendJson(response, 200, { id: '1' });
    });
    const strict = transportFor(fixture.server, { maxRateLimitWaitMs: 0 }).transport;
    expect(await rejectionOf(strict.request({ method: 'GET', route: '/users/@me' }))).toBeInstanceOf(
      RateLimitedError,
    );
    calls = 0;
    const patient = transportFor(fixture.server, { maxRateLimitWaitMs: 5000 }).transport;
    await expect(patient.request({ method: 'GET', route: '/users/@me' })).resolves.toMatchObject({
      status: 200,
      body: { id: '1' },
    });
  });
});

describe('response bodies are bounded', () => {
  it('refuses a body whose Content-Length is over the limit, without reading it', async () => {
    fixture.server.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(10_000_000) });
      response.write('{"a":"');
      // Never finished: a transport that waited for the whole body would time out instead.
    });
    const { transport } = transportFor(fixture.server, { maxResponseBytes: 1_000_000, retries: 0 });
    const error = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toContain('larger than 1000000 bytes (maxResponseBytes)');
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    let written = 0;
    fixture.server.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      // An endless body (bounded here at 64 MiB so the server cannot run away): the client must stop it.
      const pump = (): void => {
        while (written < 64 * 1024 * 1024 && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      pump();
    });
    const { transport } = transportFor(fixture.server, { maxResponseBytes: 256 * 1024, retries: 0 });
    const error = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toContain('larger than 262144 bytes');
    // The client closed the stream long before the server's 64 MiB were sent.
    expect(written).toBeLessThan(32 * 1024 * 1024);
  });

  it('reads a body up to the limit', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 200, { text: 'y'.repeat(1000) }));
    const { transport } = transportFor(fixture.server, { maxResponseBytes: 1100 });
    await expect(transport.request({ method: 'GET', route: '/users/@me' })).resolves.toMatchObject({
      status: 200,
    });
  });
});
