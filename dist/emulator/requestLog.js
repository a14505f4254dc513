/**
 * The request log: what reached the emulator's API, for tests to assert on. It never holds secrets:
 * no headers, no bodies, and secret-bearing query parameters are redacted. Gateway frames are logged
 * too (`method` `WS`, with a {@link GatewayFrameEntry}), their tokens redacted.
 */
const SECRET_PARAMS = new Set([
    'code',
    'code_verifier',
    'client_secret',
    'token',
    'refresh_token',
    'access_token',
    // The device grant's: the activation page is opened with the user code in its query.
    'user_code',
    'device_code',
]);
const DEFAULT_CAPACITY = 5000;
/**
 * The request log of one emulator (`emulator.requests`, or `control.requests()` for copies).
 *
 * The last `capacity` entries, in a ring. Once the ring is full a new request reuses the oldest entry
 * object in place (when that request has been answered), so a busy emulator neither allocates an entry
 * per request nor keeps thousands of short-lived ones alive long enough for the garbage collector to
 * move them to its old generation, which made every request pay for the log.
 */
export class RequestLog {
    capacity;
    #ring = [];
    /** Where the next entry goes once the ring is full (that slot holds the oldest entry). */
    #head = 0;
    #seq = 0;
    constructor(capacity = DEFAULT_CAPACITY) {
        this.capacity = capacity;
    }
    /** @internal Starts an entry (completed later by the server's hooks, which keep a reference to it). */
    start(fields) {
        const seq = ++this.#seq;
        if (this.#ring.length < this.capacity) {
            const entry = startEntry(blankEntry(), seq, fields);
            this.#ring.push(entry);
            return entry;
        }
        const oldest = this.#ring[this.#head];
        let entry;
        // An entry without a status belongs to a request still being handled (or dropped by a fault): its
        // hooks may still write to it, so it is left to them and a new object takes the slot. A gateway
        // frame's entry has another shape (its `frame`), so it is never reused for a request either.
        if (oldest !== undefined && oldest.status !== null && oldest.frame === undefined) {
            entry = startEntry(oldest, seq, fields);
        }
        else {
            entry = startEntry(blankEntry(), seq, fields);
            this.#ring[this.#head] = entry;
        }
        this.#head = this.#head + 1 === this.capacity ? 0 : this.#head + 1;
        return entry;
    }
    /** @internal Logs a gateway frame (a new entry object, never reused for a request: it has a `frame`). */
    frame(time, auth, frame) {
        const entry = startEntry(blankEntry(), ++this.#seq, {
            time,
            method: 'WS',
            path: GATEWAY_LOG_PATH,
            query: NO_QUERY,
            route: GATEWAY_LOG_PATH,
            auth,
            bucket: null,
        });
        // Added last, as it always came last; every frame entry shares this shape.
        entry.frame = frame;
        if (this.#ring.length < this.capacity)
            this.#ring.push(entry);
        else {
            this.#ring[this.#head] = entry;
            this.#head = this.#head + 1 === this.capacity ? 0 : this.#head + 1;
        }
    }
    /** The sequence number of the latest entry (0 before any): a cheap way to tell that the log grew. */
    get lastSeq() {
        return this.#seq;
    }
    /** Copies of the entries, oldest first, optionally only those after `sinceSeq`. */
    list(sinceSeq = 0) {
        const ordered = [...this.#ring.slice(this.#head), ...this.#ring.slice(0, this.#head)];
        return ordered
            .filter((entry) => entry.seq > sinceSeq)
            .map((entry) => entry.frame === undefined
            ? { ...entry, query: { ...entry.query } }
            : { ...entry, query: {}, frame: structuredClone(entry.frame) });
    }
    /** Forgets every entry; sequence numbers keep counting. */
    clear() {
        // Entries of requests in flight stay with their requests; the log just forgets them.
        this.#ring = [];
        this.#head = 0;
    }
}
/**
 * An entry object to fill: one literal with every field named (no spread: V8 copies a spread object
 * through a slow generic path), in the key order readers of the log have always seen.
 */
function blankEntry() {
    return {
        seq: 0,
        status: null,
        durationMs: null,
        fault: null,
        dropped: false,
        error: null,
        note: null,
        time: 0,
        method: '',
        path: '',
        query: NO_QUERY,
        route: null,
        auth: 'none',
        bucket: null,
    };
}
/** Makes `entry` (new, or the oldest one reused in place) the entry of a request that just arrived. */
function startEntry(entry, seq, fields) {
    entry.seq = seq;
    entry.status = null;
    entry.durationMs = null;
    entry.fault = null;
    entry.dropped = false;
    entry.error = null;
    entry.note = null;
    entry.time = fields.time;
    entry.method = fields.method;
    entry.path = fields.path;
    entry.query = fields.query;
    entry.route = fields.route;
    entry.auth = fields.auth;
    entry.bucket = fields.bucket;
    return entry;
}
/** The path gateway frames are logged under (the WebSocket endpoint's). */
export const GATEWAY_LOG_PATH = '/gateway';
/** The query of a URL without one: shared, since the log never changes a query object and readers get copies. */
const NO_QUERY = Object.freeze({});
/** Query parameters of a URL with secret-bearing ones redacted. */
export function redactedQuery(url) {
    const at = url.indexOf('?');
    if (at < 0)
        return NO_QUERY;
    const out = {};
    for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
        out[key] = SECRET_PARAMS.has(key) ? '[redacted]' : value;
    }
    return out;
}
/** Path parameters that are secrets (interaction tokens): the log shows `[redacted]` in their place. */
const SECRET_PATH_PARAMS = [':interaction_token'];
/**
 * A request path with the segments of secret path parameters redacted, by the route pattern that
 * matched (`/api/v10/interactions/:interaction_id/:interaction_token/callback`).
 */
export function redactedPath(path, route) {
    if (route === null || !SECRET_PATH_PARAMS.some((param) => route.includes(param)))
        return path;
    const pattern = route.split('/');
    const parts = path.split('/');
    if (pattern.length !== parts.length)
        return path;
    return parts
        .map((part, i) => (SECRET_PATH_PARAMS.includes(pattern[i] ?? '') ? '[redacted]' : part))
        .join('/');
}
/** Which kind of credentials an Authorization header carries. */
export function authKind(header) {
    if (!header)
        return 'none';
    // The usual spellings first, without cutting and case-folding a copy of the scheme.
    if (header.startsWith('Bot '))
        return 'bot';
    if (header.startsWith('Bearer '))
        return 'bearer';
    if (header.startsWith('Basic '))
        return 'basic';
    const space = header.indexOf(' ');
    const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
    if (scheme === 'bot' || scheme === 'bearer' || scheme === 'basic')
        return scheme;
    return 'other';
}
