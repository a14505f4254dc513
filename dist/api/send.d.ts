/**
 * The road of one route call, shared by the REST functions: the ids placed in the route (parsed here, or
 * placed as the `Client` parsed them at its edge), the pre-flight issues reported, the request sent and
 * the response body returned; a list route's empty answer (204, or null) reads as `[]`. Internal to
 * `src/api` (not exported by its index): each route function keeps its own typed, documented signature.
 */
import type { HttpMethod, Transport, TransportRequest } from '../http/transport.js';
import type { Issue } from '../rules/issues.js';
import type { OptionKeys } from '../rules/optionKeys.js';
import { type CallOptions, type ParsedSnowflake, type SnowflakeArg } from './call.js';
/**
 * The ids of a call: from a caller of the public functions (`ids`, parsed here; `undefined` ones left
 * out), or from the `Client`, which parsed them at its edge (`parsedIds`, placed as they are: one parse
 * per id).
 */
export type RouteIds = {
    readonly ids?: Readonly<Record<string, SnowflakeArg | undefined>> | undefined;
    readonly parsedIds?: undefined;
} | {
    readonly ids?: undefined;
    readonly parsedIds: Readonly<Record<string, ParsedSnowflake>>;
};
/** One call of a route, as its REST function describes it. */
export type RouteCall = RouteIds & {
    readonly method: HttpMethod;
    readonly route: string;
    /** Route parameters that are not snowflakes (a relationship's `kind`), checked already, placed as they are. */
    readonly params?: Readonly<Record<string, string>> | undefined;
    /** The JSON body, if the route takes one. */
    readonly body?: unknown;
    /** The pre-flight check (given the body; of the body unless `what` says otherwise), run once the ids are parsed. */
    readonly check?: ((body: unknown) => readonly Issue[]) | undefined;
    /** What `check` is about, as the `ValidationError` names it. Default `body`. */
    readonly what?: string | undefined;
    readonly query?: TransportRequest['query'];
    /** The answer carries a secret (an invite code): an error never quotes it. */
    readonly sensitiveResponse?: boolean | undefined;
    /** The call's options, checked by the transport against `optionKeys`. */
    readonly options: CallOptions;
    /** The keys `options` may hold, when the route takes more than `signal`. Default: `signal` alone. */
    readonly optionKeys?: OptionKeys | undefined;
};
/** Checks the ids, then runs the check (a `ValidationError` for either), then sends; resolves with the body. */
export declare function send<T>(transport: Transport, call: RouteCall): Promise<T>;
/** {@link send} for a list route: an empty answer (204, or a null body) is the empty list. */
export declare function sendForList<T>(transport: Transport, call: RouteCall): Promise<T[]>;
