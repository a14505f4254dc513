/**
 * Deep links: registering a URI scheme with the OS and receiving the redirects it delivers, on a cold
 * start (argv) and while running (forwarded by a second process over a local socket).
 */
export { defaultSocketDirectory, redirectEndpoint } from './endpoint.js';
export { forwardRedirect, RedirectForwardError } from './protocol.js';
export {
  type PrimaryRedirectReceiver,
  type RedirectHandler,
  type RedirectReceiver,
  type RedirectReceiverOptions,
  type SecondaryRedirectReceiver,
  startRedirectReceiver,
} from './receiver.js';
export {
  defaultLaunchCommand,
  type LaunchCommand,
  queryScheme,
  type RegisterSchemeOptions,
  registerScheme,
  type SchemeRegistration,
  unregisterScheme,
} from './register.js';
export { type AppIdOrScheme, resolveScheme } from './scheme.js';
export {
  checkRedirectUrl,
  extractRedirectUrl,
  MAX_REDIRECT_URL_LENGTH,
  type RedirectUrlCheck,
  type RedirectUrlRejection,
} from './url.js';
