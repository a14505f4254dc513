/** The kind of credential a game presents for a player (C++ `AuthenticationExternalAuthType`). */
export const AuthenticationExternalAuthType = {
    OIDC: 0,
    EpicOnlineServicesAccessToken: 1,
    EpicOnlineServicesIdToken: 2,
    SteamSessionTicket: 3,
    UnityServicesIdToken: 4,
    DiscordBotIssuedAccessToken: 5,
    AppleIdToken: 6,
    PlayStationNetworkIdToken: 7,
};
/** The provider an external identity belongs to (C++ `ExternalIdentityProviderType`). */
export const ExternalIdentityProviderType = {
    OIDC: 0,
    EpicOnlineServices: 1,
    Steam: 2,
    Unity: 3,
    DiscordBot: 4,
    None: 5,
    Unknown: 6,
};
/** The wire string of `external_auth_type` for each {@link AuthenticationExternalAuthType}, by value. */
export const EXTERNAL_AUTH_TYPE_WIRE = [
    'OIDC',
    'EPIC_ONLINE_SERVICES_ACCESS_TOKEN',
    'EPIC_ONLINE_SERVICES_ID_TOKEN',
    'STEAM_SESSION_TICKET',
    'UNITY_SERVICES_ID_TOKEN',
    'DISCORD_BOT_ISSUED_ACCESS_TOKEN',
    'APPLE_ID_TOKEN',
    'PLAYSTATION_NETWORK_ID_TOKEN',
];
/**
 * Provisional access tokens last 7 days, whichever method made them, and come without a refresh token
 * (the public guide "Managing provisional accounts", revised 2026, CLIENT-API.md section 6; earlier
 * guides said one hour; docs/provisional-and-device.md).
 */
export const PROVISIONAL_TOKEN_TTL_SECONDS = 604_800;
/** Longest `external_auth_token` the service takes. */
export const MAX_EXTERNAL_AUTH_TOKEN_LENGTH = 10_240;
/** Longest provisional display name (`preferred_global_name`). */
export const MAX_PROVISIONAL_DISPLAY_NAME_LENGTH = 32;
/** The service's codes of the provisional-account routes (public guides). */
export const ProvisionalErrorCode = {
    APP_NOT_CONFIGURED: 530000,
    EXPIRED_ID_TOKEN: 530001,
    INVALID_ISSUER: 530002,
    INVALID_AUDIENCE: 530003,
    ID_TOKEN_TOO_OLD: 530004,
    USERNAME_GENERATION_FAILED: 530006,
    INVALID_CLIENT_SECRET: 530007,
    OIDC_CONFIG_NOT_FOUND: 530008,
    OIDC_JWKS_NOT_FOUND: 530009,
    IDENTITY_BELONGS_TO_FULL_ACCOUNT: 530010,
    MERGE_SOURCE_NOT_PROVISIONAL: 530014,
    MERGE_DESTINATION_PROVISIONAL: 530016,
    MERGE_SOURCE_BANNED: 530017,
    INVALID_OIDC_JWT: 530020,
    IDENTITY_ALREADY_LINKED: 530023,
    /** Unmerge: the user is (still) provisional. */
    USER_IS_PROVISIONAL: 50229,
};
