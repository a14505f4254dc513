/**
 * Every numeric limit of the service in one table (SERVICE.md "Limits" plus FACTS.md extras).
 * Lengths count Unicode code points.
 */
export const Limits = {
    /** Per-type command counts, per scope (global, or one guild). */
    CHAT_INPUT_COMMANDS: 100,
    USER_COMMANDS: 15,
    MESSAGE_COMMANDS: 15,
    PRIMARY_ENTRY_POINT_COMMANDS: 1,
    /** Items in one bulk overwrite: the per-type limits in total (100 + 15 + 15 + 1). */
    BULK_OVERWRITE_COMMANDS: 131,
    /** Command creates per day, per guild (and for the global scope). */
    DAILY_COMMAND_CREATES: 200,
    /** Options per command, per subcommand group and per subcommand. */
    OPTIONS: 25,
    /** Choices per option. */
    CHOICES: 25,
    NAME_MIN: 1,
    NAME_MAX: 32,
    DESCRIPTION_MIN: 1,
    DESCRIPTION_MAX: 100,
    CHOICE_NAME_MIN: 1,
    CHOICE_NAME_MAX: 100,
    CHOICE_STRING_VALUE_MAX: 100,
    /** STRING option `min_length` range. */
    MIN_LENGTH_MIN: 0,
    MIN_LENGTH_MAX: 6000,
    /** STRING option `max_length` range. */
    MAX_LENGTH_MIN: 1,
    MAX_LENGTH_MAX: 6000,
    /** Combined characters of names, descriptions and choice names/values of one command. */
    COMMAND_TOTAL_CHARACTERS: 8000,
    /** INTEGER option values and bounds: -2^53+1 .. 2^53-1. */
    INTEGER_MIN: -(2 ** 53) + 1,
    INTEGER_MAX: 2 ** 53 - 1,
    /** NUMBER option values and bounds: -2^53 .. 2^53. */
    NUMBER_MIN: -(2 ** 53),
    NUMBER_MAX: 2 ** 53,
    /** Permission overwrites per command. */
    COMMAND_PERMISSIONS: 100,
    /** Autocomplete result choices. */
    AUTOCOMPLETE_CHOICES: 25,
    /** Lobbies. */
    LOBBY_MESSAGES_PER_REQUEST: 200,
    LOBBY_MESSAGES_DEFAULT: 50,
    /** Lobby message history reaches back 72 hours (the C++ library's GetLobbyMessagesWithLimit). */
    LOBBY_MESSAGES_MAX_AGE_MS: 72 * 60 * 60 * 1000,
    LOBBY_BULK_MEMBERS: 25,
    /** Members of one lobby (the lobbies guide: "a maximum of 1,000 members"). */
    LOBBY_MEMBERS_MAX: 1000,
    /** Lobbies one user is in, per game (the lobbies guide: "a maximum of 100 lobbies per game"). */
    LOBBIES_PER_USER: 100,
    /**
     * Lobbies larger than this are listed in READY with the user's own membership and `member_count`
     * only (the service family's `large_threshold` default): the client fetches their members.
     */
    LOBBY_READY_MEMBERS_MAX: 50,
    LOBBY_CREATE_MEMBERS: 25,
    /** A member's `additional_name` (openapi.json `LobbyMemberRequest` of the add and bulk routes): 1..80. */
    LOBBY_MEMBER_ADDITIONAL_NAME_MAX: 80,
    LOBBY_METADATA_KEYS: 25,
    LOBBY_METADATA_VALUE_MAX: 1024,
    LOBBY_MESSAGE_CONTENT_MIN: 1,
    LOBBY_MESSAGE_CONTENT_MAX: 2000,
    LOBBY_SECRET_MAX: 250,
    /** `override_event_webhooks_url` of a lobby (openapi.json: a URI of at most 512 characters). */
    LOBBY_WEBHOOKS_URL_MAX: 512,
    LOBBY_IDLE_TIMEOUT_MIN_SECONDS: 5,
    LOBBY_IDLE_TIMEOUT_MAX_SECONDS: 604_800,
    /** Moderation metadata of a lobby or direct message (OpenAPI): at most 5 entries of 2000 characters. */
    MODERATION_METADATA_KEYS: 5,
    MODERATION_METADATA_VALUE_MAX: 2000,
    /** Voice channel status length. */
    VOICE_CHANNEL_STATUS_MAX: 500,
    /** OAuth. */
    ACCESS_TOKEN_LIFETIME_SECONDS: 604_800,
    PKCE_VERIFIER_MIN: 43,
    PKCE_VERIFIER_MAX: 128,
    /** Interactions: first answer deadline and token lifetime. */
    INTERACTION_RESPONSE_DEADLINE_MS: 3000,
    INTERACTION_TOKEN_LIFETIME_MS: 15 * 60 * 1000,
    /** Interaction answers and follow-ups (OpenAPI `IncomingWebhookInteractionRequest`, modal data). */
    MESSAGE_CONTENT_MAX: 2000,
    MESSAGE_EMBEDS_MAX: 10,
    MESSAGE_COMPONENTS_MAX: 40,
    MESSAGE_ATTACHMENTS_MAX: 10,
    MODAL_CUSTOM_ID_MAX: 100,
    MODAL_TITLE_MAX: 45,
    MODAL_COMPONENTS_MAX: 40,
    /** Global rate limit: requests per second per token. */
    GLOBAL_REQUESTS_PER_SECOND: 50,
    /** Invalid requests (401, 403, 429 except `shared`) in 10 minutes before an IP ban. */
    INVALID_REQUESTS_PER_10_MINUTES: 10_000,
    /** Client library default HTTP request timeout. */
    HTTP_REQUEST_TIMEOUT_MS: 30_000,
    /** Discord friends per user (error 30002 "Maximum number of friends reached (1000)"). */
    MAX_FRIENDS: 1000,
};
/** The friend cap: 1,000 Discord friends per user (the emulator caps game friends alike, our design). */
export const MAX_FRIENDS = Limits.MAX_FRIENDS;
/**
 * What a server can make one `Client` hold (docs/hostile-peers.md, "The Client's caches"): the service's
 * own limits where it has one, else a generous bound of our choosing. Past a bound the Client keeps what
 * it has, drops the excess (for messages: the oldest), and logs one warning per kind; it never stalls.
 */
export const ClientCacheBounds = {
    /** Lobbies in the cache: the service's 100 per user and game. */
    LOBBIES: Limits.LOBBIES_PER_USER,
    /** Members of one cached lobby: the service's 1,000. */
    LOBBY_MEMBERS: Limits.LOBBY_MEMBERS_MAX,
    /** Friends of each kind (Discord, game): the service's 1,000. */
    FRIENDS_PER_KIND: Limits.MAX_FRIENDS,
    /**
     * Relationships of any type (friends, pending requests, blocks): ours, since the service states no cap
     * on requests and blocks; room for both kinds of friends and 3,000 more.
     */
    RELATIONSHIPS: 5000,
    /** Presences (the service sends friends' only): as many as relationships. */
    PRESENCES: 5000,
    /** Messages kept per channel (lobby or conversation), as the C++ library keeps. */
    MESSAGES_PER_CHANNEL: 25,
    /**
     * Channels with kept messages: ours (every lobby's and 900 conversations); past it the channel written
     * to least recently forgets its messages.
     */
    MESSAGE_CHANNELS: 1000,
    /**
     * Users (lobby members, friends, message authors): ours, room for every member of 100 full lobbies,
     * every relationship and the author of every kept message.
     */
    USERS: 150_000,
};
/** Per-type count limit of one scope, indexed by command type; guilds allow no PRIMARY_ENTRY_POINT. */
export function commandCountLimit(type, scope) {
    switch (type) {
        case 1:
            return Limits.CHAT_INPUT_COMMANDS;
        case 2:
            return Limits.USER_COMMANDS;
        case 3:
            return Limits.MESSAGE_COMMANDS;
        case 4:
            return scope === 'global' ? Limits.PRIMARY_ENTRY_POINT_COMMANDS : 0;
        default:
            return 0;
    }
}
