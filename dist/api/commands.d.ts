/**
 * Application command routes, global and per guild (SERVICE.md "Global commands", "Guild commands";
 * FACTS.md for bulk overwrite). Bodies are checked with `src/rules` before sending.
 */
import type { Transport } from '../http/transport.js';
import type { ApplicationCommand, BulkApplicationCommandItem, CreateApplicationCommandBody, EditApplicationCommandBody } from '../model/index.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/** Options of the list routes. */
export interface ListCommandsOptions extends CallOptions {
    /** Include the full `name_localizations` / `description_localizations` dictionaries. Default false. */
    withLocalizations?: boolean | undefined;
}
/** Options of the edit routes. */
export interface EditCommandOptions extends CallOptions {
    /** Type of the stored command (USER and MESSAGE names follow other rules). Default CHAT_INPUT (1). */
    existingType?: number | undefined;
}
/** Result of a create: the command and whether it is new (201) rather than an overwrite (200). */
export interface CreatedCommand {
    readonly command: ApplicationCommand;
    readonly created: boolean;
}
/** `GET /applications/{app}/commands`: the app's global commands. */
export declare function listGlobalCommands(transport: Transport, applicationId: SnowflakeArg, options?: ListCommandsOptions): Promise<ApplicationCommand[]>;
/** `GET /applications/{app}/guilds/{guild}/commands`: the app's commands in one guild. */
export declare function listGuildCommands(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, options?: ListCommandsOptions): Promise<ApplicationCommand[]>;
/** `POST /applications/{app}/commands`: creates (201) or overwrites by name (200) a global command. */
export declare function createGlobalCommand(transport: Transport, applicationId: SnowflakeArg, body: CreateApplicationCommandBody, options?: CallOptions): Promise<CreatedCommand>;
/** `POST /applications/{app}/guilds/{guild}/commands`: creates (201) or overwrites (200) a guild command. */
export declare function createGuildCommand(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, body: CreateApplicationCommandBody, options?: CallOptions): Promise<CreatedCommand>;
/** `GET /applications/{app}/commands/{command}`. */
export declare function getGlobalCommand(transport: Transport, applicationId: SnowflakeArg, commandId: SnowflakeArg, options?: CallOptions): Promise<ApplicationCommand>;
/** `GET /applications/{app}/guilds/{guild}/commands/{command}`. */
export declare function getGuildCommand(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, commandId: SnowflakeArg, options?: CallOptions): Promise<ApplicationCommand>;
/** `PATCH /applications/{app}/commands/{command}`: supplied fields replace the stored ones. */
export declare function editGlobalCommand(transport: Transport, applicationId: SnowflakeArg, commandId: SnowflakeArg, body: EditApplicationCommandBody, options?: EditCommandOptions): Promise<ApplicationCommand>;
/** `PATCH /applications/{app}/guilds/{guild}/commands/{command}`. */
export declare function editGuildCommand(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, commandId: SnowflakeArg, body: EditApplicationCommandBody, options?: EditCommandOptions): Promise<ApplicationCommand>;
/** `DELETE /applications/{app}/commands/{command}` (204). */
export declare function deleteGlobalCommand(transport: Transport, applicationId: SnowflakeArg, commandId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `DELETE /applications/{app}/guilds/{guild}/commands/{command}` (204). */
export declare function deleteGuildCommand(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, commandId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `PUT /applications/{app}/commands`: replaces all global commands (of every type) with `commands`. */
export declare function bulkOverwriteGlobalCommands(transport: Transport, applicationId: SnowflakeArg, commands: readonly BulkApplicationCommandItem[], options?: CallOptions): Promise<ApplicationCommand[]>;
/** `PUT /applications/{app}/guilds/{guild}/commands`: replaces all of the app's commands in a guild. */
export declare function bulkOverwriteGuildCommands(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, commands: readonly BulkApplicationCommandItem[], options?: CallOptions): Promise<ApplicationCommand[]>;
