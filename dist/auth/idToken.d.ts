import type { JWTPayload } from 'jose';
import type { OidcProvider } from './oidcProvider.js';
/** Signature algorithms accepted for ID tokens: asymmetric only (no `none`, no HMAC with a shared key). */
export declare const SUPPORTED_ID_TOKEN_ALGS: readonly ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'EdDSA'];
/** Default clock tolerance for exp/iat/nbf, seconds. */
export declare const DEFAULT_CLOCK_TOLERANCE_S = 60;
/** Largest clock tolerance accepted, seconds: more would make expiry meaningless. */
export declare const MAX_CLOCK_TOLERANCE_S = 300;
/** The verified claims of an ID token. `aud` is always an array here. */
export interface IdTokenClaims {
    readonly iss: string;
    readonly sub: string;
    readonly aud: readonly string[];
    readonly exp: number;
    readonly iat: number;
    readonly azp?: string | undefined;
    readonly auth_time?: number | undefined;
    readonly nonce?: string | undefined;
    readonly at_hash?: string | undefined;
    /** Every claim of the token, as received. */
    readonly raw: Readonly<JWTPayload>;
}
/** What the token must match. */
export interface IdTokenExpectations {
    /** The client id (application id) the token must be issued to. */
    readonly clientId: string;
    /** The nonce sent in the authorization request, when one was sent: the token must carry it. */
    readonly nonce?: string | undefined;
    /** The access token issued with the ID token: checked against `at_hash` when the token has one. */
    readonly accessToken?: string | undefined;
    /** The ID token of the original authentication, when this one comes from a refresh (OIDC Core 12.2). */
    readonly previous?: IdTokenClaims | undefined;
    /** Seconds of clock skew tolerated for exp, iat and nbf (0..300). Default 60. */
    readonly clockToleranceS?: number | undefined;
    /** Current time in Unix ms. Default `Date.now()`. */
    readonly now?: number | undefined;
}
/** `at_hash`: base64url of the left half of the hash of the access token's ASCII octets. */
export declare function accessTokenHash(accessToken: string, alg: string): string;
/** Verifies an ID token and returns its claims, or throws {@link IdTokenError} naming the failed check. */
export declare function verifyIdToken(token: string, provider: OidcProvider, expect: IdTokenExpectations): Promise<IdTokenClaims>;
/** OIDC Core 12.2: an ID token from a refresh keeps the original iss, sub, aud, azp and auth_time. */
export declare function checkRefreshConsistency(previous: IdTokenClaims, next: IdTokenClaims): void;
