import { ClientResult } from './clientResult.js';
/** A failed call: `result` is the `ClientResult` the C++ library would report; `cause` the original error. */
export declare class ClientResultError extends Error {
    name: string;
    readonly result: ClientResult;
    constructor(result: ClientResult, cause?: unknown);
}
/** A callback of the C++ library: the result first, then the call's values (defaults on failure). */
export type ResultCallback<V extends readonly unknown[]> = (result: ClientResult, ...values: V) => void;
/**
 * The `ClientResult` the C++ library would report for any failure. Argument errors (TypeError,
 * RangeError) are ValidationError; anything unknown is reported without its message, which could quote
 * data.
 */
export declare function toClientResult(error: unknown): ClientResult;
/**
 * Runs `work` under the facade's convention.
 * @param spread - the callback's values for a successful result.
 * @param empty - the callback's values on failure (the C++ library's defaults: `''`, `0`, ...).
 * @param deliver - runs the callback: the client's delivery (immediate or pumped by `RunCallbacks`, and
 *   catching what it throws). The Promise settles when the result is ready, whenever the callback runs.
 */
export declare function settle<T, V extends readonly unknown[]>(work: () => Promise<T>, callback: ResultCallback<V> | undefined, spread: (value: T) => V, empty: V, deliver?: (task: () => void) => void): Promise<T> | Promise<void>;
