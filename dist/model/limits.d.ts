/**
 * Every numeric limit of the service in one table (SERVICE.md "Limits" plus FACTS.md extras).
 * Lengths count Unicode code points.
 */
export declare const Limits: {
    /** Per-type command counts, per scope (global, or one guild). */
    readonly CHAT_INPUT_COMMANDS: 100;
    readonly USER_COMMANDS: 15;
    readonly MESSAGE_COMMANDS: 15;
    readonly PRIMARY_ENTRY_POINT_COMMANDS: 1;
    /** Items in one bulk overwrite: the per-type limits in total (100 + 15 + 15 + 1). */
    readonly BULK_OVERWRITE_COMMANDS: 131;
    /** Command creates per day, per guild (and for the global scope). */
    readonly DAILY_COMMAND_CREATES: 200;
    /** Options per command, per subcommand group and per subcommand. */
    readonly OPTIONS: 25;
    /** Choices per option. */
    readonly CHOICES: 25;
    readonly NAME_MIN: 1;
    readonly NAME_MAX: 32;
    readonly DESCRIPTION_MIN: 1;
    readonly DESCRIPTION_MAX: 100;
    readonly CHOICE_NAME_MIN: 1;
    readonly CHOICE_NAME_MAX: 100;
    readonly CHOICE_STRING_VALUE_MAX: 100;
    /** STRING option `min_length` range. */
    readonly MIN_LENGTH_MIN: 0;
    readonly MIN_LENGTH_MAX: 6000;
    /** STRING option `max_length` range. */
    readonly MAX_LENGTH_MIN: 1;
    readonly MAX_LENGTH_MAX: 6000;
    /** Combined characters of names, descriptions and choice names/values of one command. */
    readonly COMMAND_TOTAL_CHARACTERS: 8000;
    /** INTEGER option values and bounds: -2^53+1 .. 2^53-1. */
    readonly INTEGER_MIN: number;
    readonly INTEGER_MAX: number;
    /** NUMBER option values and bounds: -2^53 .. 2^53. */
    readonly NUMBER_MIN: number;
    readonly NUMBER_MAX: number;
    /** Permission overwrites per command. */
    readonly COMMAND_PERMISSIONS: 100;
    /** Autocomplete result choices. */
    readonly AUTOCOMPLETE_CHOICES: 25;
    /** Lobbies. */
    readonly LOBBY_MESSAGES_PER_REQUEST: 200;
    readonly LOBBY_MESSAGES_DEFAULT: 50;
    /** Lobby message history reaches back 72 hours (the C++ library's GetLobbyMessagesWithLimit). */
    readonly LOBBY_MESSAGES_MAX_AGE_MS: number;
    readonly LOBBY_BULK_MEMBERS: 25;
    /** Members of one lobby (the lobbies guide: "a maximum of 1,000 members"). */
    readonly LOBBY_MEMBERS_MAX: 1000;
    /** Lobbies one user is in, per game (the lobbies guide: "a maximum of 100 lobbies per game"). */
    readonly LOBBIES_PER_USER: 100;
    /**
     * Lobbies larger than this are listed in READY with the user's own membership and `member_count`
     * only (the service family's `large_threshold` default): the client fetches their members.
     */
    readonly LOBBY_READY_MEMBERS_MAX: 50;
    readonly LOBBY_CREATE_MEMBERS: 25;
    /** A member's `additional_name` (openapi.json `LobbyMemberRequest` of the add and bulk routes): 1..80. */
    readonly LOBBY_MEMBER_ADDITIONAL_NAME_MAX: 80;
    readonly LOBBY_METADATA_KEYS: 25;
    readonly LOBBY_METADATA_VALUE_MAX: 1024;
    readonly LOBBY_MESSAGE_CONTENT_MIN: 1;
    readonly LOBBY_MESSAGE_CONTENT_MAX: 2000;
    readonly LOBBY_SECRET_MAX: 250;
    /** `override_event_webhooks_url` of a lobby (openapi.json: a URI of at most 512 characters). */
    readonly LOBBY_WEBHOOKS_URL_MAX: 512;
    readonly LOBBY_IDLE_TIMEOUT_MIN_SECONDS: 5;
    readonly LOBBY_IDLE_TIMEOUT_MAX_SECONDS: 604800;
    /** Moderation metadata of a lobby or direct message (OpenAPI): at most 5 entries of 2000 characters. */
    readonly MODERATION_METADATA_KEYS: 5;
    readonly MODERATION_METADATA_VALUE_MAX: 2000;
    /** Voice channel status length. */
    readonly VOICE_CHANNEL_STATUS_MAX: 500;
    /** OAuth. */
    readonly ACCESS_TOKEN_LIFETIME_SECONDS: 604800;
    readonly PKCE_VERIFIER_MIN: 43;
    readonly PKCE_VERIFIER_MAX: 128;
    /** Interactions: first answer deadline and token lifetime. */
    readonly INTERACTION_RESPONSE_DEADLINE_MS: 3000;
    readonly INTERACTION_TOKEN_LIFETIME_MS: number;
    /** Interaction answers and follow-ups (OpenAPI `IncomingWebhookInteractionRequest`, modal data). */
    readonly MESSAGE_CONTENT_MAX: 2000;
    readonly MESSAGE_EMBEDS_MAX: 10;
    readonly MESSAGE_COMPONENTS_MAX: 40;
    readonly MESSAGE_ATTACHMENTS_MAX: 10;
    readonly MODAL_CUSTOM_ID_MAX: 100;
    readonly MODAL_TITLE_MAX: 45;
    readonly MODAL_COMPONENTS_MAX: 40;
    /** Global rate limit: requests per second per token. */
    readonly GLOBAL_REQUESTS_PER_SECOND: 50;
    /** Invalid requests (401, 403, 429 except `shared`) in 10 minutes before an IP ban. */
    readonly INVALID_REQUESTS_PER_10_MINUTES: 10000;
    /** Client library default HTTP request timeout. */
    readonly HTTP_REQUEST_TIMEOUT_MS: 30000;
    /** Discord friends per user (error 30002 "Maximum number of friends reached (1000)"). */
    readonly MAX_FRIENDS: 1000;
};
/** The friend cap: 1,000 Discord friends per user (the emulator caps game friends alike, our design). */
export declare const MAX_FRIENDS: 1000;
/**
 * What a server can make one `Client` hold (docs/hostile-peers.md, "The Client's caches"): the service's
 * own limits where it has one, else a generous bound of our choosing. Past a bound the Client keeps what
 * it has, drops the excess (for messages: the oldest), and logs one warning per kind; it never stalls.
 */
export declare const ClientCacheBounds: {
    /** Lobbies in the cache: the service's 100 per user and game. */
    readonly LOBBIES: 100;
    /** Members of one cached lobby: the service's 1,000. */
    readonly LOBBY_MEMBERS: 1000;
    /** Friends of each kind (Discord, game): the service's 1,000. */
    readonly FRIENDS_PER_KIND: 1000;
    /**
     * Relationships of any type (friends, pending requests, blocks): ours, since the service states no cap
     * on requests and blocks; room for both kinds of friends and 3,000 more.
     */
    readonly RELATIONSHIPS: 5000;
    /** Presences (the service sends friends' only): as many as relationships. */
    readonly PRESENCES: 5000;
    /** Messages kept per channel (lobby or conversation), as the C++ library keeps. */
    readonly MESSAGES_PER_CHANNEL: 25;
    /**
     * Channels with kept messages: ours (every lobby's and 900 conversations); past it the channel written
     * to least recently forgets its messages.
     */
    readonly MESSAGE_CHANNELS: 1000;
    /**
     * Users (lobby members, friends, message authors): ours, room for every member of 100 full lobbies,
     * every relationship and the author of every kept message.
     */
    readonly USERS: 150000;
};
/** The name of one entry of {@link Limits} (`MAX_FRIENDS`, ...). */
export type LimitName = keyof typeof Limits;
/** Per-type count limit of one scope, indexed by command type; guilds allow no PRIMARY_ENTRY_POINT. */
export declare function commandCountLimit(type: number, scope: 'global' | 'guild'): number;
