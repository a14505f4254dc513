import type { DeadlineSlot } from './deadlines.js';
import type { Exchanged, FetchLike } from './fetchTypes.js';
/**
 * Idle kept-alive sockets close after this long. Below the 5 s that Node's HTTP server announces by
 * default, so the client gives a socket up before the server does; a server announcing less
 * (`Keep-Alive: timeout=n`) shortens it further. Node's agent ignores that announcement when the agent
 * has no timeout of its own, hence one here.
 */
export declare const IDLE_SOCKET_MS = 4000;
/**
 * One request and its whole body read (at most `limit` bytes), for the transport that owns the fetch:
 * one promise from sending to the last byte, the deadline's slot ending the request when it fires (the
 * request sits in `deadline.requests` meanwhile) and `signal`, when given, ending it on abort. `headers`
 * are the caller's own (a new object per request): `Accept`, `Accept-Encoding` and `Content-Length` are
 * added to them.
 */
export type Exchange = (url: string, method: string, headers: Record<string, string | number>, body: string | undefined, deadline: DeadlineSlot, signal: AbortSignal | undefined, limit: number) => Promise<Exchanged>;
/** A fetch with the connections it keeps, and a way to close them. */
export interface OwnedFetch {
    readonly fetch: FetchLike;
    /**
     * The same requests as `fetch`, read whole in one step: what the transport calls (issue 45: the
     * response wrapper, the body reader's own promise and the abort listener per request were most of
     * what the fetch cost over a bare `node:http` client).
     */
    readonly exchange: Exchange;
    /** Destroys every socket the fetch keeps (idle or in use); a later request opens a new one. */
    close(): void;
}
/** A fetch whose sockets are kept alive between requests and belong to it alone. */
export declare function createDefaultFetch(): OwnedFetch;
