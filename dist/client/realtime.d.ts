import type { Transport } from '../http/transport.js';
import { type LogFunction } from '../model/logging.js';
import type { PresenceUpdateCommand } from '../model/presence.js';
import type { User } from '../model/user.js';
import type { LobbyVoiceStateCommand } from '../model/voice.js';
import type { RealtimeOptions } from './clientOptions.js';
import { ClientStatus, type StatusChangedCallback } from './clientStatus.js';
import { type EventDelivery } from './events.js';
import type { SocialCache, SocialEvent } from './socialCache.js';
import type { TokenState } from './tokenState.js';
export type { RealtimeOptions } from './clientOptions.js';
/**
 * Events held while the client is not Ready, at most (as many as queued callbacks): past it the oldest
 * are dropped, with one warning, in O(1).
 */
export declare const MAX_HELD_EVENTS = 100000;
/** The connection domain of one client. */
export declare class Realtime {
    #private;
    /**
     * @param shared - the context's transport, token state, cache, delivery and log.
     * @param options - retry policy and handshake bound.
     * @throws RangeError for an out-of-range policy or bound (the gateway's own checks).
     */
    constructor(shared: {
        transport: Transport;
        tokens: TokenState;
        cache: SocialCache;
        events: EventDelivery;
        log: LogFunction | undefined;
    }, options?: RealtimeOptions);
    /** The connection's status. */
    get status(): ClientStatus;
    /** @throws ValidationError naming `token` when no token was set with `UpdateToken`. */
    connect(): void;
    /** Ends the session: Disconnecting, then Disconnected. */
    disconnect(): void;
    /** The token changed: a live connection starts a fresh session with it. */
    tokenChanged(): void;
    /** @throws ValidationError naming `callback` when it is neither a function nor undefined. */
    setStatusChangedCallback(callback: StatusChangedCallback | undefined): void;
    /**
     * Calls that need the connection fail at once before Ready.
     * @param call - the facade's name of the call, for the error.
     * @returns the session's user.
     * @throws ClientResultError with `ErrorType.ClientNotReady` before `Client.Status.Ready`.
     */
    requireReady(call: string): User;
    /** The session's user while Ready, else undefined (never throws). */
    get readyUser(): User | undefined;
    /**
     * Sends a Presence Update command (op 3) on the session.
     * @param call - the facade's name of the call, for the error.
     * @param command - its d, checked by the caller.
     * @throws ClientResultError with `ErrorType.ClientNotReady` unless the session is Ready.
     */
    sendPresenceUpdate(call: string, command: PresenceUpdateCommand): void;
    /**
     * Sends Update Lobby Voice States (op 17): the lobby calls of this session.
     * @returns false when the session is not Ready (nothing sent).
     */
    sendLobbyVoiceStates(states: readonly LobbyVoiceStateCommand[]): boolean;
    /** The gateway session's id while one is open (READY's `session_id`). */
    get sessionId(): string | undefined;
    /**
     * @param listener - called with every dispatch that passed its check, at once (not through the
     *   callback delivery), after the cache applied it. A listener that throws is logged and skipped.
     */
    onDispatch(listener: (t: string, d: unknown) => void): void;
    /**
     * @param listener - called after each READY and RESUMED has been applied: the service forgot what the
     *   session's connection set when it dropped, so a domain may restate it.
     */
    onSessionStart(listener: () => void): void;
    /**
     * Delivers lobby, message, relationship and user events now if the client is Ready, else holds them,
     * in order, until it is (no event may reach the game before the `Get*` calls can read its state).
     */
    deliverWhenReady(events: readonly SocialEvent[]): void;
    /**
     * @param listener - told each status change at once (not through the callback delivery), after the
     *   READY or RESUMED it follows was applied: the calls domain, whose voice cannot wait for RunCallbacks.
     */
    onStatus(listener: (status: ClientStatus) => void): void;
}
