/** Sign-in: authorization arguments, PKCE, redirects, token exchange and ID-token verification. */
export { customSchemeRedirectUri, defaultCustomScheme, loopbackRedirectUri, } from '../rules/redirect.js';
export { AuthorizationArgs } from './AuthorizationArgs.js';
export { Authorizer, DEFAULT_AUTHORIZE_TIMEOUT_MS, } from './authorizer.js';
export { buildAuthorizeUrl } from './authorizeUrl.js';
export { DeviceAuthorizationArgs } from './DeviceAuthorizationArgs.js';
export { runDeviceGrant } from './deviceGrant.js';
export { AuthorizationAbortedError, AuthorizationError, DeauthorizedError, IdTokenError, } from './errors.js';
export { verifyIdToken } from './idToken.js';
export { OidcProvider } from './oidcProvider.js';
export { browserCommand, openInBrowser } from './opener.js';
export { AuthenticationCodeChallengeMethod, AuthorizationCodeChallenge, AuthorizationCodeVerifier, createAuthorizationCodeVerifier, } from './pkce.js';
