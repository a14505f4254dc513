/**
 * The client's user domain: `GetCurrentUser` (the user READY described), `GetCurrentUserV2` (the same, or
 * null when there is none) and `GetUser` (any user the client has seen: itself, friends, lobby members,
 * message authors). They read the cache; all but `GetCurrentUserV2` need the connection.
 */
import { snowflakeArgument } from '../api/call.js';
import { UserHandle, userHandle } from './handles.js';
/** The user domain of one client. */
export class Users {
    #ctx;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** `GetCurrentUser`; throws ClientResultError (ClientNotReady) before Ready. */
    current() {
        const user = this.#ctx.realtime.requireReady('GetCurrentUser');
        return userHandle(this.#ctx.cache, user.id);
    }
    /** `GetCurrentUserV2`: null before Ready (and after the session ended); never throws. */
    currentV2() {
        const user = this.#ctx.realtime.readyUser;
        if (user === undefined)
            return null;
        return userHandle(this.#ctx.cache, user.id) ?? new UserHandle(this.#ctx.cache, user);
    }
    /** `GetUser`; throws ClientResultError (ClientNotReady) before Ready, ValidationError for a bad id. */
    user(userId) {
        this.#ctx.realtime.requireReady('GetUser');
        return userHandle(this.#ctx.cache, snowflakeArgument(userId, 'userId'));
    }
}
