/** The token endpoint of `src/api`, bound to one transport, in the shape {@link TokenService} uses. */
import {
  clientCredentialsToken,
  exchangeAuthorizationCode,
  refreshAccessToken,
  revokeToken,
} from '../api/oauth.js';
import type { Transport } from '../http/transport.js';
import type { TokenEndpoint } from './tokens.js';

/** Token-endpoint calls over `transport` (form-encoded, without the transport's own credentials). */
export function bindTokenEndpoint(transport: Transport): TokenEndpoint {
  return {
    authorizationCode: (p) => exchangeAuthorizationCode(transport, p),
    refreshToken: (p) => refreshAccessToken(transport, p),
    clientCredentials: (p) =>
      clientCredentialsToken(transport, {
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        scope: p.scopes,
      }),
    revoke: (p) => revokeToken(transport, p),
  };
}
