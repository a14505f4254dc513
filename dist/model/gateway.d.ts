/**
 * Wire types of the realtime gateway: JSON frames `{ op, d, s, t }` over a WebSocket, in the service
 * family's conventions (opcodes, close codes and the HELLO / IDENTIFY / READY / RESUME handshake of its
 * public gateway documentation). The dispatches are the social layer's: lobbies, their members (with
 * `connected`) and messages in lobbies and direct messages. The emulator sends them; the SDK reads them.
 */
import type { MessageActivity } from './activity.js';
import type { Lobby, LobbyMember, LobbyMessage } from './lobby.js';
import type { GatewayPresence } from './presence.js';
import type { GatewayRelationship, RelationshipRemoveData } from './relationship.js';
import type { Snowflake } from './snowflake.js';
import type { User } from './user.js';
import type { LobbyVoiceStateWire } from './voice.js';
/** The gateway's opcodes (the numbers of the service family's gateway). */
export declare const GatewayOpcode: {
    /** Server -> client: an event (`t`) with its sequence number (`s`). */
    readonly Dispatch: 0;
    /** Both ways: the client's keep-alive (`d`: last sequence or null); from the server, "beat now". */
    readonly Heartbeat: 1;
    /** Client -> server: start a session with a Bearer access token. */
    readonly Identify: 2;
    /** Client -> server: the user's status, account-wide (d: `PresenceUpdateCommand`). */
    readonly PresenceUpdate: 3;
    /** Client -> server: a bot joins, moves in or leaves a guild's voice channel (`VoiceStateCommand`). */
    readonly VoiceStateUpdate: 4;
    /** Client -> server: continue a session, replaying what was dispatched while away. */
    readonly Resume: 6;
    /** Server -> client: reconnect and resume. */
    readonly Reconnect: 7;
    /** Server -> client: the session cannot be resumed (`d` false) or may be (`d` true). */
    readonly InvalidSession: 9;
    /** Server -> client: first frame, with the heartbeat interval. */
    readonly Hello: 10;
    /** Server -> client: a heartbeat was received. */
    readonly HeartbeatAck: 11;
    /** Client -> server: the lobby calls the session is in (community documentation; VOICE.md §3.4). */
    readonly UpdateLobbyVoiceStates: 17;
    /** Client -> server: `{ lobby_id }`, community documentation's Lobby Voice Server Ping (accepted, no answer). */
    readonly LobbyVoiceServerPing: 42;
};
export type GatewayOpcode = (typeof GatewayOpcode)[keyof typeof GatewayOpcode];
/** Close codes the gateway uses (4000-4999 are the service's own). */
export declare const GatewayCloseCode: {
    /** The client closes on purpose: the session ends and cannot be resumed. */
    readonly Normal: 1000;
    /** The server is going away (the emulator stops). */
    readonly GoingAway: 1001;
    readonly UnknownError: 4000;
    /** An opcode the server does not know, or one only the server sends. */
    readonly UnknownOpcode: 4001;
    /** A frame that is not valid JSON or does not have the opcode's shape. */
    readonly DecodeError: 4002;
    /** A frame other than HEARTBEAT, IDENTIFY or RESUME before the session was identified. */
    readonly NotAuthenticated: 4003;
    /** The token is unknown, expired, revoked, lacks the scopes, or does not own the session. */
    readonly AuthenticationFailed: 4004;
    /** IDENTIFY or RESUME on a connection that already has a session. */
    readonly AlreadyAuthenticated: 4005;
    /** RESUME with a sequence number the session never dispatched. */
    readonly InvalidSeq: 4007;
    /** Too many frames in the window. */
    readonly RateLimited: 4008;
    /** No IDENTIFY in time, or heartbeats stopped: the session is over. */
    readonly SessionTimedOut: 4009;
    /** A `shard` in IDENTIFY that is malformed or names a shard the gateway does not serve. */
    readonly InvalidShard: 4010;
    /** A bot in more guilds than one shard may carry, identifying without sharding. */
    readonly ShardingRequired: 4011;
    /** A `v` query parameter other than 10. */
    readonly InvalidApiVersion: 4012;
    /** A bot's IDENTIFY without `intents`, or with bits that are not intents. */
    readonly InvalidIntents: 4013;
    /** A privileged intent the application is not approved for (its flags in the control API). */
    readonly DisallowedIntents: 4014;
};
export type GatewayCloseCode = (typeof GatewayCloseCode)[keyof typeof GatewayCloseCode];
/**
 * Close codes after which reconnecting cannot help (the service family's "do not reconnect" codes): the
 * token or the protocol version is wrong, and will be wrong again.
 */
export declare const FATAL_GATEWAY_CLOSE_CODES: ReadonlySet<number>;
/** Close codes after which the session is gone: reconnect with a fresh IDENTIFY, not RESUME. */
export declare const SESSION_ENDING_CLOSE_CODES: ReadonlySet<number>;
/** The gateway API version the emulator speaks and the SDK asks for. */
export declare const GATEWAY_VERSION = 10;
/** Limits of the gateway protocol. */
export declare const GatewayLimits: {
    /** Largest frame a client may send, in bytes (an IDENTIFY carries a token of up to 4096 characters). */
    readonly CLIENT_FRAME_BYTES: 8192;
    /** Largest frame the server sends, in bytes (a READY with many lobbies is the largest). */
    readonly SERVER_FRAME_BYTES: number;
    /** Frames a client may send per {@link GatewayLimits.RATE_WINDOW_MS}. */
    readonly RATE_FRAMES: 120;
    readonly RATE_WINDOW_MS: 60000;
    /** Shortest and longest heartbeat interval a HELLO may announce, ms. */
    readonly HEARTBEAT_MIN_MS: 10;
    readonly HEARTBEAT_MAX_MS: 600000;
    /** Presence updates (op 3) a session may send per {@link GatewayLimits.PRESENCE_WINDOW_MS}. */
    readonly PRESENCE_UPDATES: 5;
    readonly PRESENCE_WINDOW_MS: 20000;
    /** Activities an op 3 may carry: one, this application's rich presence (docs/rich-presence.md). */
    readonly PRESENCE_ACTIVITIES_MAX: 1;
};
/** One frame. `s` and `t` are set on dispatches (op 0) and null otherwise. */
export interface GatewayFrame<D = unknown> {
    op: number;
    d: D;
    s: number | null;
    t: string | null;
}
/** `GET /gateway`: where the WebSocket endpoint is. */
export interface GatewayInfo {
    url: string;
}
/** d of op 10 HELLO. */
export interface HelloData {
    /** Milliseconds between the client's heartbeats. */
    heartbeat_interval: number;
}
/** d of op 2 IDENTIFY. */
export interface IdentifyData {
    /** The Bearer access token, or a bot token (bare or `Bot <token>`); never logged. */
    token: string;
    properties?: {
        os?: string | undefined;
        browser?: string | undefined;
        device?: string | undefined;
    };
    /** The gateway intents a bot asks for (bit set, `model/intents.ts`); required for a bot. */
    intents?: number | undefined;
    /** `[shard_id, num_shards]` of a bot; the emulator serves `[0, 1]`. */
    shard?: [number, number] | undefined;
}
/** d of op 6 RESUME. */
export interface ResumeData {
    token: string;
    session_id: string;
    /** The last sequence number the client received. */
    seq: number;
}
/** A lobby member in a dispatch: `connected` says whether the member has a live gateway session. */
/** A lobby member as the gateway dispatches it: whether it is connected, and who it is (when known). */
export type GatewayLobbyMember = LobbyMember & {
    connected: boolean;
    user?: User | undefined;
};
/** A lobby in a dispatch (READY, LOBBY_CREATE, LOBBY_UPDATE). */
export type GatewayLobby = Omit<Lobby, 'members'> & {
    members: GatewayLobbyMember[];
    /**
     * Set in READY for a lobby too large to list there (more than `Limits.LOBBY_READY_MEMBERS_MAX`
     * members): `members` then holds the user's own membership only, and this the lobby's size.
     */
    member_count?: number;
    /** Who is in the lobby's call (VOICE.md §3.4), present while a call runs. */
    voice_states?: LobbyVoiceStateWire[];
};
/** d of the READY dispatch: who the session is for, and the lobbies the user is in. */
export interface ReadyData {
    v: number;
    user: User;
    session_id: string;
    /** Where to reconnect to resume this session. */
    resume_gateway_url: string;
    application: {
        id: Snowflake;
    };
    lobbies: GatewayLobby[];
    /** Every other user with whom either relationship type is not None. */
    relationships: GatewayRelationship[];
    /** Every user whose presence the session may see (friends; game-only friends of this application). */
    presences: GatewayPresence[];
}
/** d of LOBBY_DELETE: the lobby is gone, or the user left it. */
export interface LobbyDeleteData {
    id: Snowflake;
    application_id: Snowflake;
}
/** d of LOBBY_MEMBER_ADD, LOBBY_MEMBER_UPDATE and LOBBY_MEMBER_REMOVE. */
export interface LobbyMemberEventData {
    lobby_id: Snowflake;
    member: GatewayLobbyMember;
}
/** d of LOBBY_MESSAGE_DELETE. */
export interface LobbyMessageDeleteData {
    id: Snowflake;
    lobby_id: Snowflake;
    channel_id: Snowflake;
}
/** A direct message between two users (the fields of a lobby message that a DM has). */
export type DirectMessage = Omit<LobbyMessage, 'lobby_id'> & {
    recipient_id: Snowflake;
    /**
     * 1 for a conversation the service keeps, 18 (`EphemeralDm`) for an ephemeral message, whose
     * `channel_id` is the other user's id (our design, docs/direct-messages.md). Absent reads as 1.
     */
    channel_type?: number | undefined;
    /**
     * Set on the synthetic disclosure message only: 3 (`MessageDataVisibleOnDiscord`), telling the players
     * their game messages show on Discord (our design, docs/direct-messages.md).
     */
    disclosure_type?: number | undefined;
    /** Set on an activity invite or join request (rich-presence.md): such a message is an invite. */
    activity?: MessageActivity;
    mentions?: User[] | undefined;
    mention_roles?: Snowflake[] | undefined;
    mention_everyone?: boolean | undefined;
    attachments?: unknown[] | undefined;
    embeds?: unknown[] | undefined;
    components?: unknown[] | undefined;
    pinned?: boolean | undefined;
    tts?: boolean | undefined;
};
/** d of MESSAGE_DELETE (direct messages). */
export interface MessageDeleteData {
    id: Snowflake;
    channel_id: Snowflake;
}
/** Every dispatch: its event name `t` and its data `d`. */
export interface GatewayDispatchMap {
    READY: ReadyData;
    /** The session resumed; everything missed was replayed before it. */
    RESUMED: Record<string, never>;
    /** The user joined a lobby (or was added to one): the lobby as it now is. */
    LOBBY_CREATE: GatewayLobby;
    LOBBY_UPDATE: GatewayLobby;
    LOBBY_DELETE: LobbyDeleteData;
    LOBBY_MEMBER_ADD: LobbyMemberEventData;
    LOBBY_MEMBER_UPDATE: LobbyMemberEventData;
    LOBBY_MEMBER_REMOVE: LobbyMemberEventData;
    LOBBY_MESSAGE_CREATE: LobbyMessage;
    LOBBY_MESSAGE_UPDATE: LobbyMessage;
    LOBBY_MESSAGE_DELETE: LobbyMessageDeleteData;
    MESSAGE_CREATE: DirectMessage;
    MESSAGE_UPDATE: DirectMessage;
    MESSAGE_DELETE: MessageDeleteData;
    /** An entry appeared (both types were None before). */
    RELATIONSHIP_ADD: GatewayRelationship;
    /** Either type, or the spam flag, changed: the whole entry. */
    RELATIONSHIP_UPDATE: GatewayRelationship;
    /** Both types are None now. */
    RELATIONSHIP_REMOVE: RelationshipRemoveData;
    /** A visible user's presence changed. */
    PRESENCE_UPDATE: GatewayPresence;
    /** A visible user's public fields changed (also sent to the user for their own). */
    USER_UPDATE: User;
}
/** The name of a dispatch. */
export type GatewayEventName = keyof GatewayDispatchMap;
/** Every dispatch name, in the order of {@link GatewayDispatchMap}. */
export declare const GATEWAY_EVENT_NAMES: readonly GatewayEventName[];
/** A dispatch as a discriminated union: narrowing on `t` types `d`. */
export type GatewayDispatch = {
    [T in GatewayEventName]: {
        t: T;
        d: GatewayDispatchMap[T];
        s: number;
    };
}[GatewayEventName];
