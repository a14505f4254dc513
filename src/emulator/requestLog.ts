/**
 * The request log: what reached the emulator's API, for tests to assert on. It never holds secrets:
 * no headers, no bodies, and secret-bearing query parameters are redacted.
 */

export interface RequestLogEntry {
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
}

const SECRET_PARAMS = new Set([
  'code',
  'code_verifier',
  'client_secret',
  'token',
  'refresh_token',
  'access_token',
]);
const DEFAULT_CAPACITY = 5000;

export class RequestLog {
  #entries: RequestLogEntry[] = [];
  #seq = 0;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** Starts an entry (completed later by the server's response hook). */
  start(
    fields: Omit<RequestLogEntry, 'seq' | 'status' | 'durationMs' | 'fault' | 'dropped' | 'error'>,
  ): RequestLogEntry {
    // One literal with every field named (no spread): this runs on every request, and V8 copies a
    // spread object through a slow generic path. Key order is the one readers of the log have always seen.
    const entry: RequestLogEntry = {
      seq: ++this.#seq,
      status: null,
      durationMs: null,
      fault: null,
      dropped: false,
      error: null,
      time: fields.time,
      method: fields.method,
      path: fields.path,
      query: fields.query,
      route: fields.route,
      auth: fields.auth,
      bucket: fields.bucket,
    };
    this.#entries.push(entry);
    // Trim in chunks (amortized O(1)): shifting one entry per request would move the whole array.
    if (this.#entries.length > this.capacity + (this.capacity >> 2)) {
      this.#entries.splice(0, this.#entries.length - this.capacity);
    }
    return entry;
  }

  /** Copies of the entries, oldest first, optionally only those after `sinceSeq`. */
  list(sinceSeq = 0): RequestLogEntry[] {
    return this.#entries
      .slice(-this.capacity)
      .filter((entry) => entry.seq > sinceSeq)
      .map((entry) => ({ ...entry, query: { ...entry.query } }));
  }

  clear(): void {
    this.#entries = [];
  }
}

/** Query parameters of a URL with secret-bearing ones redacted. */
export function redactedQuery(url: string): Record<string, string> {
  const at = url.indexOf('?');
  const out: Record<string, string> = {};
  if (at < 0) return out;
  for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
    out[key] = SECRET_PARAMS.has(key) ? '[redacted]' : value;
  }
  return out;
}

/** Which kind of credentials an Authorization header carries. */
export function authKind(header: string | undefined): RequestLogEntry['auth'] {
  if (!header) return 'none';
  const space = header.indexOf(' ');
  const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
  if (scheme === 'bot' || scheme === 'bearer' || scheme === 'basic') return scheme;
  return 'other';
}
