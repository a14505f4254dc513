/**
 * Reads a 64-bit value the way the wire and the C++ library give it: a `bigint`, or a decimal string
 * (snowflakes, permission bit sets). Internal to the model; each caller says which decimals it accepts.
 */
/** `value` itself when it is a bigint, its value when it is a string `decimal` matches, else undefined. */
export declare function decimalBigint(value: unknown, decimal: RegExp): bigint | undefined;
