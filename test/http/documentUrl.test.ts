/**
 * The transport's `url`, `maxResponseBytes` and `retries` per request: a document outside the API
 * (OpenID discovery, a JWKS) fetched with the transport's timeout, redaction and hooks, never off its
 * origin, with a body cap and retry count of its own.
 */
import { describe, expect, it } from 'vitest';
import { InvalidResponseError, ServiceError, ValidationError } from '../../src/http/index.js';
import { sendJson } from '../fixtures/httpServer.js';
import { BOT_TOKEN, rejectionOf, transportFor, useFixtureServer } from './helpers.js';

const fixture = useFixtureServer((server) =>
  server.setHandler((_request, response) => sendJson(response, 200, { ok: true })),
);

describe('Transport.request with an absolute url', () => {
  it('GETs the URL as given, naming it by route in hooks, without credentials when asked', async () => {
    const { transport, log } = transportFor(fixture.server);
    const response = await transport.request({
      method: 'GET',
      route: '/.well-known/openid-configuration',
      url: `${fixture.server.url}/.well-known/openid-configuration`,
      auth: 'none',
    });
    expect(response.body).toEqual({ ok: true });
    const [request] = fixture.server.requests;
    expect(request?.path).toBe('/.well-known/openid-configuration');
    expect(request?.headers.authorization).toBeUndefined();
    expect(log.requests.map((event) => event.route)).toEqual(['/.well-known/openid-configuration']);
  });

  it('refuses a URL on another origin (scheme, host or port) or no URL at all, sending nothing', async () => {
    const { transport } = transportFor(fixture.server);
    const other = new URL(fixture.server.url);
    other.port = String(Number(other.port) + 1);
    const elsewhere = [
      `${other.origin}/keys`,
      fixture.server.url.replace('http:', 'https:'),
      fixture.server.url.replace('127.0.0.1', 'localhost'),
      '/api/oauth2/keys',
    ];
    for (const url of elsewhere) {
      const error = await rejectionOf(transport.request({ method: 'GET', route: '/keys', url }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.message).toMatch(`GET /keys: url is invalid`);
      expect(error.message).toContain(`expected a URL on ${fixture.server.url}`);
    }
    expect(fixture.server.requests).toHaveLength(0);
  });

  it('maps failures as for any route and redacts the transport token from bodies', async () => {
    const { transport } = transportFor(fixture.server);
    fixture.server.setHandler((_request, response) =>
      sendJson(response, 404, { message: `no ${BOT_TOKEN}` }),
    );
    const error = await rejectionOf(
      transport.request({ method: 'GET', route: '/keys', url: `${fixture.server.url}/keys` }),
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(404);
    expect((error as ServiceError).responseBody).not.toContain(BOT_TOKEN);
  });

  it('caps the body per request below the transport cap', async () => {
    const { transport } = transportFor(fixture.server);
    fixture.server.setHandler((_request, response) => sendJson(response, 200, { pad: 'x'.repeat(2000) }));
    const url = `${fixture.server.url}/big`;
    const error = await rejectionOf(
      transport.request({ method: 'GET', route: '/big', url, maxResponseBytes: 1000 }),
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toMatch(/larger than 1000 bytes/);
    expect((await transport.request({ method: 'GET', route: '/big', url })).status).toBe(200);
  });

  it('retries a GET at most `retries` times for this call', async () => {
    const { transport, log } = transportFor(fixture.server);
    fixture.server.setHandler((_request, response) => sendJson(response, 503, { message: 'down' }));
    const url = `${fixture.server.url}/flaky`;
    await rejectionOf(transport.request({ method: 'GET', route: '/flaky', url, retries: 0 }));
    expect(fixture.server.requests).toHaveLength(1);
    await rejectionOf(transport.request({ method: 'GET', route: '/flaky', url, retries: 1 }));
    expect(fixture.server.requests).toHaveLength(3);
    expect(log.retries).toHaveLength(1);
  });
});
