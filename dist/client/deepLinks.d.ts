/**
 * Every URL the OS hands a game ends in one call, `HandleRedirect`: a sign-in redirect settles a pending
 * authorization (signIn.ts); a join link of this client's application (`discord-<app id>:/_discord/join
 * ?secret=...`, deeplink/joinUrl.ts) fires the activity-join callbacks (invites.ts), as an accepted
 * invite opened outside the game does in the C++ library. So a game that already routes its scheme's
 * URLs to `HandleRedirect` (argv on a cold start, the single-instance hand-off, Electron's `open-url`)
 * receives joins with no other wiring.
 */
import type { RedirectOutcome } from '../auth/pendingAuthorizations.js';
import type { Invites } from './invites.js';
import type { SignIn } from './signIn.js';
/** What became of a URL given to `HandleRedirect`. */
export type DeepLinkOutcome = RedirectOutcome
/** A join link of this application whose secret is missing, repeated or longer than 128 characters. */
 | {
    readonly handled: false;
    readonly reason: 'bad_join_secret';
};
/**
 * Routes one URL: a join link of the application set with `SetApplicationId` to the activity-join
 * callbacks, anything else to the pending authorizations. Never throws (the URL is hostile input).
 */
export declare function routeDeepLink(url: string, signIn: SignIn, invites: Invites): DeepLinkOutcome;
