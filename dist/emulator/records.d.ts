/**
 * What the emulator stores. Records are plain JSON values (they are persisted as they are); wire shapes
 * are produced from them by the routes. Secrets the service hands out (tokens, codes) are kept only as
 * hashes; the secrets an application is configured with (bot token, client secret) are kept as given.
 */
import type { Snowflake } from '../model/snowflake.js';
import type { AllowedMentionsInput } from '../rules/messageFields.js';
/** An application registered with the emulator. */
export interface ApplicationRecord {
    id: Snowflake;
    name: string;
    /** Raw bot token (`Authorization: Bot <token>`). */
    botToken: string;
    /** The application's bot user. */
    botUserId: Snowflake;
    /** Client secret for confidential clients; public clients still have one but may not rely on it. */
    clientSecret: string;
    /** A public client (no secret): PKCE S256 is required and client_credentials is refused. */
    publicClient: boolean;
    /**
     * The parent of a child application (a publisher's game under its launcher): the child may exchange
     * the parent's user tokens for its own (oauth/childTokenGrant.ts). Absent in older data files: null.
     */
    parentApplicationId?: Snowflake | null | undefined;
    /** Registered redirect URIs, matched exactly (loopback `http://127.0.0.1` with any port). */
    redirectUris: string[];
    /** Application flags bit set (EMBEDDED = 1 << 17). */
    flags: number;
    /** Where webhook events (APPLICATION_DEAUTHORIZED) are POSTed, or null. */
    webhookUrl: string | null;
    /**
     * Where interactions are POSTed (signed), or null: a loopback URL only. Optional only in data files
     * written before interactions existed (read as null).
     */
    interactionsUrl?: string | null | undefined;
    /** Owner user id (the user a client-credentials token acts as), or null. */
    ownerId: Snowflake | null;
    /** Ed25519 key pair (PEM) that signs webhook events and interactions; the public key is the app's `verify_key`. */
    publicKeyPem: string;
    privateKeyPem: string;
    /** Hex of the raw Ed25519 public key, as the service shows it. */
    verifyKey: string;
    /**
     * Approved for the `identify.premium` scope (a partner setting on the service): only then does a token
     * with that scope read the user's real `premium_type`. Absent in data files written before it: false.
     */
    premiumScopeApproved?: boolean | undefined;
}
/** A user (a person or an application's bot). */
export interface UserRecord {
    id: Snowflake;
    username: string;
    global_name: string | null;
    discriminator: string;
    avatar: string | null;
    bot: boolean;
    email: string | null;
    verified: boolean;
    locale: string;
    mfa_enabled: boolean;
    flags: number;
    public_flags: number;
    premium_type: number;
    /**
     * A provisional account: made by a game for a player without a service account (provisional/).
     * Absent in data files written before it: false.
     */
    provisional?: boolean | undefined;
}
/** A guild (server): the scope of guild commands, roles, channels and members. */
export interface GuildRecord {
    id: Snowflake;
    name: string;
    ownerId: Snowflake | null;
    /** Preferred locale of the guild (`guild_locale` in interactions). */
    locale: string;
}
/** A guild role; the one whose id is the guild's id is `@everyone`. */
export interface RoleRecord {
    id: Snowflake;
    guildId: Snowflake;
    name: string;
    /** Permission bit set, decimal string. */
    permissions: string;
    position: number;
}
/** A user's membership in a guild (keyed by {@link memberKey}), with role ids and nickname. */
export interface MemberRecord {
    guildId: Snowflake;
    userId: Snowflake;
    roles: Snowflake[];
    nick: string | null;
    joinedAt: string;
}
/** A permission overwrite of a channel (type 0 role, 1 member), bit sets as decimal strings. */
export interface ChannelOverwriteRecord {
    id: Snowflake;
    type: 0 | 1;
    allow: string;
    deny: string;
}
/** A guild channel (`type` as on the wire: 0 text, 2 voice, ...) with its permission overwrites. */
export interface ChannelRecord {
    id: Snowflake;
    guildId: Snowflake;
    name: string;
    type: number;
    parentId: Snowflake | null;
    overwrites: ChannelOverwriteRecord[];
    /** Age-restricted. Absent in data files written before linked channels: false. */
    nsfw?: boolean | undefined;
    /** Sorting position among the guild's channels. Absent in older data files: 0. */
    position?: number | undefined;
}
/** One user's authorization of one application: the scopes granted, and whether it was revoked. */
export interface GrantRecord {
    id: string;
    applicationId: Snowflake;
    userId: Snowflake;
    scopes: string[];
    createdAt: number;
    revokedAt: number | null;
}
/** An authorization code (keyed by its hash). */
export interface CodeRecord {
    hash: string;
    applicationId: Snowflake;
    userId: Snowflake;
    grantId: string;
    scopes: string[];
    redirectUri: string;
    codeChallenge: string | null;
    nonce: string | null;
    /** When the user approved (Unix ms): the id_token's `auth_time`. */
    authTime: number;
    expiresAt: number;
    usedAt: number | null;
    /** Hashes of the tokens issued for this code, revoked if the code is replayed. */
    issued: string[];
}
/** An access or refresh token (keyed by its hash). */
export interface TokenRecord {
    hash: string;
    kind: 'access' | 'refresh';
    applicationId: Snowflake;
    /** The user the token acts for; null for client-credentials tokens. */
    userId: Snowflake | null;
    /** Null for client-credentials tokens. */
    grantId: string | null;
    scopes: string[];
    authTime: number;
    issuedAt: number;
    /** Null: does not expire (refresh tokens). */
    expiresAt: number | null;
    /** Refresh tokens: when it was exchanged (rotation); a second use revokes the grant. */
    usedAt: number | null;
    revokedAt: number | null;
}
/** A member of a lobby: user id, metadata (at most 25 keys) and member flags. */
export interface LobbyMemberRecord {
    id: Snowflake;
    metadata: Record<string, string> | null;
    flags: number;
    /** `additional_name` (openapi.json: the bot's add and bulk routes), 1..80 characters; absent: none. */
    additionalName?: string | undefined;
}
/** A lobby of one application: its members, metadata, and idle timeout once empty. */
export interface LobbyRecord {
    id: Snowflake;
    applicationId: Snowflake;
    /** Create-or-join secret (PUT /lobbies), or null for lobbies created by the app's server. */
    secret: string | null;
    metadata: Record<string, string> | null;
    members: LobbyMemberRecord[];
    flags: number;
    idleTimeoutSeconds: number;
    /** When the last member left (Unix ms); the lobby is gone `idleTimeoutSeconds` later. */
    emptySince: number | null;
    createdAt: number;
    /** The guild text channel the lobby is linked to (linkedChannels/), if any. */
    linkedChannel?: LinkedChannelRecord | null | undefined;
    /** Where the app wants this lobby's events sent instead of its own URL; absent or null: none. */
    overrideEventWebhooksUrl?: string | null | undefined;
}
/** The guild text channel a lobby is linked to, as it was when linked. */
export interface LinkedChannelRecord {
    id: Snowflake;
    guildId: Snowflake;
    name: string;
    position: number;
}
/** A message sent in a lobby (times in Unix ms). */
export interface LobbyMessageRecord {
    id: Snowflake;
    lobbyId: Snowflake;
    authorId: Snowflake;
    applicationId: Snowflake;
    content: string;
    metadata: Record<string, string> | null;
    /** Set by the moderation-metadata route (bot); absent until then. */
    moderationMetadata?: Record<string, string> | undefined;
    createdAt: number;
    /** The linked channel's message this one mirrors (linkedChannels/), if it came from there. */
    fromChannel?: Snowflake | undefined;
    /** The send's `nonce`, echoed in the message object (rules/messageFields.ts). */
    nonce?: string | number | undefined;
    /** Sent as text-to-speech (absent: false). */
    tts?: boolean | undefined;
    /** The flags the sender set (SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS; absent: 0). */
    flags?: number | undefined;
    /** The send's `allowed_mentions`: who its copy in a linked channel pings (absent: everyone mentioned). */
    allowedMentions?: AllowedMentionsInput | undefined;
    /** The author's `additional_name` in the lobby when it was sent (the message's `lobby_member`). */
    additionalName?: string | undefined;
}
/** A message in a guild text channel (times in Unix ms). */
export interface ChannelMessageRecord {
    id: Snowflake;
    channelId: Snowflake;
    guildId: Snowflake;
    authorId: Snowflake;
    content: string;
    createdAt: number;
    /** Sent as text-to-speech. Absent in older data files: false. */
    tts?: boolean | undefined;
    /** When it was last edited (Unix ms). Absent: never. */
    editedAt?: number | undefined;
    /** The linked lobby whose message this one mirrors, and that lobby's application, if any. */
    fromLobby?: {
        lobbyId: Snowflake;
        applicationId: Snowflake;
    } | undefined;
    /** The send's `nonce`, echoed (rules/messageFields.ts). */
    nonce?: string | number | undefined;
    /** The flags the sender set (absent: 0). */
    flags?: number | undefined;
    /** Who the message pings of those it mentions (absent: everyone mentioned). */
    allowedMentions?: AllowedMentionsInput | undefined;
    /** A bot's embeds and components, kept as given. */
    embeds?: Record<string, unknown>[] | undefined;
    components?: Record<string, unknown>[] | undefined;
    /** The message this one replies to (same channel). */
    replyTo?: Snowflake | undefined;
}
/** A single-use invite into a guild, made for one user from a linked lobby (keyed by the code's hash). */
export interface GuildInviteRecord {
    hash: string;
    guildId: Snowflake;
    channelId: Snowflake;
    /** The user it was made for: only they may accept it. */
    userId: Snowflake;
    expiresAt: number;
    usedAt: number | null;
}
/** An entry of the event log (webhook and gateway events the service would emit). */
export interface EventRecord {
    seq: number;
    type: string;
    /** Unix ms. */
    time: number;
    applicationId: Snowflake | null;
    data: Record<string, unknown>;
    /** Webhook delivery: undefined when not delivered by webhook. */
    delivery?: {
        url: string;
        status: number | null;
        error: string | null;
    } | undefined;
}
/**
 * A third-party account linked to a user (`GET /users/@me/connections`). `kind` and `createdAt` decide
 * whether the service still returns it (users/connections.ts).
 */
export interface ConnectionRecord {
    userId: Snowflake;
    /** The account's id on the service (not a snowflake). */
    id: string;
    name: string | null;
    /** The service (`steam`, `github`, ...): one of the model's CONNECTION_SERVICES. */
    type: string;
    /** `account`: an account on a platform; `game`: a third-party game connection (SERVICE.md). */
    kind: 'account' | 'game';
    /** When the user linked it (Unix ms). */
    createdAt: number;
    verified: boolean;
    friend_sync: boolean;
    show_activity: boolean;
    two_way_link: boolean;
    /** 0 none, 1 everyone. */
    visibility: number;
    revoked: boolean;
}
/**
 * Which voice channel of a guild a user (a person or a bot) is connected to. A seeded state has only the
 * ids; one a gateway session made (op 4) also has its session and mutes (absent fields read as false).
 */
export interface VoiceStateRecord {
    guildId: Snowflake;
    userId: Snowflake;
    channelId: Snowflake;
    /** The main gateway session that joined (op 4); absent for a seeded state. */
    sessionId?: string | undefined;
    selfMute?: boolean | undefined;
    selfDeaf?: boolean | undefined;
    selfVideo?: boolean | undefined;
    /** Server mute and deafen (control API). */
    mute?: boolean | undefined;
    deaf?: boolean | undefined;
}
/** A user in a lobby's call (op 17; VOICE.md §3.4, community-sourced: our design where it is silent). */
export interface LobbyVoiceStateRecord {
    lobbyId: Snowflake;
    userId: Snowflake;
    sessionId: string;
    applicationId: Snowflake;
    selfMute: boolean;
    selfDeaf: boolean;
    selfVideo: boolean;
    mute: boolean;
    deaf: boolean;
}
/** A voice channel's status (Set Voice Channel Status), as the last change left it. */
export interface VoiceChannelStatusRecord {
    channelId: Snowflake;
    guildId: Snowflake;
    /** Null: cleared. */
    status: string | null;
    /** Who set it (Unix ms, and the application whose bot did). */
    updatedAt: number;
    applicationId: Snowflake;
}
