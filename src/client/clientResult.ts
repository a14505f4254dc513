/**
 * The outcome of an SDK call as the C++ client library reports it (`discordpp::ClientResult`), as plain
 * data. `toClientResult(error)` (results.ts) maps the SDK's errors onto it; the `Client` facade hands it to
 * callbacks and wraps it in its rejections.
 */
import { enumNamer } from '../model/enums.js';

/** Kinds of outcome, with the C++ library's numeric values. */
export const ErrorType = {
  None: 0,
  NetworkError: 1,
  HTTPError: 2,
  ClientNotReady: 3,
  Disabled: 4,
  ClientDestroyed: 5,
  ValidationError: 6,
  Aborted: 7,
  AuthorizationFailed: 8,
  RPCError: 9,
} as const;

/** One of the {@link ErrorType} values. */
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

/** The name of an {@link ErrorType} value (`'HTTPError'`), or `'Unknown(<n>)'`. */
export const errorTypeName: (type: number) => string = enumNamer(ErrorType);

/** The fields of a {@link ClientResult}; all but `type` default to "nothing". */
export interface ClientResultInit {
  readonly type: ErrorType;
  /** A human-readable description; never contains tokens or other secrets. */
  readonly error?: string | undefined;
  /** The service's numeric error `code` (e.g. 50035), or 0. */
  readonly errorCode?: number | undefined;
  /** The HTTP status, or 0 when no response was received. */
  readonly status?: number | undefined;
  /** The raw response body of a failed request (redacted), or `''`. */
  readonly responseBody?: string | undefined;
  /** Whether trying the same call again later may succeed. */
  readonly retryable?: boolean | undefined;
  /** Seconds to wait before retrying (rate limits), or 0. */
  readonly retryAfter?: number | undefined;
}

/**
 * The result of a call: `type` is {@link ErrorType.None} on success. Fields are plain readonly data, so a
 * result can be logged, compared or sent across a process boundary (`JSON.stringify` keeps every field).
 */
export class ClientResult {
  readonly type: ErrorType;
  readonly error: string;
  readonly errorCode: number;
  readonly status: number;
  readonly responseBody: string;
  readonly retryable: boolean;
  readonly retryAfter: number;

  constructor(init: ClientResultInit) {
    this.type = init.type;
    this.error = init.error ?? '';
    this.errorCode = init.errorCode ?? 0;
    this.status = init.status ?? 0;
    this.responseBody = init.responseBody ?? '';
    this.retryable = init.retryable ?? false;
    this.retryAfter = init.retryAfter ?? 0;
    Object.freeze(this);
  }

  /** The successful result (optionally with the HTTP status of the response). */
  static ok(status = 0): ClientResult {
    return new ClientResult({ type: ErrorType.None, status });
  }

  /** True when the call succeeded (`type` is `None`). */
  successful(): boolean {
    return this.type === ErrorType.None;
  }

  // The C++ library's accessors, so that code ported from it reads the same (`result.Successful()`).

  /** C++ name of {@link successful}. */
  Successful(): boolean {
    return this.successful();
  }
  /** C++ `Type()`: the {@link ErrorType}. */
  Type(): ErrorType {
    return this.type;
  }
  /** C++ `Error()`: the description (never a secret). */
  Error(): string {
    return this.error;
  }
  /** C++ `ErrorCode()`: the service's numeric error code, or 0. */
  ErrorCode(): number {
    return this.errorCode;
  }
  /** C++ `Status()`: the HTTP status, or 0. */
  Status(): number {
    return this.status;
  }
  /** C++ `ResponseBody()`: the (redacted) body of a failed response. */
  ResponseBody(): string {
    return this.responseBody;
  }
  /** C++ `Retryable()`. */
  Retryable(): boolean {
    return this.retryable;
  }
  /** C++ `RetryAfter()`: seconds. */
  RetryAfter(): number {
    return this.retryAfter;
  }
  /** C++ name of {@link toString}. */
  ToString(): string {
    return this.toString();
  }

  /** One line such as `HTTPError (status 400, code 50035): Invalid Form Body`. */
  toString(): string {
    if (this.successful()) return this.status === 0 ? 'None' : `None (status ${this.status})`;
    const details: string[] = [];
    if (this.status !== 0) details.push(`status ${this.status}`);
    if (this.errorCode !== 0) details.push(`code ${this.errorCode}`);
    if (this.retryAfter > 0) details.push(`retry after ${this.retryAfter}s`);
    const head =
      details.length > 0 ? `${errorTypeName(this.type)} (${details.join(', ')})` : errorTypeName(this.type);
    return this.error === '' ? head : `${head}: ${this.error}`;
  }
}
