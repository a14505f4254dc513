/** Message flag bits an interaction answer may set (OpenAPI `MessageFlags`). */
export const MessageFlags = {
    SUPPRESS_EMBEDS: 1 << 2,
    /** Only the invoking user sees the message. */
    EPHEMERAL: 1 << 6,
    /** Set by the service on a deferred answer's placeholder ("thinking..."); never by the app. */
    LOADING: 1 << 7,
    SUPPRESS_NOTIFICATIONS: 1 << 12,
    IS_COMPONENTS_V2: 1 << 15,
};
