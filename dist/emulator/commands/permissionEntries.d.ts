/**
 * The body of Edit Application Command Permissions, checked against the guild it targets: the shape rules
 * are `src/rules` (at most 100 entries, types, booleans, no repeats, All Channels = guild id - 1); here
 * only whether each target exists: a role of the guild (the guild id is @everyone), a user, or a channel
 * of the guild.
 */
import { type ApplicationCommandPermission, type Snowflake } from '../../model/index.js';
import { type Issue } from '../../rules/index.js';
import type { EmulatorStore } from '../store.js';
/** Inner codes for entries that name nothing in the guild (same style as the service's codes). */
export declare const PermissionIssueCodes: {
    readonly UNKNOWN_ROLE: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_ROLE';
    readonly UNKNOWN_USER: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_USER';
    readonly UNKNOWN_CHANNEL: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_CHANNEL';
};
/** The entries of a valid body, or the issues (paths into the body). */
export declare function checkPermissionsBody(store: EmulatorStore, guildId: Snowflake, body: unknown): {
    entries: ApplicationCommandPermission[];
} | {
    issues: Issue[];
};
