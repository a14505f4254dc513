import { describe, expect, it } from 'vitest';
import { ErrorType } from '../../src/client/clientResult.js';
import { toClientResult } from '../../src/client/results.js';
import {
  InvalidResponseError,
  MAX_TIMEOUT_MS,
  NetworkError,
  OAuthError,
  ServiceError,
  Transport,
} from '../../src/http/index.js';
import { sendJson, startFixtureServer } from '../fixtures/httpServer.js';
import { BOT_TOKEN, rejectionOf, transportFor, useFixtureServer } from './helpers.js';

const fixture = useFixtureServer((server) =>
  server.setHandler((_request, response) => sendJson(response, 200, { ok: true })),
);

describe('requests', () => {
  it('sends method, versioned path, query, JSON body and the standard headers', async () => {
    const { transport } = transportFor(fixture.server, { locale: 'de', userAgent: 'TestAgent/1.0' });
    const response = await transport.request<{ ok: boolean }>({
      method: 'POST',
      route: '/lobbies/{lobby.id}/messages',
      params: { 'lobby.id': '123' },
      query: { limit: 5, with_localizations: true, skipped: undefined },
      json: { content: 'hi' },
    });
    expect(response).toMatchObject({ status: 200, body: { ok: true } });
    const [request] = fixture.server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v10/lobbies/123/messages');
    expect(request?.query.toString()).toBe('limit=5&with_localizations=true');
    expect(JSON.parse(request?.body ?? '')).toEqual({ content: 'hi' });
    expect(request?.headers.authorization).toBe(`Bot ${BOT_TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toBe('TestAgent/1.0');
    expect(request?.headers['x-service-locale']).toBe('de');
  });

  it('uses /api without the version for OAuth routes, form bodies, Basic and no auth', async () => {
    const { transport } = transportFor(fixture.server);
    await transport.request({
      method: 'POST',
      route: '/oauth2/token',
      versioned: false,
      form: { grant_type: 'client_credentials', scope: 'a b', absent: undefined },
      auth: { basic: { id: '42', secret: 's3cr:et/+' } },
    });
    await transport.request({ method: 'GET', route: '/users/@me', auth: 'none' });
    const [token, me] = fixture.server.requests;
    expect(token?.path).toBe('/api/oauth2/token');
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token?.body).toBe('grant_type=client_credentials&scope=a+b');
    const basic = Buffer.from(
      String(token?.headers.authorization).replace(/^Basic /, ''),
      'base64',
    ).toString();
    expect(basic).toBe(`42:${encodeURIComponent('s3cr:et/+')}`);
    expect(me?.headers.authorization).toBeUndefined();
  });

  it('encodes path parameters and refuses a missing one before sending', async () => {
    const { transport } = transportFor(fixture.server);
    await transport.request({ method: 'GET', route: '/x/{guild.id}', params: { 'guild.id': 'a/b?c' } });
    expect(fixture.server.requests[0]?.path).toBe('/api/v10/x/a%2Fb%3Fc');
    await expect(transport.request({ method: 'GET', route: '/x/{guild.id}' })).rejects.toThrow(
      'missing value for path parameter {guild.id}',
    );
    expect(fixture.server.requests).toHaveLength(1);
  });

  it('changes authorization and locale between calls, and can drop them', async () => {
    const { transport } = transportFor(fixture.server);
    expect(transport.authorizationType).toBe('Bot');
    transport.setAuthorization({ type: 'Bearer', token: 'bearer-token-123' });
    transport.setLocale('en-GB');
    await transport.request({ method: 'GET', route: '/users/@me' });
    transport.setAuthorization(undefined);
    transport.setLocale(undefined);
    await transport.request({ method: 'GET', route: '/users/@me' });
    expect(fixture.server.requests[0]?.headers.authorization).toBe('Bearer bearer-token-123');
    expect(fixture.server.requests[0]?.headers['x-service-locale']).toBe('en-GB');
    expect(fixture.server.requests[1]?.headers.authorization).toBeUndefined();
    expect(fixture.server.requests[1]?.headers['x-service-locale']).toBeUndefined();
    expect(transport.authorizationType).toBeUndefined();
  });

  it('refuses bad options with messages that never quote a token', () => {
    expect(() => new Transport({ baseUrl: 'ftp://x' })).toThrow('http: or https:');
    expect(() => new Transport({ baseUrl: 'not a url' })).toThrow('absolute http(s) URL');
    expect(() => new Transport({ baseUrl: 'http://u:p@host' })).toThrow('credentials');
    const injected = `abc\r\nX-Evil: 1${BOT_TOKEN}`;
    const error = (() => {
      try {
        new Transport({ authorization: { type: 'Bot', token: injected } });
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error?.message).toContain('visible ASCII');
    expect(error?.message).not.toContain(BOT_TOKEN);
    // A token copied with its scheme: the error says to drop the prefix, and never quotes the token.
    expect(() => new Transport({ authorization: { type: 'Bot', token: `Bot ${BOT_TOKEN}` } })).toThrow(
      'authorization.token: starts with "Bot ": pass the token alone, without the prefix',
    );
    expect(() => new Transport({ authorization: { type: 'Bearer', token: `Bearer ${BOT_TOKEN}` } })).toThrow(
      /^authorization\.token: starts with "Bearer ": .*type, 'Bearer', says its type\)$/,
    );
    expect(() => new Transport({ locale: 'de\r\nX: y' })).toThrow('language tag');
    expect(() => new Transport({ globalRequestsPerSecond: 0 })).toThrow('positive integer or Infinity');
    expect(() => new Transport({ rateLimitRetries: -1 })).toThrow('rateLimitRetries');
  });

  it('validates setTimeout: positive integer up to the maximum', () => {
    const transport = new Transport();
    expect(transport.timeoutMs).toBe(30_000);
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_TIMEOUT_MS + 1]) {
      expect(() => transport.setTimeout(bad)).toThrow(RangeError);
    }
    transport.setTimeout(MAX_TIMEOUT_MS);
    expect(transport.timeoutMs).toBe(MAX_TIMEOUT_MS);
    transport.setTimeout(1);
    expect(transport.timeoutMs).toBe(1);
  });

  it('returns undefined for 204 and works with the global fetch injected', async () => {
    fixture.server.setHandler((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const { transport } = transportFor(fixture.server, { fetch: globalThis.fetch });
    const response = await transport.request({
      method: 'DELETE',
      route: '/lobbies/{lobby.id}',
      params: { 'lobby.id': '1' },
    });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
  });
});

describe('error responses', () => {
  it('turns a 50035 body into a ServiceError with flattened lines and a ClientResult', async () => {
    const body = {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        options: { '1': { name: { _errors: [{ code: 'STRING_TYPE_REGEX', message: 'bad name' }] } } },
      },
    };
    fixture.server.setHandler((_request, response) => sendJson(response, 400, body));
    const { transport } = transportFor(fixture.server);
    const error = await rejectionOf(
      transport.request({
        method: 'POST',
        route: '/applications/{application.id}/commands',
        params: { 'application.id': '9' },
      }),
    );
    expect(error).toBeInstanceOf(ServiceError);
    const serviceError = error as ServiceError;
    expect(serviceError).toMatchObject({
      status: 400,
      serviceCode: 50035,
      serviceMessage: 'Invalid Form Body',
    });
    expect(serviceError.method).toBe('POST');
    expect(serviceError.route).toBe('/applications/{application.id}/commands');
    expect(serviceError.errors).toEqual(body.errors);
    expect(serviceError.lines).toEqual(['options[1].name: STRING_TYPE_REGEX: bad name']);
    expect(serviceError.message).toContain('options[1].name: STRING_TYPE_REGEX: bad name');
    const result = toClientResult(serviceError);
    expect(result).toMatchObject({
      type: ErrorType.HTTPError,
      errorCode: 50035,
      status: 400,
      retryable: false,
    });
    expect(JSON.parse(result.responseBody)).toEqual(body);
    expect(result.successful()).toBe(false);
    expect(result.toString()).toContain('HTTPError (status 400, code 50035)');
  });

  it('turns an RFC 6749 body into an OAuthError', async () => {
    fixture.server.setHandler((_request, response) =>
      sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' }),
    );
    const { transport } = transportFor(fixture.server);
    const error = await rejectionOf(
      transport.request({ method: 'POST', route: '/oauth2/token', versioned: false }),
    );
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({
      status: 400,
      error: 'invalid_grant',
      errorDescription: 'Invalid "code" in request.',
    });
    expect(error.message).toBe('POST /oauth2/token: invalid_grant (HTTP 400): Invalid "code" in request.');
  });

  it('reports a non-JSON error page as a ServiceError without a code', async () => {
    fixture.server.setHandler((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<html>nope</html>');
    });
    const { transport } = transportFor(fixture.server);
    const error = (await rejectionOf(
      transport.request({ method: 'GET', route: '/users/@me' }),
    )) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 404, serviceCode: 0, responseBody: '<html>nope</html>' });
    expect(error.message).toBe('GET /users/@me: HTTP 404: no error body');
  });

  it('reports malformed JSON in a success body clearly, never as success', async () => {
    fixture.server.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"id": "1", oops');
    });
    const { transport } = transportFor(fixture.server);
    const error = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toMatch(/^GET \/users\/@me: HTTP 200 response is not valid JSON \(.+\)$/);
    expect((error as InvalidResponseError).responseBody).toBe('{"id": "1", oops');
    expect(toClientResult(error)).toMatchObject({
      type: ErrorType.HTTPError,
      status: 200,
    });
  });

  it('does not follow redirects (the Authorization header stays with the service)', async () => {
    fixture.server.setHandler((request, response) => {
      if (request.path.endsWith('/redirect')) {
        response.writeHead(302, { Location: '/api/v10/elsewhere' });
        response.end();
      } else sendJson(response, 200, {});
    });
    const { transport } = transportFor(fixture.server);
    const error = await rejectionOf(
      transport.request({ method: 'GET', route: '/redirect', retryNonIdempotent: false }),
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toContain('HTTP 302');
    expect(fixture.server.requests).toHaveLength(1);
  });

  it('reports a refused connection as a NetworkError with its code', async () => {
    const closed = await startFixtureServer();
    await closed.close();
    const transport = new Transport({ baseUrl: closed.url, retries: 0 });
    const error = await rejectionOf(transport.request({ method: 'GET', route: '/users/@me' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).errno).toBe('ECONNREFUSED');
    expect(toClientResult(error)).toMatchObject({
      type: ErrorType.NetworkError,
      retryable: true,
    });
  });
});

describe('hooks', () => {
  it('reports method, route, bucket, attempt, status and duration; a throwing hook is ignored', async () => {
    fixture.server.setHandler((_request, response) =>
      sendJson(
        response,
        200,
        {},
        {
          'X-RateLimit-Limit': '5',
          'X-RateLimit-Remaining': '4',
          'X-RateLimit-Reset-After': '1.5',
          'X-RateLimit-Bucket': 'abcd',
        },
      ),
    );
    const seen: unknown[] = [];
    const transport = new Transport({
      baseUrl: fixture.server.url,
      hooks: {
        onRequest: (event) => {
          seen.push(event);
          throw new Error('observer bug');
        },
        onResponse: (event) => seen.push(event),
      },
    });
    await transport.request({ method: 'GET', route: '/lobbies/{lobby.id}', params: { 'lobby.id': '77' } });
    await transport.request({ method: 'GET', route: '/lobbies/{lobby.id}', params: { 'lobby.id': '77' } });
    expect(seen[0]).toEqual({
      method: 'GET',
      route: '/lobbies/{lobby.id}',
      bucket: 'GET /lobbies/{lobby.id}:77',
      attempt: 1,
    });
    expect(seen[1]).toMatchObject({
      method: 'GET',
      route: '/lobbies/{lobby.id}',
      status: 200,
      attempt: 1,
      rateLimit: { limit: 5, remaining: 4, resetAfterMs: 1500 },
    });
    expect((seen[1] as { durationMs: number }).durationMs).toBeGreaterThan(0);
    // Once the service named the bucket, the hash is the key.
    expect(seen[2]).toMatchObject({ bucket: 'abcd:77' });
  });

  it('setHooks replaces the given hooks only: added ones (a client log) stay, each removable, none breaks another', async () => {
    fixture.server.setHandler((_request, response) => sendJson(response, 200, { id: '1' }));
    const given: string[] = [];
    const added: string[] = [];
    const transport = new Transport({
      baseUrl: fixture.server.url,
      hooks: { onRequest: () => given.push('options') },
    });
    const remove = transport.addHooks({
      onRequest: () => {
        added.push('request');
        throw new Error('observer bug');
      },
      onResponse: (event) => added.push(`response ${event.status}`),
    });
    transport.setHooks({ onRequest: () => given.push('set') });
    await transport.request({ method: 'GET', route: '/users/@me' });
    expect(given).toEqual(['set']);
    expect(added).toEqual(['request', 'response 200']);
    remove();
    await transport.request({ method: 'GET', route: '/users/@me' });
    expect(given).toEqual(['set', 'set']);
    expect(added).toHaveLength(2);
  });
});
