import type { Transport } from '../http/transport.js';
import { type GatewayDispatch } from '../model/gateway.js';
import type { PresenceUpdateCommand } from '../model/presence.js';
import type { LobbyVoiceStateCommand } from '../model/voice.js';
import { type ConnectionPolicy } from './machine.js';
import { type ConnectionError, ConnectionStatus } from './status.js';
/** Options of a {@link GatewayConnection}. */
export interface GatewayConnectionOptions {
    /** Fetches the gateway's address (its base URL and timeout are the client's). */
    readonly transport: Transport;
    /** The current access token, read at each IDENTIFY and RESUME. */
    readonly token: () => string | undefined;
    /** Retry policy; defaults in {@link DEFAULT_POLICY}. */
    readonly policy?: Partial<ConnectionPolicy> | undefined;
    /** Bound of each handshake step (upgrade, HELLO, READY), ms. Default 20000. */
    readonly handshakeTimeoutMs?: number | undefined;
    /**
     * Hosts a READY's `resume_gateway_url` may name besides the gateway's own site (`*.example.net` for
     * subdomains); see resumeUrl.ts. Default none.
     */
    readonly resumeHosts?: readonly string[] | undefined;
    /** Random numbers in [0, 1) for jitter. Default `Math.random`. */
    readonly random?: (() => number) | undefined;
    /** Diagnostic lines; never receives a token. */
    readonly log?: ((line: string) => void) | undefined;
    readonly onStatus: (status: ConnectionStatus, error: ConnectionError, detail: number) => void;
    /** Each dispatch once, in order (READY and RESUMED included), only after it passed its check. */
    readonly onDispatch: (dispatch: GatewayDispatch) => void;
    /**
     * A dispatch failed its check (src/rules/dispatches.ts) and was dropped: its name and the failing path
     * with what was expected (never the data). A dropped READY also ends the connection attempt.
     */
    readonly onDropped?: ((t: string, reason: string) => void) | undefined;
}
export declare const DEFAULT_HANDSHAKE_TIMEOUT_MS = 20000;
export declare class GatewayConnection {
    #private;
    constructor(options: GatewayConnectionOptions);
    get status(): ConnectionStatus;
    connect(): void;
    disconnect(): void;
    /** The token changed: a live connection starts a fresh session with it. */
    tokenChanged(): void;
    /**
     * Sends a Presence Update command (op 3) on the session's socket.
     * @param command - its d, already checked by the caller (src/rules/gateway.ts `checkPresenceUpdate`).
     * @returns false, with nothing sent, unless the session is Ready.
     */
    sendPresenceUpdate(command: PresenceUpdateCommand): boolean;
    /**
     * Sends Update Lobby Voice States (op 17, VOICE.md §3.4): the lobby calls this session is in, with its
     * self mute and deafen in each; a lobby left out is a call left.
     * @returns false, with nothing sent, unless the session is Ready.
     */
    sendLobbyVoiceStates(states: readonly LobbyVoiceStateCommand[]): boolean;
    toString(): string;
}
