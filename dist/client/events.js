/**
 * Event delivery of the client: the `on(...)` events, the `Set...Callback` slots of the lobby and message
 * events, and the callbacks of async calls, all run through one {@link CallbackQueue} (at once, or when
 * the game calls `RunCallbacks()`). What a callback or listener throws is reported, never rethrown.
 */
import { ValidationError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { CallbackQueue } from './callbacks.js';
/**
 * Checks a callback given to a `Set...Callback` slot.
 * @param callback - a function, or undefined to clear the slot.
 * @returns the callback, unchanged.
 * @throws ValidationError naming `callback` for anything else.
 */
export function slotCallback(callback) {
    if (callback !== undefined && typeof callback !== 'function') {
        throw ValidationError.argument('callback', 'callback: expected a function or undefined');
    }
    return callback;
}
/** Runs the client's callbacks, events and slots in its callback mode. */
export class EventDelivery {
    #emitter;
    #queue;
    #log;
    #hears;
    /** The `Set...Callback` slots of the lobby and message events. */
    #slots = {};
    /**
     * @param emitter - where the `on(...)` listeners are registered (the `Client`, an EventEmitter).
     * @param mode - `'immediate'` or `'pumped'`.
     * @param log - receives what a callback threw when nobody listens to `error`.
     * @param hears - whether anyone reads the log's lines of a severity (default: yes, when there is a log);
     *   when nobody does, a throwing callback becomes a process warning instead of going unseen.
     * @throws TypeError for an unknown mode.
     */
    constructor(emitter, mode, log, hears) {
        this.#emitter = emitter;
        this.#log = log;
        this.#hears = hears;
        this.#queue = new CallbackQueue(mode, (error) => this.#report(error));
    }
    /** Runs `task` now (immediate) or at the next `RunCallbacks()` (pumped), reporting what it throws. */
    get run() {
        return this.#queue.run;
    }
    /** Runs the queued callbacks and events, in order; returns how many ran. */
    drain() {
        return this.#queue.drain();
    }
    /** Sets (or, with undefined, clears) the slot of a lobby or message event. */
    setSlot(name, callback) {
        this.#slots[name] = slotCallback(callback);
    }
    /** A lobby or message event: its slot, then its `on(...)` listeners, as one delivery. */
    deliverSocial(happened) {
        const slot = this.#slots[happened.name];
        if (slot)
            this.#queue.run(() => slot(...happened.args));
        // The event's name and values were paired when it was made (SocialEvent); the union cannot say so.
        const deliver = this.deliver;
        deliver.call(this, happened.name, ...happened.args);
    }
    /**
     * Delivers an event to its listeners like a callback (at once, or at `RunCallbacks()`); a listener
     * that throws is reported and the others still run.
     */
    deliver(event, ...args) {
        this.#queue.run(() => {
            for (const listener of this.#emitter.rawListeners(event)) {
                try {
                    listener.apply(this.#emitter, args);
                }
                catch (error) {
                    this.#report(error);
                }
            }
        });
    }
    /** What a callback threw: to `error` listeners, else the log, else a process warning. Never throws. */
    #report(error) {
        const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (this.#emitter.listenerCount('error') > 0) {
            try {
                this.#emitter.emit('error', error);
            }
            catch (listenerError) {
                this.#log?.(`an error listener threw: ${String(listenerError)}`, LoggingSeverity.Error);
            }
            return;
        }
        if (this.#log && (this.#hears?.(LoggingSeverity.Error) ?? true))
            this.#log(`a callback threw: ${text}`, LoggingSeverity.Error);
        else
            process.emitWarning(`a Client callback threw: ${text}`, 'ClientCallbackWarning');
    }
}
