/**
 * Application command routes, global and per guild (SERVICE.md "Global commands", "Guild commands";
 * FACTS.md for bulk overwrite). Bodies are checked with `src/rules` before sending.
 */
import type { Transport } from '../http/transport.js';
import type {
  ApplicationCommand,
  BulkApplicationCommandItem,
  CreateApplicationCommandBody,
  EditApplicationCommandBody,
} from '../model/index.js';
import { optionKeys } from '../rules/optionKeys.js';
import { type CommandScope, validateCommand } from '../rules/validateCommand.js';
import { validateCommandSet } from '../rules/validateCommandSet.js';
import { type CallOptions, callFields, ensureValid, routeParams, type SnowflakeArg } from './call.js';
import { send, sendForList } from './send.js';

const GLOBAL = '/applications/{application.id}/commands';
const GUILD = '/applications/{application.id}/guilds/{guild.id}/commands';

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

const LIST_KEYS = optionKeys<ListCommandsOptions>({ signal: true, withLocalizations: true });
const EDIT_KEYS = optionKeys<EditCommandOptions>({ signal: true, existingType: true });

/** Result of a create: the command and whether it is new (201) rather than an overwrite (200). */
export interface CreatedCommand {
  readonly command: ApplicationCommand;
  readonly created: boolean;
}

/** A global scope or one guild. */
type Target = { readonly applicationId: SnowflakeArg; readonly guildId?: SnowflakeArg | undefined };

function scopeOf(target: Target): CommandScope {
  return target.guildId === undefined ? 'global' : 'guild';
}

/** The route of a call on `target` (one command's when `commandId` is given) and its ids. */
function routeOf(target: Target, commandId?: SnowflakeArg) {
  const scope = scopeOf(target);
  const route = `${scope === 'global' ? GLOBAL : GUILD}${commandId === undefined ? '' : '/{command.id}'}`;
  const ids = { applicationId: target.applicationId, guildId: target.guildId, commandId };
  return { scope, route, ids };
}

function list(
  transport: Transport,
  target: Target,
  options: ListCommandsOptions,
): Promise<ApplicationCommand[]> {
  const query =
    options.withLocalizations === undefined ? undefined : { with_localizations: options.withLocalizations };
  const { route, ids } = routeOf(target);
  return sendForList(transport, { method: 'GET', route, ids, query, options, optionKeys: LIST_KEYS });
}

async function create(
  transport: Transport,
  target: Target,
  body: CreateApplicationCommandBody,
  options: CallOptions,
): Promise<CreatedCommand> {
  const { scope, route, ids } = routeOf(target);
  const request = { method: 'POST', route } as const;
  const params = routeParams(request, ids);
  ensureValid(request, 'command', validateCommand(body, { scope, mode: 'create' }));
  // Not `send`: whether the command is new is in the status (201), not the body.
  const response = await transport.request<ApplicationCommand>({
    ...request,
    params,
    json: body,
    ...callFields(options),
  });
  return { command: response.body, created: response.status === 201 };
}

function get(
  transport: Transport,
  target: Target,
  commandId: SnowflakeArg,
  options: CallOptions,
): Promise<ApplicationCommand> {
  const { route, ids } = routeOf(target, commandId);
  return send(transport, { method: 'GET', route, ids, options });
}

function edit(
  transport: Transport,
  target: Target,
  commandId: SnowflakeArg,
  body: EditApplicationCommandBody,
  options: EditCommandOptions,
): Promise<ApplicationCommand> {
  const { scope, route, ids } = routeOf(target, commandId);
  const check = () => validateCommand(body, { scope, mode: 'edit', existingType: options.existingType });
  return send(transport, {
    method: 'PATCH',
    route,
    ids,
    body,
    check,
    what: 'command',
    options,
    optionKeys: EDIT_KEYS,
  });
}

async function remove(
  transport: Transport,
  target: Target,
  commandId: SnowflakeArg,
  options: CallOptions,
): Promise<void> {
  const { route, ids } = routeOf(target, commandId);
  await send(transport, { method: 'DELETE', route, ids, options });
}

function bulkOverwrite(
  transport: Transport,
  target: Target,
  commands: readonly BulkApplicationCommandItem[],
  options: CallOptions,
): Promise<ApplicationCommand[]> {
  const { scope, route, ids } = routeOf(target);
  const check = () => validateCommandSet(commands, scope);
  return sendForList(transport, {
    method: 'PUT',
    route,
    ids,
    body: commands,
    check,
    what: 'commands',
    options,
  });
}

/** `GET /applications/{app}/commands`: the app's global commands. */
export function listGlobalCommands(
  transport: Transport,
  applicationId: SnowflakeArg,
  options: ListCommandsOptions = {},
): Promise<ApplicationCommand[]> {
  return list(transport, { applicationId }, options);
}

/** `GET /applications/{app}/guilds/{guild}/commands`: the app's commands in one guild. */
export function listGuildCommands(
  transport: Transport,
  applicationId: SnowflakeArg,
  guildId: SnowflakeArg,
  options: ListCommandsOptions = {},
): Promise<ApplicationCommand[]> {
  return list(transport, { applicationId, guildId }, options);
}

/** `POST /applications/{app}/commands`: creates (201) or overwrites by name (200) a global command. */
export function createGlobalCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  body: CreateApplicationCommandBody,
  options: CallOptions = {},
): Promise<CreatedCommand> {
  return create(transport, { applicationId }, body, options);
}

/** `POST /applications/{app}/guilds/{guild}/commands`: creates (201) or overwrites (200) a guild command. */
export function createGuildCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  guildId: SnowflakeArg,
  body: CreateApplicationCommandBody,
  options: CallOptions = {},
): Promise<CreatedCommand> {
  return create(transport, { applicationId, guildId }, body, options);
}

/** `GET /applications/{app}/commands/{command}`. */
export function getGlobalCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  commandId: SnowflakeArg,
  options: CallOptions = {},
): Promise<ApplicationCommand> {
  return get(transport, { applicationId }, commandId, options);
}

/** `GET /applications/{app}/guilds/{guild}/commands/{command}`. */
export function getGuildCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  guildId: SnowflakeArg,
  commandId: SnowflakeArg,
  options: CallOptions = {},
): Promise<ApplicationCommand> {
  return get(transport, { applicationId, guildId }, commandId, options);
}

/** `PATCH /applications/{app}/commands/{command}`: supplied fields replace the stored ones. */
export function editGlobalCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  commandId: SnowflakeArg,
  body: EditApplicationCommandBody,
  options: EditCommandOptions = {},
): Promise<ApplicationCommand> {
  return edit(transport, { applicationId }, commandId, body, options);
}

/** `PATCH /applications/{app}/guilds/{guild}/commands/{command}`. */
export function editGuildCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  guildId: SnowflakeArg,
  commandId: SnowflakeArg,
  body: EditApplicationCommandBody,
  options: EditCommandOptions = {},
): Promise<ApplicationCommand> {
  return edit(transport, { applicationId, guildId }, commandId, body, options);
}

/** `DELETE /applications/{app}/commands/{command}` (204). */
export function deleteGlobalCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  commandId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  return remove(transport, { applicationId }, commandId, options);
}

/** `DELETE /applications/{app}/guilds/{guild}/commands/{command}` (204). */
export function deleteGuildCommand(
  transport: Transport,
  applicationId: SnowflakeArg,
  guildId: SnowflakeArg,
  commandId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  return remove(transport, { applicationId, guildId }, commandId, options);
}

/** `PUT /applications/{app}/commands`: replaces all global commands (of every type) with `commands`. */
export function bulkOverwriteGlobalCommands(
  transport: Transport,
  applicationId: SnowflakeArg,
  commands: readonly BulkApplicationCommandItem[],
  options: CallOptions = {},
): Promise<ApplicationCommand[]> {
  return bulkOverwrite(transport, { applicationId }, commands, options);
}

/** `PUT /applications/{app}/guilds/{guild}/commands`: replaces all of the app's commands in a guild. */
export function bulkOverwriteGuildCommands(
  transport: Transport,
  applicationId: SnowflakeArg,
  guildId: SnowflakeArg,
  commands: readonly BulkApplicationCommandItem[],
  options: CallOptions = {},
): Promise<ApplicationCommand[]> {
  return bulkOverwrite(transport, { applicationId, guildId }, commands, options);
}
