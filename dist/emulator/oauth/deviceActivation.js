/**
 * What the activation page does (RFC 8628 3.3): shows the form, and takes the user's code and decision.
 * A post is read only with the token of a form this page rendered for the user signed in now
 * (pageTokens.ts): a post from a page elsewhere (the device-flow phishing step: approve a code its author
 * started, for whoever is signed in) is refused with 403, approves nothing and counts as no wrong code.
 * A wrong or expired code in a post that passed counts against the rate limit of activationAttempts.ts;
 * a right one is approved for the picked user (else the control API's consenting user) or denied, once.
 */
import { normalizeUserCode } from '../../rules/deviceGrant.js';
import { activationPage } from './activationPage.js';
import { consentingUser } from './authorization.js';
import { errorPage } from './consentPage.js';
import { findByUserCode } from './deviceCodes.js';
/** GET /activate: the form, the code prefilled from `?user_code=`. */
export function activationForm(ctx, tokens, query) {
    const typed = typeof query.user_code === 'string' ? query.user_code.slice(0, 64) : '';
    return { status: 200, html: form(ctx, tokens, typed, undefined) };
}
/** POST /activate: `page_token`, `user_code`, `decision` (approve or deny) and optionally `user_id`. */
export function activate(ctx, attempts, tokens, body) {
    const now = ctx.clock.now();
    // First, before the rate limit and the code: a post that did not come from this page counts for nothing.
    // The fresh form never carries the posted code (a page elsewhere must not get its code prefilled).
    const token = tokens.check(body.page_token, binding(ctx), now);
    if (token !== 'valid') {
        const notice = token === 'expired'
            ? 'This page has expired. Enter the code again.'
            : 'This form was not sent from this page. Enter the code shown on your device.';
        return { status: 403, html: form(ctx, tokens, '', notice) };
    }
    const retryAfterS = attempts.retryAfterS(now);
    if (retryAfterS > 0) {
        const notice = `Too many wrong codes. Try again in ${retryAfterS} seconds.`;
        return { status: 429, html: form(ctx, tokens, '', notice), retryAfterS };
    }
    const canonical = normalizeUserCode(body.user_code);
    const record = canonical === undefined ? undefined : findByUserCode(ctx, canonical);
    if (!record) {
        attempts.failed(now);
        return { status: 400, html: form(ctx, tokens, '', 'That code is not valid, or it has expired.') };
    }
    if (body.decision === 'deny') {
        record.status = 'denied';
        return { status: 200, html: errorPage('Request denied', 'You can close this page.') };
    }
    if (body.decision !== 'approve')
        return { status: 400, html: errorPage('Invalid decision', 'decision must be approve or deny.') };
    const user = consentingUser(ctx, typeof body.user_id === 'string' ? body.user_id : null);
    if (!user)
        return { status: 400, html: errorPage('Unknown user', 'Pick one of the listed users.') };
    record.status = 'approved';
    record.userId = user.id;
    record.authTime = now;
    return { status: 200, html: errorPage('Device connected', 'Return to your device to continue.') };
}
/** What the page's token is bound to: this page, and the user signed in (the one it preselects). */
function binding(ctx) {
    return { page: 'activate', userId: consentingUser(ctx, null)?.id ?? null };
}
function form(ctx, tokens, userCode, notice) {
    const users = [...ctx.store.users.values()].filter((user) => !user.bot);
    const bound = binding(ctx);
    const pageToken = tokens.issue(bound, ctx.clock.now());
    return activationPage({ userCode, users, selectedUserId: bound.userId, pageToken, notice });
}
