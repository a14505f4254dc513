/**
 * The default fetch over `node:http` keeps what node-fetch gave the transport: compressed bodies decoded
 * (a truncated one fails rather than reading short), headers read case-insensitively with repeats
 * joined, redirects not followed, and the abort listener gone once a request ends (the shared deadline
 * signals count on it).
 */
import { getEventListeners } from 'node:events';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { Deadlines } from '../../src/http/deadlines.js';
import { createDefaultFetch } from '../../src/http/defaultFetch.js';
import { NetworkError } from '../../src/http/index.js';
import { withFakeClock } from '../support/fakeClock.js';
import { waitFor } from '../support/waitFor.js';
import { rejectionOf, transportFor, useFixtureServer } from './helpers.js';

const fixture = useFixtureServer();
const BODY = { id: '80351110224678912', username: 'compressed', bio: 'x'.repeat(2000) };

function compressedHandler(coding: string, encode: (data: Buffer) => Buffer) {
  return (_request: unknown, response: import('node:http').ServerResponse) => {
    const data = encode(Buffer.from(JSON.stringify(BODY)));
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': coding });
    response.end(data);
  };
}

describe('the default fetch', () => {
  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('asks for compression and decodes a %s body', async (coding, encode) => {
    fixture.server.setHandler(compressedHandler(coding, encode));
    const { transport } = transportFor(fixture.server);
    const response = await transport.request({ method: 'GET', route: '/users/@me' });
    expect(response.body).toEqual(BODY);
    expect(fixture.server.requests[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
    transport.close();
  });

  it('fails on a compressed body cut short, rather than reading less', async () => {
    fixture.server.setHandler((_request, response) => {
      const data = gzipSync(Buffer.from(JSON.stringify(BODY)));
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(data.subarray(0, data.length >> 1));
    });
    const { transport } = transportFor(fixture.server, { retries: 0 });
    const error = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(error).toBeInstanceOf(NetworkError);
    transport.close();
  });

  it('reads headers case-insensitively, joins repeats, and does not follow a redirect', async () => {
    fixture.server.setHandler((_request, response) => {
      response.writeHead(302, { Location: '/elsewhere', 'X-Twice': ['a', 'b'] });
      response.end();
    });
    const owned = createDefaultFetch();
    const response = await owned.fetch(`${fixture.server.url}/moved`, {
      method: 'GET',
      headers: {},
      signal: new AbortController().signal,
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('LOCATION')).toBe('/elsewhere');
    expect(response.headers.get('x-twice')).toBe('a, b');
    expect(response.headers.get('x-absent')).toBeNull();
    await response.text();
    expect(fixture.server.requests.map((request) => request.path)).toEqual(['/moved']);
    owned.close();
  });

  it('sends each path as the URL parser would, whether or not it takes the parser (issue 45)', async () => {
    // Plain URLs, as the transport writes them, skip `new URL()`; the others go through it. Either way
    // the request line is what the parser makes of the URL.
    const seen: string[] = [];
    fixture.server.setHandler((request, response) => {
      seen.push(request.target);
      response.writeHead(204).end();
    });
    const owned = createDefaultFetch();
    const origin = fixture.server.url;
    const paths = [
      '/api/v10/users/@me?with_localizations=true',
      '/api/v10/applications/1/commands?a=b%2Cc&d=e',
      "/q?x='a'",
      '/a/./b/../c',
      '/a/%2e%2E/b',
      '/sp"ace/<x>',
      '/frag#ment',
      '',
    ];
    for (const path of paths) {
      const response = await owned.fetch(`${origin}${path}`, {
        method: 'GET',
        headers: {},
        signal: new AbortController().signal,
        redirect: 'manual',
      });
      await response.text();
    }
    // The origin in another case is the same origin.
    const upper = await owned.fetch(`${origin.toUpperCase()}/Mixed/Case`, {
      method: 'GET',
      headers: {},
      signal: new AbortController().signal,
      redirect: 'manual',
    });
    await upper.text();
    const parsed = (url: string) => {
      const at = new URL(url);
      return `${at.pathname}${at.search}`;
    };
    expect(seen).toEqual([...paths.map((path) => parsed(`${origin}${path}`)), '/Mixed/Case']);
    owned.close();
  });

  it('removes its abort listener once the response is read, and aborts a body being read', async () => {
    const owned = createDefaultFetch();
    const controller = new AbortController();
    const init = {
      method: 'POST',
      headers: {},
      body: '{}',
      signal: controller.signal,
      redirect: 'manual' as const,
    };
    const done = await owned.fetch(`${fixture.server.url}/read`, init);
    await done.text();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);

    let release: () => void = () => undefined;
    fixture.server.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"partial":');
      release = () => response.end('1}');
    });
    const stalled = await owned.fetch(`${fixture.server.url}/stall`, init);
    const reading = stalled.text();
    controller.abort(new Error('stop'));
    await expect(reading).rejects.toThrow();
    release();
    owned.close();
  });

  describe("exchange (the transport's road: request and body in one step, issue 45)", () => {
    it('reads the body whole and leaves nothing behind: not in the slot, no listener on the signal', async () => {
      fixture.server.setHandler((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json', 'X-Twice': ['a', 'b'] });
        response.end('{"ok":true}');
      });
      const owned = createDefaultFetch();
      const deadline = new Deadlines(true).start(30_000);
      const controller = new AbortController();
      const headers = { 'User-Agent': 'test' };
      const result = await owned.exchange(
        `${fixture.server.url}/api/x?y=1`,
        'GET',
        headers,
        undefined,
        deadline,
        controller.signal,
        1024,
      );
      expect(result).toMatchObject({ kind: 'response', status: 200, text: '{"ok":true}' });
      if (result.kind !== 'response') throw new Error('expected a response');
      expect(result.headers.get('X-TWICE')).toBe('a, b');
      expect(result.headers.get('constructor')).toBeNull();
      expect(deadline.requests.size).toBe(0);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
      expect(fixture.server.requests[0]?.headers).toMatchObject({
        accept: '*/*',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'test',
      });
      expect(fixture.server.requests[0]?.target).toBe('/api/x?y=1');
      owned.close();
    });

    it('a body past the limit is refused as it streams, and one declared past it is not read', async () => {
      fixture.server.setHandler((request, response) => {
        response.writeHead(200, request.path === '/declared' ? { 'Content-Length': '2048' } : {});
        response.end('x'.repeat(2048));
      });
      const owned = createDefaultFetch();
      const deadline = new Deadlines(true).start(30_000);
      for (const path of ['/declared', '/streamed']) {
        const result = await owned.exchange(
          `${fixture.server.url}${path}`,
          'GET',
          {},
          undefined,
          deadline,
          undefined,
          1024,
        );
        expect(result).toEqual({ kind: 'too-large', status: 200, limit: 1024 });
        expect(deadline.requests.size).toBe(0);
      }
      owned.close();
    });

    it("the deadline's slot ends a request still in it when it fires, while waiting or reading", async () => {
      const owned = createDefaultFetch();
      const deadlines = new Deadlines(true);
      for (const stall of ['headers', 'body'] as const) {
        fixture.server.setHandler((_request, response) => {
          if (stall === 'body') {
            response.writeHead(200, { 'Content-Length': '100' });
            response.write('{"partial":');
          }
        });
        const error = await withFakeClock(async () => {
          const deadline = deadlines.start(200);
          const seen = fixture.server.requests.length;
          const outcome = rejectionOf(
            owned.exchange(`${fixture.server.url}/stall`, 'GET', {}, undefined, deadline, undefined, 1024),
          );
          await waitFor(() => fixture.server.requests.length > seen, { what: 'the request at the server' });
          expect(deadline.requests.size).toBe(1);
          await vi.advanceTimersByTimeAsync(202);
          expect(deadline.signal.aborted).toBe(true);
          const failed = await outcome;
          expect(deadline.requests.size).toBe(0);
          deadlines.release(deadline);
          return failed;
        });
        expect(error).toBeInstanceOf(Error);
      }
      owned.close();
    });

    it("a caller's abort ends the request, and a body cut short by a dropped connection fails", async () => {
      const owned = createDefaultFetch();
      const deadline = new Deadlines(true).start(30_000);
      fixture.server.setHandler((_request, response) => {
        response.writeHead(200, { 'Content-Length': '100' });
        response.write('{"partial":');
      });
      const controller = new AbortController();
      const reading = rejectionOf(
        owned.exchange(
          `${fixture.server.url}/stall`,
          'GET',
          {},
          undefined,
          deadline,
          controller.signal,
          1024,
        ),
      );
      await waitFor(() => fixture.server.requests.length === 1, { what: 'the request at the server' });
      controller.abort(new Error('stop'));
      expect((await reading).message).toBe('stop');
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);

      fixture.server.setHandler((_request, response) => {
        response.writeHead(200, { 'Content-Length': '100' });
        response.write('{"partial":', () => response.socket?.destroy());
      });
      const cut = await rejectionOf(
        owned.exchange(`${fixture.server.url}/cut`, 'GET', {}, undefined, deadline, undefined, 1024),
      );
      expect(cut).toBeInstanceOf(Error);
      expect(deadline.requests.size).toBe(0);
      owned.close();
    });

    it('a complete response builds no Error (the incomplete-body check used to build one per request)', async () => {
      // A stack trace per request was the largest single cost of reading a body (about 8 us): the
      // 'close' that follows every complete body must not build the error meant for an incomplete one.
      fixture.server.setHandler((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"ok":true}');
      });
      const { transport } = transportFor(fixture.server);
      const viaFetch = transportFor(fixture.server, { fetch: createDefaultFetch().fetch }).transport;
      await transport.request({ method: 'GET', route: '/warm' });
      const RealError = globalThis.Error;
      let built = 0;
      globalThis.Error = new Proxy(RealError, {
        construct(target, args: unknown[]) {
          built++;
          return Reflect.construct(target, args);
        },
      });
      try {
        for (const through of [transport, viaFetch]) {
          await through.request({ method: 'GET', route: '/users/@me' });
          // 'close' comes a turn after the body's end.
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      } finally {
        globalThis.Error = RealError;
      }
      expect(built).toBe(0);
      transport.close();
    });
  });
});
