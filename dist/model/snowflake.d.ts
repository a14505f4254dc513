/**
 * Snowflakes: 64-bit ids carried as decimal strings. Layout (FACTS.md): milliseconds since
 * 2015-01-01T00:00:00Z in the top 42 bits, then 5 worker bits, 5 process bits and a 12-bit increment.
 */
/** A snowflake in its wire form: a decimal string. */
export type Snowflake = string;
/** Milliseconds since the Unix epoch of 2015-01-01T00:00:00Z. */
export declare const SNOWFLAKE_EPOCH_MS = 1420070400000;
/** Thrown when a value is not a valid snowflake; `code` is stable for programmatic checks. */
export declare class InvalidSnowflakeError extends TypeError {
    name: string;
    static readonly code = "INVALID_SNOWFLAKE";
    readonly code = "INVALID_SNOWFLAKE";
}
/**
 * Parses a snowflake given as a `bigint` or a decimal string and returns its normalised decimal string
 * (no sign, no leading zeros). Throws {@link InvalidSnowflakeError} naming `what` and the allowed form.
 * Numbers are refused: above 2^53 they silently lose precision.
 */
export declare function parseSnowflake(value: unknown, what?: string): Snowflake;
/** True when `value` is a decimal string (or bigint) that {@link parseSnowflake} accepts. */
export declare function isSnowflake(value: unknown): value is Snowflake | bigint;
/** Numeric order of two snowflakes (-1, 0, 1); ids sort by creation time first. */
export declare function compareSnowflakes(a: Snowflake | bigint, b: Snowflake | bigint): -1 | 0 | 1;
/** The parts of a snowflake. `timestamp` is Unix milliseconds. */
export interface SnowflakeParts {
    timestamp: number;
    workerId: number;
    processId: number;
    increment: number;
}
/** Splits a snowflake into its fields. */
export declare function deconstructSnowflake(id: Snowflake | bigint): SnowflakeParts;
/** Creation time of a snowflake, in Unix milliseconds. */
export declare function snowflakeTimestamp(id: Snowflake | bigint): number;
/** Composes a snowflake from its parts; each part is range-checked (no field may spill into another). */
export declare function composeSnowflake(parts: SnowflakeParts): Snowflake;
/** The smallest snowflake created at `timestampMs` (for `before`/`after` pagination by time). */
export declare function snowflakeFromTimestamp(timestampMs: number): Snowflake;
/** Options of a {@link SnowflakeGenerator}. */
export interface SnowflakeGeneratorOptions {
    /** 0..31. Default 0. */
    workerId?: number | undefined;
    /** 0..31. Default 0. */
    processId?: number | undefined;
    /** Current time in Unix ms. Default `Date.now`. */
    clock?: (() => number) | undefined;
    /**
     * Deterministic mode: ignore the wall clock and start the generator's logical time at this Unix ms
     * value; the sequence of ids then depends only on the number of calls (useful for emulator fixtures).
     */
    deterministicStartMs?: number | undefined;
}
/**
 * Generates unique, increasing snowflakes. The 12-bit increment wraps at 4096; it never spills into the
 * process bits. When it wraps within one millisecond, or the clock goes backwards, the generator moves its
 * logical time forward by one millisecond instead, so ids stay unique and ordered.
 */
export declare class SnowflakeGenerator {
    #private;
    constructor(options?: SnowflakeGeneratorOptions);
    /** The next id. */
    next(): Snowflake;
    /** True when the generator ignores the wall clock. */
    get deterministic(): boolean;
}
