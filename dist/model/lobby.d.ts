/** Wire types of lobbies, lobby members and lobby messages (FACTS.md routes, OpenAPI shapes). */
import type { LobbyLinkedChannel } from './guild.js';
import type { Snowflake } from './snowflake.js';
import type { User } from './user.js';
/** String metadata: at most 25 keys, values up to 1024 characters. */
export type LobbyMetadata = Record<string, string>;
/** A member of a lobby. */
export interface LobbyMember {
    id: Snowflake;
    metadata: LobbyMetadata | null;
    /** LobbyMemberFlags bits. */
    flags: number;
    /** Present when the member is connected. */
    connected?: boolean | undefined;
    /** The name the app gave the member in this lobby, 1..80 characters (openapi.json `LobbyMemberResponse`). */
    additional_name?: string | undefined;
}
/** A lobby. */
export interface Lobby {
    id: Snowflake;
    application_id: Snowflake;
    metadata: LobbyMetadata | null;
    members: LobbyMember[];
    flags: number;
    /** The guild text channel linked to the lobby, when there is one. */
    linked_channel?: LobbyLinkedChannel | null | undefined;
    /** Where the app's event webhooks for this lobby go instead of its own URL (shown to the app only). */
    override_event_webhooks_url?: string | null | undefined;
}
/** A message sent in a lobby. */
export interface LobbyMessage {
    id: Snowflake;
    type: number;
    /** 1-2000 characters. */
    content: string;
    lobby_id: Snowflake;
    channel_id: Snowflake;
    author: User;
    metadata?: LobbyMetadata | undefined;
    flags: number;
    application_id?: Snowflake | undefined;
    /**
     * What the game's moderation backend attached (`PUT .../moderation-metadata`, bot token). The OpenAPI
     * description does not say how players see it; the emulator sends it here, in the message and in the
     * `*_MESSAGE_UPDATE` dispatch the change causes (our design, docs/service.md).
     */
    moderation_metadata?: Record<string, string> | undefined;
    /** ISO 8601; absent in the OpenAPI description but sent by the emulator for SentTimestamp. */
    timestamp?: string | undefined;
    edited_timestamp?: string | null | undefined;
    /** The send's `nonce`, echoed (openapi.json `SDKMessageRequest`). */
    nonce?: string | number | undefined;
    /** Sent as text-to-speech (absent: false). */
    tts?: boolean | undefined;
    /** The author's lobby membership: its `additional_name` (openapi.json `MessageLobbyMemberResponse`). */
    lobby_member?: {
        additional_name: string;
    } | undefined;
}
/** Body of `POST /lobbies` (server side, bot token). */
export interface CreateLobbyBody {
    metadata?: LobbyMetadata | null | undefined;
    /** At most 25. */
    members?: {
        id: Snowflake;
        metadata?: LobbyMetadata | null | undefined;
        flags?: number | undefined;
    }[] | undefined;
    /** 5..604800. */
    idle_timeout_seconds?: number | undefined;
    /** LobbyFlags: only 1 is accepted in requests. */
    flags?: number | null | undefined;
    /** Where this lobby's event webhooks go instead of the app's URL: http(s), at most 512 characters. */
    override_event_webhooks_url?: string | null | undefined;
}
/** Body of `PUT /lobbies` (client side, Bearer): creates a lobby or joins the one with that secret. */
export interface CreateOrJoinLobbyBody {
    /** At most 250 characters. */
    secret: string;
    lobby_metadata?: LobbyMetadata | null | undefined;
    member_metadata?: LobbyMetadata | null | undefined;
    idle_timeout_seconds?: number | undefined;
    flags?: number | undefined;
}
/** Body of `PATCH /lobbies/{lobby}`. */
export interface ModifyLobbyBody {
    metadata?: LobbyMetadata | null | undefined;
    members?: CreateLobbyBody['members'];
    idle_timeout_seconds?: number | undefined;
    flags?: CreateLobbyBody['flags'];
    /** null clears it. */
    override_event_webhooks_url?: CreateLobbyBody['override_event_webhooks_url'];
}
/** Body of `PUT /lobbies/{lobby}/members/{user}`. */
export interface AddLobbyMemberBody {
    metadata?: LobbyMetadata | null | undefined;
    flags?: number | undefined;
}
/** One item of `POST /lobbies/{lobby}/members/bulk` (1..25 items). */
export interface BulkLobbyMemberItem {
    id: Snowflake;
    metadata?: LobbyMetadata | null | undefined;
    flags?: number | undefined;
    remove_member?: boolean | undefined;
}
/** Body of `POST /lobbies/{lobby}/messages`. */
export interface SendLobbyMessageBody {
    content: string;
    metadata?: LobbyMetadata | undefined;
}
