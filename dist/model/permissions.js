/**
 * Permission bits as `bigint` flags, and their decimal string wire form (`permissions`,
 * `default_member_permissions`, `permissions_new`, `allow_new`, `deny_new`, `app_permissions`).
 */
import { decimalBigint } from './decimalBigint.js';
import { parseSnowflake } from './snowflake.js';
/** Every permission flag of the service, by bit position. */
export const PermissionFlags = {
    CREATE_INSTANT_INVITE: 1n << 0n,
    KICK_MEMBERS: 1n << 1n,
    BAN_MEMBERS: 1n << 2n,
    ADMINISTRATOR: 1n << 3n,
    MANAGE_CHANNELS: 1n << 4n,
    MANAGE_GUILD: 1n << 5n,
    ADD_REACTIONS: 1n << 6n,
    VIEW_AUDIT_LOG: 1n << 7n,
    PRIORITY_SPEAKER: 1n << 8n,
    STREAM: 1n << 9n,
    VIEW_CHANNEL: 1n << 10n,
    SEND_MESSAGES: 1n << 11n,
    SEND_TTS_MESSAGES: 1n << 12n,
    MANAGE_MESSAGES: 1n << 13n,
    EMBED_LINKS: 1n << 14n,
    ATTACH_FILES: 1n << 15n,
    READ_MESSAGE_HISTORY: 1n << 16n,
    MENTION_EVERYONE: 1n << 17n,
    USE_EXTERNAL_EMOJIS: 1n << 18n,
    VIEW_GUILD_INSIGHTS: 1n << 19n,
    CONNECT: 1n << 20n,
    SPEAK: 1n << 21n,
    MUTE_MEMBERS: 1n << 22n,
    DEAFEN_MEMBERS: 1n << 23n,
    MOVE_MEMBERS: 1n << 24n,
    USE_VAD: 1n << 25n,
    CHANGE_NICKNAME: 1n << 26n,
    MANAGE_NICKNAMES: 1n << 27n,
    MANAGE_ROLES: 1n << 28n,
    MANAGE_WEBHOOKS: 1n << 29n,
    MANAGE_GUILD_EXPRESSIONS: 1n << 30n,
    USE_APPLICATION_COMMANDS: 1n << 31n,
    REQUEST_TO_SPEAK: 1n << 32n,
    MANAGE_EVENTS: 1n << 33n,
    MANAGE_THREADS: 1n << 34n,
    CREATE_PUBLIC_THREADS: 1n << 35n,
    CREATE_PRIVATE_THREADS: 1n << 36n,
    USE_EXTERNAL_STICKERS: 1n << 37n,
    SEND_MESSAGES_IN_THREADS: 1n << 38n,
    USE_EMBEDDED_ACTIVITIES: 1n << 39n,
    MODERATE_MEMBERS: 1n << 40n,
    VIEW_CREATOR_MONETIZATION_ANALYTICS: 1n << 41n,
    USE_SOUNDBOARD: 1n << 42n,
    CREATE_GUILD_EXPRESSIONS: 1n << 43n,
    CREATE_EVENTS: 1n << 44n,
    USE_EXTERNAL_SOUNDS: 1n << 45n,
    SEND_VOICE_MESSAGES: 1n << 46n,
    SET_VOICE_CHANNEL_STATUS: 1n << 48n,
    SEND_POLLS: 1n << 49n,
    USE_EXTERNAL_APPS: 1n << 50n,
    PIN_MESSAGES: 1n << 51n,
    BYPASS_SLOWMODE: 1n << 52n,
};
/** Union of every known flag: bits outside it are refused. */
export const ALL_PERMISSIONS = Object.values(PermissionFlags).reduce((all, bit) => all | bit, 0n);
/** Thrown for a malformed permission string or unknown bits; `code` is stable. */
export class InvalidPermissionsError extends TypeError {
    name = 'InvalidPermissionsError';
    static code = 'INVALID_PERMISSIONS';
    code = InvalidPermissionsError.code;
}
const DECIMAL = /^(0|[1-9][0-9]{0,19})$/;
/** Why a permission value is not acceptable, or undefined when it is. Never throws. */
export function permissionsProblem(value) {
    const bits = decimalBigint(value, DECIMAL);
    if (bits === undefined) {
        return 'expected a permission bit set as a decimal string without sign or leading zeros (e.g. "8")';
    }
    if (bits < 0n)
        return 'a permission bit set cannot be negative';
    const unknown = bits & ~ALL_PERMISSIONS;
    if (unknown !== 0n) {
        const positions = [];
        for (let i = 0; i < 64 && unknown >> BigInt(i) !== 0n; i++) {
            if ((unknown >> BigInt(i)) & 1n)
                positions.push(i);
        }
        return `unknown permission bit${positions.length > 1 ? 's' : ''} ${positions.map((p) => `1<<${p}`).join(', ')}`;
    }
    return undefined;
}
/**
 * Parses a permission bit set from its decimal string form (or a bigint). Throws
 * {@link InvalidPermissionsError} for malformed strings or bits that name no known permission.
 */
export function parsePermissions(value, what = 'permissions') {
    const problem = permissionsProblem(value);
    if (problem !== undefined)
        throw new InvalidPermissionsError(`${what}: ${problem}`);
    return typeof value === 'bigint' ? value : BigInt(value);
}
/** Serializes a bit set to the decimal string wire form, refusing unknown bits. */
export function serializePermissions(bits) {
    return parsePermissions(bits).toString();
}
/** Combines flags (or names of flags) into one bit set. */
export function permissionBits(...flags) {
    let bits = 0n;
    for (const flag of flags)
        bits |= typeof flag === 'bigint' ? flag : PermissionFlags[flag];
    return bits;
}
/** True when `bits` contains every bit of `required`. */
export function hasAllPermissions(bits, required) {
    return (bits & required) === required;
}
/** True when `bits` contains at least one bit of `any`. */
export function hasAnyPermission(bits, any) {
    return (bits & any) !== 0n;
}
/** Names of the flags in `bits`, in bit order. */
export function permissionNames(bits) {
    const names = [];
    for (const [name, bit] of Object.entries(PermissionFlags)) {
        if ((bits & bit) !== 0n)
            names.push(name);
    }
    return names;
}
/** The id of the `@everyone` entry of a guild's command permissions: the guild id itself. */
export function everyonePermissionId(guildId) {
    return parseSnowflake(guildId, 'guildId');
}
/** The id of the "All Channels" entry of a guild's command permissions: guild id minus 1. */
export function allChannelsPermissionId(guildId) {
    const id = BigInt(parseSnowflake(guildId, 'guildId'));
    if (id === 0n)
        throw new RangeError('guildId: 0 has no All Channels id (guild id - 1)');
    return (id - 1n).toString();
}
