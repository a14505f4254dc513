/**
 * Snowflakes: 64-bit ids carried as decimal strings. Layout (FACTS.md): milliseconds since
 * 2015-01-01T00:00:00Z in the top 42 bits, then 5 worker bits, 5 process bits and a 12-bit increment.
 */
import { decimalBigint } from './decimalBigint.js';
/** Milliseconds since the Unix epoch of 2015-01-01T00:00:00Z. */
export const SNOWFLAKE_EPOCH_MS = 1_420_070_400_000;
const MAX_SNOWFLAKE = (1n << 64n) - 1n;
const MAX_TIMESTAMP_OFFSET = (1 << 21) * 2 ** 21 - 1; // 2^42 - 1 ms
const DECIMAL = /^[0-9]{1,20}$/;
/** Thrown when a value is not a valid snowflake; `code` is stable for programmatic checks. */
export class InvalidSnowflakeError extends TypeError {
    name = 'InvalidSnowflakeError';
    static code = 'INVALID_SNOWFLAKE';
    code = InvalidSnowflakeError.code;
}
function describe(value) {
    if (typeof value === 'string')
        return value.length > 40 ? `a ${value.length}-character string` : `"${value}"`;
    if (typeof value === 'bigint')
        return `${value}n`;
    if (value === null)
        return 'null';
    return typeof value === 'number' ? `the number ${value}` : `a value of type ${typeof value}`;
}
/**
 * Parses a snowflake given as a `bigint` or a decimal string and returns its normalised decimal string
 * (no sign, no leading zeros). Throws {@link InvalidSnowflakeError} naming `what` and the allowed form.
 * Numbers are refused: above 2^53 they silently lose precision.
 */
export function parseSnowflake(value, what = 'snowflake') {
    const big = decimalBigint(value, DECIMAL);
    if (big === undefined) {
        const hint = typeof value === 'number' ? ' (pass ids as strings or bigint: numbers lose precision)' : '';
        throw new InvalidSnowflakeError(`${what}: expected a snowflake (a decimal string or bigint from 0 to 2^64-1), received ${describe(value)}${hint}`);
    }
    if (big < 0n || big > MAX_SNOWFLAKE) {
        throw new InvalidSnowflakeError(`${what}: snowflake ${describe(value)} is outside 0..2^64-1`);
    }
    return big.toString();
}
/** True when `value` is a decimal string (or bigint) that {@link parseSnowflake} accepts. */
export function isSnowflake(value) {
    if (typeof value === 'string')
        return DECIMAL.test(value) && BigInt(value) <= MAX_SNOWFLAKE;
    return typeof value === 'bigint' && value >= 0n && value <= MAX_SNOWFLAKE;
}
/** Numeric order of two snowflakes (-1, 0, 1); ids sort by creation time first. */
export function compareSnowflakes(a, b) {
    const x = BigInt(parseSnowflake(a, 'a'));
    const y = BigInt(parseSnowflake(b, 'b'));
    return x < y ? -1 : x > y ? 1 : 0;
}
/** Splits a snowflake into its fields. */
export function deconstructSnowflake(id) {
    const big = BigInt(parseSnowflake(id, 'id'));
    return {
        timestamp: Number(big >> 22n) + SNOWFLAKE_EPOCH_MS,
        workerId: Number((big >> 17n) & 0x1fn),
        processId: Number((big >> 12n) & 0x1fn),
        increment: Number(big & 0xfffn),
    };
}
/** Creation time of a snowflake, in Unix milliseconds. */
export function snowflakeTimestamp(id) {
    return Number(BigInt(parseSnowflake(id, 'id')) >> 22n) + SNOWFLAKE_EPOCH_MS;
}
/** Composes a snowflake from its parts; each part is range-checked (no field may spill into another). */
export function composeSnowflake(parts) {
    const offset = parts.timestamp - SNOWFLAKE_EPOCH_MS;
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > MAX_TIMESTAMP_OFFSET) {
        throw new RangeError(`snowflake timestamp: expected integer Unix ms from ${SNOWFLAKE_EPOCH_MS} (2015-01-01) to ` +
            `${SNOWFLAKE_EPOCH_MS + MAX_TIMESTAMP_OFFSET}, received ${parts.timestamp}`);
    }
    checkField('workerId', parts.workerId, 31);
    checkField('processId', parts.processId, 31);
    checkField('increment', parts.increment, 4095);
    return ((BigInt(offset) << 22n) |
        (BigInt(parts.workerId) << 17n) |
        (BigInt(parts.processId) << 12n) |
        BigInt(parts.increment)).toString();
}
/** The smallest snowflake created at `timestampMs` (for `before`/`after` pagination by time). */
export function snowflakeFromTimestamp(timestampMs) {
    return composeSnowflake({ timestamp: timestampMs, workerId: 0, processId: 0, increment: 0 });
}
function checkField(name, value, max) {
    if (!Number.isInteger(value) || value < 0 || value > max) {
        throw new RangeError(`snowflake ${name}: expected an integer from 0 to ${max}, received ${value}`);
    }
}
/**
 * Generates unique, increasing snowflakes. The 12-bit increment wraps at 4096; it never spills into the
 * process bits. When it wraps within one millisecond, or the clock goes backwards, the generator moves its
 * logical time forward by one millisecond instead, so ids stay unique and ordered.
 */
export class SnowflakeGenerator {
    #workerId;
    #processId;
    #clock;
    #deterministic;
    #lastMs = -1;
    #increment = 0;
    constructor(options = {}) {
        this.#workerId = options.workerId ?? 0;
        this.#processId = options.processId ?? 0;
        checkField('workerId', this.#workerId, 31);
        checkField('processId', this.#processId, 31);
        if (options.deterministicStartMs !== undefined) {
            const start = options.deterministicStartMs;
            composeSnowflake({ timestamp: start, workerId: 0, processId: 0, increment: 0 }); // range check
            this.#deterministic = true;
            this.#clock = () => start;
        }
        else {
            this.#deterministic = false;
            this.#clock = options.clock ?? Date.now;
        }
    }
    /** The next id. */
    next() {
        const now = Math.floor(this.#clock());
        if (now > this.#lastMs) {
            this.#lastMs = now;
            this.#increment = 0;
        }
        else {
            this.#increment = (this.#increment + 1) & 0xfff;
            if (this.#increment === 0)
                this.#lastMs += 1;
        }
        return composeSnowflake({
            timestamp: this.#lastMs,
            workerId: this.#workerId,
            processId: this.#processId,
            increment: this.#increment,
        });
    }
    /** True when the generator ignores the wall clock. */
    get deterministic() {
        return this.#deterministic;
    }
}
