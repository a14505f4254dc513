/** Sign-in: authorization arguments, PKCE, redirects, token exchange and ID-token verification. */
export { customSchemeRedirectUri, defaultCustomScheme, loopbackRedirectUri, type RedirectRejection, } from '../rules/redirect.js';
export { AuthorizationArgs } from './AuthorizationArgs.js';
export { type AuthorizationRecord, Authorizer, type AuthorizerOptions, DEFAULT_AUTHORIZE_TIMEOUT_MS, type RedirectMode, } from './authorizer.js';
export { type AuthorizeUrlParams, buildAuthorizeUrl } from './authorizeUrl.js';
export { DeviceAuthorizationArgs } from './DeviceAuthorizationArgs.js';
export { type DeviceCodeShown, type DeviceGrantOptions, runDeviceGrant } from './deviceGrant.js';
export { type AuthErrorCode, type AuthErrorReason, AuthorizationAbortedError, AuthorizationError, DeauthorizedError, IdTokenError, } from './errors.js';
export { type IdTokenClaims, type IdTokenExpectations, verifyIdToken } from './idToken.js';
export { type OidcMetadata, OidcProvider, type OidcProviderOptions } from './oidcProvider.js';
export { browserCommand, openInBrowser, type UrlOpener } from './opener.js';
export type { AuthorizationCode, RedirectOutcome } from './pendingAuthorizations.js';
export { AuthenticationCodeChallengeMethod, AuthorizationCodeChallenge, AuthorizationCodeVerifier, createAuthorizationCodeVerifier, } from './pkce.js';
export type { TokenSet } from './tokens.js';
