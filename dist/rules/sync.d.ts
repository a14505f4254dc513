/**
 * Command sync planning: the fewest operations that turn the registered commands of one scope into the
 * desired ones without spending daily creates (200 per day and scope) on commands that already exist.
 */
import type { ApplicationCommand, BulkApplicationCommandItem, CreateApplicationCommandBody, EditApplicationCommandBody, Snowflake } from '../model/index.js';
/** A top-level field that {@link planCommandSync} compares. */
export type SyncedCommandField = 'name' | 'name_localizations' | 'description' | 'description_localizations' | 'options' | 'default_member_permissions' | 'dm_permission' | 'default_permission' | 'nsfw' | 'integration_types' | 'contexts' | 'handler';
/**
 * A desired command: a create / bulk-overwrite body (it may carry the `id` of a registered command), or a
 * command as fetched (its server fields are ignored).
 */
export type DesiredCommand = BulkApplicationCommandItem | ApplicationCommand;
/** One registered command that must be edited. */
export interface CommandUpdate {
    /** Id of the registered command (the PATCH target). */
    id: Snowflake;
    current: ApplicationCommand;
    desired: DesiredCommand;
    /** Fields that differ, in a fixed order. */
    changes: SyncedCommandField[];
    /**
     * PATCH body holding only the changed fields; a field the desired command leaves out is reset to its
     * default (`null` dictionaries and permissions, `[]` options, `nsfw: false`, `default_permission: true`).
     */
    patch: EditApplicationCommandBody;
}
/** What {@link planCommandSync} decided; lists sorted by (type, name), `update` in apply order. */
export interface CommandSyncPlan {
    /** Desired commands that do not exist yet: Create (POST) bodies. Each spends one daily create. */
    create: CreateApplicationCommandBody[];
    /** Registered commands to edit (PATCH), in the order to apply them. Edits spend no daily creates. */
    update: CommandUpdate[];
    /** Registered commands that are not desired. Deleting also drops their permission overwrites. */
    delete: ApplicationCommand[];
    /** Registered commands already equal to their desired form. */
    unchanged: ApplicationCommand[];
    /** Daily creates the plan spends (`create.length`). */
    dailyCreates: number;
}
/** Thrown when a set holds two commands with the same (type, name) or the same id. */
export declare class InvalidCommandSetError extends TypeError {
    name: string;
    static readonly code = "INVALID_COMMAND_SET";
    readonly code = "INVALID_COMMAND_SET";
}
/**
 * The fields in which `current` (a registered command) differs from `desired`, treating what the service
 * fills in (ids, version, `type: 1`, `nsfw: false`, `dm_permission`, `integration_types`, `contexts`,
 * `""` descriptions of USER/MESSAGE commands, `required: false` ...) as equal to its absence, and comparing
 * localizations exactly. Empty when the two are the same command.
 */
export declare function diffCommand(current: DesiredCommand, desired: DesiredCommand): SyncedCommandField[];
/**
 * Plans the fewest operations that turn `current` (the registered commands of one scope, fetched with
 * `with_localizations=true` so that dictionaries can be compared) into `desired`.
 *
 * - A desired command matches a registered one by `id` when it carries one that is registered with the
 *   same type (a rename is then an edit), otherwise by (type, name). A type change is a delete plus a
 *   create, as the service cannot edit `type`.
 * - Matched commands are compared with {@link diffCommand}; equal ones are `unchanged`, others get a
 *   PATCH with just the changed fields.
 * - Command order within a set does not matter (the result is sorted by type, then name); option and
 *   choice order does.
 *
 * Apply it as delete, then update (in the given order), then create: that frees names and count slots
 * before they are reused. Updates are sorted by (type, name), except that a rename into a name another
 * rename frees comes after it; a cycle of renames is broken by re-creating one of its commands.
 * Throws {@link InvalidCommandSetError} when either set repeats a (type, name) or an id.
 */
export declare function planCommandSync(current: readonly ApplicationCommand[], desired: readonly DesiredCommand[]): CommandSyncPlan;
