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
import { formatIssue, type Issue, IssueCodes } from '../rules/issues.js';

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
export type SdkErrorCode =
  | 'ERR_SERVICE'
  | 'ERR_OAUTH'
  | 'ERR_INVALID_RESPONSE'
  | 'ERR_RATE_LIMITED'
  | 'ERR_TIMEOUT'
  | 'ERR_NETWORK'
  | 'ERR_ABORTED'
  | 'ERR_VALIDATION';

/**
 * Base of every error the SDK rejects with: the transport, the REST functions, sign-in and sync. `Code`
 * is the union of codes a subclass may carry; each concrete class also has its code as a static property,
 * so `error.code === TimeoutError.code` needs no string literal.
 */
export abstract class SdkError<Code extends string = string> extends Error {
  /** What kind of failure this is, for programmatic checks (`error.code === 'ERR_TIMEOUT'`). */
  abstract readonly code: Code;
  /** HTTP method of the request, or `''` for a failure before any request (validation). */
  readonly method: string;
  /** Route template of the request, or `''`. */
  readonly route: string;

  constructor(request: RequestInfo | undefined, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.method = request?.method ?? '';
    this.route = request?.route ?? '';
  }
}

function where(request: RequestInfo): string {
  return `${request.method} ${request.route}`;
}

/** The service answered with a status and body that the call cannot use. */
export abstract class HttpResponseError extends SdkError<SdkErrorCode> {
  /** HTTP status. */
  readonly status: number;
  /** The raw response body (redacted). */
  readonly responseBody: string;

  constructor(request: RequestInfo, message: string, status: number, responseBody: string) {
    super(request, message);
    this.status = status;
    this.responseBody = responseBody;
  }
}

/** The service answered with an error status and its JSON error body (`{ code, message, errors? }`). */
export class ServiceError extends HttpResponseError {
  override name = 'ServiceError';
  static readonly code = 'ERR_SERVICE';
  readonly code = ServiceError.code;
  /** The service's numeric error code (e.g. 50035), or 0 when the body had none. */
  readonly serviceCode: number;
  /** The service's message (e.g. `Invalid Form Body`). */
  readonly serviceMessage: string;
  /** The raw `errors` tree, when the body had one. */
  readonly errors: ErrorTree | undefined;
  /** The `errors` tree as readable lines (`options[1].name: STRING_TYPE_REGEX: ...`). */
  readonly lines: readonly string[];

  constructor(
    request: RequestInfo,
    init: {
      status: number;
      code: number;
      message: string;
      errors?: ErrorTree | undefined;
      lines?: readonly string[] | undefined;
      responseBody: string;
    },
  ) {
    const lines = init.lines ?? [];
    const code = init.code === 0 ? '' : `, code ${init.code}`;
    const detail = lines.length === 0 ? '' : `\n  ${lines.join('\n  ')}`;
    super(
      request,
      `${where(request)}: HTTP ${init.status}${code}: ${init.message}${detail}`,
      init.status,
      init.responseBody,
    );
    this.serviceCode = init.code;
    this.serviceMessage = init.message;
    this.errors = init.errors;
    this.lines = lines;
  }
}

/** The OAuth2 token endpoint refused a grant (RFC 6749 body `{ error, error_description }`). */
export class OAuthError extends HttpResponseError {
  override name = 'OAuthError';
  static readonly code = 'ERR_OAUTH';
  readonly code = OAuthError.code;
  /** RFC 6749 error code, e.g. `invalid_grant`. */
  readonly error: string;
  /** The service's description, when given. */
  readonly errorDescription: string | undefined;

  constructor(
    request: RequestInfo,
    init: { status: number; error: string; errorDescription?: string | undefined; responseBody: string },
  ) {
    const description = init.errorDescription === undefined ? '' : `: ${init.errorDescription}`;
    super(
      request,
      `${where(request)}: ${init.error} (HTTP ${init.status})${description}`,
      init.status,
      init.responseBody,
    );
    this.error = init.error;
    this.errorDescription = init.errorDescription;
  }
}

/** Still answered 429 after the configured number of retries. */
export class RateLimitedError extends SdkError<SdkErrorCode> {
  override name = 'RateLimitedError';
  static readonly code = 'ERR_RATE_LIMITED';
  readonly code = RateLimitedError.code;
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

  constructor(
    request: RequestInfo,
    init: {
      retryAfter: number;
      global: boolean;
      scope: string | undefined;
      bucket: string;
      attempts: number;
      responseBody: string;
    },
  ) {
    const scope = init.global
      ? 'global limit'
      : `bucket ${init.bucket}${init.scope ? `, scope ${init.scope}` : ''}`;
    super(
      request,
      `${where(request)}: still rate limited after ${init.attempts} responses with HTTP 429 (${scope}); ` +
        `retry after ${init.retryAfter} s`,
    );
    this.retryAfter = init.retryAfter;
    this.global = init.global;
    this.scope = init.scope;
    this.bucket = init.bucket;
    this.attempts = init.attempts;
    this.responseBody = init.responseBody;
  }
}

/** No complete response within the timeout of one attempt. Never treated as success. */
export class TimeoutError extends SdkError<SdkErrorCode> {
  override name = 'TimeoutError';
  static readonly code = 'ERR_TIMEOUT';
  readonly code = TimeoutError.code;
  /** The per-attempt timeout that expired, in milliseconds. */
  readonly timeoutMs: number;
  /** Attempts made, all of which timed out or failed. */
  readonly attempts: number;

  constructor(request: RequestInfo, timeoutMs: number, attempts: number) {
    super(request, `${where(request)}: no response within ${timeoutMs} ms (attempt ${attempts})`);
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

/** The connection failed or broke (refused, reset, DNS, premature close). */
export class NetworkError extends SdkError<SdkErrorCode> {
  override name = 'NetworkError';
  static readonly code = 'ERR_NETWORK';
  readonly code = NetworkError.code;
  /** The system error code such as `ECONNRESET`, when known. */
  readonly errno: string | undefined;
  /** Attempts made. */
  readonly attempts: number;

  constructor(request: RequestInfo, errno: string | undefined, attempts: number, cause: unknown) {
    super(request, `${where(request)}: network error${errno ? ` (${errno})` : ''} on attempt ${attempts}`, {
      cause,
    });
    this.errno = errno;
    this.attempts = attempts;
  }
}

/** The caller's AbortSignal fired before the call finished. */
export class AbortError extends SdkError<SdkErrorCode> {
  override name = 'AbortError';
  static readonly code = 'ERR_ABORTED';
  readonly code = AbortError.code;

  constructor(request: RequestInfo, cause: unknown) {
    super(request, `${where(request)}: aborted by the caller`, { cause });
  }
}

/** The service answered, but its body was not what HTTP and the route promise (e.g. malformed JSON). */
export class InvalidResponseError extends HttpResponseError {
  override name = 'InvalidResponseError';
  static readonly code = 'ERR_INVALID_RESPONSE';
  readonly code = InvalidResponseError.code;

  /** `responseBody`: the start of the body as received (redacted; at most 500 characters kept). */
  constructor(request: RequestInfo, status: number, problem: string, responseBody: string) {
    super(
      request,
      `${where(request)}: HTTP ${status} response ${problem}`,
      status,
      responseBody.length > 500 ? `${responseBody.slice(0, 500)}...` : responseBody,
    );
  }
}

/**
 * Arguments failed the pre-flight checks: nothing was sent. `issues` carry JSON paths such as
 * `options[2].choices[0].name` and the same codes the service would answer with; `path` is the first
 * issue's (the argument's name for a bad argument, e.g. `CustomSchemeParam`).
 */
export class ValidationError extends SdkError<SdkErrorCode> {
  override name = 'ValidationError';
  static readonly code = 'ERR_VALIDATION';
  readonly code = ValidationError.code;
  readonly issues: readonly Issue[];
  /** The path of the first issue, dotted (`args.ClientId`, `options[0].name`). */
  readonly path: string;

  /**
   * @param what - what was checked (`body`, `lobbyId`).
   * @param message - the whole message, when the default (`<what> is invalid:` and the issues) does not fit.
   */
  constructor(request: RequestInfo | undefined, what: string, issues: readonly Issue[], message?: string) {
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
  static argument(path: string, message: string): ValidationError {
    const detail = message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
    return new ValidationError(
      undefined,
      path,
      [{ path: [path], code: IssueCodes.INVALID_ARGUMENT, message: detail }],
      message,
    );
  }
}
