/**
 * ID-token verification (OpenID Connect Core 3.1.3.7 and 12.2) with jose, against the issuer's JWKS.
 * Every check is explicit and failures name the check that failed (never the token or its claims' values
 * that could identify the user beyond what is needed).
 */
import { createHash } from 'node:crypto';
import { AuthorizationError, IdTokenError } from './errors.js';
import { loadJoseErrors, loadJwtVerify } from './jose.js';
/** Signature algorithms accepted for ID tokens: asymmetric only (no `none`, no HMAC with a shared key). */
export const SUPPORTED_ID_TOKEN_ALGS = [
    'ES256',
    'ES384',
    'ES512',
    'RS256',
    'RS384',
    'RS512',
    'PS256',
    'PS384',
    'PS512',
    'EdDSA',
];
/** Default clock tolerance for exp/iat/nbf, seconds. */
export const DEFAULT_CLOCK_TOLERANCE_S = 60;
/** Largest clock tolerance accepted, seconds: more would make expiry meaningless. */
export const MAX_CLOCK_TOLERANCE_S = 300;
const AT_HASH_DIGEST = {
    ES256: 'sha256',
    RS256: 'sha256',
    PS256: 'sha256',
    ES384: 'sha384',
    RS384: 'sha384',
    PS384: 'sha384',
    ES512: 'sha512',
    RS512: 'sha512',
    PS512: 'sha512',
    EdDSA: 'sha512',
};
/** `at_hash`: base64url of the left half of the hash of the access token's ASCII octets. */
export function accessTokenHash(accessToken, alg) {
    const digest = AT_HASH_DIGEST[alg];
    if (digest === undefined)
        throw new IdTokenError('alg', `no at_hash digest is defined for ${alg}`);
    const hash = createHash(digest).update(accessToken, 'ascii').digest();
    return hash.subarray(0, hash.length / 2).toString('base64url');
}
function translate(error, joseErrors) {
    if (error instanceof joseErrors.JWTExpired)
        return new IdTokenError('exp', 'the token has expired', error);
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
        return new IdTokenError(error.claim, `claim "${error.claim}" failed: ${error.reason}`, error);
    }
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
        return new IdTokenError('signature', 'the signature does not verify with the issuer key', error);
    }
    if (error instanceof joseErrors.JWKSNoMatchingKey) {
        return new IdTokenError('kid', "no key in the issuer's JWKS matches the token's key id", error);
    }
    if (error instanceof joseErrors.JOSEAlgNotAllowed) {
        return new IdTokenError('alg', 'the signature algorithm is not allowed', error);
    }
    if (error instanceof joseErrors.JOSEError) {
        return new IdTokenError('format', `the token is malformed (${error.code})`, error);
    }
    return new IdTokenError('format', 'the token could not be verified', error);
}
function optionalString(payload, claim) {
    const value = payload[claim];
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string')
        throw new IdTokenError(claim, `claim "${claim}" must be a string`);
    return value;
}
function sameAudience(a, b) {
    return a.length === b.length && [...a].sort().every((value, index) => value === [...b].sort()[index]);
}
/** Verifies an ID token and returns its claims, or throws {@link IdTokenError} naming the failed check. */
export async function verifyIdToken(token, provider, expect) {
    const tolerance = expect.clockToleranceS ?? DEFAULT_CLOCK_TOLERANCE_S;
    if (!Number.isFinite(tolerance) || tolerance < 0 || tolerance > MAX_CLOCK_TOLERANCE_S) {
        throw new RangeError(`clockToleranceS: expected 0 to ${MAX_CLOCK_TOLERANCE_S} seconds, received ${String(tolerance)}`);
    }
    const metadata = await provider.metadata();
    const advertised = metadata.idTokenSigningAlgValues;
    // Whatever asymmetric algorithm the issuer announces (RS256 on the service, ES256 on an emulator asked
    // for it); `none` and HMAC never, whatever it announces: an HMAC key would be a secret the issuer shares.
    const algorithms = SUPPORTED_ID_TOKEN_ALGS.filter((alg) => advertised.length === 0 || advertised.includes(alg));
    if (algorithms.length === 0) {
        throw new IdTokenError('alg', `the issuer announces no asymmetric signature algorithm (announced: ${advertised.slice(0, 8).join(', ').slice(0, 120)})`);
    }
    const now = expect.now ?? Date.now();
    let payload;
    let alg;
    const jwtVerify = await loadJwtVerify();
    try {
        const result = await jwtVerify(token, (header, jws) => provider.key(header, jws), {
            issuer: metadata.issuer,
            audience: expect.clientId,
            algorithms,
            clockTolerance: tolerance,
            currentDate: new Date(now),
            requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
        });
        payload = result.payload;
        alg = result.protectedHeader.alg;
    }
    catch (error) {
        // Discovery and JWKS failures (and our own checks) keep their type; jose's errors name the check.
        if (error instanceof AuthorizationError)
            throw error;
        throw translate(error, await loadJoseErrors());
    }
    const nowS = now / 1000;
    const iat = payload.iat;
    if (iat > nowS + tolerance)
        throw new IdTokenError('iat', 'the token was issued in the future');
    if (typeof payload.sub !== 'string' || payload.sub === '')
        throw new IdTokenError('sub', 'claim "sub" is missing');
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const azp = optionalString(payload, 'azp');
    // OIDC Core 3.1.3.7 (4, 5): with several audiences azp is required; when present it must be us.
    if (aud.length > 1 && azp === undefined)
        throw new IdTokenError('azp', 'several audiences but no "azp" claim');
    if (azp !== undefined && azp !== expect.clientId)
        throw new IdTokenError('azp', 'claim "azp" is not this client');
    const nonce = optionalString(payload, 'nonce');
    if (expect.nonce !== undefined && nonce !== expect.nonce) {
        throw new IdTokenError('nonce', nonce === undefined ? 'the nonce sent was not returned' : 'the nonce does not match the one sent');
    }
    const authTime = payload.auth_time;
    if (authTime !== undefined && (typeof authTime !== 'number' || !Number.isFinite(authTime))) {
        throw new IdTokenError('auth_time', 'claim "auth_time" must be a number');
    }
    const atHash = optionalString(payload, 'at_hash');
    if (atHash !== undefined &&
        expect.accessToken !== undefined &&
        atHash !== accessTokenHash(expect.accessToken, alg)) {
        throw new IdTokenError('at_hash', 'the access token does not match the token\'s "at_hash"');
    }
    const claims = {
        iss: payload.iss,
        sub: payload.sub,
        aud,
        exp: payload.exp,
        iat,
        azp,
        auth_time: authTime,
        nonce,
        at_hash: atHash,
        raw: payload,
    };
    if (expect.previous !== undefined)
        checkRefreshConsistency(expect.previous, claims);
    return claims;
}
/** OIDC Core 12.2: an ID token from a refresh keeps the original iss, sub, aud, azp and auth_time. */
export function checkRefreshConsistency(previous, next) {
    if (next.iss !== previous.iss)
        throw new IdTokenError('refresh.iss', 'the refreshed token has another issuer');
    if (next.sub !== previous.sub)
        throw new IdTokenError('refresh.sub', 'the refreshed token is for another user');
    if (!sameAudience(next.aud, previous.aud))
        throw new IdTokenError('refresh.aud', 'the refreshed token has other audiences');
    if (next.azp !== previous.azp)
        throw new IdTokenError('refresh.azp', 'the refreshed token has another "azp"');
    if (next.auth_time !== undefined && next.auth_time !== previous.auth_time) {
        throw new IdTokenError('refresh.auth_time', 'the refreshed token has another "auth_time"');
    }
    if (next.nonce !== undefined && next.nonce !== previous.nonce) {
        throw new IdTokenError('refresh.nonce', 'the refreshed token has another nonce');
    }
}
