/** Wire types of the OAuth2 token endpoint. */
/** Successful token response (authorization_code, refresh_token or client_credentials grant). */
export interface OAuthTokenResponse {
    access_token: string;
    token_type: 'Bearer';
    /** Seconds; 604800 for the authorization-code grant. */
    expires_in: number;
    /** Rotates on use; absent for client_credentials. */
    refresh_token?: string | undefined;
    /** Space-separated scopes granted. */
    scope: string;
    /** Present when `openid` was requested. */
    id_token?: string | undefined;
    /** The token exchange's kind of token issued (RFC 8693 2.2.1): an access token. */
    issued_token_type?: string | undefined;
}
/**
 * RFC 6749 error codes of the token endpoint (section 5.2, plus 4.1.2's), RFC 7009's for revocation and
 * RFC 8628's for the device-code grant.
 */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope' | 'access_denied' | 'server_error' | 'unsupported_token_type'
/** RFC 8628 3.5, the device-code grant. */
 | 'authorization_pending' | 'slow_down' | 'expired_token';
/** Error body of the token endpoint: HTTP 400 (401 for `invalid_client`). */
export interface OAuthErrorBody {
    error: OAuthErrorCode | (string & {});
    error_description?: string | undefined;
}
/**
 * The OpenID Connect UserInfo response (`GET /oauth2/userinfo`, scope `openid`; OIDC Core 5.3.2): `sub`
 * always, the profile claims the service fills, and `email`/`email_verified` only with the `email` scope.
 */
export interface OpenIdUserInfo {
    /** The user's id (a snowflake), the same as the ID token's `sub`. */
    sub: string;
    preferred_username?: string | undefined;
    nickname?: string | null | undefined;
    picture?: string | undefined;
    locale?: string | undefined;
    email?: string | null | undefined;
    email_verified?: boolean | undefined;
}
