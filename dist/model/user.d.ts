/** Wire types of users, guild members and the few channel/message fields the SDK reads. */
import type { ChannelType } from './enums.js';
import type { UserApplicationProfileWire } from './provisional.js';
import type { Snowflake } from './snowflake.js';
/** The user's primary guild tag. */
export interface UserPrimaryGuild {
    identity_guild_id: Snowflake | null;
    identity_enabled: boolean | null;
    /** 1-4 characters. */
    tag: string | null;
    badge: string | null;
}
/** A user. */
export interface User {
    id: Snowflake;
    username: string;
    discriminator: string;
    global_name: string | null;
    avatar: string | null;
    bot?: boolean | undefined;
    system?: boolean | undefined;
    banner?: string | null | undefined;
    accent_color?: number | null | undefined;
    locale?: string | undefined;
    email?: string | null | undefined;
    verified?: boolean | undefined;
    flags?: number | undefined;
    public_flags?: number | undefined;
    /** 0 unless the app is approved for the `identify.premium` scope. */
    premium_type?: number | undefined;
    primary_guild?: UserPrimaryGuild | null | undefined;
    /** A provisional account (our design: the service's marker is not documented). */
    is_provisional?: boolean | undefined;
    /**
     * The external identities linked for the application (our design): only in READY's `user`, the
     * session's own, and only when there is one.
     */
    application_profiles?: UserApplicationProfileWire[] | undefined;
}
/** A guild member as carried in interactions (without `user` inside `resolved.members`). */
export interface GuildMember {
    user?: User | undefined;
    nick?: string | null | undefined;
    avatar?: string | null | undefined;
    roles: Snowflake[];
    joined_at: string;
    premium_since?: string | null | undefined;
    deaf?: boolean | undefined;
    mute?: boolean | undefined;
    pending?: boolean | undefined;
    is_pending?: boolean | undefined;
    /** Member's permissions in the channel, decimal string; present in interactions. */
    permissions?: string | undefined;
    communication_disabled_until?: string | null | undefined;
    flags?: number | undefined;
}
/** A channel as resolved in interaction payloads. */
export interface PartialChannel {
    id: Snowflake;
    type: ChannelType;
    name?: string | null | undefined;
    parent_id?: Snowflake | null | undefined;
    guild_id?: Snowflake | undefined;
    /** Decimal string; the caller's permissions in that channel. */
    permissions?: string | undefined;
    /** The bot's permissions in that channel; present only when the app's bot is in the guild. */
    app_permissions?: string | undefined;
}
/** A message as resolved in interaction payloads (the fields the SDK reads; others pass through). */
export interface Message {
    id: Snowflake;
    channel_id: Snowflake;
    author: User;
    content: string;
    timestamp: string;
    edited_timestamp: string | null;
    type?: number | undefined;
    flags?: number | undefined;
    [field: string]: unknown;
}
