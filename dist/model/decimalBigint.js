/**
 * Reads a 64-bit value the way the wire and the C++ library give it: a `bigint`, or a decimal string
 * (snowflakes, permission bit sets). Internal to the model; each caller says which decimals it accepts.
 */
/** `value` itself when it is a bigint, its value when it is a string `decimal` matches, else undefined. */
export function decimalBigint(value, decimal) {
    if (typeof value === 'bigint')
        return value;
    return typeof value === 'string' && decimal.test(value) ? BigInt(value) : undefined;
}
