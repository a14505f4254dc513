import { type Ctx } from './validateCore.js';
/** The fields an option may carry. */
export declare const OPTION_FIELDS: readonly ['type', 'name', 'name_localizations', 'description', 'description_localizations', 'required', 'choices', 'options', 'channel_types', 'min_value', 'max_value', 'min_length', 'max_length', 'autocomplete'];
/**
 * True for a key of {@link OPTION_FIELDS}. A switch rather than a Set: V8 compiles it to identity
 * comparisons of interned strings, about three times faster per key than `Set.has`, and every key of every
 * option is looked up. A test checks it against OPTION_FIELDS.
 */
export declare function isOptionField(key: string): boolean;
/** The fields a choice may carry. */
export declare const CHOICE_FIELDS: readonly ['name', 'name_localizations', 'value'];
/** True for a key of {@link CHOICE_FIELDS} (a switch, as in {@link isOptionField}: choices are many). */
export declare function isChoiceField(key: string): boolean;
/**
 * Checks the `options` array at `ctx.path` (the caller has pushed `options`) of a CHAT_INPUT command.
 * Returns the option names, descriptions and choices' contribution to the 8000-character total.
 */
export declare function checkOptionList(ctx: Ctx, list: unknown): number;
type FieldKey = string | readonly (string | number)[];
export declare function checkIntRange(ctx: Ctx, key: FieldKey, value: unknown, min: number, max: number): number | undefined;
export declare function checkNumberRange(ctx: Ctx, key: FieldKey, value: unknown, min: number, max: number): number | undefined;
/**
 * Checks a choices array (path has `choices` pushed) of an option of `type`: also the choices of an
 * autocomplete result. Returns names' and values' size contribution.
 */
export declare function checkChoices(ctx: Ctx, choices: unknown, type: number): number;
export {};
