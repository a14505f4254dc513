/**
 * Who may run a command in a guild channel: the evaluation order of FACTS.md "Command permission
 * evaluation", step by step, with the entry that decided.
 */
import { type ApplicationCommand, type ApplicationCommandPermission, type GuildApplicationCommandPermissions, type PartialChannel, type Snowflake, type User } from '../model/index.js';
/**
 * Overwrites of one level: the permissions object from the service (its `id` and `guild_id` are checked
 * against the command or application and the guild), or just its `permissions` array. Absent or null
 * means that level has no overwrites.
 */
export type CommandPermissionSource = GuildApplicationCommandPermissions | readonly ApplicationCommandPermission[] | null | undefined;
/** The member fields the evaluation reads; an interaction's `member` carries all of them. */
export interface CommandPermissionMember {
    user: Pick<User, 'id'>;
    /** Role ids; the `@everyone` role (id = guild id) is handled by its own step whether listed or not. */
    roles: readonly Snowflake[];
    /** The member's permissions in the channel: decimal string (as in interactions) or bigint. */
    permissions: string | bigint;
}
/** Everything {@link canUseCommand} needs. */
export interface CanUseCommandInput {
    command: Pick<ApplicationCommand, 'id' | 'application_id' | 'default_member_permissions'>;
    /** App-level overwrites: the permissions object whose id is the application id. */
    appPermissions?: CommandPermissionSource;
    /** Command-level overwrites: the permissions object whose id is the command id. */
    commandPermissions?: CommandPermissionSource;
    member: CommandPermissionMember;
    /** The channel of the invocation; a thread (types 10-12) is judged by its `parent_id`. */
    channel: Pick<PartialChannel, 'id' | 'type' | 'parent_id'>;
    guild: {
        id: Snowflake;
    };
}
/** The step of the evaluation that decided. */
export type CommandPermissionStep = 'administrator' | 'channel' | 'user' | 'role' | 'everyone' | 'default_member_permissions';
/** Why a command is or is not usable. */
export interface CommandPermissionReason {
    step: CommandPermissionStep;
    /** Which overwrites the deciding entry came from (absent for `administrator` and the last step). */
    level?: 'command' | 'application';
    /** The deciding overwrite (for `role` allowing: the first true role entry; denying: the first false). */
    entry?: ApplicationCommandPermission;
    /** `default_member_permissions` step: the permission bits that were required (null: none). */
    required?: bigint | null;
    /** `default_member_permissions` step when denying: required bits the member lacks. */
    missing?: bigint;
    /** One readable sentence naming the deciding entry. */
    message: string;
}
/** The outcome of {@link canUseCommand}. */
export interface CommandPermissionDecision {
    allowed: boolean;
    reason: CommandPermissionReason;
}
/**
 * Decides whether `member` may run `command` in `channel` of `guild`, following FACTS.md exactly:
 *
 * 0. Administrator may always run it.
 * 1. Channel: the command-level entry for the channel (threads use their parent), else the command-level
 *    All Channels entry (id = guild id - 1); false denies. With neither, the app-level entries are
 *    checked the same way.
 * 2. Command-level user entry decides; else the member's role entries (allow if one is true, else deny);
 *    else the `@everyone` entry (id = guild id) decides.
 * 3. App-level user/role/@everyone in the same order; false denies, true only goes on to step 4.
 * 4. `default_member_permissions`: null allows, "0" denies, else the member needs all those bits.
 *
 * Entries are matched by `type` and `id` together. Throws a TypeError naming the field for malformed
 * input (bad ids or permission strings, overwrites of another command or guild, a thread without parent).
 */
export declare function canUseCommand(input: CanUseCommandInput): CommandPermissionDecision;
