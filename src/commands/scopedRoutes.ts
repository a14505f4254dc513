/**
 * The command routes of one scope: the global routes, or a guild's when `guildId` is given. One place
 * chooses between the pairs of functions in `src/api/commands.ts`, so the client and sync never do.
 */
import {
  bulkOverwriteGlobalCommands,
  bulkOverwriteGuildCommands,
  type CreatedCommand,
  createGlobalCommand,
  createGuildCommand,
  deleteGlobalCommand,
  deleteGuildCommand,
  type EditCommandOptions,
  editGlobalCommand,
  editGuildCommand,
  getGlobalCommand,
  getGuildCommand,
  type ListCommandsOptions,
  listGlobalCommands,
  listGuildCommands,
} from '../api/commands.js';
import type { CallOptions, SnowflakeArg } from '../api/index.js';
import type { Transport } from '../http/index.js';
import type {
  ApplicationCommand,
  BulkApplicationCommandItem,
  CreateApplicationCommandBody,
  EditApplicationCommandBody,
} from '../model/index.js';

/** The command routes bound to one application and scope. */
export interface ScopedRoutes {
  list(options?: ListCommandsOptions): Promise<ApplicationCommand[]>;
  get(commandId: SnowflakeArg, options?: CallOptions): Promise<ApplicationCommand>;
  create(body: CreateApplicationCommandBody, options?: CallOptions): Promise<CreatedCommand>;
  edit(
    commandId: SnowflakeArg,
    body: EditApplicationCommandBody,
    options?: EditCommandOptions,
  ): Promise<ApplicationCommand>;
  delete(commandId: SnowflakeArg, options?: CallOptions): Promise<void>;
  bulkOverwrite(
    commands: readonly BulkApplicationCommandItem[],
    options?: CallOptions,
  ): Promise<ApplicationCommand[]>;
}

/** The routes of the global scope (`guildId` undefined) or of one guild. */
export function scopedRoutes(
  transport: Transport,
  applicationId: SnowflakeArg,
  guildId: SnowflakeArg | undefined,
): ScopedRoutes {
  const app = applicationId;
  if (guildId === undefined) {
    return {
      list: (options) => listGlobalCommands(transport, app, options),
      get: (id, options) => getGlobalCommand(transport, app, id, options),
      create: (body, options) => createGlobalCommand(transport, app, body, options),
      edit: (id, body, options) => editGlobalCommand(transport, app, id, body, options),
      delete: (id, options) => deleteGlobalCommand(transport, app, id, options),
      bulkOverwrite: (commands, options) => bulkOverwriteGlobalCommands(transport, app, commands, options),
    };
  }
  const guild = guildId;
  return {
    list: (options) => listGuildCommands(transport, app, guild, options),
    get: (id, options) => getGuildCommand(transport, app, guild, id, options),
    create: (body, options) => createGuildCommand(transport, app, guild, body, options),
    edit: (id, body, options) => editGuildCommand(transport, app, guild, id, body, options),
    delete: (id, options) => deleteGuildCommand(transport, app, guild, id, options),
    bulkOverwrite: (commands, options) =>
      bulkOverwriteGuildCommands(transport, app, guild, commands, options),
  };
}
