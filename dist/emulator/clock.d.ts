/**
 * The emulator's clock. Every expiry (codes, tokens, lobbies) and every rate-limit window reads it, so
 * tests can move time forward instead of sleeping.
 */
/** How the clock starts. */
export interface EmulatorClockOptions {
    /** Source of real time in Unix ms. Default `Date.now`. */
    now?: (() => number) | undefined;
    /** Start at this Unix ms instead of the source's current time. */
    startMs?: number | undefined;
    /** Stand still until advanced (deterministic tests). Default false: time flows with the source. */
    frozen?: boolean | undefined;
}
/** What a snapshot keeps of the clock: the offset added to the source, and the frozen instant if any. */
export interface ClockState {
    offsetMs: number;
    frozenAtMs: number | null;
}
/**
 * The emulator's Unix-ms clock (`ctx.clock`): the source's time plus an adjustable offset, optionally
 * frozen. Tests move it through `control.clock`, which also persists the change.
 */
export declare class EmulatorClock {
    #private;
    constructor(options?: EmulatorClockOptions);
    /** Current emulator time in Unix ms. */
    now(): number;
    /** Current emulator time in Unix seconds (fractional). */
    nowSeconds(): number;
    /** Moves time forward by `ms` (never backwards: expiries must not un-expire). */
    advance(ms: number): number;
    /** Sets the current time (Unix ms). */
    set(epochMs: number): number;
    /** Stops (true) or resumes (false) the flow of time at the current instant. */
    freeze(frozen: boolean): void;
    /** Whether time stands still: it then moves only when advanced or set, until `freeze(false)`. */
    get frozen(): boolean;
    /** @internal The state to persist, so time never runs backwards across a restart. */
    state(): ClockState;
    /** @internal Restores a persisted state (an advanced clock stays advanced across a restart). */
    restore(state: ClockState): void;
}
