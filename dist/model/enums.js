/**
 * Numeric enumerations of the service, as `const` objects with a derived union type of their values.
 * Values come from SERVICE.md, FACTS.md and the service's OpenAPI description.
 */
/**
 * The namer of a numeric `const` enum object: `namer(3)` is the key whose value is 3, or `'Unknown(3)'`.
 * The lookup table is built once, when the namer is made.
 */
export function enumNamer(values) {
    const names = new Map(Object.entries(values).map(([name, value]) => [value, name]));
    return (value) => names.get(value) ?? `Unknown(${value})`;
}
/** Kind of application command. */
export const ApplicationCommandType = {
    CHAT_INPUT: 1,
    USER: 2,
    MESSAGE: 3,
    PRIMARY_ENTRY_POINT: 4,
};
/** Kind of command option (argument, subcommand or subcommand group). */
export const ApplicationCommandOptionType = {
    SUB_COMMAND: 1,
    SUB_COMMAND_GROUP: 2,
    STRING: 3,
    INTEGER: 4,
    BOOLEAN: 5,
    USER: 6,
    CHANNEL: 7,
    ROLE: 8,
    MENTIONABLE: 9,
    NUMBER: 10,
    ATTACHMENT: 11,
};
/** Who answers a PRIMARY_ENTRY_POINT command. */
export const EntryPointCommandHandlerType = {
    APP_HANDLER: 1,
    DISCORD_LAUNCH_ACTIVITY: 2,
};
/** Installation context of an app (`integration_types`). */
export const ApplicationIntegrationType = {
    GUILD_INSTALL: 0,
    USER_INSTALL: 1,
};
/** Where a command may be used (`contexts`). */
export const InteractionContextType = {
    GUILD: 0,
    BOT_DM: 1,
    PRIVATE_CHANNEL: 2,
};
/** Target of a command permission overwrite. */
export const ApplicationCommandPermissionType = {
    ROLE: 1,
    USER: 2,
    CHANNEL: 3,
};
/** Kind of interaction delivered to the app. */
export const InteractionType = {
    PING: 1,
    APPLICATION_COMMAND: 2,
    MESSAGE_COMPONENT: 3,
    APPLICATION_COMMAND_AUTOCOMPLETE: 4,
    MODAL_SUBMIT: 5,
};
/** Kind of answer the app gives to an interaction. */
export const InteractionCallbackType = {
    PONG: 1,
    CHANNEL_MESSAGE_WITH_SOURCE: 4,
    DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: 5,
    DEFERRED_UPDATE_MESSAGE: 6,
    UPDATE_MESSAGE: 7,
    APPLICATION_COMMAND_AUTOCOMPLETE_RESULT: 8,
    MODAL: 9,
    LAUNCH_ACTIVITY: 12,
};
/** Channel types of the real service (OpenAPI `ChannelTypes`); used by CHANNEL options' `channel_types`. */
export const ChannelType = {
    GUILD_TEXT: 0,
    DM: 1,
    GUILD_VOICE: 2,
    GROUP_DM: 3,
    GUILD_CATEGORY: 4,
    GUILD_ANNOUNCEMENT: 5,
    ANNOUNCEMENT_THREAD: 10,
    PUBLIC_THREAD: 11,
    PRIVATE_THREAD: 12,
    GUILD_STAGE_VOICE: 13,
    GUILD_DIRECTORY: 14,
    GUILD_FORUM: 15,
    GUILD_MEDIA: 16,
};
/** Channel types that are threads (a thread's command permissions come from its parent channel). */
export const THREAD_CHANNEL_TYPES = new Set([
    ChannelType.ANNOUNCEMENT_THREAD,
    ChannelType.PUBLIC_THREAD,
    ChannelType.PRIVATE_THREAD,
]);
/**
 * Application flag bits (`flags`, 32-bit; `flags_new` carries the full set as a decimal string).
 * EMBEDDED marks apps with an Activity: only they may set `handler` on a PRIMARY_ENTRY_POINT command.
 */
export const ApplicationFlags = {
    APPLICATION_AUTO_MODERATION_RULE_CREATE_BADGE: 1 << 6,
    GATEWAY_PRESENCE: 1 << 12,
    GATEWAY_PRESENCE_LIMITED: 1 << 13,
    GATEWAY_GUILD_MEMBERS: 1 << 14,
    GATEWAY_GUILD_MEMBERS_LIMITED: 1 << 15,
    VERIFICATION_PENDING_GUILD_LIMIT: 1 << 16,
    EMBEDDED: 1 << 17,
    GATEWAY_MESSAGE_CONTENT: 1 << 18,
    GATEWAY_MESSAGE_CONTENT_LIMITED: 1 << 19,
    APPLICATION_COMMAND_BADGE: 1 << 23,
};
/** Lobby member flag bits. */
export const LobbyMemberFlags = {
    CAN_LINK_LOBBY: 1 << 0,
};
/** Token type of the C++ library's `AuthorizationTokenType` (UpdateToken accepts only Bearer). */
export const AuthorizationTokenType = {
    User: 0,
    Bearer: 1,
};
/** Reverse lookup: the name of a value in a `const` enum object, or undefined. */
export function enumName(table, value) {
    for (const key in table) {
        if (table[key] === value)
            return key;
    }
    return undefined;
}
/** True when `value` is one of the values of the `const` enum object `table`. */
export function isEnumValue(table, value) {
    return enumName(table, value) !== undefined;
}
