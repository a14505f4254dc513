/** Snowflake ids for everything the emulator creates, from the model's generator. */
import { type Snowflake } from '../model/snowflake.js';
import type { EmulatorClock } from './clock.js';
/** Logical start of seeded (deterministic) ids: 2024-01-01T00:00:00Z plus the seed in milliseconds. */
export declare const SEED_BASE_MS: number;
/**
 * Issues ids. With a seed, ids depend only on the seed and on how many were issued before (the same
 * requests give the same ids); without one they follow the emulator clock.
 */
export declare class IdSource {
    #private;
    private readonly clock;
    readonly seed: number | undefined;
    constructor(clock: EmulatorClock, seed: number | undefined);
    /** A new snowflake (decimal string), never one given before by this emulator. */
    next(): Snowflake;
    /** How many ids were issued since the last reset (persisted, to resume a seeded sequence). */
    get issued(): number;
    /** @internal Starts over (after a reset, a seeded emulator gives the same ids again). */
    reset(): void;
    /**
     * @internal Continues a persisted sequence: a seeded generator replays `issued` ids so none is given
     * twice.
     */
    resume(issued: number): void;
}
