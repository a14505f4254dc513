/**
 * What the activation page does (RFC 8628 3.3): shows the form, and takes the user's code and decision.
 * A wrong or expired code counts against the rate limit of activationAttempts.ts; a right one is
 * approved for the picked user (else the control API's consenting user) or denied, once.
 */
import { normalizeUserCode } from '../../rules/deviceGrant.js';
import { activationPage } from './activationPage.js';
import { consentingUser } from './authorization.js';
import { errorPage } from './consentPage.js';
import { findByUserCode } from './deviceCodes.js';
/** GET /activate: the form, the code prefilled from `?user_code=`. */
export function activationForm(ctx, query) {
    const typed = typeof query.user_code === 'string' ? query.user_code.slice(0, 64) : '';
    return { status: 200, html: form(ctx, typed, undefined) };
}
/** POST /activate: `user_code`, `decision` (approve or deny) and optionally `user_id`. */
export function activate(ctx, attempts, body) {
    const now = ctx.clock.now();
    const retryAfterS = attempts.retryAfterS(now);
    if (retryAfterS > 0) {
        const notice = `Too many wrong codes. Try again in ${retryAfterS} seconds.`;
        return { status: 429, html: form(ctx, '', notice), retryAfterS };
    }
    const canonical = normalizeUserCode(body.user_code);
    const record = canonical === undefined ? undefined : findByUserCode(ctx, canonical);
    if (!record) {
        attempts.failed(now);
        return { status: 400, html: form(ctx, '', 'That code is not valid, or it has expired.') };
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
function form(ctx, userCode, notice) {
    const users = [...ctx.store.users.values()].filter((user) => !user.bot);
    const selectedUserId = consentingUser(ctx, null)?.id ?? null;
    return activationPage({ userCode, users, selectedUserId, notice });
}
