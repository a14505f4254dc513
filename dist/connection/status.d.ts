/** The connection's status. */
export declare const ConnectionStatus: {
    /** Not connected: before `Connect`, after `Disconnect`, or once retries gave up. */
    readonly Disconnected: 0;
    /** The WebSocket is opening. */
    readonly Connecting: 1;
    /** The gateway said HELLO; IDENTIFY or RESUME is on its way. */
    readonly Connected: 2;
    /** READY (or RESUMED) arrived: events flow. */
    readonly Ready: 3;
    /** The connection was lost: waiting (backoff) or opening again, to resume. */
    readonly Reconnecting: 4;
    /** Closing on request. */
    readonly Disconnecting: 5;
    /** Waiting on HTTP: the gateway's address (`GET /gateway`), or a retry of it. */
    readonly HttpWait: 6;
};
export type ConnectionStatus = (typeof ConnectionStatus)[keyof typeof ConnectionStatus];
/** Why the status changed, when it changed because something went wrong. */
export declare const ConnectionError: {
    /** Nothing went wrong (a requested change, or progress). */
    readonly None: 0;
    /** The connection could not be established (or the token was refused). */
    readonly ConnectionFailed: 1;
    /** An established connection closed without being asked to. */
    readonly UnexpectedClose: 2;
    /** `Disconnect` was called before the connection was ready. */
    readonly ConnectionCanceled: 3;
};
export type ConnectionError = (typeof ConnectionError)[keyof typeof ConnectionError];
/** `'Ready'` for 3, `'Unknown(9)'` for a number that is no status. */
export declare const connectionStatusName: (status: number) => string;
/** `'UnexpectedClose'` for 2, `'Unknown(9)'` for a number that is no error. */
export declare const connectionErrorName: (error: number) => string;
/** Whether a number is one of the {@link ConnectionStatus} values. */
export declare function isConnectionStatus(value: unknown): value is ConnectionStatus;
