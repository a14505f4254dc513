/** What is wrong with a value at a path (`d.members[2].id: expected a snowflake string`), or undefined. */
export type Shape = (value: unknown, path: string) => string | undefined;
/** A value that passes every check of a field list in {@link objectOf}. */
export type Fields = Readonly<Record<string, Shape>>;
/**
 * A snowflake in its canonical decimal form (no leading zeros): ids key the caches, so `'0200'` and
 * `'200'` must not be two users.
 */
export declare const snowflake: Shape;
/** A boolean. */
export declare const boolean: Shape;
/** A safe integer. */
export declare const integer: Shape;
/** Any JSON value at all (the field is not read). */
export declare const anything: Shape;
/** A string of at most `max` characters (and at least `min`). */
export declare function text(max: number, min?: number): Shape;
/** The shape, or null. */
export declare function nullable(shape: Shape): Shape;
/** The shape, or absent (undefined). */
export declare function optional(shape: Shape): Shape;
/** An array of at most `max` items, each of the shape (the first bad item is named by its index). */
export declare function arrayOf(item: Shape, max: number): Shape;
/** An object whose listed fields have their shapes; other fields are allowed (and not read). */
export declare function objectOf(fields: Fields): Shape;
/** An object of at most `max` string values, each of at most `valueMax` characters (lobby metadata). */
export declare function stringRecord(max: number, valueMax: number): Shape;
/** Both shapes (the first problem wins). */
export declare function both(first: Shape, second: Shape): Shape;
