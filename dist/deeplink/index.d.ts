/**
 * Deep links: registering a URI scheme with the OS (for sign-in redirects, or as the game's launch
 * command) and receiving the redirects and join links it delivers, on a cold start (argv) and while
 * running (forwarded by a second process over a local socket).
 */
export { MAX_LAUNCH_COMMAND_LENGTH, type SplitCommand, splitLaunchCommand } from './commandLine.js';
export { defaultSocketDirectory, redirectEndpoint } from './endpoint.js';
export { ACTIVITY_JOIN_PATH, type ActivityJoinUrlCheck, activityJoinUrl, MAX_JOIN_SECRET_LENGTH, parseActivityJoinUrl, } from './joinUrl.js';
export { type LaunchRegistration, MAX_STEAM_APP_ID, registerLaunchCommand, registerLaunchSteamApplication, steamLaunchUrl, } from './launch.js';
export { forwardRedirect, RedirectForwardError } from './protocol.js';
export { type ActivityJoinHandler, type PrimaryRedirectReceiver, type RedirectHandler, type RedirectReceiver, type RedirectReceiverOptions, type SecondaryRedirectReceiver, startRedirectReceiver, } from './receiver.js';
export { defaultLaunchCommand, type LaunchCommand, queryScheme, type RegisterSchemeOptions, registerScheme, type SchemeRegistration, unregisterScheme, } from './register.js';
export { type AppIdOrScheme, resolveScheme } from './scheme.js';
export { checkRedirectUrl, extractRedirectUrl, MAX_REDIRECT_URL_LENGTH, type RedirectUrlCheck, type RedirectUrlRejection, } from './url.js';
