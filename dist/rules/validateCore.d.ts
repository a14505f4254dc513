import { type Issue, type IssueCode } from './issues.js';
/** Issues found so far and the path of the value being checked (a stack: push on descent, pop after). */
export interface Ctx {
    issues: Issue[];
    path: (string | number)[];
}
/** Records an issue at the current path plus `tail`. */
export declare function report(ctx: Ctx, tail: readonly (string | number)[], code: IssueCode, message: string): void;
/** A plain object (not null, not an array). */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/**
 * Gives `target` an own, ordinary property `key`. A key read from hostile input may be `__proto__`:
 * assigning it would set the object's prototype, defining it keeps it a key like any other.
 */
export declare function defineOwn<V>(target: Record<string, V>, key: string, value: V): void;
/** Length in Unicode code points (a surrogate pair counts once), as the service counts. */
export declare function codePoints(s: string): number;
/** A short, safe rendering of a hostile value for messages (never calls user code). */
export declare function show(value: unknown): string;
/** The naming rule of CHAT_INPUT command names and all option names (length is checked separately). */
export declare const NAME_PATTERN_SOURCE = "^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$";
/** Kinds of text field, each with its own rules. */
export declare const TextRule: {
    /** CHAT_INPUT command and option names: 1-32, the name pattern, lowercase. */
    readonly CHAT_NAME: 0;
    /** USER, MESSAGE and PRIMARY_ENTRY_POINT names: 1-32, any case, spaces allowed. */
    readonly CONTEXT_NAME: 1;
    /** Descriptions: 1-100. */
    readonly DESCRIPTION: 2;
    /** Choice names: 1-100. */
    readonly CHOICE_NAME: 3;
};
export type TextRule = (typeof TextRule)[keyof typeof TextRule];
/**
 * Checks the text field `key` (at the current path). Returns its length in code points when it is a
 * string (even an invalid one, so the size total stays meaningful), or -1 when it is not a string.
 */
export declare function checkText(ctx: Ctx, key: string, value: unknown, rule: TextRule): number;
/**
 * Checks a localization dictionary (`null` and absent are fine): known locale keys, each value following
 * `rule`. Values identical to `defaultValue` are ignored, as the service does. Returns the longest value
 * length in code points (0 when none), for the command size total.
 */
export declare function checkLocalizations(ctx: Ctx, key: string, dict: unknown, defaultValue: unknown, rule: TextRule): number;
/** Checks an optional boolean (absent is fine; `null` too when `nullable`). */
export declare function checkBoolean(ctx: Ctx, key: string, value: unknown, nullable: boolean): void;
/** Reports every key of `obj` (for...in: own and inherited enumerable ones) that `known` does not hold. */
export declare function checkKnownKeys(ctx: Ctx, obj: Record<string, unknown>, known: ReadonlySet<string>, what: string): void;
/** Reports the unknown field `key` of `what`, listing the `known` ones. */
/** Reports a value that is not one of the enum `table`'s values (the service's BASE_TYPE_CHOICES). */
export declare function reportNotInEnum(ctx: Ctx, tail: readonly (string | number)[], table: Readonly<Record<string, number>>, value: unknown): void;
/** Reports a length above `max` (the service's BASE_TYPE_MAX_LENGTH, with the length received). */
export declare function reportTooLong(ctx: Ctx, tail: readonly (string | number)[], length: number, max: number): void;
/**
 * The items of a list field to check, at most `max` of them: reports a value that is not an array (`what`
 * names its items: `options`, `choices`) and a list longer than `max`, whose first `max` items are still
 * checked (the rest would only repeat their issues). Undefined for a non-array.
 */
export declare function listItems(ctx: Ctx, list: unknown, what: string, max: number): readonly unknown[] | undefined;
export declare function reportUnknownField(ctx: Ctx, key: string, known: Iterable<string>, what: string): void;
/**
 * A `const` enum table prepared once for {@link checkEnumList}: its values in table order and the
 * description used in messages, so that a check does not walk the table on every call.
 */
export interface EnumList {
    readonly values: readonly number[];
    readonly described: string;
}
/** Prepares `table` for {@link checkEnumList} (at module load: tables are small and never change). */
export declare function enumList(table: Readonly<Record<string, number>>): EnumList;
/**
 * Checks a list of enum values (e.g. `contexts`): an array of distinct members of `allowed`. Returns the
 * array when it is one (for further checks by the caller), else undefined.
 */
export declare function checkEnumList(ctx: Ctx, key: string, value: unknown, allowed: EnumList): unknown[] | undefined;
/** `{0 (GUILD), 1 (BOT_DM)}` for messages. */
export declare function describeEnum(table: Readonly<Record<string, number>>): string;
