import { ConnectionError, ConnectionStatus } from './status.js';
/** How the connection retries. */
export interface ConnectionPolicy {
    /** Failures in a row (without reaching Ready) before giving up. Default 8. */
    readonly maxRetries: number;
    /** Delay before the first retry, before jitter, ms. Default 1000. */
    readonly backoffBaseMs: number;
    /** Longest delay between retries, ms. Default 30000. */
    readonly backoffMaxMs: number;
    /** Pause before a fresh IDENTIFY after INVALID SESSION, ms: uniformly between these. Default 1000..5000. */
    readonly reidentifyMinMs: number;
    readonly reidentifyMaxMs: number;
    /**
     * How long a connection must stay Ready before its failures are forgotten, ms. Default 60000. (Optional
     * in the type so that older policies still compile; the connection fills in the default.)
     */
    readonly healthyAfterMs?: number | undefined;
}
/** A policy with every field set. */
export type FullConnectionPolicy = {
    readonly [K in keyof ConnectionPolicy]-?: number;
};
export declare const DEFAULT_POLICY: FullConnectionPolicy;
/** The detail of a status change caused by INVALID SESSION: its opcode, 9 (no close code applies). */
export declare const INVALID_SESSION_DETAIL = 9;
export interface MachineState {
    readonly status: ConnectionStatus;
    /** Failures in a row since the last healthy connection (or since Connect). */
    readonly failures: number;
    /** INVALID SESSIONs since the last healthy connection (or since Connect). */
    readonly invalidSessions: number;
    /** A session exists that a new connection may RESUME. */
    readonly resumable: boolean;
    /** Reconnecting: a retry timer is armed (no socket is open). */
    readonly waiting: boolean;
    /** Connect was called while disconnecting: connect again once closed. */
    readonly connectAfterClose: boolean;
}
export declare const INITIAL_STATE: MachineState;
export type MachineInput = {
    readonly type: 'connect';
} | {
    readonly type: 'disconnect';
} | {
    readonly type: 'urlResolved';
}
/** `GET /gateway` failed: `retryable` (network, 5xx, 429) or not; `detail` the HTTP status or 0. */
 | {
    readonly type: 'urlFailed';
    readonly retryable: boolean;
    readonly detail: number;
}
/** The socket is open and HELLO arrived. */
 | {
    readonly type: 'opened';
}
/** READY or RESUMED arrived. */
 | {
    readonly type: 'ready';
}
/** The connection has stayed Ready for `healthyAfterMs`: its failures are forgotten. */
 | {
    readonly type: 'healthy';
}
/**
 * The connection failed: closed by the server or the network (`socketOpen` false), or found dead
 * while still open (`socketOpen` true: missed ACK, RECONNECT, a bad frame, a handshake deadline).
 * `code` is the close code (1006 for a network failure) or the reason's code.
 */
 | {
    readonly type: 'failed';
    readonly code: number;
    readonly socketOpen: boolean;
} | {
    readonly type: 'invalidSession';
    readonly resumable: boolean;
} | {
    readonly type: 'tokenChanged';
} | {
    readonly type: 'retryDue';
}
/** The socket closed after a `close` effect. */
 | {
    readonly type: 'closeDone';
};
export type Effect = 
/** Fetch the gateway's address; report `urlResolved` or `urlFailed`. */
{
    readonly type: 'resolveUrl';
}
/** Open a socket; on HELLO send RESUME (when `resume` and a session exists) or IDENTIFY. */
 | {
    readonly type: 'open';
    readonly resume: boolean;
}
/** Close the socket with `code` (4000 keeps the session resumable, 1000 ends it); report `closeDone`. */
 | {
    readonly type: 'close';
    readonly code: number;
}
/** Drop whatever is pending (socket, request, timers) without waiting. */
 | {
    readonly type: 'abandon';
}
/** Report `retryDue` after `ms`. */
 | {
    readonly type: 'wait';
    readonly ms: number;
}
/** Send IDENTIFY on the open socket after `ms`. */
 | {
    readonly type: 'identify';
    readonly ms: number;
}
/** Forget the session (no RESUME from now on). */
 | {
    readonly type: 'forgetSession';
} | {
    readonly type: 'status';
    readonly status: ConnectionStatus;
    readonly error: ConnectionError;
    readonly detail: number;
};
export interface Transition {
    readonly state: MachineState;
    readonly effects: readonly Effect[];
}
/** What a transition may draw on: the policy, and a random number in [0, 1) for jitter. */
export interface MachineEnv {
    readonly policy: ConnectionPolicy;
    readonly random: number;
}
/** The next state and its effects. Inputs that make no sense in a state leave it unchanged. */
export declare function transition(state: MachineState, input: MachineInput, env: MachineEnv): Transition;
