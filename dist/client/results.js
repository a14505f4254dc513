/**
 * The facade's calling convention, written once: every async `Client` method returns a Promise of its
 * values and rejects with {@link ClientResultError}; given the C++ library's callback as its last
 * argument, it calls it exactly once with `(result, ...values)` and its Promise never rejects. The SDK's
 * errors become the C++ library's `ClientResult` here, and only here ({@link toClientResult}).
 */
import { AuthorizationAbortedError, AuthorizationError } from '../auth/errors.js';
import { AbortError, HttpResponseError, NetworkError, RateLimitedError, ServiceError, TimeoutError, ValidationError, } from '../http/errors.js';
import { ClientResult, ErrorType } from './clientResult.js';
/** A failed call: `result` is the `ClientResult` the C++ library would report; `cause` the original error. */
export class ClientResultError extends Error {
    name = 'ClientResultError';
    result;
    constructor(result, cause) {
        super(result.toString(), cause === undefined ? undefined : { cause });
        this.result = result;
    }
}
/**
 * The `ClientResult` the C++ library would report for any failure. Argument errors (TypeError,
 * RangeError) are ValidationError; anything unknown is reported without its message, which could quote
 * data.
 */
export function toClientResult(error) {
    if (error instanceof ClientResultError)
        return error.result;
    if (error instanceof ValidationError)
        return failed(ErrorType.ValidationError, error);
    if (error instanceof RateLimitedError) {
        return new ClientResult({
            type: ErrorType.HTTPError,
            error: error.message,
            status: 429,
            responseBody: error.responseBody,
            retryable: true,
            retryAfter: error.retryAfter,
        });
    }
    if (error instanceof HttpResponseError) {
        return new ClientResult({
            type: ErrorType.HTTPError,
            error: error.message,
            errorCode: error instanceof ServiceError ? error.serviceCode : 0,
            status: error.status,
            responseBody: error.responseBody,
            retryable: error.status >= 500,
        });
    }
    if (error instanceof TimeoutError || error instanceof NetworkError) {
        return failed(ErrorType.NetworkError, error, { retryable: true });
    }
    if (error instanceof AbortError)
        return failed(ErrorType.Aborted, error);
    if (error instanceof AuthorizationAbortedError)
        return failed(ErrorType.Aborted, error, { retryable: true });
    if (error instanceof AuthorizationError) {
        return failed(ErrorType.AuthorizationFailed, error, { status: error.status });
    }
    if (error instanceof TypeError || error instanceof RangeError) {
        return failed(ErrorType.ValidationError, error);
    }
    const name = error instanceof Error ? error.name : typeof error;
    return new ClientResult({ type: ErrorType.NetworkError, error: `unexpected failure (${name})` });
}
function failed(type, error, extra = {}) {
    return new ClientResult({ type, error: error.message, ...extra });
}
/** Surfaces an exception thrown by a user's callback as an uncaught exception, as a plain callback would. */
function rethrowLater(error) {
    setImmediate(() => {
        throw error;
    });
}
/** Runs a callback now, surfacing what it throws as an uncaught exception (a plain callback's behaviour). */
function callNow(task) {
    try {
        task();
    }
    catch (error) {
        rethrowLater(error);
    }
}
/**
 * Runs `work` under the facade's convention.
 * @param spread - the callback's values for a successful result.
 * @param empty - the callback's values on failure (the C++ library's defaults: `''`, `0`, ...).
 * @param deliver - runs the callback: the client's delivery (immediate or pumped by `RunCallbacks`, and
 *   catching what it throws). The Promise settles when the result is ready, whenever the callback runs.
 */
export function settle(work, callback, spread, empty, deliver = callNow) {
    // Synchronous throws (argument checks) become rejections too.
    const running = Promise.resolve().then(work);
    if (callback === undefined) {
        return running.catch((error) => {
            throw error instanceof ClientResultError ? error : new ClientResultError(toClientResult(error), error);
        });
    }
    if (typeof callback !== 'function') {
        return Promise.reject(new ClientResultError(new ClientResult({ type: ErrorType.ValidationError, error: 'callback: expected a function' })));
    }
    return running.then((value) => {
        const values = spread(value);
        deliver(() => callback(ClientResult.ok(), ...values));
    }, (error) => {
        const result = toClientResult(error);
        deliver(() => callback(result, ...empty));
    });
}
