import { formatIssue, IssueCodes } from '../rules/issues.js';
/**
 * Base of every error the SDK rejects with: the transport, the REST functions, sign-in and sync. `Code`
 * is the union of codes a subclass may carry; each concrete class also has its code as a static property,
 * so `error.code === TimeoutError.code` needs no string literal.
 */
export class SdkError extends Error {
    /** HTTP method of the request, or `''` for a failure before any request (validation). */
    method;
    /** Route template of the request, or `''`. */
    route;
    constructor(request, message, options) {
        super(message, options);
        this.method = request?.method ?? '';
        this.route = request?.route ?? '';
    }
}
function where(request) {
    return `${request.method} ${request.route}`;
}
/** The service answered with a status and body that the call cannot use. */
export class HttpResponseError extends SdkError {
    /** HTTP status. */
    status;
    /** The raw response body (redacted). */
    responseBody;
    constructor(request, message, status, responseBody) {
        super(request, message);
        this.status = status;
        this.responseBody = responseBody;
    }
}
/** The service answered with an error status and its JSON error body (`{ code, message, errors? }`). */
export class ServiceError extends HttpResponseError {
    name = 'ServiceError';
    static code = 'ERR_SERVICE';
    code = ServiceError.code;
    /** The service's numeric error code (e.g. 50035), or 0 when the body had none. */
    serviceCode;
    /** The service's message (e.g. `Invalid Form Body`). */
    serviceMessage;
    /** The raw `errors` tree, when the body had one. */
    errors;
    /** The `errors` tree as readable lines (`options[1].name: STRING_TYPE_REGEX: ...`). */
    lines;
    constructor(request, init) {
        const lines = init.lines ?? [];
        const code = init.code === 0 ? '' : `, code ${init.code}`;
        const detail = lines.length === 0 ? '' : `\n  ${lines.join('\n  ')}`;
        super(request, `${where(request)}: HTTP ${init.status}${code}: ${init.message}${detail}`, init.status, init.responseBody);
        this.serviceCode = init.code;
        this.serviceMessage = init.message;
        this.errors = init.errors;
        this.lines = lines;
    }
}
/** The OAuth2 token endpoint refused a grant (RFC 6749 body `{ error, error_description }`). */
export class OAuthError extends HttpResponseError {
    name = 'OAuthError';
    static code = 'ERR_OAUTH';
    code = OAuthError.code;
    /** RFC 6749 error code, e.g. `invalid_grant`. */
    error;
    /** The service's description, when given. */
    errorDescription;
    constructor(request, init) {
        const description = init.errorDescription === undefined ? '' : `: ${init.errorDescription}`;
        super(request, `${where(request)}: ${init.error} (HTTP ${init.status})${description}`, init.status, init.responseBody);
        this.error = init.error;
        this.errorDescription = init.errorDescription;
    }
}
/** Still answered 429 after the configured number of retries. */
export class RateLimitedError extends SdkError {
    name = 'RateLimitedError';
    static code = 'ERR_RATE_LIMITED';
    code = RateLimitedError.code;
    /** Seconds the service asked to wait (the larger of the body's `retry_after` and `Retry-After`). */
    retryAfter;
    /** True when the global limit was hit. */
    global;
    /** `X-RateLimit-Scope` (`user`, `global`, `shared`), when sent. */
    scope;
    /** The bucket key (hash and major parameter), when known. */
    bucket;
    /** Number of 429 responses received for this call. */
    attempts;
    /** The raw 429 body (redacted). */
    responseBody;
    constructor(request, init) {
        const scope = init.global
            ? 'global limit'
            : `bucket ${init.bucket}${init.scope ? `, scope ${init.scope}` : ''}`;
        super(request, `${where(request)}: still rate limited after ${init.attempts} responses with HTTP 429 (${scope}); ` +
            `retry after ${init.retryAfter} s`);
        this.retryAfter = init.retryAfter;
        this.global = init.global;
        this.scope = init.scope;
        this.bucket = init.bucket;
        this.attempts = init.attempts;
        this.responseBody = init.responseBody;
    }
}
/** No complete response within the timeout of one attempt. Never treated as success. */
export class TimeoutError extends SdkError {
    name = 'TimeoutError';
    static code = 'ERR_TIMEOUT';
    code = TimeoutError.code;
    /** The per-attempt timeout that expired, in milliseconds. */
    timeoutMs;
    /** Attempts made, all of which timed out or failed. */
    attempts;
    constructor(request, timeoutMs, attempts) {
        super(request, `${where(request)}: no response within ${timeoutMs} ms (attempt ${attempts})`);
        this.timeoutMs = timeoutMs;
        this.attempts = attempts;
    }
}
/** The connection failed or broke (refused, reset, DNS, premature close). */
export class NetworkError extends SdkError {
    name = 'NetworkError';
    static code = 'ERR_NETWORK';
    code = NetworkError.code;
    /** The system error code such as `ECONNRESET`, when known. */
    errno;
    /** Attempts made. */
    attempts;
    constructor(request, errno, attempts, cause) {
        super(request, `${where(request)}: network error${errno ? ` (${errno})` : ''} on attempt ${attempts}`, {
            cause,
        });
        this.errno = errno;
        this.attempts = attempts;
    }
}
/** The caller's AbortSignal fired before the call finished. */
export class AbortError extends SdkError {
    name = 'AbortError';
    static code = 'ERR_ABORTED';
    code = AbortError.code;
    constructor(request, cause) {
        super(request, `${where(request)}: aborted by the caller`, { cause });
    }
}
/** The service answered, but its body was not what HTTP and the route promise (e.g. malformed JSON). */
export class InvalidResponseError extends HttpResponseError {
    name = 'InvalidResponseError';
    static code = 'ERR_INVALID_RESPONSE';
    code = InvalidResponseError.code;
    /** `responseBody`: the start of the body as received (redacted; at most 500 characters kept). */
    constructor(request, status, problem, responseBody) {
        super(request, `${where(request)}: HTTP ${status} response ${problem}`, status, responseBody.length > 500 ? `${responseBody.slice(0, 500)}...` : responseBody);
    }
}
/**
 * Arguments failed the pre-flight checks: nothing was sent. `issues` carry JSON paths such as
 * `options[2].choices[0].name` and the same codes the service would answer with; `path` is the first
 * issue's (the argument's name for a bad argument, e.g. `CustomSchemeParam`).
 */
export class ValidationError extends SdkError {
    name = 'ValidationError';
    static code = 'ERR_VALIDATION';
    code = ValidationError.code;
    issues;
    /** The path of the first issue, dotted (`args.ClientId`, `options[0].name`). */
    path;
    /**
     * @param what - what was checked (`body`, `lobbyId`).
     * @param message - the whole message, when the default (`<what> is invalid:` and the issues) does not fit.
     */
    constructor(request, what, issues, message) {
        const head = request === undefined ? what : `${where(request)}: ${what}`;
        super(request, message ?? `${head} is invalid:\n  ${issues.map(formatIssue).join('\n  ')}`);
        this.issues = issues;
        this.path = issues[0]?.path.map(String).join('.') ?? what;
    }
    /**
     * One bad argument of a call, found before anything was sent. `message` is the whole message; it
     * starts with the argument's name (`CustomSchemeParam: expected a URI scheme ...`) and never quotes a
     * secret.
     */
    static argument(path, message) {
        const detail = message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
        return new ValidationError(undefined, path, [{ path: [path], code: IssueCodes.INVALID_ARGUMENT, message: detail }], message);
    }
}
