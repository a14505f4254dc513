/**
 * Who may call each route (issue 38, item 4: the guild channel message routes took a token with only
 * `identify`). Every route declares the tokens and scopes it takes (`config.auth`, src/emulator/routeAuth.ts);
 * docs/emulator-route-auth.md is generated from those declarations, and this file fails when it is out of
 * date. Then it walks every route the emulator registered (the same list: none is written down here, so
 * none can be missed) and sends it no token, each kind of token it does not take, and a token of each
 * kind it takes but without its scopes: each must be refused with the service's status and code. A token
 * the route does take, with its scopes, must get past the check (whatever the handler then says of the
 * made-up ids in the path), and never a 500.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_AUTH_PATH, renderRouteAuth, routeAuthRows } from '../../scripts/routeAuth.js';
import { botCallerOf, startEmulator } from '../../src/emulator/index.js';
import { CLIENT_CREDENTIALS_SCOPES } from '../../src/emulator/oauth/scopes.js';
import {
  type DeclaredRoute,
  declaredRoutes,
  type TokenAuth,
  type TokenKind,
} from '../../src/emulator/routeAuth.js';
import { type Fixture, signIn, startFixture, tokenRequest } from './helpers.js';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx.emulator.close();
});

/** The routes of the emulator that take a token, without the HEAD twins of GET routes. */
function tokenRoutes(server: FastifyInstance): (DeclaredRoute & { auth: TokenAuth })[] {
  return declaredRoutes(server).filter(
    (route): route is DeclaredRoute & { auth: TokenAuth } =>
      route.method !== 'HEAD' && typeof route.auth === 'object' && 'tokens' in route.auth,
  );
}

describe('the table in docs/emulator-route-auth.md', () => {
  it('is what scripts/routeAuth.ts makes of the code (run `npx tsx scripts/routeAuth.ts`)', async () => {
    expect(readFileSync(ROUTE_AUTH_PATH, 'utf8')).toBe(renderRouteAuth(await routeAuthRows()));
  });

  it('has a declaration for every route outside the control API, and pins the ones the issue names', async () => {
    const rows = await routeAuthRows();
    expect(rows.filter((row) => row.auth === 'undeclared')).toEqual([]);
    const of = (method: string, url: string) => rows.find((r) => r.method === method && r.url === url)?.auth;
    const channel = '/api/v10/channels/:channel_id/messages';
    for (const [method, url] of [
      ['POST', channel],
      ['GET', channel],
      ['GET', `${channel}/:message_id`],
      ['PATCH', `${channel}/:message_id`],
      ['DELETE', `${channel}/:message_id`],
    ] as const)
      expect(of(method, url), `${method} ${url}`).toEqual({ tokens: ['bot'] });
    expect(of('GET', '/api/v10/users/@me/guilds')).toEqual({
      tokens: ['bot', 'user'],
      scopes: ['guilds', 'sdk.social_layer'],
    });
    expect(
      of('PUT', '/api/v10/applications/:application_id/guilds/:guild_id/commands/:command_id/permissions'),
    ).toEqual({ tokens: ['user'], scopes: ['applications.commands.permissions.update'] });
    expect(of('POST', '/api/oauth2/token')).toMatchObject({ noToken: expect.any(String) });
    expect(of('GET', '/_emulator/state')).toBe('control');
  });
});

/** Bearer tokens by kind and scope string, each made once. */
const tokens = new Map<string, string>();

async function bearer(kind: 'user' | 'app', scope: string): Promise<string> {
  const key = `${kind} ${scope}`;
  let token = tokens.get(key);
  if (token === undefined) {
    if (kind === 'user') token = (await signIn(fx, scope)).access_token as string;
    else {
      const response = await tokenRequest(
        fx.url,
        { grant_type: 'client_credentials', scope },
        { basic: [fx.app.id, fx.app.clientSecret] },
      );
      if (response.status !== 200)
        throw new Error(`client_credentials ${scope}: ${JSON.stringify(response.body)}`);
      token = response.body.access_token as string;
    }
    tokens.set(key, token);
  }
  return `Bearer ${token}`;
}

/** A token of `kind` with the route's scopes (all of them that the kind can hold), or a plain one. */
async function tokenWithScopes(kind: TokenKind, auth: TokenAuth): Promise<string> {
  if (kind === 'bot') return `Bot ${fx.app.botToken}`;
  const allowed = (auth.scopes ?? []).filter((s) => kind === 'user' || CLIENT_CREDENTIALS_SCOPES.has(s));
  return bearer(kind, allowed.length > 0 ? allowed.join(' ') : 'identify');
}

/** A token of a Bearer kind with none of the route's scopes (`identify`, or `email` when identify counts). */
async function tokenWithout(kind: 'user' | 'app', auth: TokenAuth): Promise<string> {
  const scope = ['identify', 'email'].find((s) => !(auth.scopes ?? []).includes(s));
  return bearer(kind, scope ?? 'email');
}

/** What the service answers a token of `kind` on a route that does not take it. */
function kindRefusal(kind: TokenKind, auth: TokenAuth): [number, number] {
  if (kind === 'bot') return [403, 20001];
  return auth.tokens.some((k) => k !== 'bot') ? [401, 0] : [403, 20002];
}

/** A concrete request to a route pattern: made-up ids, a JSON body where the method has one. */
async function send(route: DeclaredRoute, auth: string | undefined): Promise<[number, number | undefined]> {
  const path = route.url.replace(/:[a-z_0-9]+/g, '1').replace('*', 'x');
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const response = await fetch(`${fx.url}${path}`, {
    method: route.method,
    headers: {
      ...(auth === undefined ? {} : { authorization: auth }),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  });
  const text = await response.text();
  let code: number | undefined;
  try {
    code = (JSON.parse(text) as { code?: number }).code;
  } catch {
    code = undefined;
  }
  return [response.status, code];
}

describe('every route that takes a token', () => {
  it('refuses no token, a kind it does not take and a token without its scopes, with the service codes', async () => {
    const routes = tokenRoutes(fx.emulator.server);
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    const check = (what: string, got: [number, number | undefined], want: [number, number]) => {
      if (got[0] !== want[0] || got[1] !== want[1])
        wrong.push(`${what}: got ${got.join('/')}, want ${want.join('/')}`);
    };
    for (const route of routes) {
      const { auth } = route;
      const name = `${route.method} ${route.url}`;
      check(`${name} without a token`, await send(route, undefined), [401, 0]);
      for (const kind of ['bot', 'user', 'app'] as const) {
        if (auth.tokens.includes(kind)) continue;
        check(
          `${name} with a ${kind} token`,
          await send(route, await tokenWithScopes(kind, auth)),
          kindRefusal(kind, auth),
        );
      }
      if (auth.scopes === undefined) continue;
      const refusal: [number, number] = auth.scopeRefusal === 'missingAccess' ? [403, 50001] : [401, 0];
      for (const kind of ['user', 'app'] as const)
        if (auth.tokens.includes(kind))
          check(
            `${name} with a ${kind} token without its scopes`,
            await send(route, await tokenWithout(kind, auth)),
            refusal,
          );
    }
    expect(wrong).toEqual([]);
  });

  it('lets a token it takes, with its scopes, through to the handler (which never answers 500)', async () => {
    const wrong: string[] = [];
    for (const route of tokenRoutes(fx.emulator.server)) {
      for (const kind of route.auth.tokens) {
        const [status, code] = await send(route, await tokenWithScopes(kind, route.auth));
        const refused = status === 401 || code === 20001 || code === 20002 || status >= 500;
        if (refused) wrong.push(`${route.method} ${route.url} with a ${kind} token: ${status}/${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("an embedder's plugin declares its callers the same way (the public entry's types), and is checked the same way", async () => {
    const emulator = await startEmulator({
      rateLimits: false,
      apiPlugins: [
        async (app) => {
          app.get('/mine', { config: { auth: { tokens: ['bot'] } } }, async (request) => ({
            application: botCallerOf(request).application.id,
          }));
        },
      ],
    });
    try {
      const seeded = await emulator.control.seed({ applications: [{ name: 'Embedded' }] });
      const app = seeded.applications[0];
      if (!app) throw new Error('no application');
      const mine = await fetch(`${emulator.url}/api/v10/mine`, {
        headers: { authorization: `Bot ${app.botToken}` },
      });
      expect(await mine.json()).toEqual({ application: app.id });
      const none = await fetch(`${emulator.url}/api/v10/mine`);
      expect([none.status, ((await none.json()) as { code: number }).code]).toEqual([401, 0]);
      expect(declaredRoutes(emulator.server).find((r) => r.url === '/api/v10/mine')?.auth).toEqual({
        tokens: ['bot'],
      });
    } finally {
      await emulator.close();
    }
  });
});
