import { AuthorizationTokenType } from '../model/enums.js';
import type { ClientContext } from './context.js';
import type { ResultCallback } from './results.js';
/** Callback of `FetchCurrentUser`: the token's user id and name. */
export type FetchCurrentUserCallback = ResultCallback<[id: string, name: string]>;
/** What `FetchCurrentUser` resolves to. */
export interface FetchedUser {
    readonly id: string;
    /** The display name: the global name, else the username. */
    readonly name: string;
}
export declare class AuthHost {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `FetchCurrentUser`: Bearer tokens only. */
    fetchCurrentUser(tokenType: AuthorizationTokenType, token: string, callback: FetchCurrentUserCallback | undefined): Promise<unknown>;
    /** `RegisterAuthorizeRequestCallback` (undefined clears it). */
    setAuthorizeRequestCallback(callback: (() => void) | undefined): void;
    /** The host asks the game to start a sign-in (what the Discord app's "link" entry would do). */
    requestAuthorize(): boolean;
    /** `SetGameWindowPid`: a positive 32-bit process id. */
    setGameWindowPid(pid: number): void;
    /** The pid last set, or undefined. */
    get gameWindowPid(): number | undefined;
}
