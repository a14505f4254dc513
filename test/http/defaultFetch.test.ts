/**
 * The default fetch over `node:http` keeps what node-fetch gave the transport: compressed bodies decoded
 * (a truncated one fails rather than reading short), headers read case-insensitively with repeats
 * joined, redirects not followed, and the abort listener gone once a request ends (the shared deadline
 * signals count on it).
 */
import { getEventListeners } from 'node:events';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDefaultFetch } from '../../src/http/defaultFetch.js';
import { NetworkError } from '../../src/http/index.js';
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
});
