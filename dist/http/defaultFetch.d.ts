import type { FetchLike } from './fetchTypes.js';
/**
 * Idle kept-alive sockets close after this long. Below the 5 s that Node's HTTP server announces by
 * default, so the client gives a socket up before the server does; a server announcing less
 * (`Keep-Alive: timeout=n`) shortens it further. Node's agent ignores that announcement when the agent
 * has no timeout of its own, hence one here.
 */
export declare const IDLE_SOCKET_MS = 4000;
/** A fetch with the connections it keeps, and a way to close them. */
export interface OwnedFetch {
    readonly fetch: FetchLike;
    /** Destroys every socket the fetch keeps (idle or in use); a later request opens a new one. */
    close(): void;
}
/** A fetch whose sockets are kept alive between requests and belong to it alone. */
export declare function createDefaultFetch(): OwnedFetch;
