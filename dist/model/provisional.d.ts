/**
 * Provisional accounts: the external identity types a game signs a player in with (the C++ library's
 * `AuthenticationExternalAuthType` and `ExternalIdentityProviderType`, with its names and values), their
 * wire strings (`ApplicationIdentityProviderAuthType` of the OpenAPI description), and the token response
 * of `POST /partner-sdk/token`.
 */
import type { ValueOf } from './enums.js';
/** The kind of credential a game presents for a player (C++ `AuthenticationExternalAuthType`). */
export declare const AuthenticationExternalAuthType: {
    readonly OIDC: 0;
    readonly EpicOnlineServicesAccessToken: 1;
    readonly EpicOnlineServicesIdToken: 2;
    readonly SteamSessionTicket: 3;
    readonly UnityServicesIdToken: 4;
    readonly DiscordBotIssuedAccessToken: 5;
    readonly AppleIdToken: 6;
    readonly PlayStationNetworkIdToken: 7;
};
export type AuthenticationExternalAuthType = ValueOf<typeof AuthenticationExternalAuthType>;
/** The provider an external identity belongs to (C++ `ExternalIdentityProviderType`). */
export declare const ExternalIdentityProviderType: {
    readonly OIDC: 0;
    readonly EpicOnlineServices: 1;
    readonly Steam: 2;
    readonly Unity: 3;
    readonly DiscordBot: 4;
    readonly None: 5;
    readonly Unknown: 6;
};
export type ExternalIdentityProviderType = ValueOf<typeof ExternalIdentityProviderType>;
/** The wire string of `external_auth_type` for each {@link AuthenticationExternalAuthType}, by value. */
export declare const EXTERNAL_AUTH_TYPE_WIRE: readonly ['OIDC', 'EPIC_ONLINE_SERVICES_ACCESS_TOKEN', 'EPIC_ONLINE_SERVICES_ID_TOKEN', 'STEAM_SESSION_TICKET', 'UNITY_SERVICES_ID_TOKEN', 'DISCORD_BOT_ISSUED_ACCESS_TOKEN', 'APPLE_ID_TOKEN', 'PLAYSTATION_NETWORK_ID_TOKEN'];
/** A wire string of `external_auth_type`. */
export type ExternalAuthTypeWire = (typeof EXTERNAL_AUTH_TYPE_WIRE)[number];
/** Body of `POST /partner-sdk/token` (and of the merge fields of the token endpoint). */
export interface ProvisionalTokenRequest {
    client_id: string;
    client_secret?: string | null | undefined;
    external_auth_type: ExternalAuthTypeWire;
    /** 1..10240 characters. */
    external_auth_token: string;
}
/** Body of `POST /partner-sdk/token/bot` (a Bot token authenticates it). */
export interface BotProvisionalTokenRequest {
    /** The game's own id of the player, 1..1024 characters. */
    external_user_id: string;
    /** 1..32 characters. */
    preferred_global_name?: string | null | undefined;
    provisional_user_id?: string | null | undefined;
}
/** Answer of `POST /partner-sdk/token` and `/bot` (OpenAPI `ProvisionalTokenResponse`). */
export interface ProvisionalTokenResponse {
    token_type: string;
    access_token: string;
    expires_in: number;
    scope: string;
    id_token: string;
    refresh_token?: string | null | undefined;
    scopes?: string[] | null | undefined;
    expires_at_s?: number | null | undefined;
}
/**
 * Provisional access tokens last 7 days, whichever method made them, and come without a refresh token
 * (the public guide "Managing provisional accounts", revised 2026, CLIENT-API.md section 6; earlier
 * guides said one hour; docs/provisional-and-device.md).
 */
export declare const PROVISIONAL_TOKEN_TTL_SECONDS = 604800;
/** Longest `external_auth_token` the service takes. */
export declare const MAX_EXTERNAL_AUTH_TOKEN_LENGTH = 10240;
/** Longest provisional display name (`preferred_global_name`). */
export declare const MAX_PROVISIONAL_DISPLAY_NAME_LENGTH = 32;
/** The service's codes of the provisional-account routes (public guides). */
export declare const ProvisionalErrorCode: {
    readonly APP_NOT_CONFIGURED: 530000;
    readonly EXPIRED_ID_TOKEN: 530001;
    readonly INVALID_ISSUER: 530002;
    readonly INVALID_AUDIENCE: 530003;
    readonly ID_TOKEN_TOO_OLD: 530004;
    readonly USERNAME_GENERATION_FAILED: 530006;
    readonly INVALID_CLIENT_SECRET: 530007;
    readonly OIDC_CONFIG_NOT_FOUND: 530008;
    readonly OIDC_JWKS_NOT_FOUND: 530009;
    readonly IDENTITY_BELONGS_TO_FULL_ACCOUNT: 530010;
    readonly MERGE_SOURCE_NOT_PROVISIONAL: 530014;
    readonly MERGE_DESTINATION_PROVISIONAL: 530016;
    readonly MERGE_SOURCE_BANNED: 530017;
    readonly INVALID_OIDC_JWT: 530020;
    readonly IDENTITY_ALREADY_LINKED: 530023;
    /** Unmerge: the user is (still) provisional. */
    readonly USER_IS_PROVISIONAL: 50229;
};
export type ProvisionalErrorCode = ValueOf<typeof ProvisionalErrorCode>;
/**
 * The provider of an external identity as the user object's `application_profiles` names it (our design,
 * docs/provisional-and-device.md): the emulator's providers, lower case.
 */
export type ApplicationProfileProviderWire = 'oidc' | 'epic_online_services' | 'steam' | 'unity' | 'discord_bot' | 'apple' | 'playstation';
/**
 * One external identity linked to a user for one application (the C++ library's
 * `UserApplicationProfileHandle`). Our design: the service's wire form is not documented. The emulator
 * sends it in READY's `user.application_profiles`, for the session's own user and application only.
 */
export interface UserApplicationProfileWire {
    provider_type: ApplicationProfileProviderWire | string;
    /** The provider's own id (an OIDC issuer), or null. */
    provider_id: string | null;
    /** The user's id at the provider (an OIDC `sub`, a Steam id...). */
    provider_issued_user_id: string;
    /** The name the provider gave, or empty. */
    username: string;
    /** The avatar hash at the provider, or empty. */
    avatar_hash: string;
    /** Free text the provider attached, or empty. */
    metadata: string;
}
