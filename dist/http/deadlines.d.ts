/** One shared deadline; pass `signal` to fetch, then `Deadlines.release()` it when the attempt ends. */
export interface DeadlineSlot {
    readonly signal: AbortSignal;
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
