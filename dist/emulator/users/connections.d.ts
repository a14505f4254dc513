/**
 * Users' connected accounts (`GET /users/@me/connections`). SERVICE.md: "Newly created and (from a stated
 * date in July 2026) legacy third-party game connections are no longer returned." So a connection records
 * its `kind` (a platform account, or a third-party game's connection) and when it was linked, and the
 * list leaves out every game connection linked since the change, and, once the July cut-over has passed
 * on the emulator's clock, the older ("legacy") ones too. Accounts are always returned.
 */
import type { UserConnection } from '../../model/index.js';
import type { EmulatorContext } from '../context.js';
import type { ConnectionRecord } from '../records.js';
import type { EmulatorStore } from '../store.js';
/** The scope a Bearer token needs to read connections. */
export declare const CONNECTIONS_SCOPE = "connections";
/**
 * Game connections linked at or after this instant are "newly created": never returned. SERVICE.md gives
 * no date for that change, only that it came before the July 2026 cut-over of the legacy ones; the
 * emulator dates it at the start of 2026 (2026-01-01T00:00:00Z).
 */
export declare const NEW_GAME_CONNECTIONS_HIDDEN_FROM: number;
/**
 * From this instant legacy game connections are not returned either. SERVICE.md names only the month
 * (July 2026); the emulator takes its first instant (2026-07-01T00:00:00Z), the earliest the stated date
 * can be, so that code tested here never relies on a connection the service may already withhold.
 */
export declare const LEGACY_GAME_CONNECTIONS_HIDDEN_FROM: number;
/** Connections by user id, in the order they were linked. */
export declare function connectionsOf(store: EmulatorStore): Map<string, ConnectionRecord[]>;
/** Whether the service still returns this connection at `now` (Unix ms). */
export declare function isConnectionReturned(connection: ConnectionRecord, now: number): boolean;
/** Links a connection; one already linked with the same service and account id is replaced in place. */
export declare function linkConnection(ctx: EmulatorContext, connection: ConnectionRecord): ConnectionRecord;
/** The user's connections as the route answers them: the filter above applied at the emulator's time. */
export declare function returnedConnections(ctx: EmulatorContext, userId: string): UserConnection[];
/** Forgets a removed user's connections. */
export declare function unlinkUserConnections(ctx: EmulatorContext, userId: string): void;
