import { type Snowflake } from './snowflake.js';
/** Every permission flag of the service, by bit position. */
export declare const PermissionFlags: {
    readonly CREATE_INSTANT_INVITE: bigint;
    readonly KICK_MEMBERS: bigint;
    readonly BAN_MEMBERS: bigint;
    readonly ADMINISTRATOR: bigint;
    readonly MANAGE_CHANNELS: bigint;
    readonly MANAGE_GUILD: bigint;
    readonly ADD_REACTIONS: bigint;
    readonly VIEW_AUDIT_LOG: bigint;
    readonly PRIORITY_SPEAKER: bigint;
    readonly STREAM: bigint;
    readonly VIEW_CHANNEL: bigint;
    readonly SEND_MESSAGES: bigint;
    readonly SEND_TTS_MESSAGES: bigint;
    readonly MANAGE_MESSAGES: bigint;
    readonly EMBED_LINKS: bigint;
    readonly ATTACH_FILES: bigint;
    readonly READ_MESSAGE_HISTORY: bigint;
    readonly MENTION_EVERYONE: bigint;
    readonly USE_EXTERNAL_EMOJIS: bigint;
    readonly VIEW_GUILD_INSIGHTS: bigint;
    readonly CONNECT: bigint;
    readonly SPEAK: bigint;
    readonly MUTE_MEMBERS: bigint;
    readonly DEAFEN_MEMBERS: bigint;
    readonly MOVE_MEMBERS: bigint;
    readonly USE_VAD: bigint;
    readonly CHANGE_NICKNAME: bigint;
    readonly MANAGE_NICKNAMES: bigint;
    readonly MANAGE_ROLES: bigint;
    readonly MANAGE_WEBHOOKS: bigint;
    readonly MANAGE_GUILD_EXPRESSIONS: bigint;
    readonly USE_APPLICATION_COMMANDS: bigint;
    readonly REQUEST_TO_SPEAK: bigint;
    readonly MANAGE_EVENTS: bigint;
    readonly MANAGE_THREADS: bigint;
    readonly CREATE_PUBLIC_THREADS: bigint;
    readonly CREATE_PRIVATE_THREADS: bigint;
    readonly USE_EXTERNAL_STICKERS: bigint;
    readonly SEND_MESSAGES_IN_THREADS: bigint;
    readonly USE_EMBEDDED_ACTIVITIES: bigint;
    readonly MODERATE_MEMBERS: bigint;
    readonly VIEW_CREATOR_MONETIZATION_ANALYTICS: bigint;
    readonly USE_SOUNDBOARD: bigint;
    readonly CREATE_GUILD_EXPRESSIONS: bigint;
    readonly CREATE_EVENTS: bigint;
    readonly USE_EXTERNAL_SOUNDS: bigint;
    readonly SEND_VOICE_MESSAGES: bigint;
    readonly SET_VOICE_CHANNEL_STATUS: bigint;
    readonly SEND_POLLS: bigint;
    readonly USE_EXTERNAL_APPS: bigint;
    readonly PIN_MESSAGES: bigint;
    readonly BYPASS_SLOWMODE: bigint;
};
/** Name of one permission flag. */
export type PermissionName = keyof typeof PermissionFlags;
/** Union of every known flag: bits outside it are refused. */
export declare const ALL_PERMISSIONS: bigint;
/** Thrown for a malformed permission string or unknown bits; `code` is stable. */
export declare class InvalidPermissionsError extends TypeError {
    name: string;
    static readonly code = "INVALID_PERMISSIONS";
    readonly code = "INVALID_PERMISSIONS";
}
/** Why a permission value is not acceptable, or undefined when it is. Never throws. */
export declare function permissionsProblem(value: unknown): string | undefined;
/**
 * Parses a permission bit set from its decimal string form (or a bigint). Throws
 * {@link InvalidPermissionsError} for malformed strings or bits that name no known permission.
 */
export declare function parsePermissions(value: unknown, what?: string): bigint;
/** Serializes a bit set to the decimal string wire form, refusing unknown bits. */
export declare function serializePermissions(bits: bigint): string;
/** Combines flags (or names of flags) into one bit set. */
export declare function permissionBits(...flags: readonly (bigint | PermissionName)[]): bigint;
/** True when `bits` contains every bit of `required`. */
export declare function hasAllPermissions(bits: bigint, required: bigint): boolean;
/** True when `bits` contains at least one bit of `any`. */
export declare function hasAnyPermission(bits: bigint, any: bigint): boolean;
/** Names of the flags in `bits`, in bit order. */
export declare function permissionNames(bits: bigint): PermissionName[];
/** The id of the `@everyone` entry of a guild's command permissions: the guild id itself. */
export declare function everyonePermissionId(guildId: Snowflake | bigint): Snowflake;
/** The id of the "All Channels" entry of a guild's command permissions: guild id minus 1. */
export declare function allChannelsPermissionId(guildId: Snowflake | bigint): Snowflake;
