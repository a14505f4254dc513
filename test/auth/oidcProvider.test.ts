/**
 * OidcProvider over a Transport: discovery and the JWKS go through it (its timeout, hooks and no
 * credentials), and a discovery document's `jwks_uri` is hostile input: another origin, plain http off
 * loopback, or credentials in it fail discovery before any key is fetched.
 */
import { describe, expect, it } from 'vitest';
import { AuthorizationError } from '../../src/auth/errors.js';
import { OidcProvider } from '../../src/auth/oidcProvider.js';
import { TimeoutError } from '../../src/http/index.js';
import { type RecordedRequest, sendJson } from '../fixtures/httpServer.js';
import { rejectionOf, transportFor, useFixtureServer } from '../http/helpers.js';

/** What the fixture answers at discovery; the JWKS is always empty. */
let discovery: Record<string, unknown> = {};
/** When set, held responses wait on this before answering. */
let hold: Promise<void> | undefined;

const fixture = useFixtureServer((server) => {
  discovery = { issuer: server.url, jwks_uri: `${server.url}/keys` };
  hold = undefined;
  server.setHandler(async (request: RecordedRequest, response) => {
    if (hold !== undefined) await hold;
    if (request.path === '/.well-known/openid-configuration') sendJson(response, 200, discovery);
    else if (request.path === '/keys') sendJson(response, 200, { keys: [] });
    else sendJson(response, 404, {});
  });
});

async function discoveryFailure(provider: OidcProvider): Promise<AuthorizationError> {
  const error = await rejectionOf(provider.metadata());
  expect(error).toBeInstanceOf(AuthorizationError);
  expect((error as AuthorizationError).reason).toBe('discovery_failed');
  return error as AuthorizationError;
}

describe('OidcProvider through a transport', () => {
  it('fetches discovery and the JWKS through the transport, without its credentials', async () => {
    const { transport, log } = transportFor(fixture.server);
    const provider = new OidcProvider({ transport });
    expect(await provider.issuer()).toBe(fixture.server.url);
    await expect(
      provider.key({ alg: 'ES256', kid: 'k1' }, { payload: '', protected: '', signature: '' }),
    ).rejects.toThrow(/no applicable key|matching/i);
    expect(log.requests.map((event) => event.route)).toEqual(['/.well-known/openid-configuration', '/keys']);
    expect(fixture.server.requests.every((request) => request.headers.authorization === undefined)).toBe(
      true,
    );
  });

  it("follows the transport's current timeout and does not retry discovery", async () => {
    const { transport } = transportFor(fixture.server);
    const provider = new OidcProvider({ transport });
    transport.setTimeout(50);
    let release = (): void => undefined;
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const error = await discoveryFailure(provider);
    release();
    expect(error.message).toMatch(/no discovery document from .* within 50 ms/);
    expect(error.cause).toBeInstanceOf(TimeoutError);
    expect(fixture.server.requests).toHaveLength(1);
  });

  it('refuses a jwks_uri on another origin, over http off loopback, or with credentials', async () => {
    const { transport } = transportFor(fixture.server);
    const origin = new URL(fixture.server.url);
    const cases: Array<[unknown, RegExp]> = [
      [undefined, /has no jwks_uri/],
      ['keys', /has no absolute jwks_uri/],
      ['http://example.com/keys', /neither https nor http to a loopback host/],
      [`https://${origin.host}/keys`, /jwks_uri outside http:\/\/127\.0\.0\.1/],
      [`http://localhost:${origin.port}/keys`, /jwks_uri outside/],
      [`http://user:pw@${origin.host}/keys`, /jwks_uri with credentials/],
    ];
    for (const [jwksUri, message] of cases) {
      discovery = { issuer: fixture.server.url, jwks_uri: jwksUri };
      const error = await discoveryFailure(new OidcProvider({ transport }));
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain('pw@');
    }
    expect(
      fixture.server.requests.filter((request) => request.path !== '/.well-known/openid-configuration'),
    ).toEqual([]);
  });

  it('caps the discovery document at 256 KiB', async () => {
    const { transport } = transportFor(fixture.server);
    discovery = {
      issuer: fixture.server.url,
      jwks_uri: `${fixture.server.url}/keys`,
      pad: 'x'.repeat(300_000),
    };
    const error = await discoveryFailure(new OidcProvider({ transport }));
    expect(error.message).toMatch(/larger than 262144 bytes/);
  });
});
