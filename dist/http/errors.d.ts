/**
 * The base of the SDK's errors, and the errors of the transport and the REST functions with their codes.
 * Every error the SDK rejects with is an {@link SdkError} with a stable string `code` (`ERR_SERVICE`,
 * `ERR_TIMEOUT`, ...; each layer declares its own codes beside its errors, see docs/errors.md) and
 * fields precise to its kind (the service's numeric `serviceCode`, the network `errno`, a validation
 * error's `issues`). Each names the request (method and route template, never the filled-in path's
 * secrets nor any header) and says what went wrong. Messages never contain tokens, codes, verifiers or
 * client secrets. The facade maps these to the C++ library's `ClientResult` (src/client), not this layer.
 */
import type { ErrorTree } from '../model/index.js';
import { type Issue } from '../rules/issues.js';
/** The request an error belongs to. */
export interface RequestInfo {
    /** HTTP method, upper case. */
    readonly method: string;
    /** Route template such as `/applications/{application.id}/commands` (no ids, no secrets). */
    readonly route: string;
}
/**
 * The `code` of each error of this layer (the transport and the REST functions). The layers above declare
 * their own beside their errors: `AuthErrorCode` (src/auth/errors.ts), `CommandSyncErrorCode`
 * (src/commands/errors.ts).
 */
export type SdkErrorCode = 'ERR_SERVICE' | 'ERR_OAUTH' | 'ERR_INVALID_RESPONSE' | 'ERR_RATE_LIMITED' | 'ERR_TIMEOUT' | 'ERR_NETWORK' | 'ERR_ABORTED' | 'ERR_VALIDATION';
/**
 * Base of every error the SDK rejects with: the transport, the REST functions, sign-in and sync. `Code`
 * is the union of codes a subclass may carry; each concrete class also has its code as a static property,
 * so `error.code === TimeoutError.code` needs no string literal.
 */
export declare abstract class SdkError<Code extends string = string> extends Error {
    /** What kind of failure this is, for programmatic checks (`error.code === 'ERR_TIMEOUT'`). */
    abstract readonly code: Code;
    /** HTTP method of the request, or `''` for a failure before any request (validation). */
    readonly method: string;
    /** Route template of the request, or `''`. */
    readonly route: string;
    constructor(request: RequestInfo | undefined, message: string, options?: {
        cause?: unknown;
    });
}
/** The service answered with a status and body that the call cannot use. */
export declare abstract class HttpResponseError extends SdkError<SdkErrorCode> {
    /** HTTP status. */
    readonly status: number;
    /** The raw response body (redacted). */
    readonly responseBody: string;
    constructor(request: RequestInfo, message: string, status: number, responseBody: string);
}
/** The service answered with an error status and its JSON error body (`{ code, message, errors? }`). */
export declare class ServiceError extends HttpResponseError {
    name: string;
    static readonly code = "ERR_SERVICE";
    readonly code = "ERR_SERVICE";
    /** The service's numeric error code (e.g. 50035), or 0 when the body had none. */
    readonly serviceCode: number;
    /** The service's message (e.g. `Invalid Form Body`). */
    readonly serviceMessage: string;
    /** The raw `errors` tree, when the body had one. */
    readonly errors: ErrorTree | undefined;
    /** The `errors` tree as readable lines (`options[1].name: STRING_TYPE_REGEX: ...`). */
    readonly lines: readonly string[];
    constructor(request: RequestInfo, init: {
        status: number;
        code: number;
        message: string;
        errors?: ErrorTree | undefined;
        lines?: readonly string[] | undefined;
        responseBody: string;
    });
}
/** The OAuth2 token endpoint refused a grant (RFC 6749 body `{ error, error_description }`). */
export declare class OAuthError extends HttpResponseError {
    name: string;
    static readonly code = "ERR_OAUTH";
    readonly code = "ERR_OAUTH";
    /** RFC 6749 error code, e.g. `invalid_grant`. */
    readonly error: string;
    /** The service's description, when given. */
    readonly errorDescription: string | undefined;
    constructor(request: RequestInfo, init: {
        status: number;
        error: string;
        errorDescription?: string | undefined;
        responseBody: string;
    });
}
/** Still answered 429 after the configured number of retries. */
export declare class RateLimitedError extends SdkError<SdkErrorCode> {
    name: string;
    static readonly code = "ERR_RATE_LIMITED";
    readonly code = "ERR_RATE_LIMITED";
    /** Seconds the service asked to wait (the larger of the body's `retry_after` and `Retry-After`). */
    readonly retryAfter: number;
    /** True when the global limit was hit. */
    readonly global: boolean;
    /** `X-RateLimit-Scope` (`user`, `global`, `shared`), when sent. */
    readonly scope: string | undefined;
    /** The bucket key (hash and major parameter), when known. */
    readonly bucket: string;
    /** Number of 429 responses received for this call. */
    readonly attempts: number;
    /** The raw 429 body (redacted). */
    readonly responseBody: string;
    constructor(request: RequestInfo, init: {
        retryAfter: number;
        global: boolean;
        scope: string | undefined;
        bucket: string;
        attempts: number;
        responseBody: string;
    });
}
/** No complete response within the timeout of one attempt. Never treated as success. */
export declare class TimeoutError extends SdkError<SdkErrorCode> {
    name: string;
    static readonly code = "ERR_TIMEOUT";
    readonly code = "ERR_TIMEOUT";
    /** The per-attempt timeout that expired, in milliseconds. */
    readonly timeoutMs: number;
    /** Attempts made, all of which timed out or failed. */
    readonly attempts: number;
    constructor(request: RequestInfo, timeoutMs: number, attempts: number);
}
/** The connection failed or broke (refused, reset, DNS, premature close). */
export declare class NetworkError extends SdkError<SdkErrorCode> {
    name: string;
    static readonly code = "ERR_NETWORK";
    readonly code = "ERR_NETWORK";
    /** The system error code such as `ECONNRESET`, when known. */
    readonly errno: string | undefined;
    /** Attempts made. */
    readonly attempts: number;
    constructor(request: RequestInfo, errno: string | undefined, attempts: number, cause: unknown);
}
/** The caller's AbortSignal fired before the call finished. */
export declare class AbortError extends SdkError<SdkErrorCode> {
    name: string;
    static readonly code = "ERR_ABORTED";
    readonly code = "ERR_ABORTED";
    constructor(request: RequestInfo, cause: unknown);
}
/** The service answered, but its body was not what HTTP and the route promise (e.g. malformed JSON). */
export declare class InvalidResponseError extends HttpResponseError {
    name: string;
    static readonly code = "ERR_INVALID_RESPONSE";
    readonly code = "ERR_INVALID_RESPONSE";
    /** `responseBody`: the start of the body as received (redacted; at most 500 characters kept). */
    constructor(request: RequestInfo, status: number, problem: string, responseBody: string);
}
/**
 * Arguments failed the pre-flight checks: nothing was sent. `issues` carry JSON paths such as
 * `options[2].choices[0].name` and the same codes the service would answer with; `path` is the first
 * issue's (the argument's name for a bad argument, e.g. `CustomSchemeParam`).
 */
export declare class ValidationError extends SdkError<SdkErrorCode> {
    name: string;
    static readonly code = "ERR_VALIDATION";
    readonly code = "ERR_VALIDATION";
    readonly issues: readonly Issue[];
    /** The path of the first issue, dotted (`args.ClientId`, `options[0].name`). */
    readonly path: string;
    /**
     * @param what - what was checked (`body`, `lobbyId`).
     * @param message - the whole message, when the default (`<what> is invalid:` and the issues) does not fit.
     */
    constructor(request: RequestInfo | undefined, what: string, issues: readonly Issue[], message?: string);
    /**
     * One bad argument of a call, found before anything was sent. `message` is the whole message; it
     * starts with the argument's name (`CustomSchemeParam: expected a URI scheme ...`) and never quotes a
     * secret.
     */
    static argument(path: string, message: string): ValidationError;
}
