/**
 * Wire types of interaction payloads received by the app (types 1, 2 and 4: SERVICE.md "Interaction
 * payloads received by the app") and of its answers (FACTS.md "Interactions over HTTP"; OpenAPI
 * `create_interaction_response` and the interaction webhook routes). One declaration of each shape: the
 * SDK's `src/interactions` reads these, the emulator builds them.
 */
import type { ApplicationCommandOptionChoice } from './command.js';
import type { ApplicationCommandOptionType, ApplicationCommandType, InteractionCallbackType, InteractionContextType, InteractionType } from './enums.js';
import type { Locale, LocalizationMap } from './locales.js';
import type { Snowflake } from './snowflake.js';
import type { GuildMember, Message, PartialChannel, User } from './user.js';
/**
 * An option as sent in a command use (type 2) or an autocomplete request (type 4); subcommands and
 * groups carry nested `options` and no `value`.
 */
export interface InteractionDataOption {
    name: string;
    type: ApplicationCommandOptionType;
    /**
     * Absent for SUB_COMMAND and SUB_COMMAND_GROUP. USER, CHANNEL, ROLE, MENTIONABLE and ATTACHMENT values
     * are ids into `resolved`. In autocomplete, INTEGER and NUMBER values may arrive as (partial) strings.
     */
    value?: string | number | boolean | undefined;
    options?: InteractionDataOption[] | undefined;
    /** Autocomplete only: the option being typed. */
    focused?: boolean | undefined;
}
/** A role as resolved in interaction payloads. */
export interface Role {
    id: Snowflake;
    name: string;
    /** Permission bit set, decimal string. */
    permissions: string;
    position: number;
    color?: number | undefined;
    hoist?: boolean | undefined;
    managed?: boolean | undefined;
    mentionable?: boolean | undefined;
    icon?: string | null | undefined;
    unicode_emoji?: string | null | undefined;
    flags?: number | undefined;
    [field: string]: unknown;
}
/** An attachment (ATTACHMENT option values resolve to these). */
export interface Attachment {
    id: Snowflake;
    filename: string;
    /** Bytes. */
    size: number;
    url: string;
    proxy_url: string;
    content_type?: string | undefined;
    description?: string | undefined;
    [field: string]: unknown;
}
/** A member inside `resolved.members`: no nested `user` (that is in `resolved.users`). */
export type ResolvedMember = Omit<GuildMember, 'user'>;
/** Objects referenced by id in options or by `target_id`. */
export interface InteractionResolved {
    users?: Record<Snowflake, User> | undefined;
    members?: Record<Snowflake, ResolvedMember> | undefined;
    roles?: Record<Snowflake, Role> | undefined;
    /** Each carries `app_permissions` when the app's bot is in the guild (SERVICE.md). */
    channels?: Record<Snowflake, PartialChannel> | undefined;
    messages?: Record<Snowflake, Message> | undefined;
    attachments?: Record<Snowflake, Attachment> | undefined;
}
/** `data` of a command use (interaction type 2). */
export interface ApplicationCommandInteractionData {
    id: Snowflake;
    /** The default (never localized) name. */
    name: string;
    type: ApplicationCommandType;
    /** Present for guild commands. */
    guild_id?: Snowflake | undefined;
    /** The command's version (read-repair); SERVICE.md lists it for autocomplete, the service sends it on both. */
    version?: Snowflake | undefined;
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
export interface InteractionBase {
    id: Snowflake;
    application_id: Snowflake;
    /** Interaction token: a secret, valid 15 minutes. */
    token: string;
    /** Always 1. */
    version: number;
    guild_id?: Snowflake | undefined;
    channel_id?: Snowflake | undefined;
    channel?: PartialChannel | undefined;
    /** In guilds: the invoking member, with `permissions` in the channel. */
    member?: GuildMember | undefined;
    /** In DMs: the invoking user. */
    user?: User | undefined;
    /** The bot's permissions in the channel, decimal string. */
    app_permissions?: string | undefined;
    /** The invoking user's client language. */
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
/** Message flag bits an interaction answer may set (OpenAPI `MessageFlags`). */
export declare const MessageFlags: {
    readonly SUPPRESS_EMBEDS: number;
    /** Only the invoking user sees the message. */
    readonly EPHEMERAL: number;
    /** Set by the service on a deferred answer's placeholder ("thinking..."); never by the app. */
    readonly LOADING: number;
    readonly SUPPRESS_NOTIFICATIONS: number;
    readonly IS_COMPONENTS_V2: number;
};
/**
 * A message the app sends in an answer (types 4 and 7), a follow-up, or an edit of one
 * (OpenAPI `IncomingWebhookInteractionRequest`). Embeds, components and the rest pass through as given.
 */
export interface InteractionMessageData {
    /** Up to 2000 characters. */
    content?: string | null | undefined;
    /** Up to 10. */
    embeds?: Record<string, unknown>[] | null | undefined;
    allowed_mentions?: Record<string, unknown> | null | undefined;
    components?: Record<string, unknown>[] | null | undefined;
    attachments?: Record<string, unknown>[] | null | undefined;
    tts?: boolean | null | undefined;
    /** {@link MessageFlags}: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2. */
    flags?: number | null | undefined;
}
/** A choice of an autocomplete result: the value has the focused option's type. */
export interface AutocompleteChoice {
    /** 1-100 characters. */
    name: string;
    name_localizations?: LocalizationMap | null | undefined;
    value: ApplicationCommandOptionChoice['value'];
}
/** `data` of a MODAL (9) answer. */
export interface ModalData {
    /** 1-100 characters. */
    custom_id: string;
    /** 1-45 characters. */
    title: string;
    /** 1-40 components (action rows, labels, text displays). */
    components: Record<string, unknown>[];
}
/** The app's answer to an interaction (the body of the callback, or of the HTTP response). */
export type InteractionResponse = {
    type: typeof InteractionCallbackType.PONG;
} | {
    type: typeof InteractionCallbackType.CHANNEL_MESSAGE_WITH_SOURCE | typeof InteractionCallbackType.UPDATE_MESSAGE;
    data: InteractionMessageData;
} | {
    type: typeof InteractionCallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE | typeof InteractionCallbackType.DEFERRED_UPDATE_MESSAGE;
    /** Only `flags` (EPHEMERAL) means something here. */
    data?: Pick<InteractionMessageData, 'flags'> | undefined;
} | {
    type: typeof InteractionCallbackType.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT;
    /** At most 25 choices. */
    data: {
        choices: AutocompleteChoice[];
    };
} | {
    type: typeof InteractionCallbackType.MODAL;
    data: ModalData;
} | {
    type: typeof InteractionCallbackType.LAUNCH_ACTIVITY;
};
/** What `POST /interactions/{id}/{token}/callback?with_response=true` answers (OpenAPI `InteractionCallbackResponse`). */
export interface InteractionCallbackResponse {
    interaction: {
        id: Snowflake;
        type: InteractionType;
        response_message_id?: Snowflake | undefined;
        response_message_loading?: boolean | undefined;
        response_message_ephemeral?: boolean | undefined;
        channel_id?: Snowflake | undefined;
        guild_id?: Snowflake | undefined;
    };
    resource?: {
        type: InteractionCallbackType;
        message?: Message | undefined;
    } | undefined;
}
