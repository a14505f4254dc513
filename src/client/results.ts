/**
 * The facade's calling convention, written once: every async `Client` method returns a Promise of its
 * values and rejects with {@link ClientResultError}; given the C++ library's callback as its last
 * argument, it calls it exactly once with `(result, ...values)` and its Promise never rejects.
 */
import { ClientResult, ErrorType } from '../http/clientResult.js';

/** A failed call: `result` is the `ClientResult` the C++ library would report; `cause` the original error. */
export class ClientResultError extends Error {
  override name = 'ClientResultError';
  readonly result: ClientResult;

  constructor(result: ClientResult, cause?: unknown) {
    super(result.toString(), cause === undefined ? undefined : { cause });
    this.result = result;
  }
}

/** A callback of the C++ library: the result first, then the call's values (defaults on failure). */
export type ResultCallback<V extends readonly unknown[]> = (result: ClientResult, ...values: V) => void;

function hasClientResult(error: unknown): error is { toClientResult(): ClientResult } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { toClientResult?: unknown }).toClientResult === 'function'
  );
}

/**
 * The `ClientResult` of any failure. Errors of the SDK map themselves; argument errors (TypeError,
 * RangeError) are ValidationError; anything else is reported without its message, which could quote data.
 */
export function toClientResult(error: unknown): ClientResult {
  if (error instanceof ClientResultError) return error.result;
  if (hasClientResult(error)) return error.toClientResult();
  if (error instanceof TypeError || error instanceof RangeError) {
    return new ClientResult({ type: ErrorType.ValidationError, error: error.message });
  }
  const name = error instanceof Error ? error.name : typeof error;
  return new ClientResult({ type: ErrorType.NetworkError, error: `unexpected failure (${name})` });
}

/** Surfaces an exception thrown by a user's callback as an uncaught exception, as a plain callback would. */
function rethrowLater(error: unknown): void {
  setImmediate(() => {
    throw error;
  });
}

/**
 * Runs `work` under the facade's convention.
 * @param spread - the callback's values for a successful result.
 * @param empty - the callback's values on failure (the C++ library's defaults: `''`, `0`, ...).
 */
export function settle<T, V extends readonly unknown[]>(
  work: () => Promise<T>,
  callback: ResultCallback<V> | undefined,
  spread: (value: T) => V,
  empty: V,
): Promise<T> | Promise<void> {
  // Synchronous throws (argument checks) become rejections too.
  const running = Promise.resolve().then(work);
  if (callback === undefined) {
    return running.catch((error: unknown): never => {
      throw error instanceof ClientResultError ? error : new ClientResultError(toClientResult(error), error);
    });
  }
  if (typeof callback !== 'function') {
    return Promise.reject<void>(
      new ClientResultError(
        new ClientResult({ type: ErrorType.ValidationError, error: 'callback: expected a function' }),
      ),
    );
  }
  return running.then(
    (value) => {
      try {
        callback(ClientResult.ok(), ...spread(value));
      } catch (error) {
        rethrowLater(error);
      }
    },
    (error: unknown) => {
      try {
        callback(toClientResult(error), ...empty);
      } catch (callbackError) {
        rethrowLater(callbackError);
      }
    },
  );
}
