/**
 * The parent-to-child application token exchange (the C++ library's `ExchangeChildToken`): our design of
 * the unconfirmed route, an OAuth 2.0 Token Exchange (RFC 8693) grant at the token endpoint, sent by the
 * child application as a public client (docs/child-applications.md).
 */
import type { Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { CallOptions, SnowflakeArg } from './call.js';
/** What the exchange takes. */
export interface ChildTokenExchange {
    /** A user's access token of the parent application (never logged, redacted from errors). */
    parentApplicationToken: string;
    /** The child application, which receives the token. */
    childApplicationId: SnowflakeArg;
}
/**
 * Exchanges a parent application's user token for a token of one of its child applications.
 * @throws ValidationError (before sending) for a malformed token or id; ServiceError / OAuthError as
 *   answered (`invalid_grant` for a token that is not the parent's, `unauthorized_client` for an
 *   application without a parent).
 * @example
 * ```ts
 * const tokens = await exchangeChildToken(transport, { parentApplicationToken, childApplicationId: '42' });
 * ```
 */
export declare function exchangeChildToken(transport: Transport, exchange: ChildTokenExchange, options?: CallOptions): Promise<OAuthTokenResponse>;
