/**
 * Callback delivery. `immediate` (the Node way): a callback or event runs as soon as it is ready.
 * `pumped` (the C++ library's way, FACTS.md): it waits, in order, until the game calls `RunCallbacks()`,
 * usually once a frame, so that game code runs on the game's own thread of control. Promises are not
 * queued: they settle as they are ready in both modes; only the callbacks and events wait.
 *
 * A callback that throws never takes the process down: its error is reported (the client's `error`
 * event, or its log, or a process warning) and the next callback runs.
 */
import { RingQueue } from './ringQueue.js';
/**
 * Queued callbacks kept at most; past this the oldest are dropped and the drop is reported. Queuing and
 * dropping are O(1) (a ring buffer: an array's `shift()` at this length cost 50 µs a callback).
 */
export const MAX_QUEUED_CALLBACKS = 100_000;
/**
 * Queues with something to run. `RunCallbacks()` is a free function in the C++ library, run for every
 * client: it needs to find them. A queue is here only while it holds callbacks, so a client that is
 * dropped is not kept alive by an empty queue.
 */
const waiting = new Set();
/** One client's callbacks and events: run at once, or queued in order until drained. */
export class CallbackQueue {
    mode;
    #report;
    #tasks = new RingQueue();
    #dropped = 0;
    /** `report` receives what a callback threw (and queue overflows); it must not throw. */
    constructor(mode, report) {
        if (mode !== 'immediate' && mode !== 'pumped')
            throw new TypeError(`callbackMode: expected 'immediate' or 'pumped', received ${String(mode)}`);
        this.mode = mode;
        this.#report = report;
    }
    /** Runs `task` now (immediate) or at the next `RunCallbacks()` (pumped). */
    run = (task) => {
        if (this.mode === 'immediate') {
            this.#runOne(task);
            return;
        }
        this.#tasks.push(task);
        waiting.add(this);
        if (this.#tasks.size > MAX_QUEUED_CALLBACKS) {
            this.#tasks.shift();
            if (this.#dropped++ === 0)
                this.#report(new Error(`callback queue full (${MAX_QUEUED_CALLBACKS}): the oldest callbacks are being dropped; call RunCallbacks() more often`));
        }
    };
    /** Callbacks waiting. */
    get size() {
        return this.#tasks.size;
    }
    /**
     * Runs the callbacks queued before this call, in order; those they queue wait for the next call
     * (so a callback that queues another cannot keep a frame from ending). Returns how many ran.
     */
    drain() {
        const tasks = this.#tasks.takeAll();
        this.#dropped = 0;
        waiting.delete(this);
        for (const task of tasks)
            this.#runOne(task);
        return tasks.length;
    }
    #runOne(task) {
        try {
            task();
        }
        catch (error) {
            this.#report(error);
        }
    }
}
/** The C++ library's `RunCallbacks()`: runs the queued callbacks of every pumped client. Returns how many ran. */
export function runCallbacks() {
    let ran = 0;
    for (const queue of [...waiting])
        ran += queue.drain();
    return ran;
}
