/**
 * The one-shot protocol between a second process and the running instance, over a local socket:
 *   client -> server   `REDIRECT <url>\n`
 *   server -> client   `OK\n` or `ERROR <reason>\n`, then the server closes.
 * One URL per connection, ASCII only, bounded in size and time on both sides.
 */
import type { Socket } from 'node:net';
/** The request line's prefix. */
export declare const REQUEST_PREFIX = "REDIRECT ";
/** Default limit for one connection (connect, send, answer), in milliseconds. */
export declare const DEFAULT_FORWARD_TIMEOUT_MS = 3000;
/** The reply of the running instance, or why there was none. */
export declare class RedirectForwardError extends Error {
    /** `rejected` (the running instance refused the URL), `timeout`, `connection` or `protocol`. */
    readonly code: 'rejected' | 'timeout' | 'connection' | 'protocol';
    name: string;
    constructor(message: string, 
    /** `rejected` (the running instance refused the URL), `timeout`, `connection` or `protocol`. */
    code: 'rejected' | 'timeout' | 'connection' | 'protocol');
}
/**
 * Reads one `\n`-terminated line of at most `maxBytes` bytes from `socket`, then stops reading. Resolves
 * with the line (latin1; callers accept ASCII only), or undefined if the peer closed first; rejects when
 * the line is too long or the time is up. Bytes after the newline are ignored.
 */
export declare function readLine(socket: Socket, maxBytes: number, timeoutMs: number): Promise<string | undefined>;
/**
 * Sends `url` to the running instance listening on `endpoint` over an already connected socket, and
 * waits for its answer. Resolves when the URL was accepted; rejects with a {@link RedirectForwardError}.
 */
export declare function sendRedirect(socket: Socket, url: string, timeoutMs?: number): Promise<void>;
/**
 * Connects to `endpoint`. Resolves with the socket, or with `'absent'` when nobody listens there
 * (ENOENT, or ECONNREFUSED for a socket file left behind by a process that died).
 */
export declare function connectEndpoint(endpoint: string, timeoutMs: number): Promise<Socket | 'absent'>;
/**
 * Hands `url` over on `first` (a connected socket), and when the running instance drops the connection
 * without an answer (busy with other connections, or an idle one holding a place), connects again and
 * retries, briefly, until `timeoutMs` has passed in all. A refusal of the URL is final.
 */
export declare function sendRedirectWithRetry(first: Socket, endpoint: string, url: string, timeoutMs?: number): Promise<void>;
/** Connects to the running instance at `endpoint` and hands it `url` (what a second process does). */
export declare function forwardRedirect(endpoint: string, url: string, timeoutMs?: number): Promise<void>;
