/** What a slot ends when it fires: a request in flight (a `ClientRequest` fits). */
export interface Cancellable {
    destroy(error: Error): unknown;
}
/**
 * One shared deadline; pass `signal` to fetch (or put the request in `requests` while it runs), then
 * `Deadlines.release()` it when the attempt ends.
 */
export interface DeadlineSlot {
    readonly signal: AbortSignal;
    /** Requests the slot destroys (with a timeout error) when it fires; remove one once it has ended. */
    readonly requests: Set<Cancellable>;
}
export declare class Deadlines {
    #private;
    constructor(share: boolean);
    /** A slot whose signal aborts no sooner than `timeoutMs` from now (and at most 1% later). */
    start(timeoutMs: number): DeadlineSlot;
    /** The attempt using `slot` is over; the slot's timer stops holding the process open when unused. */
    release(deadline: DeadlineSlot): void;
    /** True once the slot's deadline has passed (its signal aborted). */
    expired(deadline: DeadlineSlot): boolean;
}
