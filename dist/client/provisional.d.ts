import { type AuthenticationExternalAuthType } from '../model/provisional.js';
import type { ClientContext } from './context.js';
import type { SignIn, StatusCallback, TokenExchangeCallback } from './signIn.js';
/** The provisional-account domain of one client. */
export declare class Provisional {
    #private;
    /**
     * @param ctx - the client's context.
     * @param signIn - runs the token grants (expiry, ID-token claims).
     */
    constructor(ctx: ClientContext, signIn: SignIn);
    /** `GetProvisionalToken`: the account of the credential (made on first use), its one-hour token. */
    getToken(applicationId: bigint | string, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback: TokenExchangeCallback | undefined): Promise<unknown>;
    /** `GetTokenFromProvisionalMerge`: the code exchange with the merge's credential. */
    getTokenMerging(applicationId: bigint | string, code: string, codeVerifier: string, redirectUri: string, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback: TokenExchangeCallback | undefined): Promise<unknown>;
    /** `UnmergeIntoProvisionalAccount`. */
    unmerge(applicationId: bigint | string, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback: StatusCallback | undefined): Promise<void>;
    /** `UpdateProvisionalAccountDisplayName`: with the current (provisional) token; USER_UPDATE follows. */
    updateDisplayName(name: string, callback: StatusCallback | undefined): Promise<void>;
    /**
     * `ProvisionalUserMergeCompleted`: the game says a merge it was asked for finished. No call of this
     * port asks for one (the library does from overlay features a Node process lacks), so it is noted.
     */
    mergeCompleted(success: boolean): void;
    /** What the last `ProvisionalUserMergeCompleted` said, or undefined. */
    get lastMergeCompleted(): boolean | undefined;
}
