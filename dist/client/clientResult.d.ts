/** Kinds of outcome, with the C++ library's numeric values. */
export declare const ErrorType: {
    readonly None: 0;
    readonly NetworkError: 1;
    readonly HTTPError: 2;
    readonly ClientNotReady: 3;
    readonly Disabled: 4;
    readonly ClientDestroyed: 5;
    readonly ValidationError: 6;
    readonly Aborted: 7;
    readonly AuthorizationFailed: 8;
    readonly RPCError: 9;
};
/** One of the {@link ErrorType} values. */
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];
/** The name of an {@link ErrorType} value (`'HTTPError'`), or `'Unknown(<n>)'`. */
export declare const errorTypeName: (type: number) => string;
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
 * The result of a call: `type` is {@link ErrorType.None} on success. The fields read as plain data (and
 * `JSON.stringify` keeps every one); the instance is frozen, so no field can be added or replaced, and
 * only the C++ library's setters (`SetType`, `SetError`, ...) change a value, each checking it. Every call
 * hands out a result of its own, so a setter used on one never changes what another callback sees.
 */
export declare class ClientResult {
    #private;
    constructor(init: ClientResultInit);
    /** The kind of outcome. */
    get type(): ErrorType;
    /** A human-readable description; never a secret. */
    get error(): string;
    /** The service's numeric error code, or 0. */
    get errorCode(): number;
    /** The HTTP status, or 0. */
    get status(): number;
    /** The (redacted) body of a failed response, or `''`. */
    get responseBody(): string;
    /** Whether the same call may succeed later. */
    get retryable(): boolean;
    /** Seconds to wait before retrying, or 0. */
    get retryAfter(): number;
    /** Every field, for `JSON.stringify`. */
    toJSON(): Required<ClientResultInit>;
    /** The successful result (optionally with the HTTP status of the response). */
    static ok(status?: number): ClientResult;
    /** True when the call succeeded (`type` is `None`). */
    successful(): boolean;
    /** C++ name of {@link successful}. */
    Successful(): boolean;
    /** C++ `Type()`: the {@link ErrorType}. */
    Type(): ErrorType;
    /** C++ `Error()`: the description (never a secret). */
    Error(): string;
    /** C++ `ErrorCode()`: the service's numeric error code, or 0. */
    ErrorCode(): number;
    /** C++ `Status()`: the HTTP status, or 0. */
    Status(): number;
    /** C++ `ResponseBody()`: the (redacted) body of a failed response. */
    ResponseBody(): string;
    /** C++ `Retryable()`. */
    Retryable(): boolean;
    /** C++ `RetryAfter()`: seconds. */
    RetryAfter(): number;
    /** C++ `SetType`. @throws ValidationError naming `Type` for a value that is no {@link ErrorType}. */
    SetType(Type: ErrorType): void;
    /** C++ `SetError`. @throws ValidationError naming `Error` for a non-string. */
    SetError(error: string): void;
    /** C++ `SetErrorCode`. @throws ValidationError naming `ErrorCode` unless an int32. */
    SetErrorCode(ErrorCode: number): void;
    /** C++ `SetStatus`. @throws ValidationError naming `Status` unless 0 or 100 to 599. */
    SetStatus(Status: number): void;
    /** C++ `SetResponseBody`. @throws ValidationError naming `ResponseBody` for a non-string. */
    SetResponseBody(ResponseBody: string): void;
    /**
     * C++ `SetSuccessful`: true makes the type `None`. Here success *is* `Type() === None`, so false is
     * accepted only once a failure type is set (`SetType`) rather than inventing a kind of failure.
     * @throws ValidationError naming `Successful` for a non-boolean, or false while the type is `None`.
     */
    SetSuccessful(Successful: boolean): void;
    /** C++ `SetRetryable`. @throws ValidationError naming `Retryable` for a non-boolean. */
    SetRetryable(Retryable: boolean): void;
    /** C++ `SetRetryAfter`: seconds. @throws ValidationError naming `RetryAfter` unless finite and >= 0. */
    SetRetryAfter(RetryAfter: number): void;
    /** C++ name of {@link toString}. */
    ToString(): string;
    /** One line such as `HTTPError (status 400, code 50035): Invalid Form Body`. */
    toString(): string;
}
