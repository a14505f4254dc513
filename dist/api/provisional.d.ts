/**
 * Provisional-account routes (OpenAPI `partner_sdk_*`; docs/provisional-and-device.md): the token of an external
 * credential, unmerge, and the display name (`PATCH /partner-sdk/provisional-accounts/@me`, our design:
 * the service's route is not documented). Arguments are checked before sending with the rules the
 * emulator applies; external tokens and secrets are never quoted.
 */
import type { Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { AuthenticationExternalAuthType, ProvisionalTokenResponse } from '../model/provisional.js';
import type { User } from '../model/user.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/** An application's external credential for a player. */
export interface ExternalCredential {
    clientId: SnowflakeArg;
    externalAuthType: AuthenticationExternalAuthType;
    externalAuthToken: string;
    /** Only a game backend has one; a game client (public client) leaves it out. */
    clientSecret?: string | undefined;
}
/** The provisional account's token (`POST /partner-sdk/token`): one hour, no refresh token. */
export declare function getProvisionalToken(transport: Transport, credential: ExternalCredential, options?: CallOptions): Promise<OAuthTokenResponse & ProvisionalTokenResponse>;
/** Detaches the credential's identity from the full account it was merged into (204). */
export declare function unmergeProvisionalAccount(transport: Transport, credential: ExternalCredential, options?: CallOptions): Promise<void>;
/** Renames the current (provisional) user; the transport's token is the user's. */
export declare function updateProvisionalDisplayName(transport: Transport, name: string, options?: CallOptions): Promise<User>;
/** The user of a Bearer token, without making it the transport's (`GET /users/@me`). */
export declare function getUserOfToken(transport: Transport, token: string, options?: CallOptions): Promise<User>;
