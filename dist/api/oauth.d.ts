/**
 * OAuth2 token endpoint routes (FACTS.md): `POST /api/oauth2/token` for the authorization-code,
 * refresh-token and client-credentials grants, and `POST /api/oauth2/token/revoke`. Form-encoded, never
 * with the transport's Bot/Bearer credentials. Codes, verifiers, tokens and client secrets are never quoted
 * in errors: checks say what is wrong with them, not what they are.
 */
import type { Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/index.js';
import type { CallOptions, SnowflakeArg } from './call.js';
import { type ProvisionalMerge } from './tokenEndpoint.js';
export type { ProvisionalMerge } from './tokenEndpoint.js';
/** A confidential client's secret; public clients (PKCE) leave it out. */
export interface ClientSecretOption {
    /** Sent with HTTP Basic authentication (RFC 6749 section 2.3.1). */
    clientSecret?: string | undefined;
}
/** Arguments of the authorization-code grant. */
export interface AuthorizationCodeGrant extends ClientSecretOption {
    clientId: SnowflakeArg;
    code: string;
    /** Exactly the redirect URI of the authorization request. */
    redirectUri: string;
    /** The PKCE verifier (43..128 characters of `A-Z a-z 0-9 - . _ ~`). */
    codeVerifier?: string | undefined;
    /** A provisional account to merge into the user who authorized (`external_auth_type`, `external_auth_token`). */
    merge?: ProvisionalMerge | undefined;
}
/** Arguments of the refresh-token grant. */
export interface RefreshTokenGrant extends ClientSecretOption {
    clientId: SnowflakeArg;
    refreshToken: string;
}
/** Arguments of the client-credentials grant (always a confidential client). */
export interface ClientCredentialsGrant {
    clientId: SnowflakeArg;
    clientSecret: string;
    /** Space-separated scopes, e.g. `applications.commands.update`. */
    scope: string;
}
/** Arguments of a revocation. */
export interface RevokeTokenArgs extends ClientSecretOption {
    clientId: SnowflakeArg;
    token: string;
    tokenTypeHint?: 'access_token' | 'refresh_token' | undefined;
}
/** Exchanges an authorization code (with its PKCE verifier) for tokens. */
export declare function exchangeAuthorizationCode(transport: Transport, grant: AuthorizationCodeGrant, options?: CallOptions): Promise<OAuthTokenResponse>;
/** Trades a refresh token for new tokens (the refresh token rotates: keep the new one). */
export declare function refreshAccessToken(transport: Transport, grant: RefreshTokenGrant, options?: CallOptions): Promise<OAuthTokenResponse>;
/** The client-credentials grant: a Bearer token for the application itself (HTTP Basic client auth). */
export declare function clientCredentialsToken(transport: Transport, grant: ClientCredentialsGrant, options?: CallOptions): Promise<OAuthTokenResponse>;
/** Revokes an access or refresh token (`POST /api/oauth2/token/revoke`). */
export declare function revokeToken(transport: Transport, args: RevokeTokenArgs, options?: CallOptions): Promise<void>;
