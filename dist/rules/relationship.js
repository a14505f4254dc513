import { FieldChecker } from './fields.js';
import { IssueCodes } from './issues.js';
import { validatePathIds } from './lobby.js';
/** Issue codes of relationship requests (named in the service's style; the real ones are not published). */
export const RelationshipIssueCodes = {
    /** A username that cannot be a unique username (characters, length, two periods in a row). */
    USERNAME_INVALID: 'USERNAME_INVALID',
    /** A send body with both or neither of `username` and `user_id`. */
    FRIEND_REQUEST_TARGET_INVALID: 'FRIEND_REQUEST_TARGET_INVALID',
    /** The request does not fit the pair's current state (accept without a request, remove a non-friend...). */
    RELATIONSHIP_STATE_INVALID: 'RELATIONSHIP_STATE_INVALID',
};
/** Unique usernames: 2..32 characters. */
export const USERNAME_MIN = 2;
/** The longest unique username: 32 characters. */
export const USERNAME_MAX = 32;
const USERNAME = /^[a-z0-9_.]{2,32}$/;
const USERNAME_RULE = `2 to 32 characters of a-z, 0-9, _ and . (lowercase, no two periods in a row)`;
const BODY_FIELDS = new Set(['username', 'user_id']);
const KINDS = new Set(['discord', 'game']);
/**
 * The issues of a unique username at `path` (empty when it is one). Nothing is lowercased or trimmed:
 * unique usernames are lowercase, so `Alice` is refused rather than silently turned into `alice`.
 */
export function usernameIssues(value, path = ['username']) {
    if (typeof value !== 'string')
        return [{ path, code: IssueCodes.STRING_TYPE_COERCE, message: 'Could not interpret value as string.' }];
    // The length is checked first, so a 10 KB string costs nothing more than its length.
    if (value.length > USERNAME_MAX || !USERNAME.test(value) || value.includes('..'))
        return [
            {
                path,
                code: RelationshipIssueCodes.USERNAME_INVALID,
                message: `Must be a unique username: ${USERNAME_RULE}.`,
            },
        ];
    return [];
}
/** `{kind}` of a relationship route: `discord` or `game`. */
export function validateRelationshipKind(kind) {
    if (typeof kind === 'string' && KINDS.has(kind))
        return { value: kind, issues: [] };
    return {
        value: 'discord',
        issues: [
            {
                path: ['kind'],
                code: IssueCodes.BASE_TYPE_CHOICES,
                message: `Value must be one of ('discord', 'game'), received ${JSON.stringify(String(kind).slice(0, 32))}.`,
            },
        ],
    };
}
/** `{user_id}` of a relationship route: a snowflake, normalised. */
export function validateRelationshipUserId(userId) {
    const checked = validatePathIds({ user_id: userId });
    return { value: checked.value.user_id ?? '', issues: checked.issues };
}
/** `POST /users/@me/relationships/{kind}` body: `{ username }` or `{ user_id }`, exactly one. */
export function validateFriendRequestBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.object(body, BODY_FIELDS, 'a friend request');
    if (c.issues.length > 0 && Object.keys(fields).length === 0)
        return { value: { username: '' }, issues: c.issues };
    const hasName = fields.username !== undefined && fields.username !== null;
    const hasId = fields.user_id !== undefined && fields.user_id !== null;
    if (hasName === hasId) {
        c.add([], RelationshipIssueCodes.FRIEND_REQUEST_TARGET_INVALID, hasName
            ? 'Give exactly one of username and user_id, not both.'
            : 'Give exactly one of username (a unique username) and user_id (a snowflake).');
        return { value: { username: '' }, issues: c.issues };
    }
    if (hasName) {
        c.issues.push(...usernameIssues(fields.username));
        return { value: { username: String(fields.username) }, issues: c.issues };
    }
    const id = c.snowflake(fields.user_id, ['user_id']);
    return { value: { user_id: id ?? '' }, issues: c.issues };
}
