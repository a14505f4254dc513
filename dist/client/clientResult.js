/**
 * The outcome of an SDK call as the C++ client library reports it (`discordpp::ClientResult`), as plain
 * data. `toClientResult(error)` (results.ts) maps the SDK's errors onto it; the `Client` facade hands it to
 * callbacks and wraps it in its rejections.
 */
import { ValidationError } from '../http/errors.js';
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
};
/** The name of an {@link ErrorType} value (`'HTTPError'`), or `'Unknown(<n>)'`. */
export const errorTypeName = enumNamer(ErrorType);
/**
 * The result of a call: `type` is {@link ErrorType.None} on success. The fields read as plain data (and
 * `JSON.stringify` keeps every one); the instance is frozen, so no field can be added or replaced, and
 * only the C++ library's setters (`SetType`, `SetError`, ...) change a value, each checking it. Every call
 * hands out a result of its own, so a setter used on one never changes what another callback sees.
 */
export class ClientResult {
    #type;
    #error;
    #errorCode;
    #status;
    #responseBody;
    #retryable;
    #retryAfter;
    constructor(init) {
        this.#type = init.type;
        this.#error = init.error ?? '';
        this.#errorCode = init.errorCode ?? 0;
        this.#status = init.status ?? 0;
        this.#responseBody = init.responseBody ?? '';
        this.#retryable = init.retryable ?? false;
        this.#retryAfter = init.retryAfter ?? 0;
        Object.freeze(this);
    }
    /** The kind of outcome. */
    get type() {
        return this.#type;
    }
    /** A human-readable description; never a secret. */
    get error() {
        return this.#error;
    }
    /** The service's numeric error code, or 0. */
    get errorCode() {
        return this.#errorCode;
    }
    /** The HTTP status, or 0. */
    get status() {
        return this.#status;
    }
    /** The (redacted) body of a failed response, or `''`. */
    get responseBody() {
        return this.#responseBody;
    }
    /** Whether the same call may succeed later. */
    get retryable() {
        return this.#retryable;
    }
    /** Seconds to wait before retrying, or 0. */
    get retryAfter() {
        return this.#retryAfter;
    }
    /** Every field, for `JSON.stringify`. */
    toJSON() {
        return {
            type: this.#type,
            error: this.#error,
            errorCode: this.#errorCode,
            status: this.#status,
            responseBody: this.#responseBody,
            retryable: this.#retryable,
            retryAfter: this.#retryAfter,
        };
    }
    /** The successful result (optionally with the HTTP status of the response). */
    static ok(status = 0) {
        return new ClientResult({ type: ErrorType.None, status });
    }
    /** True when the call succeeded (`type` is `None`). */
    successful() {
        return this.type === ErrorType.None;
    }
    // The C++ library's accessors, so that code ported from it reads the same (`result.Successful()`).
    /** C++ name of {@link successful}. */
    Successful() {
        return this.successful();
    }
    /** C++ `Type()`: the {@link ErrorType}. */
    Type() {
        return this.type;
    }
    /** C++ `Error()`: the description (never a secret). */
    Error() {
        return this.error;
    }
    /** C++ `ErrorCode()`: the service's numeric error code, or 0. */
    ErrorCode() {
        return this.errorCode;
    }
    /** C++ `Status()`: the HTTP status, or 0. */
    Status() {
        return this.status;
    }
    /** C++ `ResponseBody()`: the (redacted) body of a failed response. */
    ResponseBody() {
        return this.responseBody;
    }
    /** C++ `Retryable()`. */
    Retryable() {
        return this.retryable;
    }
    /** C++ `RetryAfter()`: seconds. */
    RetryAfter() {
        return this.retryAfter;
    }
    /** C++ `SetType`. @throws ValidationError naming `Type` for a value that is no {@link ErrorType}. */
    SetType(Type) {
        if (!ERROR_TYPES.has(Type))
            throw invalid('Type', `an ErrorType (0 to 9), got ${String(Type)}`);
        this.#type = Type;
    }
    /** C++ `SetError`. @throws ValidationError naming `Error` for a non-string. */
    SetError(error) {
        if (typeof error !== 'string')
            throw invalid('Error', 'a string');
        this.#error = error;
    }
    /** C++ `SetErrorCode`. @throws ValidationError naming `ErrorCode` unless an int32. */
    SetErrorCode(ErrorCode) {
        if (!Number.isInteger(ErrorCode) || ErrorCode < -(2 ** 31) || ErrorCode >= 2 ** 31)
            throw invalid('ErrorCode', `a 32-bit integer, got ${String(ErrorCode)}`);
        this.#errorCode = ErrorCode;
    }
    /** C++ `SetStatus`. @throws ValidationError naming `Status` unless 0 or 100 to 599. */
    SetStatus(Status) {
        if (!Number.isInteger(Status) || (Status !== 0 && (Status < 100 || Status > 599)))
            throw invalid('Status', `0 or an HTTP status (100 to 599), got ${String(Status)}`);
        this.#status = Status;
    }
    /** C++ `SetResponseBody`. @throws ValidationError naming `ResponseBody` for a non-string. */
    SetResponseBody(ResponseBody) {
        if (typeof ResponseBody !== 'string')
            throw invalid('ResponseBody', 'a string');
        this.#responseBody = ResponseBody;
    }
    /**
     * C++ `SetSuccessful`: true makes the type `None`. Here success *is* `Type() === None`, so false is
     * accepted only once a failure type is set (`SetType`) rather than inventing a kind of failure.
     * @throws ValidationError naming `Successful` for a non-boolean, or false while the type is `None`.
     */
    SetSuccessful(Successful) {
        if (typeof Successful !== 'boolean')
            throw invalid('Successful', 'a boolean');
        if (Successful)
            this.#type = ErrorType.None;
        else if (this.#type === ErrorType.None)
            throw invalid('Successful', 'a failure type first (SetType): success here is Type() === None');
    }
    /** C++ `SetRetryable`. @throws ValidationError naming `Retryable` for a non-boolean. */
    SetRetryable(Retryable) {
        if (typeof Retryable !== 'boolean')
            throw invalid('Retryable', 'a boolean');
        this.#retryable = Retryable;
    }
    /** C++ `SetRetryAfter`: seconds. @throws ValidationError naming `RetryAfter` unless finite and >= 0. */
    SetRetryAfter(RetryAfter) {
        if (typeof RetryAfter !== 'number' || !Number.isFinite(RetryAfter) || RetryAfter < 0)
            throw invalid('RetryAfter', `a finite number of seconds >= 0, got ${String(RetryAfter)}`);
        this.#retryAfter = RetryAfter;
    }
    /** C++ name of {@link toString}. */
    ToString() {
        return this.toString();
    }
    /** One line such as `HTTPError (status 400, code 50035): Invalid Form Body`. */
    toString() {
        if (this.successful())
            return this.status === 0 ? 'None' : `None (status ${this.status})`;
        const details = [];
        if (this.status !== 0)
            details.push(`status ${this.status}`);
        if (this.errorCode !== 0)
            details.push(`code ${this.errorCode}`);
        if (this.retryAfter > 0)
            details.push(`retry after ${this.retryAfter}s`);
        const head = details.length > 0 ? `${errorTypeName(this.type)} (${details.join(', ')})` : errorTypeName(this.type);
        return this.error === '' ? head : `${head}: ${this.error}`;
    }
}
const ERROR_TYPES = new Set(Object.values(ErrorType));
function invalid(field, expected) {
    return ValidationError.argument(field, `ClientResult.Set${field}: expected ${expected}`);
}
