/** The gateway's opcodes (the numbers of the service family's gateway). */
export const GatewayOpcode = {
    /** Server -> client: an event (`t`) with its sequence number (`s`). */
    Dispatch: 0,
    /** Both ways: the client's keep-alive (`d`: last sequence or null); from the server, "beat now". */
    Heartbeat: 1,
    /** Client -> server: start a session with a Bearer access token. */
    Identify: 2,
    /** Client -> server: the user's status, account-wide (d: `PresenceUpdateCommand`). */
    PresenceUpdate: 3,
    /** Client -> server: a bot joins, moves in or leaves a guild's voice channel (`VoiceStateCommand`). */
    VoiceStateUpdate: 4,
    /** Client -> server: continue a session, replaying what was dispatched while away. */
    Resume: 6,
    /** Server -> client: reconnect and resume. */
    Reconnect: 7,
    /** Server -> client: the session cannot be resumed (`d` false) or may be (`d` true). */
    InvalidSession: 9,
    /** Server -> client: first frame, with the heartbeat interval. */
    Hello: 10,
    /** Server -> client: a heartbeat was received. */
    HeartbeatAck: 11,
    /** Client -> server: the lobby calls the session is in (community documentation; VOICE.md §3.4). */
    UpdateLobbyVoiceStates: 17,
    /** Client -> server: `{ lobby_id }`, community documentation's Lobby Voice Server Ping (accepted, no answer). */
    LobbyVoiceServerPing: 42,
};
/** Close codes the gateway uses (4000-4999 are the service's own). */
export const GatewayCloseCode = {
    /** The client closes on purpose: the session ends and cannot be resumed. */
    Normal: 1000,
    /** The server is going away (the emulator stops). */
    GoingAway: 1001,
    UnknownError: 4000,
    /** An opcode the server does not know, or one only the server sends. */
    UnknownOpcode: 4001,
    /** A frame that is not valid JSON or does not have the opcode's shape. */
    DecodeError: 4002,
    /** A frame other than HEARTBEAT, IDENTIFY or RESUME before the session was identified. */
    NotAuthenticated: 4003,
    /** The token is unknown, expired, revoked, lacks the scopes, or does not own the session. */
    AuthenticationFailed: 4004,
    /** IDENTIFY or RESUME on a connection that already has a session. */
    AlreadyAuthenticated: 4005,
    /** RESUME with a sequence number the session never dispatched. */
    InvalidSeq: 4007,
    /** Too many frames in the window. */
    RateLimited: 4008,
    /** No IDENTIFY in time, or heartbeats stopped: the session is over. */
    SessionTimedOut: 4009,
    /** A `shard` in IDENTIFY that is malformed or names a shard the gateway does not serve. */
    InvalidShard: 4010,
    /** A bot in more guilds than one shard may carry, identifying without sharding. */
    ShardingRequired: 4011,
    /** A `v` query parameter other than 10. */
    InvalidApiVersion: 4012,
    /** A bot's IDENTIFY without `intents`, or with bits that are not intents. */
    InvalidIntents: 4013,
    /** A privileged intent the application is not approved for (its flags in the control API). */
    DisallowedIntents: 4014,
};
/**
 * Close codes after which reconnecting cannot help (the service family's "do not reconnect" codes): the
 * token or the protocol version is wrong, and will be wrong again.
 */
export const FATAL_GATEWAY_CLOSE_CODES = new Set([
    GatewayCloseCode.AuthenticationFailed,
    GatewayCloseCode.InvalidApiVersion,
]);
/** Close codes after which the session is gone: reconnect with a fresh IDENTIFY, not RESUME. */
export const SESSION_ENDING_CLOSE_CODES = new Set([
    GatewayCloseCode.Normal,
    GatewayCloseCode.GoingAway,
    GatewayCloseCode.InvalidSeq,
    GatewayCloseCode.SessionTimedOut,
]);
/** The gateway API version the emulator speaks and the SDK asks for. */
export const GATEWAY_VERSION = 10;
/** Limits of the gateway protocol. */
export const GatewayLimits = {
    /** Largest frame a client may send, in bytes (an IDENTIFY carries a token of up to 4096 characters). */
    CLIENT_FRAME_BYTES: 8192,
    /** Largest frame the server sends, in bytes (a READY with many lobbies is the largest). */
    SERVER_FRAME_BYTES: 4 * 1024 * 1024,
    /** Frames a client may send per {@link GatewayLimits.RATE_WINDOW_MS}. */
    RATE_FRAMES: 120,
    RATE_WINDOW_MS: 60_000,
    /** Shortest and longest heartbeat interval a HELLO may announce, ms. */
    HEARTBEAT_MIN_MS: 10,
    HEARTBEAT_MAX_MS: 600_000,
    /** Presence updates (op 3) a session may send per {@link GatewayLimits.PRESENCE_WINDOW_MS}. */
    PRESENCE_UPDATES: 5,
    PRESENCE_WINDOW_MS: 20_000,
    /** Activities an op 3 may carry: one, this application's rich presence (docs/rich-presence.md). */
    PRESENCE_ACTIVITIES_MAX: 1,
};
/** Every dispatch name, in the order of {@link GatewayDispatchMap}. */
export const GATEWAY_EVENT_NAMES = [
    'READY',
    'RESUMED',
    'LOBBY_CREATE',
    'LOBBY_UPDATE',
    'LOBBY_DELETE',
    'LOBBY_MEMBER_ADD',
    'LOBBY_MEMBER_UPDATE',
    'LOBBY_MEMBER_REMOVE',
    'LOBBY_MESSAGE_CREATE',
    'LOBBY_MESSAGE_UPDATE',
    'LOBBY_MESSAGE_DELETE',
    'MESSAGE_CREATE',
    'MESSAGE_UPDATE',
    'MESSAGE_DELETE',
    'RELATIONSHIP_ADD',
    'RELATIONSHIP_UPDATE',
    'RELATIONSHIP_REMOVE',
    'PRESENCE_UPDATE',
    'USER_UPDATE',
];
