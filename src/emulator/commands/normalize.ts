/**
 * The stored (and returned) form of a command: a request body that passed the shared rules, with the
 * fields the service fills in. Every command the emulator returns has the same fields in the same order
 * (compare `ApplicationCommandResponse` in openapi.json).
 */
import { isDeepStrictEqual } from 'node:util';
import {
  type ApplicationCommand,
  type ApplicationCommandOption,
  ApplicationCommandType,
  ApplicationIntegrationType,
  EntryPointCommandHandlerType,
  type LocalizationMap,
  type Snowflake,
} from '../../model/index.js';
import type { CommandScope } from './state.js';

/** Ids of a stored command that the request body does not decide. */
export interface CommandIdentity {
  id: Snowflake;
  version: Snowflake;
}

/** Fields of a stored command that are not part of its definition. */
const IDENTITY_FIELDS: ReadonlySet<string> = new Set(['id', 'application_id', 'guild_id', 'version']);

type Input = Readonly<Record<string, unknown>>;

/**
 * The stored command for a validated create, bulk or merged edit body. `null` fields take the service's
 * default, like absent ones: USER and MESSAGE commands get `""` and no description dictionary; global
 * commands get `dm_permission`; PRIMARY_ENTRY_POINT commands get a `handler` (APP_HANDLER by default).
 */
export function storedCommand(
  input: Input,
  scope: CommandScope,
  identity: CommandIdentity,
): ApplicationCommand {
  const type = (input.type ?? ApplicationCommandType.CHAT_INPUT) as ApplicationCommand['type'];
  const contextMenu = type === ApplicationCommandType.USER || type === ApplicationCommandType.MESSAGE;
  const command: ApplicationCommand = {
    id: identity.id,
    type,
    application_id: scope.applicationId,
    ...(scope.guildId === null ? {} : { guild_id: scope.guildId }),
    name: input.name as string,
    name_localizations: dictionary(input.name_localizations),
    description: contextMenu ? '' : ((input.description as string | null | undefined) ?? ''),
    description_localizations: contextMenu ? null : dictionary(input.description_localizations),
    default_member_permissions: permissions(input.default_member_permissions),
    version: identity.version,
  };
  const options = input.options;
  if (type === ApplicationCommandType.CHAT_INPUT && Array.isArray(options) && options.length > 0) {
    // A copy: stored records are never shared with the caller (JSON round trip: plain JSON, and fast).
    command.options = JSON.parse(JSON.stringify(options)) as ApplicationCommandOption[];
  }
  if (scope.guildId === null)
    command.dm_permission = (input.dm_permission as boolean | null | undefined) ?? true;
  command.default_permission = (input.default_permission as boolean | null | undefined) ?? true;
  command.nsfw = (input.nsfw as boolean | null | undefined) ?? false;
  command.integration_types = (numbers(input.integration_types) ?? [
    ApplicationIntegrationType.GUILD_INSTALL,
  ]) as ApplicationCommand['integration_types'];
  command.contexts = (numbers(input.contexts) ?? null) as ApplicationCommand['contexts'];
  if (type === ApplicationCommandType.PRIMARY_ENTRY_POINT) {
    command.handler = (input.handler ??
      EntryPointCommandHandlerType.APP_HANDLER) as ApplicationCommand['handler'];
  }
  return command;
}

/** A stored command's definition as an edit starts from it (ids left out). */
export function definitionOf(command: ApplicationCommand): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(command)) if (!IDENTITY_FIELDS.has(key)) out[key] = value;
  return out;
}

/**
 * Whether two stored commands differ in their definition (a "substantial" change: a new `version`).
 * Key order inside localization dictionaries does not count (objects compare by key); option and choice
 * order does (arrays compare by index).
 */
export function definitionChanged(before: ApplicationCommand, after: ApplicationCommand): boolean {
  return !isDeepStrictEqual(definitionOf(before), definitionOf(after));
}

function dictionary(value: unknown): LocalizationMap | null {
  return typeof value === 'object' && value !== null ? { ...(value as LocalizationMap) } : null;
}

/** `default_member_permissions` in canonical decimal form ("08" cannot pass the rules, but bigints may). */
function permissions(value: unknown): string | null {
  return typeof value === 'string' ? BigInt(value).toString() : null;
}

function numbers(value: unknown): number[] | undefined {
  return Array.isArray(value) ? [...new Set(value as number[])] : undefined;
}
