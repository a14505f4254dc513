import { acceptFriendRequest, cancelFriendRequest, rejectFriendRequest, removeFriend } from '../api/relationships.js';
import type { ClientContext } from './context.js';
import { RelationshipHandle, type UserHandle } from './handles.js';
import type { StatusCallback } from './signIn.js';
/** Longest search text taken (names are at most 32 characters; longer text can match nobody). */
export declare const SEARCH_TEXT_MAX = 256;
/** A request about one other user, by the facade's name: its REST call and its relationship kind. */
declare const TO_USER: {
    readonly AcceptDiscordFriendRequest: readonly [typeof acceptFriendRequest, 'discord'];
    readonly AcceptGameFriendRequest: readonly [typeof acceptFriendRequest, 'game'];
    readonly RejectDiscordFriendRequest: readonly [typeof rejectFriendRequest, 'discord'];
    readonly RejectGameFriendRequest: readonly [typeof rejectFriendRequest, 'game'];
    readonly CancelDiscordFriendRequest: readonly [typeof cancelFriendRequest, 'discord'];
    readonly CancelGameFriendRequest: readonly [typeof cancelFriendRequest, 'game'];
    readonly RemoveDiscordAndGameFriend: readonly [typeof removeFriend, 'discord'];
    readonly RemoveGameFriend: readonly [typeof removeFriend, 'game'];
};
/** The name of a request about one other user. */
export type ToUserCall = keyof typeof TO_USER;
/** The friend-request sends, by the facade's name: the kind, and whether the target is a username. */
declare const SENDS: {
    readonly SendDiscordFriendRequest: readonly ["discord", "username"];
    readonly SendDiscordFriendRequestById: readonly ["discord", "userId"];
    readonly SendGameFriendRequest: readonly ["game", "username"];
    readonly SendGameFriendRequestById: readonly ["game", "userId"];
};
/** The name of a friend-request send. */
export type SendCall = keyof typeof SENDS;
/** The relationships domain of one client. */
export declare class Relationships {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `GetRelationships`: empty while not Ready (the C++ library's empty vector; notReady.ts). */
    all(): RelationshipHandle[];
    /**
     * `GetRelationshipHandle`: while not Ready a detached handle whose types read `None` (the C++ library
     * returns a handle, never an error); ValidationError for a bad id.
     */
    handle(userId: unknown): RelationshipHandle;
    /** `GetRelationshipsByGroup`: one group, in order, as kept (never sorted here); empty while not Ready. */
    byGroup(group: unknown): RelationshipHandle[];
    /** `SearchFriendsByUsername`: friends (either kind) ranked as friendSearch.ts documents; empty while not Ready. */
    search(searchStr: unknown): UserHandle[];
    /** A friend-request send: by unique username or by id, to a Discord or game friendship. */
    send(call: SendCall, target: unknown, callback: StatusCallback | undefined): Promise<void>;
    /** Accept, reject, cancel or remove, about one other user. */
    toUser(call: ToUserCall, userId: unknown, callback: StatusCallback | undefined): Promise<void>;
    /** `BlockUser` or `UnblockUser`. */
    block(call: 'BlockUser' | 'UnblockUser', userId: unknown, callback: StatusCallback | undefined): Promise<void>;
}
export {};
