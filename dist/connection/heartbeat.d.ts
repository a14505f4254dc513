/**
 * The client's heartbeat: the first beat after a random part of the interval (so that many clients
 * reconnecting together spread out), then one per interval. A beat that finds the previous one still
 * unacknowledged means the connection is a zombie: the server, or the path to it, stopped answering
 * while the socket still looks open. The timers never keep the process alive on their own.
 */
export interface HeartbeatOptions {
    /** The interval HELLO announced, ms. */
    readonly intervalMs: number;
    /** In [0, 1): which part of the interval the first beat waits. */
    readonly jitter: number;
    /** Sends one beat. */
    readonly beat: () => void;
    /** Called once when a beat finds the previous one unacknowledged; beating stops. */
    readonly onMissedAck: () => void;
}
export declare class Heartbeat {
    #private;
    constructor(options: HeartbeatOptions);
    /** The server acknowledged the last beat. */
    acked(): void;
    /** The server asked for a beat now (op 1): send one without changing the schedule. */
    beatNow(): void;
    stop(): void;
}
