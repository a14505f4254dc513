/**
 * The gateway's writes, gathered per socket for one turn of the event loop. A socket written to is corked
 * until the turn's check phase (`setImmediate`), so the frames it got meanwhile leave in one `writev`
 * instead of one system call each: when many sessions arrive in one turn, each member of their lobby gets
 * all the turn's announcements at once (a profile of 1,000 arrivals in a lobby of 1,000 spent 48% of the
 * server's time in `writev`, one call per frame). A corked socket keeps its writes in order, so no frame
 * overtakes another; a close frame written through the same socket queues behind them.
 *
 * Only the work of what clients send on the gateway gathers (`gather`: an IDENTIFY, a close, an op 3):
 * any other write (a dispatch caused by an HTTP request, a timer) first lets everything held go and then
 * leaves at once, as it did before writes were batched, so a REST call's dispatches still reach the
 * sockets before its own response is written.
 *
 * Cork is a counter: `ws` corks and uncorks around each frame it writes, which nests inside this one.
 */
import type { Duplex } from 'node:stream';
export declare class WriteBatch {
    #private;
    /** Runs `work` (the handling of what a client sent); what it writes waits for the end of the turn. */
    gather(work: () => void): void;
    /** Before a write to `socket`: held while gathering; otherwise everything held goes first. */
    prepare(socket: Duplex): void;
    /** Holds the socket's writes until the end of this turn (once per socket per turn). */
    hold(socket: Duplex): void;
    /** Lets one socket's held writes go now: before it is destroyed, which would drop them. */
    release(socket: Duplex): void;
    /** Lets every held socket's writes go. */
    flush(): void;
    /** Sockets held now (for tests). */
    get size(): number;
}
