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
/** Callback of `ExchangeChildToken`: the child application's token (no refresh token: exchange again). */
export type ExchangeChildTokenCallback = ResultCallback<[
    accessToken: string,
    tokenType: AuthorizationTokenType,
    expiresIn: number,
    scopes: string
]>;
/** What `ExchangeChildToken` resolves to. */
export interface ChildToken {
    readonly accessToken: string;
    readonly tokenType: AuthorizationTokenType;
    /** Seconds; never past the parent token's own expiry. */
    readonly expiresIn: number;
    /** Space-separated scopes (the parent token's). */
    readonly scopes: string;
}
export declare class AuthHost {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `FetchCurrentUser`: Bearer tokens only. */
    fetchCurrentUser(tokenType: AuthorizationTokenType, token: string, callback: FetchCurrentUserCallback | undefined): Promise<unknown>;
    /** `ExchangeChildToken`: needs no connection; the new token is handed back, not adopted. */
    exchangeChildToken(parentApplicationToken: string, childApplicationId: bigint | string, callback: ExchangeChildTokenCallback | undefined): Promise<unknown>;
    /** `RegisterAuthorizeRequestCallback` (undefined clears it). */
    setAuthorizeRequestCallback(callback: (() => void) | undefined): void;
    /** The host asks the game to start a sign-in (what the Discord app's "link" entry would do). */
    requestAuthorize(): boolean;
    /** `SetGameWindowPid`: a positive 32-bit process id. */
    setGameWindowPid(pid: number): void;
    /** The pid last set, or undefined. */
    get gameWindowPid(): number | undefined;
}
