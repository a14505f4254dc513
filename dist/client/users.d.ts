import type { ClientContext } from './context.js';
import { UserHandle } from './handles.js';
/** The user domain of one client. */
export declare class Users {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `GetCurrentUser`: the READY user; while not Ready, the C++ library's dummy user (id `0`). */
    current(): UserHandle;
    /** `GetCurrentUserV2`: null before Ready (and after the session ended); never throws. */
    currentV2(): UserHandle | null;
    /** `GetUser`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    user(userId: bigint | string): UserHandle | null;
}
