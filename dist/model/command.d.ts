/** Wire types of application commands, options, choices and command permissions. */
import type { ApplicationCommandOptionType, ApplicationCommandPermissionType, ApplicationCommandType, ApplicationIntegrationType, ChannelType, EntryPointCommandHandlerType, InteractionContextType } from './enums.js';
import type { LocalizationMap } from './locales.js';
import type { Snowflake } from './snowflake.js';
/** A choice of a STRING, INTEGER or NUMBER option. */
export interface ApplicationCommandOptionChoice {
    /** 1-100 characters. */
    name: string;
    name_localizations?: LocalizationMap | null | undefined;
    /** Added on localized list responses. */
    name_localized?: string | undefined;
    /** Type follows the option type; strings are at most 100 characters. */
    value: string | number;
}
/**
 * The name and description fields of every option, which localization rewrites (commands have them too).
 */
export interface LocalizableFields {
    /** 1-32 characters, same rules as CHAT_INPUT command names, unique within its array. */
    name: string;
    name_localizations?: LocalizationMap | null | undefined;
    name_localized?: string | undefined;
    /** 1-100 characters. */
    description: string;
    description_localizations?: LocalizationMap | null | undefined;
    description_localized?: string | undefined;
}
/** SUB_COMMAND (1): holds basic options. */
export interface SubcommandOption extends LocalizableFields {
    type: typeof ApplicationCommandOptionType.SUB_COMMAND;
    options?: BasicOption[] | undefined;
}
/** SUB_COMMAND_GROUP (2): holds subcommands only. */
export interface SubcommandGroupOption extends LocalizableFields {
    type: typeof ApplicationCommandOptionType.SUB_COMMAND_GROUP;
    options?: SubcommandOption[] | undefined;
}
/** Fields of options that take a value. */
interface ValueOptionBase extends LocalizableFields {
    /** Default false; required options come before optional ones. */
    required?: boolean | undefined;
}
/** STRING (3). */
export interface StringOption extends ValueOptionBase {
    type: typeof ApplicationCommandOptionType.STRING;
    choices?: ApplicationCommandOptionChoice[] | undefined;
    autocomplete?: boolean | undefined;
    /** 0-6000. */
    min_length?: number | undefined;
    /** 1-6000. */
    max_length?: number | undefined;
}
/** INTEGER (4) and NUMBER (10). */
export interface NumericOption extends ValueOptionBase {
    type: typeof ApplicationCommandOptionType.INTEGER | typeof ApplicationCommandOptionType.NUMBER;
    choices?: ApplicationCommandOptionChoice[] | undefined;
    autocomplete?: boolean | undefined;
    min_value?: number | undefined;
    max_value?: number | undefined;
}
/** CHANNEL (7). */
export interface ChannelOption extends ValueOptionBase {
    type: typeof ApplicationCommandOptionType.CHANNEL;
    channel_types?: ChannelType[] | undefined;
}
/** BOOLEAN, USER, ROLE, MENTIONABLE, ATTACHMENT: no extra fields. */
export interface SimpleOption extends ValueOptionBase {
    type: typeof ApplicationCommandOptionType.BOOLEAN | typeof ApplicationCommandOptionType.USER | typeof ApplicationCommandOptionType.ROLE | typeof ApplicationCommandOptionType.MENTIONABLE | typeof ApplicationCommandOptionType.ATTACHMENT;
}
/** An option that takes a value (not a subcommand or group). */
export type BasicOption = StringOption | NumericOption | ChannelOption | SimpleOption;
/** Any command option, discriminated by `type`. */
export type ApplicationCommandOption = SubcommandOption | SubcommandGroupOption | BasicOption;
/** An application command as the service returns it. */
export interface ApplicationCommand {
    id: Snowflake;
    /** Defaults to CHAT_INPUT (1). */
    type: ApplicationCommandType;
    application_id: Snowflake;
    /** Present for guild commands. */
    guild_id?: Snowflake | undefined;
    name: string;
    name_localizations?: LocalizationMap | null | undefined;
    /** Empty string for USER and MESSAGE commands. */
    description: string;
    description_localizations?: LocalizationMap | null | undefined;
    /** On list responses without `with_localizations=true`: the requester's locale entry, if any. */
    name_localized?: string | undefined;
    description_localized?: string | undefined;
    options?: ApplicationCommandOption[] | undefined;
    /** Decimal string bit set, or null for "everyone". */
    default_member_permissions: string | null;
    /** Deprecated: use `contexts`. Global commands only. */
    dm_permission?: boolean | undefined;
    /** To be deprecated. */
    default_permission?: boolean | null | undefined;
    nsfw?: boolean | undefined;
    integration_types?: ApplicationIntegrationType[] | undefined;
    contexts?: InteractionContextType[] | null | undefined;
    /** Auto-incrementing snowflake, changes on substantial edits. */
    version: Snowflake;
    /** PRIMARY_ENTRY_POINT only. */
    handler?: EntryPointCommandHandlerType | undefined;
}
/** Body of Create Global / Create Guild Application Command. */
export interface CreateApplicationCommandBody {
    name: string;
    name_localizations?: LocalizationMap | null | undefined;
    description?: string | undefined;
    description_localizations?: LocalizationMap | null | undefined;
    options?: ApplicationCommandOption[] | undefined;
    default_member_permissions?: string | null | undefined;
    /** Deprecated; global commands only. */
    dm_permission?: boolean | null | undefined;
    default_permission?: boolean | undefined;
    /** Global commands only. */
    integration_types?: ApplicationIntegrationType[] | undefined;
    /** Global commands only. */
    contexts?: InteractionContextType[] | null | undefined;
    type?: ApplicationCommandType | undefined;
    nsfw?: boolean | undefined;
    /** PRIMARY_ENTRY_POINT only, for apps with the EMBEDDED flag. */
    handler?: EntryPointCommandHandlerType | undefined;
}
/** Body of Edit Global / Edit Guild Application Command: every field optional; `type` not editable. */
export type EditApplicationCommandBody = Partial<Omit<CreateApplicationCommandBody, 'type'>>;
/** One item of a Bulk Overwrite request: a create body that may carry the id of an existing command. */
export interface BulkApplicationCommandItem extends CreateApplicationCommandBody {
    id?: Snowflake | undefined;
}
/** One permission overwrite of a command. */
export interface ApplicationCommandPermission {
    /** Role, user or channel id; or the guild id (@everyone) or guild id - 1 (All Channels). */
    id: Snowflake;
    type: ApplicationCommandPermissionType;
    /** true allows, false disallows. */
    permission: boolean;
}
/** Permissions of one command (id = command id) or of the whole app (id = application id) in a guild. */
export interface GuildApplicationCommandPermissions {
    id: Snowflake;
    application_id: Snowflake;
    guild_id: Snowflake;
    /** Max 100. */
    permissions: ApplicationCommandPermission[];
}
/** Body of Edit Application Command Permissions. */
export interface EditApplicationCommandPermissionsBody {
    permissions: ApplicationCommandPermission[];
}
export {};
