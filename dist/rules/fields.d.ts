import { type Issue, type IssuePath } from './issues.js';
/** The values read from a body, and its issues (the values are meaningful only when `issues` is empty). */
export interface Checked<T> {
    value: T;
    issues: Issue[];
}
/**
 * What to do with fields a body does not define. The service ignores them; the SDK refuses them before
 * sending, so a misspelt field is reported instead of silently dropped.
 */
export type UnknownFields = 'ignore' | 'refuse';
/** Options of the body checks. */
export interface BodyCheckOptions {
    /** Default `'ignore'`, as the service does. */
    unknownFields?: UnknownFields | undefined;
}
/** String metadata as read from a body. */
export type MetadataInput = Record<string, string> | null | undefined;
/** Collects issues of one body; each method checks one field at `path`. */
export declare class FieldChecker {
    private readonly unknownFields;
    readonly issues: Issue[];
    constructor(unknownFields?: UnknownFields);
    add(path: IssuePath, code: string, message: string): undefined;
    /** A required field that is absent (or null), in the service's words. */
    missing(path: IssuePath): undefined;
    /** Unknown fields of `fields` (when refused), reported at `path` + the field's name. */
    knownKeys(fields: Record<string, unknown>, known: ReadonlySet<string>, what: string, path: IssuePath): void;
    /** The body's fields; `{}` (with an issue) when it is not an object. */
    object(body: unknown, known: ReadonlySet<string>, what: string): Record<string, unknown>;
    /** The fields of a body that may be left out: no body, or null, reads as no fields (and no issue). */
    optionalObject(body: unknown, known: ReadonlySet<string>, what: string): Record<string, unknown>;
    /** Absent, null, or at most 25 keys with string values of at most 1024 characters. */
    metadata(value: unknown, path: IssuePath, maxKeys: number, maxValue: number): MetadataInput;
    /** Absent or null, or an integer in `min..max`. */
    integer(value: unknown, path: IssuePath, min: number, max: number): number | undefined;
    /** Lobby and member `flags`: absent, null, or 1 (the only flag the service accepts in requests). */
    flags(value: unknown, path: IssuePath): number | undefined;
    /** Absent or null, or a boolean. */
    boolean(value: unknown, path: IssuePath): boolean | undefined;
    /** A required string of `min..max` characters (code points). */
    string(value: unknown, path: IssuePath, min: number, max: number): string | undefined;
    /** Absent or null, or a string of `min..max` characters (code points). */
    optionalString(value: unknown, path: IssuePath, min: number, max: number): string | undefined;
    /** Absent or null, or an http(s) URL of 1..max characters. */
    url(value: unknown, path: IssuePath, max: number): string | undefined;
    /** A required snowflake, normalised to its decimal form (`"007"` -> `"7"`). */
    snowflake(value: unknown, path: IssuePath): string | undefined;
    /** An array of `min..max` items; undefined (with an issue) otherwise. */
    list(value: unknown, path: IssuePath, min: number, max: number): unknown[] | undefined;
    /** An item of a list that must be an object: its fields, or undefined (with an issue). */
    item(value: unknown, path: IssuePath): Record<string, unknown> | undefined;
}
