/**
 * Callback delivery. `immediate` (the Node way): a callback or event runs as soon as it is ready.
 * `pumped` (the C++ library's way, FACTS.md): it waits, in order, until the game calls `RunCallbacks()`,
 * usually once a frame, so that game code runs on the game's own thread of control. Promises are not
 * queued: they settle as they are ready in both modes; only the callbacks and events wait.
 *
 * A callback that throws never takes the process down: its error is reported (the client's `error`
 * event, or its log, or a process warning) and the next callback runs.
 */
/** How a client delivers callbacks and events. */
export type CallbackMode = 'immediate' | 'pumped';
/**
 * Queued callbacks kept at most; past this the oldest are dropped and the drop is reported. Queuing and
 * dropping are O(1) (a ring buffer: an array's `shift()` at this length cost 50 µs a callback).
 */
export declare const MAX_QUEUED_CALLBACKS = 100000;
/** One client's callbacks and events: run at once, or queued in order until drained. */
export declare class CallbackQueue {
    #private;
    readonly mode: CallbackMode;
    /** `report` receives what a callback threw (and queue overflows); it must not throw. */
    constructor(mode: CallbackMode, report: (error: unknown) => void);
    /** Runs `task` now (immediate) or at the next `RunCallbacks()` (pumped). */
    readonly run: (task: () => void) => void;
    /** Callbacks waiting. */
    get size(): number;
    /**
     * Runs the callbacks queued before this call, in order; those they queue wait for the next call
     * (so a callback that queues another cannot keep a frame from ending). Returns how many ran.
     */
    drain(): number;
}
/** The C++ library's `RunCallbacks()`: runs the queued callbacks of every pumped client. Returns how many ran. */
export declare function runCallbacks(): number;
