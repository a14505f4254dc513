/**
 * Event delivery of the client: the `on(...)` events, the `Set...Callback` slots of the lobby and message
 * events, and the callbacks of async calls, all run through one {@link CallbackQueue} (at once, or when
 * the game calls `RunCallbacks()`). What a callback or listener throws is reported, never rethrown.
 */
import type { EventEmitter } from 'node:events';
import type { GatewayDispatch } from '../model/gateway.js';
import { type LogFunction, LoggingSeverity } from '../model/logging.js';
import type { Snowflake } from '../model/snowflake.js';
import type { ActivityInvite } from './activityInvite.js';
import { type CallbackMode } from './callbacks.js';
import type { ClientError, ClientStatus } from './clientStatus.js';
import type { SocialEvent } from './socialCache.js';
/** The lobby, message, relationship and user events, by their `on(...)` name, and their values. */
export interface SocialEvents {
    lobbyCreated: [lobbyId: Snowflake];
    lobbyDeleted: [lobbyId: Snowflake];
    lobbyUpdated: [lobbyId: Snowflake];
    lobbyMemberAdded: [lobbyId: Snowflake, memberId: Snowflake];
    lobbyMemberUpdated: [lobbyId: Snowflake, memberId: Snowflake];
    lobbyMemberRemoved: [lobbyId: Snowflake, memberId: Snowflake];
    messageCreated: [messageId: Snowflake];
    messageUpdated: [messageId: Snowflake];
    messageDeleted: [messageId: Snowflake, channelId: Snowflake];
    /** A relationship appeared or changed type; the flag says which kind (Discord, else game). */
    relationshipCreated: [userId: Snowflake, isDiscordRelationshipUpdate: boolean];
    /** A relationship of one kind is gone (Discord when the flag is true, else game). */
    relationshipDeleted: [userId: Snowflake, isDiscordRelationshipUpdate: boolean];
    /** A friend moved between the friends list's groups (or entered or left them). */
    relationshipGroupsUpdated: [userId: Snowflake];
    /** A cached user changed: name, avatar, online status, rich presence, or starting or stopping the game. */
    userUpdated: [userId: Snowflake];
    /** An invite to a friend's activity, or a request to join the user's, arrived (no `messageCreated`). */
    activityInviteCreated: [invite: ActivityInvite];
    /** A known invite's validity changed (its sender left or rejoined the party, or 6 hours passed). */
    activityInviteUpdated: [invite: ActivityInvite];
    /** The user accepted an invite outside the game (a deep link): pass the secret to `CreateOrJoinLobby`. */
    activityJoin: [joinSecret: string];
    /** The same, with the application the invite was for (parent and child applications). */
    activityJoinWithApplication: [applicationId: Snowflake, joinSecret: string];
}
/** The callback a `Set...Callback` slot holds for the event `K`, or undefined for none. */
export type SlotOf<K extends keyof SocialEvents> = ((...values: SocialEvents[K]) => void) | undefined;
/**
 * Events of a `Client` (`client.on(name, listener)`), next to the single `Set*Callback` slots.
 * They are delivered like callbacks: at once, or by `RunCallbacks()` in pumped mode.
 */
export interface ClientEvents extends SocialEvents {
    /**
     * A refresh answered `invalid_grant`: the user removed the app or the grant was revoked (the spec's
     * equivalent of the APPLICATION_DEAUTHORIZED webhook). Sign the user in again.
     */
    deauthorized: [event: {
        applicationId: Snowflake;
    }];
    /** The connection's status changed (what `SetStatusChangedCallback` receives). */
    statusChanged: [status: ClientStatus, error: ClientError, errorDetail: number];
    /** A gateway event, once and in order (READY and RESUMED included); narrow on `t` for its data. */
    dispatch: [event: GatewayDispatch];
    /**
     * A dispatch from the server did not have the shape the client relies on and was dropped before any
     * cache saw it (a READY that fails also ends that connection attempt). `reason` names the failing path
     * and what was expected, never the data; `count` is the number dropped since the client was made.
     */
    dispatchDropped: [event: {
        t: string;
        reason: string;
        count: number;
    }];
    /**
     * A callback or listener threw. Without a listener here, the error goes to the `log` option, or else
     * becomes a process warning; it never stops the other callbacks.
     */
    error: [error: unknown];
}
/**
 * Checks a callback given to a `Set...Callback` slot.
 * @param callback - a function, or undefined to clear the slot.
 * @returns the callback, unchanged.
 * @throws ValidationError naming `callback` for anything else.
 */
export declare function slotCallback<F>(callback: F | undefined): F | undefined;
/** Runs the client's callbacks, events and slots in its callback mode. */
export declare class EventDelivery {
    #private;
    /**
     * @param emitter - where the `on(...)` listeners are registered (the `Client`, an EventEmitter).
     * @param mode - `'immediate'` or `'pumped'`.
     * @param log - receives what a callback threw when nobody listens to `error`.
     * @param hears - whether anyone reads the log's lines of a severity (default: yes, when there is a log);
     *   when nobody does, a throwing callback becomes a process warning instead of going unseen.
     * @throws TypeError for an unknown mode.
     */
    constructor(emitter: EventEmitter<ClientEvents>, mode: CallbackMode, log: LogFunction | undefined, hears?: ((severity: LoggingSeverity) => boolean) | undefined);
    /** Runs `task` now (immediate) or at the next `RunCallbacks()` (pumped), reporting what it throws. */
    get run(): (task: () => void) => void;
    /** Runs the queued callbacks and events, in order; returns how many ran. */
    drain(): number;
    /** Sets (or, with undefined, clears) the slot of a lobby or message event. */
    setSlot<K extends keyof SocialEvents>(name: K, callback: SlotOf<K>): void;
    /** A lobby or message event: its slot, then its `on(...)` listeners, as one delivery. */
    deliverSocial(happened: SocialEvent): void;
    /**
     * Delivers an event to its listeners like a callback (at once, or at `RunCallbacks()`); a listener
     * that throws is reported and the others still run.
     */
    deliver<K extends keyof ClientEvents>(event: K, ...args: ClientEvents[K]): void;
}
