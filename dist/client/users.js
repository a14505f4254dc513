/**
 * The client's user domain: `GetCurrentUser` (the user READY described), `GetCurrentUserV2` (the same, or
 * null when there is none) and `GetUser` (any user the client has seen: itself, friends, lobby members,
 * message authors). They read the cache and never throw for want of a connection: while the client is not
 * Ready they return what the C++ library returns then (notReady.ts): `GetCurrentUser` a dummy user (id
 * `0`, empty names), `GetCurrentUserV2` and `GetUser` null.
 */
import { snowflakeArgument } from '../api/call.js';
import { UserHandle, userHandle } from './handles.js';
import { NotReadyValues } from './notReady.js';
/** The user domain of one client. */
export class Users {
    #ctx;
    #notReady = new NotReadyValues();
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** `GetCurrentUser`: the READY user; while not Ready, the C++ library's dummy user (id `0`). */
    current() {
        const user = this.#ctx.realtime.readyUser;
        if (user === undefined)
            return this.#notReady.user();
        return userHandle(this.#ctx.cache, user.id) ?? new UserHandle(this.#ctx.cache, user);
    }
    /** `GetCurrentUserV2`: null before Ready (and after the session ended); never throws. */
    currentV2() {
        const user = this.#ctx.realtime.readyUser;
        if (user === undefined)
            return null;
        return userHandle(this.#ctx.cache, user.id) ?? new UserHandle(this.#ctx.cache, user);
    }
    /** `GetUser`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    user(userId) {
        const id = snowflakeArgument(userId, 'userId');
        if (this.#ctx.realtime.readyUser === undefined)
            return null;
        return userHandle(this.#ctx.cache, id);
    }
}
