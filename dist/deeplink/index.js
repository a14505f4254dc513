/**
 * Deep links: registering a URI scheme with the OS (for sign-in redirects, or as the game's launch
 * command) and receiving the redirects and join links it delivers, on a cold start (argv) and while
 * running (forwarded by a second process over a local socket).
 */
export { MAX_LAUNCH_COMMAND_LENGTH, splitLaunchCommand } from './commandLine.js';
export { defaultSocketDirectory, redirectEndpoint } from './endpoint.js';
export { ACTIVITY_JOIN_PATH, activityJoinUrl, MAX_JOIN_SECRET_LENGTH, parseActivityJoinUrl, } from './joinUrl.js';
export { MAX_STEAM_APP_ID, registerLaunchCommand, registerLaunchSteamApplication, steamLaunchUrl, } from './launch.js';
export { forwardRedirect, RedirectForwardError } from './protocol.js';
export { startRedirectReceiver, } from './receiver.js';
export { defaultLaunchCommand, queryScheme, registerScheme, unregisterScheme, } from './register.js';
export { resolveScheme } from './scheme.js';
export { checkRedirectUrl, extractRedirectUrl, MAX_REDIRECT_URL_LENGTH, } from './url.js';
