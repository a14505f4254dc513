import type { OAuthTokenResponse } from '../model/oauth.js';
/** The only loopback host a redirect may name (RFC 8252 section 8.3 prefers the IP literal). */
export declare const LOOPBACK_HOST = "127.0.0.1";
/**
 * What is wrong with a PKCE code verifier, or undefined when it is one: `length` (not 43..128 characters),
 * `characters` (outside `[A-Za-z0-9-._~]`) or `type` (not a string). Each side words it in its own voice
 * (the SDK as an argument error, the emulator as the token endpoint's `error_description`); the value
 * itself is never quoted.
 */
export declare function codeVerifierProblem(verifier: unknown): {
    readonly kind: 'type' | 'length' | 'characters';
    readonly length: number;
} | undefined;
/** True when `verifier` is a well-formed PKCE code verifier. */
export declare function isCodeVerifier(verifier: unknown): verifier is string;
/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))), no padding. */
export declare function s256Challenge(verifier: string): string;
/** True when `challenge` has the form of an S256 challenge. */
export declare function isS256Challenge(challenge: unknown): challenge is string;
/** True when `value` can be an access token, refresh token, code or client secret. */
export declare function isTokenString(value: unknown): value is string;
/**
 * True when `requested` equals a registered redirect URI exactly, or when both are `http://127.0.0.1`
 * loopback URIs that differ only in the port (RFC 8252 section 7.3: native apps pick a free port).
 */
export declare function redirectUriAllowed(requested: string, registered: readonly string[]): boolean;
/** The scopes of a space-separated scope parameter, each once, in order; empty entries dropped. */
export declare function parseScopeList(value: string): string[];
/** Why `value` is not a scope parameter (RFC 6749 section 3.3), or undefined when it is one. */
export declare function scopeListProblem(value: unknown): string | undefined;
/**
 * Checks a token endpoint's JSON body (the one place its shape is decided) and normalises it: `token_type`
 * compared case-insensitively (RFC 6749 section 5.1) and returned as `Bearer`, a missing `scope` as `''`.
 * Says what is wrong without quoting any token.
 */
export declare function parseTokenResponse(body: unknown): {
    ok: true;
    tokens: OAuthTokenResponse;
} | {
    ok: false;
    problem: string;
};
