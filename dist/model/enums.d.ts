/**
 * Numeric enumerations of the service, as `const` objects with a derived union type of their values.
 * Values come from SERVICE.md, FACTS.md and the service's OpenAPI description.
 */
/** The value union of a `const` enum object. */
export type ValueOf<T> = T[keyof T];
/**
 * The namer of a numeric `const` enum object: `namer(3)` is the key whose value is 3, or `'Unknown(3)'`.
 * The lookup table is built once, when the namer is made.
 */
export declare function enumNamer(values: Readonly<Record<string, number>>): (value: number) => string;
/** Kind of application command. */
export declare const ApplicationCommandType: {
    readonly CHAT_INPUT: 1;
    readonly USER: 2;
    readonly MESSAGE: 3;
    readonly PRIMARY_ENTRY_POINT: 4;
};
export type ApplicationCommandType = ValueOf<typeof ApplicationCommandType>;
/** Kind of command option (argument, subcommand or subcommand group). */
export declare const ApplicationCommandOptionType: {
    readonly SUB_COMMAND: 1;
    readonly SUB_COMMAND_GROUP: 2;
    readonly STRING: 3;
    readonly INTEGER: 4;
    readonly BOOLEAN: 5;
    readonly USER: 6;
    readonly CHANNEL: 7;
    readonly ROLE: 8;
    readonly MENTIONABLE: 9;
    readonly NUMBER: 10;
    readonly ATTACHMENT: 11;
};
export type ApplicationCommandOptionType = ValueOf<typeof ApplicationCommandOptionType>;
/** Who answers a PRIMARY_ENTRY_POINT command. */
export declare const EntryPointCommandHandlerType: {
    readonly APP_HANDLER: 1;
    readonly DISCORD_LAUNCH_ACTIVITY: 2;
};
export type EntryPointCommandHandlerType = ValueOf<typeof EntryPointCommandHandlerType>;
/** Installation context of an app (`integration_types`). */
export declare const ApplicationIntegrationType: {
    readonly GUILD_INSTALL: 0;
    readonly USER_INSTALL: 1;
};
export type ApplicationIntegrationType = ValueOf<typeof ApplicationIntegrationType>;
/** Where a command may be used (`contexts`). */
export declare const InteractionContextType: {
    readonly GUILD: 0;
    readonly BOT_DM: 1;
    readonly PRIVATE_CHANNEL: 2;
};
export type InteractionContextType = ValueOf<typeof InteractionContextType>;
/** Target of a command permission overwrite. */
export declare const ApplicationCommandPermissionType: {
    readonly ROLE: 1;
    readonly USER: 2;
    readonly CHANNEL: 3;
};
export type ApplicationCommandPermissionType = ValueOf<typeof ApplicationCommandPermissionType>;
/** Kind of interaction delivered to the app. */
export declare const InteractionType: {
    readonly PING: 1;
    readonly APPLICATION_COMMAND: 2;
    readonly MESSAGE_COMPONENT: 3;
    readonly APPLICATION_COMMAND_AUTOCOMPLETE: 4;
    readonly MODAL_SUBMIT: 5;
};
export type InteractionType = ValueOf<typeof InteractionType>;
/** Kind of answer the app gives to an interaction. */
export declare const InteractionCallbackType: {
    readonly PONG: 1;
    readonly CHANNEL_MESSAGE_WITH_SOURCE: 4;
    readonly DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: 5;
    readonly DEFERRED_UPDATE_MESSAGE: 6;
    readonly UPDATE_MESSAGE: 7;
    readonly APPLICATION_COMMAND_AUTOCOMPLETE_RESULT: 8;
    readonly MODAL: 9;
    readonly LAUNCH_ACTIVITY: 12;
};
export type InteractionCallbackType = ValueOf<typeof InteractionCallbackType>;
/** Channel types of the real service (OpenAPI `ChannelTypes`); used by CHANNEL options' `channel_types`. */
export declare const ChannelType: {
    readonly GUILD_TEXT: 0;
    readonly DM: 1;
    readonly GUILD_VOICE: 2;
    readonly GROUP_DM: 3;
    readonly GUILD_CATEGORY: 4;
    readonly GUILD_ANNOUNCEMENT: 5;
    readonly ANNOUNCEMENT_THREAD: 10;
    readonly PUBLIC_THREAD: 11;
    readonly PRIVATE_THREAD: 12;
    readonly GUILD_STAGE_VOICE: 13;
    readonly GUILD_DIRECTORY: 14;
    readonly GUILD_FORUM: 15;
    readonly GUILD_MEDIA: 16;
};
export type ChannelType = ValueOf<typeof ChannelType>;
/** Channel types that are threads (a thread's command permissions come from its parent channel). */
export declare const THREAD_CHANNEL_TYPES: ReadonlySet<number>;
/**
 * Application flag bits (`flags`, 32-bit; `flags_new` carries the full set as a decimal string).
 * EMBEDDED marks apps with an Activity: only they may set `handler` on a PRIMARY_ENTRY_POINT command.
 */
export declare const ApplicationFlags: {
    readonly APPLICATION_AUTO_MODERATION_RULE_CREATE_BADGE: number;
    readonly GATEWAY_PRESENCE: number;
    readonly GATEWAY_PRESENCE_LIMITED: number;
    readonly GATEWAY_GUILD_MEMBERS: number;
    readonly GATEWAY_GUILD_MEMBERS_LIMITED: number;
    readonly VERIFICATION_PENDING_GUILD_LIMIT: number;
    readonly EMBEDDED: number;
    readonly GATEWAY_MESSAGE_CONTENT: number;
    readonly GATEWAY_MESSAGE_CONTENT_LIMITED: number;
    readonly APPLICATION_COMMAND_BADGE: number;
};
/** One of the {@link ApplicationFlags} bits. */
export type ApplicationFlag = ValueOf<typeof ApplicationFlags>;
/** Lobby member flag bits. */
export declare const LobbyMemberFlags: {
    readonly CAN_LINK_LOBBY: number;
};
/** Token type of the C++ library's `AuthorizationTokenType` (UpdateToken accepts only Bearer). */
export declare const AuthorizationTokenType: {
    readonly User: 0;
    readonly Bearer: 1;
};
export type AuthorizationTokenType = ValueOf<typeof AuthorizationTokenType>;
/** Reverse lookup: the name of a value in a `const` enum object, or undefined. */
export declare function enumName<T extends Record<string, number>>(table: T, value: unknown): keyof T | undefined;
/** True when `value` is one of the values of the `const` enum object `table`. */
export declare function isEnumValue<T extends Record<string, number>>(table: T, value: unknown): value is T[keyof T];
