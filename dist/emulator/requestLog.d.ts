/**
 * The request log: what reached the emulator's API, for tests to assert on. It never holds secrets:
 * no headers, no bodies, and secret-bearing query parameters are redacted. Gateway frames are logged
 * too (`method` `WS`, with a {@link GatewayFrameEntry}), their tokens redacted.
 */
/** A gateway frame or close, as logged. */
export interface GatewayFrameEntry {
    /** `in`: the client sent it; `out`: the emulator did. */
    direction: 'in' | 'out';
    /** The frame's opcode; null for a close. */
    op: number | null;
    /** Dispatch name and sequence number (dispatches only). */
    t: string | null;
    s: number | null;
    /** The session the connection belongs to, once identified or resumed. */
    session: string | null;
    /** The close code, for a close. */
    close: number | null;
    /** The data of a frame the client sent, with `token` replaced by `[redacted]`. */
    d?: unknown;
}
/** One request (or gateway frame, `method` `WS`) that reached the emulator, without any secret. */
export interface RequestLogEntry {
    /** Sequence number, from 1 (never reused, even after `clearRequests`). */
    seq: number;
    /** Emulator clock, Unix ms, when the request arrived. */
    time: number;
    method: string;
    /** Path without the query string. */
    path: string;
    /** Query parameters, secrets replaced by `[redacted]`. */
    query: Record<string, string>;
    /** Route pattern that matched (`/api/v10/lobbies/:lobby_id`), or null for unknown routes. */
    route: string | null;
    /** Kind of credentials presented (never the credentials). */
    auth: 'bot' | 'bearer' | 'basic' | 'none' | 'other';
    status: number | null;
    durationMs: number | null;
    /** Rate-limit bucket name, when the route has one. */
    bucket: string | null;
    /** Id of the fault rule applied, if any. */
    fault: number | null;
    /** True when the connection was dropped by a fault rule. */
    dropped: boolean;
    /** What went wrong inside the emulator (500s), for debugging a test. */
    error: string | null;
    /** What the emulator made of it, where that says more than the status (an interaction's answer). */
    note: string | null;
    /** Set on gateway frames only (`method` `WS`). */
    frame?: GatewayFrameEntry;
}
/** The fields a request gives its entry when it arrives; the rest are filled in as it is handled. */
export type RequestLogStart = Omit<RequestLogEntry, 'seq' | 'status' | 'durationMs' | 'fault' | 'dropped' | 'error' | 'note'>;
/**
 * The request log of one emulator (`emulator.requests`, or `control.requests()` for copies).
 *
 * The last `capacity` entries, in a ring. Once the ring is full a new request reuses the oldest entry
 * object in place (when that request has been answered), so a busy emulator neither allocates an entry
 * per request nor keeps thousands of short-lived ones alive long enough for the garbage collector to
 * move them to its old generation, which made every request pay for the log.
 */
export declare class RequestLog {
    #private;
    private readonly capacity;
    constructor(capacity?: number);
    /** @internal Starts an entry (completed later by the server's hooks, which keep a reference to it). */
    start(fields: RequestLogStart): RequestLogEntry;
    /** @internal Logs a gateway frame (a new entry object, never reused for a request: it has a `frame`). */
    frame(time: number, auth: RequestLogEntry['auth'], frame: GatewayFrameEntry): void;
    /** The sequence number of the latest entry (0 before any): a cheap way to tell that the log grew. */
    get lastSeq(): number;
    /** Copies of the entries, oldest first, optionally only those after `sinceSeq`. */
    list(sinceSeq?: number): RequestLogEntry[];
    /** Forgets every entry; sequence numbers keep counting. */
    clear(): void;
}
/** The path gateway frames are logged under (the WebSocket endpoint's). */
export declare const GATEWAY_LOG_PATH = "/gateway";
/** Query parameters of a URL with secret-bearing ones redacted. */
export declare function redactedQuery(url: string): Record<string, string>;
/**
 * A request path with the segments of secret path parameters redacted, by the route pattern that
 * matched (`/api/v10/interactions/:interaction_id/:interaction_token/callback`).
 */
export declare function redactedPath(path: string, route: string | null): string;
/** Which kind of credentials an Authorization header carries. */
export declare function authKind(header: string | undefined): RequestLogEntry['auth'];
