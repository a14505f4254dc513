/** Wire types of the service's error bodies and the codes it uses. */
/** One inner validation error at a leaf of the `errors` tree. */
export interface ErrorBodyLeafError {
    code: string;
    message: string;
}
/** A node of the `errors` tree: keys mirror the request body (array indexes as strings). */
export interface ErrorTree {
    _errors?: ErrorBodyLeafError[] | undefined;
    [key: string]: ErrorTree | ErrorBodyLeafError[] | undefined;
}
/** Body of any API error: `{ code, message, errors? }`. */
export interface ErrorBody {
    code: number;
    message: string;
    errors?: ErrorTree | undefined;
}
/** Body of a 429 response. */
export interface RateLimitBody {
    message: string;
    /** Seconds, may be fractional. */
    retry_after: number;
    global: boolean;
    code?: number | undefined;
}
/** Rate-limit scope reported in `X-RateLimit-Scope`. */
export type RateLimitScope = 'user' | 'global' | 'shared';
/** Top-level JSON error codes (FACTS.md). */
export declare const ApiErrorCode: {
    readonly GENERAL: 0;
    readonly UNKNOWN_MESSAGE: 10008;
    readonly UNKNOWN_WEBHOOK: 10015;
    readonly UNKNOWN_INTERACTION: 10062;
    readonly UNKNOWN_APPLICATION_COMMAND: 10063;
    readonly UNKNOWN_APPLICATION_COMMAND_PERMISSIONS: 10066;
    readonly BOTS_CANNOT_USE_ENDPOINT: 20001;
    /**
     * A lobby is full (1,000 members). The guide documents the cap but not its error: the emulator answers
     * the service family's "maximum number of members reached" code (unconfirmed for lobbies).
     */
    readonly MAX_LOBBY_MEMBERS: 30019;
    /**
     * A user is in 100 lobbies of the game already (the lobbies guide: "each user may be in a maximum of
     * 100 lobbies per game"). The guide documents the cap but not its error: the emulator answers the
     * service family's code for a user's 100-item cap, "maximum number of guilds reached" (our design).
     */
    readonly MAX_LOBBIES: 30001;
    readonly MAX_APPLICATION_COMMANDS: 30032;
    readonly MAX_DAILY_APPLICATION_COMMAND_CREATES: 30034;
    readonly UNAUTHORIZED: 40001;
    readonly APPLICATION_COMMAND_NAME_EXISTS: 40041;
    readonly INTERACTION_ALREADY_ACKNOWLEDGED: 40060;
    readonly MISSING_ACCESS: 50001;
    readonly CANNOT_SEND_EMPTY_MESSAGE: 50006;
    readonly MISSING_PERMISSIONS: 50013;
    readonly INVALID_FORM_BODY: 50035;
    readonly SEARCH_INDEX_NOT_READY: 110000;
    readonly CANNOT_FORWARD_UNREADABLE_MESSAGE: 160014;
    readonly MERGE_BLOCKED_BY_BAN: 530017;
};
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];
