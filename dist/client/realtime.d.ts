import type { ConnectionPolicy } from '../connection/machine.js';
import type { Transport } from '../http/transport.js';
import { type LogFunction } from '../model/logging.js';
import type { PresenceUpdateCommand } from '../model/presence.js';
import type { User } from '../model/user.js';
import { ClientStatus, type StatusChangedCallback } from './clientStatus.js';
import { type EventDelivery } from './events.js';
import type { SocialCache } from './socialCache.js';
import type { TokenState } from './tokenState.js';
/** Options of the realtime connection (`ClientOptions.connection`). */
export interface RealtimeOptions {
    /** Retry policy of lost connections. */
    policy?: Partial<ConnectionPolicy> | undefined;
    /** Bound of each handshake step (upgrade, HELLO, READY), ms. Default 20000. */
    handshakeTimeoutMs?: number | undefined;
    /**
     * Hosts a READY's `resume_gateway_url` may name besides the gateway's own site (`*.example.net` for
     * any subdomain). A URL outside them, or `ws:` after a `wss:` gateway, is not followed: the next
     * connection identifies afresh at the original gateway (docs/hostile-peers.md).
     * @default []
     */
    resumeHosts?: readonly string[] | undefined;
}
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
     * @param listener - called after each READY and RESUMED has been applied: the service forgot what the
     *   session's connection set when it dropped, so a domain may restate it.
     */
    onSessionStart(listener: () => void): void;
}
