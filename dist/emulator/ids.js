/** Snowflake ids for everything the emulator creates, from the model's generator. */
import { SNOWFLAKE_EPOCH_MS, SnowflakeGenerator } from '../model/snowflake.js';
/** Logical start of seeded (deterministic) ids: 2024-01-01T00:00:00Z plus the seed in milliseconds. */
export const SEED_BASE_MS = Date.UTC(2024, 0, 1);
/**
 * Issues ids. With a seed, ids depend only on the seed and on how many were issued before (the same
 * requests give the same ids); without one they follow the emulator clock.
 */
export class IdSource {
    clock;
    seed;
    #generator;
    #issued = 0;
    constructor(clock, seed) {
        this.clock = clock;
        this.seed = seed;
        if (seed !== undefined && (!Number.isSafeInteger(seed) || seed < 0 || seed > 2 ** 40)) {
            throw new RangeError(`seed: expected an integer from 0 to 2^40, received ${String(seed)}`);
        }
        this.#generator = this.#create();
    }
    /** A new snowflake (decimal string), never one given before by this emulator. */
    next() {
        this.#issued += 1;
        return this.#generator.next();
    }
    /** How many ids were issued since the last reset (persisted, to resume a seeded sequence). */
    get issued() {
        return this.#issued;
    }
    /** @internal Starts over (after a reset, a seeded emulator gives the same ids again). */
    reset() {
        this.#generator = this.#create();
        this.#issued = 0;
    }
    /**
     * @internal Continues a persisted sequence: a seeded generator replays `issued` ids so none is given
     * twice.
     */
    resume(issued) {
        this.reset();
        if (this.seed === undefined) {
            this.#issued = issued;
            return;
        }
        for (let i = 0; i < issued; i++)
            this.next();
    }
    #create() {
        return this.seed === undefined
            ? new SnowflakeGenerator({ clock: () => Math.max(this.clock.now(), SNOWFLAKE_EPOCH_MS) })
            : new SnowflakeGenerator({ deterministicStartMs: SEED_BASE_MS + this.seed });
    }
}
