/**
 * Issue 38, fault 1: the control guard decided on the raw path while the router matched the decoded one,
 * so `GET /%5Femulator/state` handed out client secrets without the control token. Every control route,
 * in every spelling that the router (or a canonicalising client) turns into it, must meet the same guard:
 * the token, a foreign Origin refused. The routes are the server's own list, not a hand-written one, so a
 * route added later is walked too.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import { canonicalTarget } from '../../src/emulator/requestPath.js';

const TOKEN = 'control-token-for-spellings-test';

/** Ways to write `/_emulator/<rest>` that the router or a dot-resolving client reads as the same path. */
const SPELLINGS: readonly ((rest: string) => string)[] = [
  (rest) => `/_emulator${rest}`,
  (rest) => `/%5Femulator${rest}`,
  (rest) => `/%5femulator${rest}`,
  (rest) => `/_%65mulator${rest}`,
  (rest) => `/%5F%65%6D%75%6C%61%74%6F%72${rest}`,
  (rest) => `//_emulator${rest}`,
  (rest) => `/./_emulator${rest}`,
  (rest) => `/x/../_emulator${rest}`,
  (rest) => `/x/%2E%2E/_emulator${rest}`,
  (rest) => `/_emulator/.${rest}`,
  (rest) => `/_emulator//${rest.slice(1)}`,
];

interface Answer {
  status: number;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte (the path exactly as given, any headers, repeated ones
 * too, and a body when given); resolves with the status and the first part of the body, then closes (an event stream never ends).
 */
function send(
  port: number,
  method: string,
  path: string,
  headers: readonly [string, string][],
  body = '',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const finish = (): void => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const at = text.indexOf('\r\n\r\n');
      socket.destroy();
      resolve({ status, body: at < 0 ? '' : text.slice(at + 4) });
    };
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${method} ${path}: no answer`)));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      // Enough to decide: the head and some of the body (an event stream's first line is enough).
      const at = text.indexOf('\r\n\r\n');
      if (at >= 0 && (text.length > at + 4 || /content-length: 0\r\n/i.test(text))) finish();
    });
    socket.on('end', finish);
    const lines = [`${method} ${path} HTTP/1.1`, ...headers.map(([name, value]) => `${name}: ${value}`)];
    socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** A concrete path for a route pattern: parameters get a harmless value, the wildcard a console file. */
function concrete(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment === '*' ? 'index.html' : segment.startsWith(':') ? '1' : segment))
    .join('/');
}

describe('the control guard decides on the routed path', () => {
  let emulator: RunningEmulator;
  let own: string;
  let routes: { method: string; path: string; files: boolean }[];
  beforeAll(async () => {
    emulator = await startEmulator({ rateLimits: false, controlToken: TOKEN });
    own = `127.0.0.1:${emulator.port}`;
    const seen = new Set<string>();
    routes = [];
    for (const { method, url } of emulator.server.routePatterns()) {
      if (!url.startsWith('/_emulator') || method === 'HEAD') continue;
      const path = concrete(url);
      if (seen.has(`${method} ${path}`)) continue;
      seen.add(`${method} ${path}`);
      routes.push({ method, path, files: path === '/_emulator/ui' || path.startsWith('/_emulator/ui/') });
    }
  });
  afterAll(() => emulator.close());

  it('walks every control route the server has (the console, its views, its stream and act included)', () => {
    const paths = routes.map((route) => route.path);
    for (const expected of ['/_emulator/state', '/_emulator/reset', '/_emulator/ui', '/_emulator/stream'])
      expect(paths).toContain(expected);
    expect(paths.some((path) => path.startsWith('/_emulator/views/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/_emulator/act/'))).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('every spelling canonicalises to the route it spells', () => {
    for (const spell of SPELLINGS) {
      const target = canonicalTarget(spell('/state'));
      expect(target.ok && target.path, spell('/state')).toBe('/_emulator/state');
    }
  });

  it('refuses every control route in every spelling without the token (the static files excepted)', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      for (const spell of SPELLINGS) {
        const path = spell(route.path.slice('/_emulator'.length));
        const headers: [string, string][] = [['Host', own]];
        if (route.method !== 'GET')
          headers.push(['Content-Type', 'application/json'], ['Content-Length', '2']);
        const answer = await sendWithBody(route.method, path, headers);
        if (route.files) {
          if (answer.status === 401) leaks.push(`${route.method} ${path}: a static file wanted the token`);
        } else if (answer.status !== 401) leaks.push(`${route.method} ${path}: ${answer.status}`);
        if (/client_?secret|bot_?token/i.test(answer.body))
          leaks.push(`${route.method} ${path}: secret in body`);
      }
    }
    expect(leaks).toEqual([]);
    // Nothing was reset or changed: the seeded application is still there, read with the token.
    const state = await send(emulator.port, 'GET', '/_emulator/state', [
      ['Host', own],
      ['Authorization', `Bearer ${TOKEN}`],
    ]);
    expect(state.status).toBe(200);
  });

  it('refuses every control route in every spelling from a foreign Origin, even with the token', async () => {
    const passed: string[] = [];
    for (const route of routes) {
      for (const spell of SPELLINGS) {
        const path = spell(route.path.slice('/_emulator'.length));
        const answer = await sendWithBody(route.method, path, [
          ['Host', own],
          ['Origin', 'https://evil.example'],
          ['Authorization', `Bearer ${TOKEN}`],
          ...(route.method === 'GET'
            ? []
            : ([
                ['Content-Type', 'application/json'],
                ['Content-Length', '2'],
              ] as [string, string][])),
        ]);
        if (answer.status !== 403) passed.push(`${route.method} ${path}: ${answer.status}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('answers a read in every spelling with the token as it answers the plain one', async () => {
    const auth: [string, string][] = [
      ['Host', own],
      ['Authorization', `Bearer ${TOKEN}`],
    ];
    const plain = await send(emulator.port, 'GET', '/_emulator/clock', auth);
    expect(plain.status).toBe(200);
    for (const spell of SPELLINGS) {
      const answer = await send(emulator.port, 'GET', spell('/clock'), auth);
      expect(answer.status, spell('/clock')).toBe(200);
      expect(answer.body, spell('/clock')).toContain('"now"');
    }
  });

  it('serves a static console file only when the canonical path is one', async () => {
    const host: [string, string][] = [['Host', own]];
    expect((await send(emulator.port, 'GET', '/_emulator/ui/', host)).status).toBe(200);
    // `ui/..` leaves the static folder: the token is needed again.
    for (const path of ['/_emulator/ui/../state', '/_emulator/ui/%2E%2E/state', '/_emulator/ui/./../state'])
      expect((await send(emulator.port, 'GET', path, host)).status, path).toBe(401);
  });

  it('refuses a target with no canonical form before any route', async () => {
    const host: [string, string][] = [['Host', own]];
    for (const path of [
      '/_emulator/%zzstate',
      '/_emulator/state%',
      '/api/v10/users/%00',
      'http://127.0.0.1/_emulator/state',
    ])
      expect((await send(emulator.port, 'GET', path, host)).status, path).toBe(400);
  });

  it('refuses a request with two Host headers, its own first', async () => {
    const answer = await send(emulator.port, 'GET', '/api/v10/gateway', [
      ['Host', own],
      ['Host', 'evil.example'],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/exactly one Host/);
    const control = await send(emulator.port, 'GET', '/_emulator/clock', [
      ['Host', own],
      ['Host', own],
      ['Authorization', `Bearer ${TOKEN}`],
    ]);
    expect(control.status).toBe(400);
  });

  /** A request with an empty JSON object as its body when it has one. */
  function sendWithBody(method: string, path: string, headers: [string, string][]): Promise<Answer> {
    return send(emulator.port, method, path, headers, method === 'GET' ? '' : '{}');
  }
});
