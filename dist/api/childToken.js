/**
 * The parent-to-child application token exchange (the C++ library's `ExchangeChildToken`): our design of
 * the unconfirmed route, an OAuth 2.0 Token Exchange (RFC 8693) grant at the token endpoint, sent by the
 * child application as a public client (docs/child-applications.md).
 */
import { ACCESS_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT_TYPE } from '../model/childToken.js';
import { tokenGrant } from './tokenEndpoint.js';
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
export function exchangeChildToken(transport, exchange, options = {}) {
    return tokenGrant(transport, {
        name: 'child token exchange',
        clientId: exchange.childApplicationId,
        secrets: { parentApplicationToken: exchange.parentApplicationToken },
        form: (clientId) => ({
            grant_type: TOKEN_EXCHANGE_GRANT_TYPE,
            client_id: clientId,
            subject_token: exchange.parentApplicationToken,
            subject_token_type: ACCESS_TOKEN_TYPE,
        }),
    }, options);
}
