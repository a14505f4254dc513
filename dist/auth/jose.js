/**
 * jose, loaded on first use through its narrow entry points. Its full index is 46 modules and about
 * 75 ms of a cold start (issue 20), paid by every process that imports the SDK although only the first
 * ID-token verification needs it; the entry points below load a fraction of it, once.
 */
import { loadOnce } from '../http/loadOnce.js';
/** `jwtVerify` from `jose/jwt/verify`. */
export const loadJwtVerify = loadOnce(async () => (await import('jose/jwt/verify')).jwtVerify);
/** `createLocalJWKSet` from `jose/jwks/local`. */
export const loadCreateLocalJwkSet = loadOnce(async () => (await import('jose/jwks/local')).createLocalJWKSet);
/** jose's error classes from `jose/errors`: the same classes the entry points above throw. */
export const loadJoseErrors = loadOnce(async () => import('jose/errors'));
