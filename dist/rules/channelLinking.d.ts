import type { ChannelOverwrite } from '../model/guild.js';
import type { Snowflake } from '../model/snowflake.js';
import { type BodyCheckOptions, type Checked } from './fields.js';
/** What the linking user must hold in the channel: Manage Channels, View Channel and Send Messages. */
export declare const LINK_CHANNEL_PERMISSIONS: bigint;
/** Why a link is refused: the HTTP status, the service's code and message, and a 50035 `errors` tree. */
export interface LinkRefusal {
    readonly status: number;
    readonly code: number;
    readonly message: string;
    readonly errors?: Record<string, unknown> | undefined;
}
/** The facts about a channel that decide whether it can be linked. */
export interface LinkableChannelFacts {
    /** The wire channel type. */
    type: number;
    /** Age-restricted. */
    nsfw: boolean;
    /** The lobby the channel is linked to now, or null. */
    linkedLobbyId: Snowflake | null;
}
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
export declare function channelLinkRefusal(channel: LinkableChannelFacts, permissions: bigint, lobbyId?: Snowflake): LinkRefusal | undefined;
/**
 * Whether the lobby may be linked or unlinked by this member: the member needs the `CanLinkLobby` flag
 * (50013), and a lobby made by clients from a secret can never be linked (50035, a whole-request error).
 * @param lobby - whether the lobby was created from a client's secret (pass false when unlinking).
 * @param memberFlags - the member's lobby member flags; null for the app's bot, which needs none.
 * @returns the refusal, or undefined.
 */
export declare function lobbyLinkRefusal(lobby: {
    fromSecret: boolean;
}, memberFlags: number | null): LinkRefusal | undefined;
/** Whether lobby member flags carry `CanLinkLobby` (`1 << 0`). */
export declare function canLinkLobby(memberFlags: number): boolean;
/**
 * `IsViewableAndWriteableByAllMembers`: no overwrite of the channel takes View Channel or Send Messages
 * from a role (@everyone included) or a member. False means the channel is private in some way, and
 * linking it shows its messages to lobby members who could not read it on the service.
 * @param overwrites - the channel's permission overwrites.
 * @returns true when nobody's reading or writing is restricted by the channel.
 */
export declare function openToAllMembers(overwrites: readonly ChannelOverwrite[]): boolean;
/** `PATCH /lobbies/{lobby}/channel-linking` as read: the channel to link, or null to unlink. */
export interface ChannelLinkInput {
    channelId: Snowflake | null;
}
/**
 * `PATCH /lobbies/{lobby}/channel-linking`: `{ channel_id }` links; `{ channel_id: null }`, `{}` or no
 * body unlinks (the guide sends an empty body; the OpenAPI body allows null).
 */
export declare function validateChannelLinkBody(body: unknown, options?: BodyCheckOptions): Checked<ChannelLinkInput>;
