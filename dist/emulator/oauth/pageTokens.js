/**
 * The per-page token of the emulator's own forms (the consent page and the activation page). A web page
 * on another origin can make the browser post to them, but cannot read them (no CORS), so it cannot know
 * a token: every render of a form carries a fresh one in a hidden field, and a post is taken only with a
 * token this emulator made for that page, while the user it was shown to is still the one signed in, and
 * within {@link PAGE_TOKEN_TTL_MS} of the emulator's clock. A post without one is refused before its
 * fields are read: it approves nothing and counts as no wrong code.
 *
 * Stateless, so a flood of page loads fills no table and pushes out nobody's page: a token is
 * `<expiry>.<nonce>.<mac>`, the MAC an HMAC-SHA-256, under a key drawn once per emulator, of the page, the
 * signed-in user, the expiry and the nonce; it is compared in constant time (secrets.ts). The key lives as
 * long as the emulator process: a reset keeps pages already shown answerable, a restart does not.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../secrets.js';
/** How long a rendered form may be posted: the consent request's 10 minutes. */
export const PAGE_TOKEN_TTL_MS = 10 * 60 * 1000;
/** Bytes of the HMAC key and of each token's nonce. */
const KEY_BYTES = 32;
const NONCE_BYTES = 16;
/** Longer than any token this makes (13 digits, 22 and 43 base64url characters): refused unread. */
const MAX_TOKEN_LENGTH = 100;
const TOKEN_SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
export class PageTokens {
    random;
    #key;
    constructor(random) {
        this.random = random;
    }
    /** A token for a form rendered now (`now`: the emulator's clock, ms). */
    issue(binding, now) {
        const expiresAt = String(now + PAGE_TOKEN_TTL_MS);
        const nonce = this.random.token(NONCE_BYTES);
        return `${expiresAt}.${nonce}.${this.#mac(binding, expiresAt, nonce)}`;
    }
    /** Whether `presented` (the posted field, any type) is a token of this page for this user, at `now`. */
    check(presented, binding, now) {
        if (typeof presented !== 'string' || presented.length > MAX_TOKEN_LENGTH)
            return 'invalid';
        // A posted request id could hold a newline and shift the fields of the MAC's message: never bound.
        if (binding.page.includes('\n'))
            return 'invalid';
        const parts = TOKEN_SHAPE.exec(presented);
        if (!parts)
            return 'invalid';
        const [, expiresAt = '', nonce = '', mac = ''] = parts;
        if (!safeEqual(mac, this.#mac(binding, expiresAt, nonce)))
            return 'invalid';
        return now < Number(expiresAt) ? 'valid' : 'expired';
    }
    #mac(binding, expiresAt, nonce) {
        this.#key ??= this.random.token(KEY_BYTES);
        // Newline-separated: no field holds one (ids are snowflakes, request ids base64url, `check` refuses one).
        const message = `${binding.page}\n${binding.userId ?? ''}\n${expiresAt}\n${nonce}`;
        return createHmac('sha256', this.#key).update(message).digest('base64url');
    }
}
