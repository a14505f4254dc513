/** The path of a join link. */
export declare const ACTIVITY_JOIN_PATH = "/_discord/join";
/** Longest join secret accepted (the service's limit for `secrets.join`). */
export declare const MAX_JOIN_SECRET_LENGTH = 128;
/** What {@link parseActivityJoinUrl} found. */
export type ActivityJoinUrlCheck = {
    readonly kind: 'join';
    readonly secret: string;
} | {
    readonly kind: 'other';
} | {
    readonly kind: 'invalid';
    readonly reason: 'bad_join_secret';
};
/**
 * The join link for `scheme` (already resolved, e.g. `discord-1234`) and `secret`.
 * @throws RangeError when the secret is empty or longer than {@link MAX_JOIN_SECRET_LENGTH}.
 */
export declare function activityJoinUrl(scheme: string, secret: string): string;
/**
 * Whether `url` (already accepted by `checkRedirectUrl` for `scheme`) is a join link, and its secret:
 * `other` for any other path (a sign-in redirect, say), `invalid` for a join link without exactly one
 * secret of 1 to 128 characters. Never throws and never echoes the secret.
 */
export declare function parseActivityJoinUrl(url: string, scheme: string): ActivityJoinUrlCheck;
