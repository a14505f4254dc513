import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IdTokenError } from '../../src/auth/errors.js';
import { accessTokenHash, checkRefreshConsistency, verifyIdToken } from '../../src/auth/idToken.js';
import { OidcProvider } from '../../src/auth/oidcProvider.js';
import { signIn, startFixture } from '../emulator/helpers.js';

/** A tiny issuer on loopback: discovery + JWKS, with keys the test can rotate. */
let server: Server;
let base: string;
let jwks: { keys: JWK[] } = { keys: [] };
/** What discovery announces in `id_token_signing_alg_values_supported`. */
let announced: string[] = ['ES256'];
let jwksFetches = 0;
let signing: { kid: string; key: CryptoKey; jwk: JWK };
const CLIENT = '1111';

async function newKey(kid: string, alg = 'ES256'): Promise<{ kid: string; key: CryptoKey; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  return { kid, key: privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(
        JSON.stringify({
          issuer: base,
          jwks_uri: `${base}/api/oauth2/keys`,
          id_token_signing_alg_values_supported: announced,
        }),
      );
    } else if (req.url === '/api/oauth2/keys') {
      jwksFetches += 1;
      res.end(JSON.stringify(jwks));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let provider: OidcProvider;
beforeEach(async () => {
  const k = await newKey('k1');
  jwks = { keys: [k.jwk] };
  announced = ['ES256'];
  signing = k;
  jwksFetches = 0;
  provider = new OidcProvider({ baseUrl: base, timeoutMs: () => 5000 });
});

const now = () => Math.floor(Date.now() / 1000);

function sign(
  claims: JWTPayload,
  options: { kid?: string; key?: CryptoKey; alg?: string } = {},
): Promise<string> {
  return new SignJWT({ iss: base, sub: 'user-1', aud: CLIENT, iat: now(), exp: now() + 600, ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: options.kid ?? signing.kid })
    .sign(options.key ?? signing.key);
}

async function failure(token: string, expect: Parameters<typeof verifyIdToken>[2]): Promise<IdTokenError> {
  const error = await verifyIdToken(token, provider, expect).catch((e: unknown) => e);
  if (!(error instanceof IdTokenError)) throw new Error(`expected IdTokenError, got ${String(error)}`);
  return error;
}

describe('verifyIdToken', () => {
  it('accepts a good token and returns its claims', async () => {
    const access = 'access-token-value';
    const token = await sign({
      nonce: 'n-1',
      at_hash: accessTokenHash(access, 'ES256'),
      auth_time: now() - 5,
    });
    const claims = await verifyIdToken(token, provider, {
      clientId: CLIENT,
      nonce: 'n-1',
      accessToken: access,
    });
    expect(claims).toMatchObject({ iss: base, sub: 'user-1', aud: [CLIENT], nonce: 'n-1' });
  });

  it('names each failed check', async () => {
    const cases: Array<[Promise<string>, Parameters<typeof verifyIdToken>[2], string]> = [
      [sign({ nonce: 'other' }), { clientId: CLIENT, nonce: 'n-1' }, 'nonce'],
      [sign({}), { clientId: CLIENT, nonce: 'n-1' }, 'nonce'],
      [sign({ aud: '2222' }), { clientId: CLIENT }, 'aud'],
      [sign({ iss: 'https://evil.example' }), { clientId: CLIENT }, 'iss'],
      [sign({ exp: now() - 120, iat: now() - 700 }), { clientId: CLIENT }, 'exp'],
      [sign({ nbf: now() + 600 }), { clientId: CLIENT }, 'nbf'],
      [sign({ iat: now() + 600, exp: now() + 1200 }), { clientId: CLIENT }, 'iat'],
      [sign({ aud: [CLIENT, '3333'] }), { clientId: CLIENT }, 'azp'],
      [sign({ aud: [CLIENT, '3333'], azp: '3333' }), { clientId: CLIENT }, 'azp'],
      [sign({ at_hash: 'AAAAAAAAAAAAAAAAAAAAAA' }), { clientId: CLIENT, accessToken: 'tok' }, 'at_hash'],
      [sign({ sub: '' }), { clientId: CLIENT }, 'sub'],
    ];
    for (const [token, expectations, check] of cases) {
      expect((await failure(await token, expectations)).check, check).toBe(check);
    }
  });

  it('tolerates bounded clock skew only', async () => {
    const token = await sign({ exp: now() - 30, iat: now() - 600 });
    await expect(verifyIdToken(token, provider, { clientId: CLIENT })).resolves.toBeDefined();
    expect((await failure(token, { clientId: CLIENT, clockToleranceS: 10 })).check).toBe('exp');
    await expect(verifyIdToken(token, provider, { clientId: CLIENT, clockToleranceS: 3600 })).rejects.toThrow(
      RangeError,
    );
  });

  it('rejects a tampered signature or payload', async () => {
    const token = await sign({});
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = `${h}.${p}.${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    expect((await failure(flipped, { clientId: CLIENT })).check).toBe('signature');
    const payload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 'admin' }),
    ).toString('base64url');
    expect((await failure(`${h}.${payload}.${s}`, { clientId: CLIENT })).check).toBe('signature');
  });

  it('refuses alg none and keys the issuer does not publish', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: base, sub: 'x', aud: CLIENT, iat: now(), exp: now() + 60 })).toString('base64url')}.`;
    expect((await failure(unsigned, { clientId: CLIENT })).check).toMatch(/alg|format/);
    const stranger = await newKey('k1');
    expect((await failure(await sign({}, { key: stranger.key }), { clientId: CLIENT })).check).toBe(
      'signature',
    );
  });

  it('refuses HMAC, even when the issuer announces it and even keyed with its own public key', async () => {
    announced = ['ES256', 'HS256'];
    const secret = new TextEncoder().encode('a shared secret of thirty-two bytes!');
    const hmac = await sign({}, { alg: 'HS256', key: secret as unknown as CryptoKey });
    expect((await failure(hmac, { clientId: CLIENT })).check).toBe('alg');
    // The classic confusion: HS256 keyed with the bytes of the issuer's published (public) key.
    const published = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    const confused = await sign({}, { alg: 'HS256', key: published as unknown as CryptoKey });
    expect((await failure(confused, { clientId: CLIENT })).check).toBe('alg');
  });

  it('refuses alg none even when the issuer announces only none and HMAC, saying so', async () => {
    announced = ['none', 'HS256'];
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: base, sub: 'x', aud: CLIENT, iat: now(), exp: now() + 60 })).toString('base64url')}.`;
    const error = await failure(unsigned, { clientId: CLIENT });
    expect(error.check).toBe('alg');
    expect(error.message).toMatch(/announces no asymmetric signature algorithm \(announced: none, HS256\)/);
    expect((await failure(await sign({}), { clientId: CLIENT })).check).toBe('alg');
  });

  it('verifies whichever asymmetric algorithm the issuer announces: RS256, PS256, EdDSA, ES256 side by side', async () => {
    const keys = await Promise.all([newKey('rsa', 'RS256'), newKey('pss', 'PS256'), newKey('ed', 'EdDSA')]);
    jwks = { keys: [...keys.map((k) => k.jwk), ...jwks.keys] };
    announced = ['RS256', 'PS256', 'EdDSA', 'ES256'];
    for (const key of [...keys, signing]) {
      const alg = String(key.jwk.alg);
      const access = `access-for-${alg}`;
      const token = await sign(
        { at_hash: accessTokenHash(access, alg) },
        { alg, kid: key.kid, key: key.key },
      );
      const claims = await verifyIdToken(token, provider, { clientId: CLIENT, accessToken: access });
      expect(claims.sub, alg).toBe('user-1');
    }
    // Only what is announced: an issuer that announces RS256 alone gets no ES256 token through.
    announced = ['RS256'];
    provider.reset();
    expect((await failure(await sign({}), { clientId: CLIENT })).check).toBe('alg');
  });

  it('refetches the JWKS once on an unknown kid (key rotation), and caches otherwise', async () => {
    await verifyIdToken(await sign({}), provider, { clientId: CLIENT });
    await verifyIdToken(await sign({}), provider, { clientId: CLIENT });
    expect(jwksFetches).toBe(1);
    const next = await newKey('k2');
    jwks = { keys: [next.jwk, ...jwks.keys] };
    signing = next;
    const rotated = await sign({});
    await Promise.all([1, 2, 3].map(() => verifyIdToken(rotated, provider, { clientId: CLIENT })));
    expect(jwksFetches).toBe(2);
    // A kid nobody publishes: one refetch, then a clear failure.
    const ghost = await newKey('ghost');
    expect(
      (await failure(await sign({}, { kid: 'ghost', key: ghost.key }), { clientId: CLIENT })).check,
    ).toBe('kid');
    expect(jwksFetches).toBe(3);
  });

  it('checks OIDC Core 12.2 consistency of a refreshed token', async () => {
    const first = await verifyIdToken(await sign({ auth_time: 100, nonce: 'n' }), provider, {
      clientId: CLIENT,
    });
    const same = await verifyIdToken(await sign({ auth_time: 100 }), provider, {
      clientId: CLIENT,
      previous: first,
    });
    expect(same.sub).toBe('user-1');
    expect((await failure(await sign({ sub: 'user-2' }), { clientId: CLIENT, previous: first })).check).toBe(
      'refresh.sub',
    );
    expect((await failure(await sign({ auth_time: 200 }), { clientId: CLIENT, previous: first })).check).toBe(
      'refresh.auth_time',
    );
    expect(() => checkRefreshConsistency(first, { ...first, azp: CLIENT })).toThrow(/azp/);
    expect(() => checkRefreshConsistency(first, { ...first, aud: [CLIENT, '9'] })).toThrow(/audiences/);
  });

  it('reports discovery failures as such', async () => {
    const broken = new OidcProvider({ baseUrl: `${base}/nowhere`, timeoutMs: () => 5000 });
    await expect(verifyIdToken(await sign({}), broken, { clientId: CLIENT })).rejects.toMatchObject({
      reason: 'discovery_failed',
      message: /HTTP 404/,
    });
  });
});

describe("verifyIdToken against the emulator's ID tokens", () => {
  it('verifies RS256 (the default) and ES256 (the option), and a token across a key rotation', async () => {
    for (const idTokenSigningAlg of ['RS256', 'ES256'] as const) {
      const fx = await startFixture({ idTokenSigningAlg });
      try {
        const issuer = new OidcProvider({ baseUrl: fx.url, timeoutMs: () => 5000 });
        const expectations = { clientId: fx.app.id };
        const before = await signIn(fx);
        const claims = await verifyIdToken(before.id_token ?? '', issuer, {
          ...expectations,
          accessToken: before.access_token,
        });
        expect(claims.sub, idTokenSigningAlg).toBe(fx.user.id);
        await fx.emulator.control.rotateKeys();
        const after = await signIn(fx);
        // A new kid: the provider refetches the JWKS, which still holds the old key too.
        await expect(verifyIdToken(after.id_token ?? '', issuer, expectations)).resolves.toBeDefined();
        await expect(verifyIdToken(before.id_token ?? '', issuer, expectations)).resolves.toBeDefined();
      } finally {
        await fx.emulator.close();
      }
    }
  });
});
