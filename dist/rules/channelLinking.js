/**
 * The rules of linking a lobby to a guild text channel (the public guide's "Linked Channels"): what a
 * channel must be, what the linking user must hold, which lobbies and members may link, and whether a
 * channel is open to every member of its guild. The emulator refuses a link with {@link channelLinkRefusal}
 * and the SDK computes `GuildChannel.IsLinkable` with the same function, so the two cannot disagree.
 *
 * The service publishes no codes for these refusals; ours are its existing ones where one fits (50001,
 * 50013, 50024) and 50035 with an inner code named in its style where the request's `channel_id` names
 * a channel that cannot be linked (docs/service.md, "Linked channels").
 */
import { ChannelType, LobbyMemberFlags } from '../model/enums.js';
import { hasAllPermissions, PermissionFlags } from '../model/permissions.js';
import { FieldChecker } from './fields.js';
/** What the linking user must hold in the channel: Manage Channels, View Channel and Send Messages. */
export const LINK_CHANNEL_PERMISSIONS = PermissionFlags.MANAGE_CHANNELS | PermissionFlags.VIEW_CHANNEL | PermissionFlags.SEND_MESSAGES;
const fieldRefusal = (code, message) => ({
    status: 400,
    code: 50035,
    message: 'Invalid Form Body',
    errors: { channel_id: { _errors: [{ code, message }] } },
});
/**
 * Whether the user may link the channel to the lobby, in the order the service would find out: the user
 * must see the channel (50001), it must be a guild text channel (50024), not age-restricted and not
 * linked to another lobby (50035 on `channel_id`), and the user must hold {@link LINK_CHANNEL_PERMISSIONS}
 * there (50013).
 * @param channel - the channel's type, age restriction and current link.
 * @param permissions - the linking user's permission bits in the channel.
 * @param lobbyId - the lobby being linked (relinking the same channel is allowed); omit when listing.
 * @returns the refusal, or undefined when the link is allowed.
 * @example
 * channelLinkRefusal({ type: 0, nsfw: false, linkedLobbyId: null }, bits) === undefined; // IsLinkable
 */
export function channelLinkRefusal(channel, permissions, lobbyId) {
    if (!hasAllPermissions(permissions, PermissionFlags.VIEW_CHANNEL))
        return { status: 403, code: 50001, message: 'Missing Access' };
    if (channel.type !== ChannelType.GUILD_TEXT)
        return { status: 400, code: 50024, message: 'Cannot execute action on this channel type' };
    if (channel.nsfw)
        return fieldRefusal('CHANNEL_LINK_AGE_RESTRICTED', 'An age-restricted channel cannot be linked to a lobby');
    if (channel.linkedLobbyId !== null && channel.linkedLobbyId !== lobbyId)
        return fieldRefusal('CHANNEL_LINK_ALREADY_LINKED', 'This channel is already linked to another lobby');
    if (!hasAllPermissions(permissions, LINK_CHANNEL_PERMISSIONS))
        return { status: 403, code: 50013, message: 'Missing Permissions' };
    return undefined;
}
/**
 * Whether the lobby may be linked or unlinked by this member: the member needs the `CanLinkLobby` flag
 * (50013), and a lobby made by clients from a secret can never be linked (50035, a whole-request error).
 * @param lobby - whether the lobby was created from a client's secret (pass false when unlinking).
 * @param memberFlags - the member's lobby member flags; null for the app's bot, which needs none.
 * @returns the refusal, or undefined.
 */
export function lobbyLinkRefusal(lobby, memberFlags) {
    if (memberFlags !== null && !canLinkLobby(memberFlags))
        return { status: 403, code: 50013, message: 'Missing Permissions' };
    if (lobby.fromSecret)
        return {
            status: 400,
            code: 50035,
            message: 'Invalid Form Body',
            errors: {
                _errors: [
                    { code: 'LOBBY_LINK_SECRET_LOBBY', message: 'A lobby created from a secret cannot be linked' },
                ],
            },
        };
    return undefined;
}
/** Whether lobby member flags carry `CanLinkLobby` (`1 << 0`). */
export function canLinkLobby(memberFlags) {
    return (memberFlags & LobbyMemberFlags.CAN_LINK_LOBBY) !== 0;
}
const READ_WRITE = PermissionFlags.VIEW_CHANNEL | PermissionFlags.SEND_MESSAGES;
/**
 * `IsViewableAndWriteableByAllMembers`: no overwrite of the channel takes View Channel or Send Messages
 * from a role (@everyone included) or a member. False means the channel is private in some way, and
 * linking it shows its messages to lobby members who could not read it on the service.
 * @param overwrites - the channel's permission overwrites.
 * @returns true when nobody's reading or writing is restricted by the channel.
 */
export function openToAllMembers(overwrites) {
    return overwrites.every((overwrite) => (BigInt(overwrite.deny) & READ_WRITE) === 0n);
}
const LINK_KEYS = new Set(['channel_id']);
/**
 * `PATCH /lobbies/{lobby}/channel-linking`: `{ channel_id }` links; `{ channel_id: null }`, `{}` or no
 * body unlinks (the guide sends an empty body; the OpenAPI body allows null).
 */
export function validateChannelLinkBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.optionalObject(body, LINK_KEYS, 'a channel link');
    const raw = fields.channel_id;
    const channelId = raw === undefined || raw === null ? null : (c.snowflake(raw, ['channel_id']) ?? null);
    return { value: { channelId }, issues: c.issues };
}
