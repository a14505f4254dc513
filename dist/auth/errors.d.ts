/**
 * Errors of the sign-in flow and their codes ({@link AuthErrorCode}), on the SDK's one base (`SdkError`,
 * src/http/errors.ts): a stable string `code`, and a `reason` saying which step failed. Messages never contain codes, tokens, verifiers,
 * state or nonce values: they name what was wrong and what was expected. Bad arguments are the SDK's
 * `ValidationError` (`ValidationError.argument(path, message)`).
 */
import { SdkError } from '../http/errors.js';
/** The `code` of each sign-in error. */
export type AuthErrorCode = 'ERR_AUTHORIZATION_FAILED' | 'ERR_AUTHORIZATION_ABORTED';
/** Why a sign-in step failed. */
export type AuthErrorReason = 
/** The service answered the authorization with `error=` (e.g. `access_denied`). */
'authorization_denied'
/** The redirect matched a pending authorization but carried no `code`. */
 | 'missing_code'
/** The redirect's `iss` was not the expected issuer (RFC 9207 mix-up defence). */
 | 'issuer_mismatch'
/** The browser could not be opened. */
 | 'opener_failed'
/** An ID token failed verification (signature, claims, nonce, at_hash, refresh consistency). */
 | 'invalid_id_token'
/** Discovery or the JWKS could not be fetched or were malformed. */
 | 'discovery_failed'
/** The user removed the app or the grant was revoked: refresh answered `invalid_grant`. */
 | 'deauthorized'
/** The device grant's codes expired before the user answered (RFC 8628 `expired_token`). */
 | 'device_code_expired';
/** A sign-in step failed (the C++ library's AuthorizationFailed). */
export declare class AuthorizationError extends SdkError<AuthErrorCode> {
    name: string;
    /** Shared by its subclasses ({@link IdTokenError}, {@link DeauthorizedError}): refine by `reason`. */
    static readonly code = "ERR_AUTHORIZATION_FAILED";
    readonly code = "ERR_AUTHORIZATION_FAILED";
    /** Which step failed. */
    readonly reason: AuthErrorReason;
    /** The service's `error` value when it gave one (e.g. `access_denied`, `invalid_grant`). */
    readonly serviceError: string | undefined;
    /** HTTP status of the response that caused this, or 0. */
    readonly status: number;
    constructor(reason: AuthErrorReason, message: string, options?: {
        serviceError?: string | undefined;
        status?: number | undefined;
        cause?: unknown;
    });
}
/** An ID token failed one check; `check` names it (e.g. `nonce`, `aud`, `signature`, `exp`). */
export declare class IdTokenError extends AuthorizationError {
    name: string;
    readonly check: string;
    constructor(check: string, message: string, cause?: unknown);
}
/**
 * Refreshing failed with `invalid_grant`: the user removed the app, was banned, or the grant was revoked.
 * The spec says to treat this like the APPLICATION_DEAUTHORIZED webhook: sign the user in again.
 */
export declare class DeauthorizedError extends AuthorizationError {
    name: string;
    constructor(description: string | undefined, status: number, cause?: unknown);
}
/** A pending authorization was cancelled: by `AbortAuthorize()`, by a timeout, or by the client closing. */
export declare class AuthorizationAbortedError extends SdkError<AuthErrorCode> {
    name: string;
    static readonly code = "ERR_AUTHORIZATION_ABORTED";
    readonly code = "ERR_AUTHORIZATION_ABORTED";
    readonly reason: 'aborted' | 'timeout';
    constructor(reason: 'aborted' | 'timeout', message: string);
}
