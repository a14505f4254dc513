import type { Transport } from '../http/transport.js';
import { type OpenIdUserInfo, type User, type UserConnection } from '../model/index.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
export type { UserConnection } from '../model/index.js';
/** `GET /users/@me`: the user the Bearer token belongs to (or the bot, with a Bot token). */
export declare function getCurrentUser(transport: Transport, options?: CallOptions): Promise<User>;
/**
 * `GET /users/@me/connections` (scope `connections`). Newly created and, from July 2026, legacy
 * third-party game connections are no longer returned.
 */
export declare function getCurrentUserConnections(transport: Transport, options?: CallOptions): Promise<UserConnection[]>;
/** Options of {@link getUserInfo}. */
export interface UserInfoOptions extends CallOptions {
    /**
     * The `sub` of the user's ID token. When given, a response about anyone else is refused: OIDC Core 5.3.2
     * says the UserInfo values must not be used unless `sub` matches the ID token's exactly.
     */
    expectedSubject?: SnowflakeArg | undefined;
}
/**
 * `GET /oauth2/userinfo` (Bearer token with `openid`; FACTS.md): the OpenID Connect claims of the user.
 * `email` and `email_verified` come only with the `email` scope. The response is checked once, here:
 * `sub` must be a snowflake (and the expected one, if given), each other claim of its documented type.
 *
 * @example
 * const info = await getUserInfo(transport, { expectedSubject: idToken.sub });
 */
export declare function getUserInfo(transport: Transport, options?: UserInfoOptions): Promise<OpenIdUserInfo>;
/**
 * `PUT /channels/{channel}/voice-status`: sets a voice channel's status (at most 500 characters), or
 * clears it with `null`. Needs SET_VOICE_CHANNEL_STATUS (and MANAGE_CHANNELS when the bot is not
 * connected to the channel).
 */
export declare function setVoiceChannelStatus(transport: Transport, channelId: SnowflakeArg, status: string | null, options?: CallOptions): Promise<void>;
