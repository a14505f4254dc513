/**
 * Command permission overwrites per application and guild: one permissions object per command that has
 * overwrites, plus the application-level one (its `id` is the application id).
 */
import type { ApplicationCommandPermission, GuildApplicationCommandPermissions, Snowflake } from '../../model/index.js';
import { type CommandCollections } from './state.js';
export declare class CommandPermissionStore {
    private readonly collections;
    constructor(collections: Pick<CommandCollections, 'permissions'>);
    /** Every permissions object of the application in the guild (commands with overwrites, app level). */
    list(applicationId: Snowflake, guildId: Snowflake): readonly GuildApplicationCommandPermissions[];
    /** The permissions object of one command (or of the app, `id` = application id); 10066 when none. */
    get(applicationId: Snowflake, guildId: Snowflake, id: Snowflake): GuildApplicationCommandPermissions;
    /**
     * Replaces every overwrite of `id` in the guild (an empty list removes the object). Returns the
     * permissions object as the service answers it.
     */
    set(applicationId: Snowflake, guildId: Snowflake, id: Snowflake, permissions: readonly ApplicationCommandPermission[]): GuildApplicationCommandPermissions;
    /**
     * Deletes the overwrites of a command: in one guild, or (`guildId` null, a global command) in every
     * guild of the application. Deleting or renaming a command does this (SERVICE.md).
     */
    drop(applicationId: Snowflake, commandId: Snowflake, guildId: Snowflake | null): void;
}
