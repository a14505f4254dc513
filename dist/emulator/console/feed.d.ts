/**
 * The console's live feed (`GET /_emulator/stream`, server-sent events): tells every open console page
 * that something changed, so it fetches its snapshot again without a reload.
 *
 * Two sources. The emulator's event bus, followed as it records (a lobby message, a presence change, a
 * relationship): each event is announced by its sequence number, type, time and application, never its
 * data. And what changes without an event (a request logged, a session dropped, a fault rule added
 * in-process, a seed, a reset): its cheap fingerprints are compared every {@link POLL_MS} while a page
 * is open, and nothing is computed while none is. Both are sent together, at most once per turn of the
 * event loop, as `event: change` with `{ parts, events }`.
 *
 * A page that does not read (a stopped tab, a script that opened the stream and never reads) cannot make
 * the emulator hold its messages without limit: a stream with more than the gateway's `maxBufferedBytes`
 * waiting is ended instead of written to. Nothing is lost: the page's EventSource reconnects (`retry`)
 * and, on `ready`, fetches its snapshot again (docs/hostile-peers.md, "Slow readers on the gateway").
 */
import type { ServerResponse } from 'node:http';
import type { ConsoleSources } from './sources.js';
/** How often the fingerprints are compared while a page listens: well within the second a page may lag. */
export declare const POLL_MS = 250;
/** A bus event as the feed announces it: what and when, not its data. */
export interface FeedEvent {
    seq: number;
    type: string;
    time: number;
    applicationId: string | null;
}
/** The feed of one emulator: open streams, the bus events not yet sent, the last fingerprints. */
export declare class ConsoleFeed {
    #private;
    constructor(sources: ConsoleSources);
    /** Streams open now. */
    get listeners(): number;
    /** Takes over a response as an event stream until its client goes away. */
    open(stream: ServerResponse): void;
    /** Ends every stream (the emulator is closing). */
    close(): void;
    /** Streams ended since start because their page did not read. */
    get dropped(): number;
}
