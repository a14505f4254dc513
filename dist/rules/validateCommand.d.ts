import { type Issue } from './issues.js';
import { type Ctx } from './validateCore.js';
/** Where the command lives. */
export type CommandScope = 'global' | 'guild';
/**
 * Which request the body belongs to: `create` (POST), `edit` (PATCH: every field optional, `type` not
 * editable), `bulk` (one item of a bulk overwrite: may carry `id`), or `stored` (a command as the service
 * returns it: also `application_id`, `guild_id`, `version`).
 */
export type CommandMode = 'create' | 'edit' | 'bulk' | 'stored';
/** Options of {@link validateCommand}. */
export interface ValidateCommandOptions {
    scope: CommandScope;
    mode: CommandMode;
    /** `edit` mode: the type of the stored command being edited (default CHAT_INPUT). */
    existingType?: number | undefined;
    /** Whether the app has the EMBEDDED flag (an Activity); when given, `handler` is refused without it. */
    embedded?: boolean | undefined;
    /** Integration types the app supports; when given, a command's `integration_types` must be a subset. */
    appIntegrationTypes?: readonly number[] | undefined;
}
/** The fields a command body may carry in each mode. */
export declare const COMMAND_FIELDS: Readonly<Record<CommandMode, readonly string[]>>;
/**
 * True for a key of `COMMAND_FIELDS[mode]`: a switch, as `isOptionField` in validateOptions.ts (interned
 * keys compared by identity instead of a Set lookup per key). A test checks it against COMMAND_FIELDS.
 */
export declare function isCommandField(key: string, mode: CommandMode): boolean;
/**
 * Validates one command request body against every rule of the service: names (pattern, lowercase rule,
 * code point lengths), descriptions, fields per command type, global-only fields, options (nesting,
 * counts, ordering, choices, autocomplete, channel types, value and length ranges), localizations,
 * the 8000-character size, `default_member_permissions`, `nsfw` and unknown fields.
 *
 * @returns the issues, each with a path into `body`; empty when the body is valid.
 */
export declare function validateCommand(body: unknown, options: ValidateCommandOptions): Issue[];
/**
 * Checks `body` at `ctx.path`, appending to `ctx.issues`; returns the command's type (for set checks).
 * An exception from hostile input (a throwing getter or proxy) becomes an issue, never a crash.
 */
export declare function checkCommandInto(ctx: Ctx, body: unknown, options: ValidateCommandOptions): number;
