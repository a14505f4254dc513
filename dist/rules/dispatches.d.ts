/**
 * One check per dispatch the SDK consumes: the fields its caches and events rely on, with their types,
 * checked once at the edge (the connection drops a dispatch that fails, so the cache never sees it). The
 * checks are of types and bounds, not of the service's business rules: a future field is allowed, a
 * missing or mistyped one that the SDK reads is not. Relationship and presence entries inside READY are
 * checked one by one by the friends cache (a bad entry skips that entry only), so READY checks their
 * lists here and not their items.
 *
 * A failed check names the dispatch and the JSON path (`LOBBY_MEMBER_ADD d.member.id: expected a
 * snowflake string`), never the value. Dispatch names outside the model pass (forward compatibility:
 * nothing reads them but the `dispatch` event's listeners).
 */
import type { GatewayEventName } from '../model/gateway.js';
import { type Shape } from './wireShape.js';
/**
 * Bounds of what a dispatch may carry, well above the service's own limits (25 metadata keys, 1000
 * members, 2000 characters): they stop a hostile server from filling memory, not a future version.
 */
export declare const DispatchBounds: {
    readonly LOBBIES: 10000;
    readonly MEMBERS: 10000;
    readonly METADATA_KEYS: 1000;
    readonly METADATA_VALUE: 16384;
    readonly CONTENT: 16384;
    readonly NAME: 256;
    readonly LIST: 100000;
    readonly URL: 2048;
};
/** Each dispatch's check, by its name. */
export declare const DISPATCH_SHAPES: Readonly<Record<GatewayEventName, Shape>>;
/** A dispatch that failed its check: its name and the failing path with what was expected. */
export interface DispatchProblem {
    readonly ok: false;
    readonly t: string;
    /** `d.member.id: expected a snowflake string` (never the value). */
    readonly reason: string;
}
/** The verdict of {@link checkDispatch}: it fits, or what is wrong and where. */
export type DispatchCheck = {
    readonly ok: true;
} | DispatchProblem;
/**
 * Checks a dispatch's data against what the SDK relies on.
 * @param t - the dispatch's name (`LOBBY_CREATE`); names the SDK does not know pass.
 * @param d - its data, as parsed from the frame.
 * @example
 * checkDispatch('LOBBY_DELETE', { id: 5 }) // { ok: false, t: 'LOBBY_DELETE', reason: 'd.id: expected a snowflake string' }
 */
export declare function checkDispatch(t: string, d: unknown): DispatchCheck;
