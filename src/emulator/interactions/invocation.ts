/**
 * What a test asks the emulator to invoke, read and checked: the application and command (by id, or by
 * name and type), where (a guild channel, or a DM with the app's bot), who, and with which options or
 * target. Bad input is a `SeedError` naming the field; whether the service would deliver it at all is
 * decided later (access.ts).
 */
import {
  type ApplicationCommand,
  ApplicationCommandType,
  ApplicationFlags,
  isSnowflake,
  type Snowflake,
} from '../../model/index.js';
import type { CommandRegistry, RegistryScope } from '../commands/registry.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord, ChannelRecord, UserRecord } from '../records.js';
import { SeedError } from '../seedChecks.js';

/** An ATTACHMENT option's value: the file the user attached. */
export interface AttachmentInput {
  filename: string;
  /** Bytes. Default 1024. */
  size?: number | undefined;
  contentType?: string | undefined;
  description?: string | undefined;
}

/**
 * An option value: a string, number or boolean; an id for USER, CHANNEL, ROLE and MENTIONABLE; an
 * {@link AttachmentInput} for ATTACHMENT; for a subcommand or group, an object of its options.
 */
export type InvocationValue =
  | string
  | number
  | boolean
  | AttachmentInput
  | { [name: string]: InvocationValue };

/** The message a MESSAGE command is used on: an id of a message the app posted, or one made up here. */
export type MessageTargetInput = string | { content: string; author: string; id?: string | undefined };

/** `control.invokeCommand(...)`. */
export interface InvokeCommandInput {
  /** The application; may be left out when the command's id or name belongs to one application only. */
  application?: string | undefined;
  /** The invoking user. */
  user: string;
  /** The guild; absent or null: a DM with the app's bot. */
  guild?: string | null | undefined;
  /** The channel (in the guild). Default: the guild's first text channel. */
  channel?: string | undefined;
  /** The command's id, or its `name` (and `type`, default CHAT_INPUT). */
  id?: string | undefined;
  name?: string | undefined;
  type?: number | undefined;
  /** Options by name; a subcommand or group is an object holding its own options. */
  options?: Record<string, InvocationValue> | undefined;
  /** USER commands: the user id; MESSAGE commands: the message. */
  target?: string | MessageTargetInput | undefined;
  /** The client's locale. Default: the user's. */
  locale?: string | undefined;
  /** The command version the user's client has (read-repair). Default: the current one. */
  version?: string | undefined;
}

/** `control.autocomplete(...)`: the option being typed is `focused`; its value in `options` is the partial input. */
export interface AutocompleteInput extends InvokeCommandInput {
  focused: string;
}

/** An invocation with every reference looked up. */
export interface Invocation {
  application: ApplicationRecord;
  command: ApplicationCommand;
  /** Where the command is registered: null for a global command. */
  commandGuildId: Snowflake | null;
  user: UserRecord;
  guildId: Snowflake | null;
  channel: ChannelRecord | null;
  locale: string;
}

function snowflake(value: unknown, at: string): string {
  if (typeof value !== 'string' || !isSnowflake(value))
    throw new SeedError(`${at}: expected a snowflake id string`);
  return BigInt(value).toString();
}

function scopeOf(app: ApplicationRecord, guildId: Snowflake | null): RegistryScope {
  return { applicationId: app.id, guildId, embedded: (app.flags & ApplicationFlags.EMBEDDED) !== 0 };
}

/** Reads the input's references (user, guild, channel, application, command). */
export function readInvocation(
  ctx: EmulatorContext,
  registry: CommandRegistry,
  input: InvokeCommandInput,
): Invocation {
  if (typeof input !== 'object' || input === null) throw new SeedError('invocation: expected an object');
  const user = ctx.store.users.get(snowflake(input.user, 'user'));
  if (!user || user.bot) throw new SeedError(`user: no (non-bot) user ${String(input.user)}`);
  const guildId = input.guild === undefined || input.guild === null ? null : snowflake(input.guild, 'guild');
  let channel: ChannelRecord | null = null;
  if (guildId !== null) {
    if (!ctx.store.guilds.has(guildId)) throw new SeedError(`guild: no guild ${guildId}`);
    if (!ctx.store.member(guildId, user.id))
      throw new SeedError(`user: ${user.id} is not a member of guild ${guildId}`);
    channel = channelOf(ctx, guildId, input.channel);
  } else if (input.channel !== undefined) {
    throw new SeedError('channel: a DM invocation (no guild) takes no channel');
  }
  if (
    input.locale !== undefined &&
    (typeof input.locale !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(input.locale))
  )
    throw new SeedError('locale: expected a locale code such as "en-US" or "de"');
  const found = findCommand(ctx, registry, input, guildId);
  return { ...found, user, guildId, channel, locale: input.locale ?? user.locale };
}

function channelOf(ctx: EmulatorContext, guildId: Snowflake, requested: unknown): ChannelRecord {
  if (requested === undefined) {
    for (const channel of ctx.store.channels.values())
      if (channel.guildId === guildId && channel.type === 0) return channel;
    throw new SeedError(`channel: guild ${guildId} has no text channel (seed one, or name the channel)`);
  }
  const channel = ctx.store.channels.get(snowflake(requested, 'channel'));
  if (!channel || channel.guildId !== guildId)
    throw new SeedError(`channel: no channel ${String(requested)} in guild ${guildId}`);
  return channel;
}

/**
 * The command: by id or by name and type, in the invocation's guild (guild commands win over global
 * ones of the same name) or among the global commands, of the named application or of the only one
 * that has such a command.
 */
function findCommand(
  ctx: EmulatorContext,
  registry: CommandRegistry,
  input: InvokeCommandInput,
  guildId: Snowflake | null,
): Pick<Invocation, 'application' | 'command' | 'commandGuildId'> {
  if ((input.id === undefined) === (input.name === undefined))
    throw new SeedError("id, name: give the command's id or its name (one of them)");
  const id = input.id === undefined ? undefined : snowflake(input.id, 'id');
  const type = input.type ?? ApplicationCommandType.CHAT_INPUT;
  if (id === undefined && ![1, 2, 3, 4].includes(type))
    throw new SeedError('type: expected a command type 1..4');
  const matches = (command: ApplicationCommand) =>
    id !== undefined ? command.id === id : command.name === input.name && command.type === type;

  let apps: ApplicationRecord[];
  if (input.application !== undefined) {
    const app = ctx.store.applications.get(snowflake(input.application, 'application'));
    if (!app) throw new SeedError(`application: no application ${String(input.application)}`);
    apps = [app];
  } else apps = [...ctx.store.applications.values()];

  const found: Pick<Invocation, 'application' | 'command' | 'commandGuildId'>[] = [];
  for (const application of apps) {
    for (const scopeGuild of guildId === null ? [null] : [guildId, null]) {
      const command = registry.list(scopeOf(application, scopeGuild)).find(matches);
      if (command) {
        found.push({ application, command, commandGuildId: scopeGuild });
        break;
      }
    }
  }
  const what = id !== undefined ? `command ${id}` : `command "${input.name}" of type ${type}`;
  const where = guildId === null ? 'among global commands' : `in guild ${guildId} or among global commands`;
  const first = found[0];
  if (first === undefined) throw new SeedError(`id, name: no ${what} ${where}`);
  if (found.length > 1)
    throw new SeedError(`application: ${found.length} applications have a ${what}; name the application`);
  return first;
}
