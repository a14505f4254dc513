/**
 * The command routes of one scope: the global routes, or a guild's when `guildId` is given. One place
 * chooses between the pairs of functions in `src/api/commands.ts`, so the client and sync never do.
 */
import { type CreatedCommand, type EditCommandOptions, type ListCommandsOptions } from '../api/commands.js';
import type { CallOptions, SnowflakeArg } from '../api/index.js';
import type { Transport } from '../http/index.js';
import type { ApplicationCommand, BulkApplicationCommandItem, CreateApplicationCommandBody, EditApplicationCommandBody } from '../model/index.js';
/** The command routes bound to one application and scope. */
export interface ScopedRoutes {
    list(options?: ListCommandsOptions): Promise<ApplicationCommand[]>;
    get(commandId: SnowflakeArg, options?: CallOptions): Promise<ApplicationCommand>;
    create(body: CreateApplicationCommandBody, options?: CallOptions): Promise<CreatedCommand>;
    edit(commandId: SnowflakeArg, body: EditApplicationCommandBody, options?: EditCommandOptions): Promise<ApplicationCommand>;
    delete(commandId: SnowflakeArg, options?: CallOptions): Promise<void>;
    bulkOverwrite(commands: readonly BulkApplicationCommandItem[], options?: CallOptions): Promise<ApplicationCommand[]>;
}
/** The routes of the global scope (`guildId` undefined) or of one guild. */
export declare function scopedRoutes(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg | undefined): ScopedRoutes;
