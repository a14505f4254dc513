/**
 * The body of Edit Application Command Permissions (SERVICE.md "Command permissions"): `permissions`, at
 * most 100 `{ id, type, permission }` entries, each target (type and id) at most once. Whether a target
 * exists in the guild needs the guild's roles, users and channels: the caller may pass a lookup, which is
 * asked about every entry with a valid id and type. All Channels (guild id - 1) always exists.
 */
import { type ApplicationCommandPermission, ApplicationCommandPermissionType as PermissionType, type Snowflake } from '../model/index.js';
import type { Checked } from './fields.js';
/** Why a well-formed entry names nothing in the guild, or undefined when its target exists. */
export type CommandPermissionTargetCheck = (type: PermissionType, id: Snowflake) => {
    code: string;
    message: string;
} | undefined;
/** Options of {@link validateCommandPermissionsBody}. */
export interface CommandPermissionsBodyOptions {
    /** The guild the edit targets, and a lookup of its targets (the emulator's store). */
    targets?: {
        guildId: Snowflake;
        check: CommandPermissionTargetCheck;
    } | undefined;
}
/** The entries of the body (meaningful only when `issues` is empty). */
export declare function validateCommandPermissionsBody(body: unknown, options?: CommandPermissionsBodyOptions): Checked<ApplicationCommandPermission[]>;
