import { parseActivityJoinUrl } from '../deeplink/joinUrl.js';
import { defaultCustomScheme } from '../rules/redirect.js';
/**
 * Routes one URL: a join link of the application set with `SetApplicationId` to the activity-join
 * callbacks, anything else to the pending authorizations. Never throws (the URL is hostile input).
 */
export function routeDeepLink(url, signIn, invites) {
    const applicationId = signIn.applicationId;
    if (applicationId !== undefined && typeof url === 'string') {
        const join = parseActivityJoinUrl(url, defaultCustomScheme(applicationId));
        if (join.kind === 'invalid')
            return { handled: false, reason: join.reason };
        if (join.kind === 'join') {
            invites.deliverActivityJoin(join.secret, applicationId);
            return { handled: true };
        }
    }
    return signIn.handleRedirect(url);
}
