/**
 * Wire types of guilds as a game sees them (OpenAPI `MyGuildResponse`, `GuildChannelResponse`), the link
 * between a lobby and a guild text channel (`linked_channel`, `LobbyGuildInviteResponse`) and the
 * messages of a guild text channel. The listing of a guild's channels for a player is our design (the
 * route is unconfirmed; docs/service.md, "Linked channels").
 */
import type { Snowflake } from './snowflake.js';
import type { User } from './user.js';
/** `GET /users/@me/guilds`: one guild the user is in. */
export interface MyGuild {
    id: Snowflake;
    name: string;
    icon: string | null;
    banner: string | null;
    /** Whether the user owns the guild. */
    owner: boolean;
    /** The user's guild-wide permission bits, decimal string. */
    permissions: string;
    features: string[];
}
/** A channel permission overwrite on the wire: `type` 0 a role (the guild id is @everyone), 1 a member. */
export interface ChannelOverwrite {
    id: Snowflake;
    type: 0 | 1;
    /** Decimal bit sets. */
    allow: string;
    deny: string;
}
/** The lobby a guild channel is linked to. */
export interface LinkedLobbyWire {
    application_id: Snowflake;
    lobby_id: Snowflake;
}
/** A guild channel (the fields of `GuildChannelResponse` this SDK reads, plus `linked_lobby`). */
export interface GuildChannelWire {
    id: Snowflake;
    /** The wire channel type (0 text, 2 voice, 4 category, ...). */
    type: number;
    guild_id: Snowflake;
    name: string;
    position: number;
    parent_id: Snowflake | null;
    /** Age-restricted. */
    nsfw: boolean;
    flags: number;
    permission_overwrites: ChannelOverwrite[];
    /** The calling user's permission bits in the channel (decimal string), when listed for a user. */
    permissions?: string | undefined;
    /** The lobby the channel is linked to, when it is. */
    linked_lobby?: LinkedLobbyWire | null | undefined;
}
/** A lobby's `linked_channel`: the guild text channel its messages are mirrored with. */
export interface LobbyLinkedChannel {
    id: Snowflake;
    guild_id: Snowflake;
    name?: string | undefined;
    type?: number | undefined;
    position?: number | undefined;
    flags?: number | undefined;
}
/** Body of `PATCH /lobbies/{lobby}/channel-linking`: a channel id links, null or absent unlinks. */
export interface LobbyChannelLinkBody {
    channel_id?: Snowflake | null | undefined;
}
/** `POST /lobbies/{lobby}/members/@me/invites`: a single-use invite code to the linked channel's guild. */
export interface LobbyGuildInvite {
    code: string;
}
/** A message in a guild text channel. */
export interface ChannelMessage {
    id: Snowflake;
    type: number;
    channel_id: Snowflake;
    guild_id: Snowflake;
    content: string;
    author: User;
    /** ISO 8601. */
    timestamp: string;
    /** The application whose game sent it through a linked lobby. */
    application_id?: Snowflake | undefined;
    /** ISO time of the last edit, or null. */
    edited_timestamp: string | null;
    /** The users `<@id>` in the content names (those that exist), as `allowed_mentions` lets it ping. */
    mentions: User[];
    /** The role ids `<@&id>` in the content names (roles of the guild), as `allowed_mentions` lets it. */
    mention_roles: Snowflake[];
    /** `@everyone` or `@here` in the content, unless `allowed_mentions` keeps it from pinging. */
    mention_everyone: boolean;
    tts: boolean;
    pinned: boolean;
    flags: number;
    /** The emulator stores no files: always an empty list. */
    attachments: unknown[];
    /** A bot's embeds and components, as it sent them. */
    embeds: unknown[];
    components: unknown[];
    /** The send's `nonce`, echoed. */
    nonce?: string | number | undefined;
    /** A reply's reference to the message it answers (type 19). */
    message_reference?: {
        type: number;
        message_id: Snowflake;
        channel_id: Snowflake;
        guild_id: Snowflake;
    } | undefined;
}
