/**
 * The deep link that asks a game to join an activity: `discord-<app id>:/_discord/join?secret=<join
 * secret>`, the secret percent-encoded. The path is the one the public guide gives for mobile launches
 * (`<deep link>/_discord/join?secret=...`); the form on a desktop scheme is our design. Opening it starts
 * the registered launch command (see launch.ts), or reaches the running game through the single-instance
 * hand-off, whose receiver passes the secret to its `onActivityJoin` listener.
 */
import { checkRedirectUrl } from './url.js';
/** The path of a join link. */
export const ACTIVITY_JOIN_PATH = '/_discord/join';
/** Longest join secret accepted (the service's limit for `secrets.join`). */
export const MAX_JOIN_SECRET_LENGTH = 128;
/**
 * The join link for `scheme` (already resolved, e.g. `discord-1234`) and `secret`.
 * @throws RangeError when the secret is empty or longer than {@link MAX_JOIN_SECRET_LENGTH}.
 */
export function activityJoinUrl(scheme, secret) {
    if (typeof secret !== 'string' || secret.length === 0 || secret.length > MAX_JOIN_SECRET_LENGTH) {
        throw new RangeError(`activityJoinUrl(secret): expected 1 to ${MAX_JOIN_SECRET_LENGTH} characters`);
    }
    return `${scheme}:${ACTIVITY_JOIN_PATH}?secret=${encodeURIComponent(secret)}`;
}
/**
 * Whether `url` (already accepted by `checkRedirectUrl` for `scheme`) is a join link, and its secret:
 * `other` for any other path (a sign-in redirect, say), `invalid` for a join link without exactly one
 * secret of 1 to 128 characters. Never throws and never echoes the secret.
 */
export function parseActivityJoinUrl(url, scheme) {
    if (!checkRedirectUrl(url, scheme).ok)
        return { kind: 'other' };
    const parsed = new URL(url);
    // `discord-1:/_discord/join` and `discord-1://_discord/join` (a host) both mean the join link.
    const path = parsed.host === '' ? parsed.pathname : `/${parsed.host}${parsed.pathname}`;
    if (path !== ACTIVITY_JOIN_PATH)
        return { kind: 'other' };
    const secrets = parsed.searchParams.getAll('secret');
    const secret = secrets[0];
    if (secrets.length !== 1 || secret === undefined || secret.length === 0) {
        return { kind: 'invalid', reason: 'bad_join_secret' };
    }
    if (secret.length > MAX_JOIN_SECRET_LENGTH)
        return { kind: 'invalid', reason: 'bad_join_secret' };
    return { kind: 'join', secret };
}
