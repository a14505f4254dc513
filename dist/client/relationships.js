/**
 * The client's relationships domain: the friends list read from the cache (`GetRelationships`,
 * `GetRelationshipHandle`, `GetRelationshipsByGroup`, `SearchFriendsByUsername`) and the requests that
 * change it (send, accept, reject, cancel and remove, for Discord and game friends; block, unblock).
 * The reads never throw for want of a connection: while the client is not Ready they return what the C++
 * library returns then (notReady.ts); the requests fail with `ClientNotReady` through their result.
 *
 * Arguments are checked here, at the facade's edge, before any request: ids parsed once, usernames with
 * the shared unique-username rule (src/rules/relationship.ts). The cache changes when the gateway's
 * dispatch arrives (the `relationshipCreated` / `relationshipDeleted` events), not from a call's answer:
 * an answer may be older than a dispatch that overtook it, and the dispatch is the one ordered source.
 */
import { snowflakeArgument } from '../api/call.js';
import { acceptFriendRequest, blockUser, cancelFriendRequest, rejectFriendRequest, removeFriend, sendFriendRequest, unblockUser, } from '../api/relationships.js';
import { ValidationError } from '../http/errors.js';
import { RelationshipType } from '../model/index.js';
import { usernameIssues } from '../rules/relationship.js';
import { searchFriends } from './friendSearch.js';
import { displayName } from './friendsCache.js';
import { RelationshipHandle, userHandle } from './handles.js';
import { NotReadyValues } from './notReady.js';
/** Longest search text taken (names are at most 32 characters; longer text can match nobody). */
export const SEARCH_TEXT_MAX = 256;
/** A request about one other user, by the facade's name: its REST call and its relationship kind. */
const TO_USER = {
    AcceptDiscordFriendRequest: [acceptFriendRequest, 'discord'],
    AcceptGameFriendRequest: [acceptFriendRequest, 'game'],
    RejectDiscordFriendRequest: [rejectFriendRequest, 'discord'],
    RejectGameFriendRequest: [rejectFriendRequest, 'game'],
    CancelDiscordFriendRequest: [cancelFriendRequest, 'discord'],
    CancelGameFriendRequest: [cancelFriendRequest, 'game'],
    RemoveDiscordAndGameFriend: [removeFriend, 'discord'],
    RemoveGameFriend: [removeFriend, 'game'],
};
/** The friend-request sends, by the facade's name: the kind, and whether the target is a username. */
const SENDS = {
    SendDiscordFriendRequest: ['discord', 'username'],
    SendDiscordFriendRequestById: ['discord', 'userId'],
    SendGameFriendRequest: ['game', 'username'],
    SendGameFriendRequestById: ['game', 'userId'],
};
const GROUPS = new Set([0, 1, 2]);
/**
 * A unique username argument, checked with the shared rule.
 * @throws ValidationError naming `username` (what was wrong and what is allowed).
 */
function usernameArgument(value) {
    const [issue] = usernameIssues(value, ['username']);
    if (issue !== undefined)
        throw ValidationError.argument('username', `username: ${issue.message}`);
    return value;
}
/** The relationships domain of one client. */
export class Relationships {
    #ctx;
    #notReady = new NotReadyValues();
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** `GetRelationships`: empty while not Ready (the C++ library's empty vector; notReady.ts). */
    all() {
        if (this.#ctx.realtime.readyUser === undefined)
            return [];
        return [...this.#ctx.cache.friends.relationships.keys()].map((id) => this.#handle(id));
    }
    /**
     * `GetRelationshipHandle`: while not Ready a detached handle whose types read `None` (the C++ library
     * returns a handle, never an error); ValidationError for a bad id.
     */
    handle(userId) {
        const id = snowflakeArgument(userId, 'userId');
        if (this.#ctx.realtime.readyUser === undefined)
            return this.#notReady.relationship(id);
        return this.#handle(id);
    }
    /** `GetRelationshipsByGroup`: one group, in order, as kept (never sorted here); empty while not Ready. */
    byGroup(group) {
        if (!GROUPS.has(group))
            throw ValidationError.argument('group', `group: expected a RelationshipGroupType (OnlinePlayingGame 0, OnlineElsewhere 1, Offline 2), received ${String(group).slice(0, 32)}`);
        if (this.#ctx.realtime.readyUser === undefined)
            return [];
        return this.#ctx.cache.friends.groups.ids(group).map((id) => this.#handle(id));
    }
    /** `SearchFriendsByUsername`: friends (either kind) ranked as friendSearch.ts documents; empty while not Ready. */
    search(searchStr) {
        if (typeof searchStr !== 'string' || searchStr.length > SEARCH_TEXT_MAX)
            throw ValidationError.argument('searchStr', `searchStr: expected a string of at most ${SEARCH_TEXT_MAX} characters`);
        if (this.#ctx.realtime.readyUser === undefined)
            return [];
        const { friends, users } = this.#ctx.cache;
        const candidates = [];
        for (const entry of friends.relationships.values()) {
            if (entry.type !== RelationshipType.Friend && entry.gameType !== RelationshipType.Friend)
                continue;
            const user = users.get(entry.id);
            if (user !== undefined)
                candidates.push({ id: entry.id, username: user.username, displayName: displayName(user) });
        }
        return searchFriends(searchStr, candidates).map((id) => userHandle(this.#ctx.cache, id));
    }
    /** A friend-request send: by unique username or by id, to a Discord or game friendship. */
    send(call, target, callback) {
        const [kind, by] = SENDS[call];
        const work = async () => {
            const body = by === 'username'
                ? { username: usernameArgument(target) }
                : { user_id: snowflakeArgument(target, 'userId') };
            await sendFriendRequest(this.#ctx.transport, kind, body, this.#ctx.requestOptions());
        };
        return this.#ctx.call(call, work, callback, []);
    }
    /** Accept, reject, cancel or remove, about one other user. */
    toUser(call, userId, callback) {
        const [request, kind] = TO_USER[call];
        const work = async () => {
            const id = snowflakeArgument(userId, 'userId');
            await request(this.#ctx.transport, kind, id, this.#ctx.requestOptions());
        };
        return this.#ctx.call(call, work, callback, []);
    }
    /** `BlockUser` or `UnblockUser`. */
    block(call, userId, callback) {
        const work = async () => {
            const id = snowflakeArgument(userId, 'userId');
            const request = call === 'BlockUser' ? blockUser : unblockUser;
            await request(this.#ctx.transport, id, this.#ctx.requestOptions());
        };
        return this.#ctx.call(call, work, callback, []);
    }
    #handle(id) {
        return new RelationshipHandle(this.#ctx.cache, id);
    }
}
