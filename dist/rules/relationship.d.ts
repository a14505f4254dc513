/**
 * Relationship requests (the emulator's own routes, docs/relationships.md): what the SDK checks before
 * sending and what the emulator answers 50035 for. One source for both sides: the unique-username rule,
 * the relationship kind of a path, the send body (exactly one of `username` and `user_id`) and the issue
 * code of a request that does not fit the pair's current state.
 */
import type { RelationshipKind } from '../model/relationship.js';
import { type BodyCheckOptions, type Checked } from './fields.js';
import { type Issue } from './issues.js';
/** Issue codes of relationship requests (named in the service's style; the real ones are not published). */
export declare const RelationshipIssueCodes: {
    /** A username that cannot be a unique username (characters, length, two periods in a row). */
    readonly USERNAME_INVALID: 'USERNAME_INVALID';
    /** A send body with both or neither of `username` and `user_id`. */
    readonly FRIEND_REQUEST_TARGET_INVALID: 'FRIEND_REQUEST_TARGET_INVALID';
    /** The request does not fit the pair's current state (accept without a request, remove a non-friend...). */
    readonly RELATIONSHIP_STATE_INVALID: 'RELATIONSHIP_STATE_INVALID';
};
/** Unique usernames: 2..32 characters. */
export declare const USERNAME_MIN = 2;
/** The longest unique username: 32 characters. */
export declare const USERNAME_MAX = 32;
/** A send body as read: the user named by their unique username, or by id. */
export type FriendRequestTarget = {
    username: string;
} | {
    user_id: string;
};
/**
 * The issues of a unique username at `path` (empty when it is one). Nothing is lowercased or trimmed:
 * unique usernames are lowercase, so `Alice` is refused rather than silently turned into `alice`.
 */
export declare function usernameIssues(value: unknown, path?: (string | number)[]): Issue[];
/** `{kind}` of a relationship route: `discord` or `game`. */
export declare function validateRelationshipKind(kind: unknown): Checked<RelationshipKind>;
/** `{user_id}` of a relationship route: a snowflake, normalised. */
export declare function validateRelationshipUserId(userId: unknown): Checked<string>;
/** `POST /users/@me/relationships/{kind}` body: `{ username }` or `{ user_id }`, exactly one. */
export declare function validateFriendRequestBody(body: unknown, options?: BodyCheckOptions): Checked<FriendRequestTarget>;
