/**
 * Errors of the sign-in flow and their codes ({@link AuthErrorCode}), on the SDK's one base (`SdkError`,
 * src/http/errors.ts): a stable string `code`, and a `reason` saying which step failed. Messages never contain codes, tokens, verifiers,
 * state or nonce values: they name what was wrong and what was expected. Bad arguments are the SDK's
 * `ValidationError` (`ValidationError.argument(path, message)`).
 */
import { SdkError } from '../http/errors.js';
/** A sign-in step failed (the C++ library's AuthorizationFailed). */
export class AuthorizationError extends SdkError {
    name = 'AuthorizationError';
    /** Shared by its subclasses ({@link IdTokenError}, {@link DeauthorizedError}): refine by `reason`. */
    static code = 'ERR_AUTHORIZATION_FAILED';
    code = AuthorizationError.code;
    /** Which step failed. */
    reason;
    /** The service's `error` value when it gave one (e.g. `access_denied`, `invalid_grant`). */
    serviceError;
    /** HTTP status of the response that caused this, or 0. */
    status;
    constructor(reason, message, options = {}) {
        super(undefined, message, options.cause === undefined ? undefined : { cause: options.cause });
        this.reason = reason;
        this.serviceError = options.serviceError;
        this.status = options.status ?? 0;
    }
}
/** An ID token failed one check; `check` names it (e.g. `nonce`, `aud`, `signature`, `exp`). */
export class IdTokenError extends AuthorizationError {
    name = 'IdTokenError';
    check;
    constructor(check, message, cause) {
        super('invalid_id_token', `ID token rejected (${check}): ${message}`, { cause });
        this.check = check;
    }
}
/**
 * Refreshing failed with `invalid_grant`: the user removed the app, was banned, or the grant was revoked.
 * The spec says to treat this like the APPLICATION_DEAUTHORIZED webhook: sign the user in again.
 */
export class DeauthorizedError extends AuthorizationError {
    name = 'DeauthorizedError';
    constructor(description, status, cause) {
        super('deauthorized', `the user deauthorized the application or the grant was revoked (invalid_grant${description ? `: ${description}` : ''}); authorize again`, { serviceError: 'invalid_grant', status, cause });
    }
}
/** A pending authorization was cancelled: by `AbortAuthorize()`, by a timeout, or by the client closing. */
export class AuthorizationAbortedError extends SdkError {
    name = 'AuthorizationAbortedError';
    static code = 'ERR_AUTHORIZATION_ABORTED';
    code = AuthorizationAbortedError.code;
    reason;
    constructor(reason, message) {
        super(undefined, message);
        this.reason = reason;
    }
}
