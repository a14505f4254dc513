/**
 * What every REST function shares: call options, snowflake arguments and the pre-flight check that turns
 * issues into a `ValidationError` before anything is sent.
 *
 * A snowflake is parsed once, at the edge. The REST functions are an edge for their own callers (they take
 * `bigint | string` and parse it); the `Client` is the edge of its calls: it parses each id with
 * {@link snowflakeArgument} and hands the api a {@link ParsedSnowflake}, which {@link placeRouteParams} puts
 * in the route as it is. A brand (a type only, no runtime cost) was chosen over a runtime wrapper so the
 * parsed id stays the plain decimal string the rest of the SDK uses.
 */
import { type RequestInfo } from '../http/errors.js';
import type { RouteParams } from '../http/route.js';
import type { TransportRequest } from '../http/transport.js';
import { type Snowflake } from '../model/index.js';
import { type Issue } from '../rules/issues.js';
import { type OptionKeys } from '../rules/optionKeys.js';
/**
 * Options every REST function accepts. A key it does not take (`{ signl }`, `{ timeoutMs }`) fails the
 * call with a TypeError naming the key and the route, before anything is sent: the transport checks each
 * call's options against its key list (`signal` alone, or the route's own).
 */
export interface CallOptions {
    /** Aborts the call (including time spent queued behind rate limits): rejects with `AbortError`. */
    signal?: AbortSignal | undefined;
}
/** The keys of {@link CallOptions}, which the transport checks a call's options against. */
export declare const CALL_OPTION_KEYS: OptionKeys;
/**
 * The fields of a transport request that carry a call's options: its signal, and the options with their
 * key list, which the transport checks (one check for every route, in `Transport.request`).
 * @param keys - the route's key list when it takes more than `signal` (`optionKeys<...Options>()`).
 */
export declare function callFields(options: CallOptions, keys?: OptionKeys): Pick<TransportRequest, 'signal' | 'options' | 'optionKeys'>;
/** A snowflake argument: a decimal string or a bigint (as the C++ library's uint64). */
export type SnowflakeArg = Snowflake | bigint;
declare const parsed: unique symbol;
/** A snowflake already validated and normalised by {@link snowflakeArgument}: placed in routes as it is. */
export type ParsedSnowflake = Snowflake & {
    readonly [parsed]: true;
};
/**
 * The one parse of a snowflake argument at the facade's edge.
 * @param value - what the caller passed (`bigint` or decimal string).
 * @param name - the argument's name, used as the error's path (`lobbyId`).
 * @returns the decimal string, branded as parsed.
 * @throws ValidationError naming the argument when it is not a snowflake of 0..2^64-1.
 */
export declare function snowflakeArgument(value: unknown, name: string): ParsedSnowflake;
/** Throws a `ValidationError` naming `what` when `issues` is not empty. */
export declare function ensureValid(request: RequestInfo, what: string, issues: readonly Issue[]): void;
/**
 * Normalises snowflake arguments (`{ lobbyId: 5n }` -> `{ lobbyId: '5' }`); every invalid one is reported
 * in one `ValidationError`, with the argument's name as the path.
 */
export declare function snowflakeArgs<K extends string>(request: RequestInfo, args: Readonly<Record<K, unknown>>): Record<K, Snowflake>;
/**
 * Route parameters from snowflake arguments (`{ lobbyId: 5n }` -> `{ 'lobby.id': '5' }`), validated and
 * normalised; `undefined` arguments are left out.
 */
export declare function routeParams(request: RequestInfo, args: Readonly<Record<string, SnowflakeArg | undefined>>): RouteParams;
/** Route parameters from ids parsed already (`{ lobbyId }` -> `{ 'lobby.id': lobbyId }`): no second parse. */
export declare function placeRouteParams(ids: Readonly<Record<string, ParsedSnowflake>>): RouteParams;
export {};
