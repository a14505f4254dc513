/** Wire types of the service's error bodies and the codes it uses. */
/** Top-level JSON error codes (FACTS.md). */
export const ApiErrorCode = {
    GENERAL: 0,
    UNKNOWN_MESSAGE: 10008,
    UNKNOWN_WEBHOOK: 10015,
    UNKNOWN_INTERACTION: 10062,
    UNKNOWN_APPLICATION_COMMAND: 10063,
    UNKNOWN_APPLICATION_COMMAND_PERMISSIONS: 10066,
    BOTS_CANNOT_USE_ENDPOINT: 20001,
    /**
     * A lobby is full (1,000 members). The guide documents the cap but not its error: the emulator answers
     * the service family's "maximum number of members reached" code (unconfirmed for lobbies).
     */
    MAX_LOBBY_MEMBERS: 30019,
    /**
     * A user is in 100 lobbies of the game already (the lobbies guide: "each user may be in a maximum of
     * 100 lobbies per game"). The guide documents the cap but not its error: the emulator answers the
     * service family's code for a user's 100-item cap, "maximum number of guilds reached" (our design).
     */
    MAX_LOBBIES: 30001,
    MAX_APPLICATION_COMMANDS: 30032,
    MAX_DAILY_APPLICATION_COMMAND_CREATES: 30034,
    UNAUTHORIZED: 40001,
    APPLICATION_COMMAND_NAME_EXISTS: 40041,
    INTERACTION_ALREADY_ACKNOWLEDGED: 40060,
    MISSING_ACCESS: 50001,
    CANNOT_SEND_EMPTY_MESSAGE: 50006,
    MISSING_PERMISSIONS: 50013,
    INVALID_FORM_BODY: 50035,
    SEARCH_INDEX_NOT_READY: 110000,
    CANNOT_FORWARD_UNREADABLE_MESSAGE: 160014,
    MERGE_BLOCKED_BY_BAN: 530017,
};
