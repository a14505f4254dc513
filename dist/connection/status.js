/**
 * Where a realtime connection stands, and why it last changed, with the numbers of the C++ library's
 * `Client::Status` and `Client::Error` (FACTS.md), so that the facade can hand them over unchanged.
 */
import { enumNamer } from '../model/enums.js';
/** The connection's status. */
export const ConnectionStatus = {
    /** Not connected: before `Connect`, after `Disconnect`, or once retries gave up. */
    Disconnected: 0,
    /** The WebSocket is opening. */
    Connecting: 1,
    /** The gateway said HELLO; IDENTIFY or RESUME is on its way. */
    Connected: 2,
    /** READY (or RESUMED) arrived: events flow. */
    Ready: 3,
    /** The connection was lost: waiting (backoff) or opening again, to resume. */
    Reconnecting: 4,
    /** Closing on request. */
    Disconnecting: 5,
    /** Waiting on HTTP: the gateway's address (`GET /gateway`), or a retry of it. */
    HttpWait: 6,
};
/** Why the status changed, when it changed because something went wrong. */
export const ConnectionError = {
    /** Nothing went wrong (a requested change, or progress). */
    None: 0,
    /** The connection could not be established (or the token was refused). */
    ConnectionFailed: 1,
    /** An established connection closed without being asked to. */
    UnexpectedClose: 2,
    /** `Disconnect` was called before the connection was ready. */
    ConnectionCanceled: 3,
};
/** `'Ready'` for 3, `'Unknown(9)'` for a number that is no status. */
export const connectionStatusName = enumNamer(ConnectionStatus);
/** `'UnexpectedClose'` for 2, `'Unknown(9)'` for a number that is no error. */
export const connectionErrorName = enumNamer(ConnectionError);
/** Whether a number is one of the {@link ConnectionStatus} values. */
export function isConnectionStatus(value) {
    return typeof value === 'number' && Object.values(ConnectionStatus).includes(value);
}
