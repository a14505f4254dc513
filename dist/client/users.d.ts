import type { ClientContext } from './context.js';
import { UserHandle } from './handles.js';
/** The user domain of one client. */
export declare class Users {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `GetCurrentUser`; throws ClientResultError (ClientNotReady) before Ready. */
    current(): UserHandle;
    /** `GetCurrentUserV2`: null before Ready (and after the session ended); never throws. */
    currentV2(): UserHandle | null;
    /** `GetUser`; throws ClientResultError (ClientNotReady) before Ready, ValidationError for a bad id. */
    user(userId: bigint | string): UserHandle | null;
}
