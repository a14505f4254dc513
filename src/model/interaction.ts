/** Wire types of interaction payloads received by the app (types 1, 2 and 4) and of its answers. */
import type { ApplicationCommandOptionChoice } from './command.js';
import type {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionCallbackType,
  InteractionContextType,
  InteractionType,
} from './enums.js';
import type { Locale } from './locales.js';
import type { Snowflake } from './snowflake.js';
import type { GuildMember, Message, PartialChannel, User } from './user.js';

/** An option value as sent in a command use (type 2); subcommands and groups carry nested `options`. */
export interface InteractionDataOption {
  name: string;
  type: ApplicationCommandOptionType;
  /** Absent for SUB_COMMAND and SUB_COMMAND_GROUP. */
  value?: string | number | boolean | undefined;
  options?: InteractionDataOption[] | undefined;
  /** Autocomplete only: the option being typed. Its value may be a partial string (also for numbers). */
  focused?: boolean | undefined;
}

/** Objects referenced by id in options or by `target_id`. */
export interface InteractionResolved {
  users?: Record<Snowflake, User> | undefined;
  /** Members without their nested `user` (that is in `users`). */
  members?: Record<Snowflake, Omit<GuildMember, 'user'>> | undefined;
  roles?: Record<Snowflake, { id: Snowflake; name: string; [field: string]: unknown }> | undefined;
  channels?: Record<Snowflake, PartialChannel> | undefined;
  messages?: Record<Snowflake, Message> | undefined;
  attachments?:
    | Record<Snowflake, { id: Snowflake; filename: string; url: string; [field: string]: unknown }>
    | undefined;
}

/** `data` of a command use (interaction type 2). */
export interface ApplicationCommandInteractionData {
  id: Snowflake;
  name: string;
  type: ApplicationCommandType;
  guild_id?: Snowflake | undefined;
  options?: InteractionDataOption[] | undefined;
  /** USER and MESSAGE commands: the targeted user's or message's id. */
  target_id?: Snowflake | undefined;
  resolved?: InteractionResolved | undefined;
}

/** `data` of an autocomplete request (interaction type 4). */
export interface AutocompleteInteractionData extends ApplicationCommandInteractionData {
  version: Snowflake;
  options: InteractionDataOption[];
}

/** Fields common to every interaction. */
interface InteractionBase {
  id: Snowflake;
  application_id: Snowflake;
  /** Interaction token: a secret, valid 15 minutes. */
  token: string;
  version: number;
  guild_id?: Snowflake | undefined;
  channel_id?: Snowflake | undefined;
  channel?: PartialChannel | undefined;
  /** In guilds. */
  member?: GuildMember | undefined;
  /** In DMs. */
  user?: User | undefined;
  /** The bot's permissions in the channel, decimal string. */
  app_permissions?: string | undefined;
  locale?: Locale | undefined;
  guild_locale?: Locale | undefined;
  context?: InteractionContextType | undefined;
  authorizing_integration_owners?: Record<string, Snowflake> | undefined;
}

/** PING (1): answer `{ type: 1 }`. */
export interface PingInteraction extends InteractionBase {
  type: typeof InteractionType.PING;
}

/** APPLICATION_COMMAND (2). */
export interface ApplicationCommandInteraction extends InteractionBase {
  type: typeof InteractionType.APPLICATION_COMMAND;
  data: ApplicationCommandInteractionData;
}

/** APPLICATION_COMMAND_AUTOCOMPLETE (4). */
export interface AutocompleteInteraction extends InteractionBase {
  type: typeof InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE;
  data: AutocompleteInteractionData;
}

/** Interactions handled by this SDK. */
export type Interaction = PingInteraction | ApplicationCommandInteraction | AutocompleteInteraction;

/** The app's answer to an interaction. */
export type InteractionResponse =
  | { type: typeof InteractionCallbackType.PONG }
  | {
      type:
        | typeof InteractionCallbackType.CHANNEL_MESSAGE_WITH_SOURCE
        | typeof InteractionCallbackType.UPDATE_MESSAGE;
      data: { content?: string | undefined; flags?: number | undefined; [field: string]: unknown };
    }
  | {
      type:
        | typeof InteractionCallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
        | typeof InteractionCallbackType.DEFERRED_UPDATE_MESSAGE;
      data?: { flags?: number | undefined } | undefined;
    }
  | {
      type: typeof InteractionCallbackType.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT;
      /** At most 25 choices. */
      data: { choices: ApplicationCommandOptionChoice[] };
    }
  | {
      type: typeof InteractionCallbackType.MODAL;
      data: { custom_id: string; title: string; components: unknown[] };
    }
  | { type: typeof InteractionCallbackType.LAUNCH_ACTIVITY };
