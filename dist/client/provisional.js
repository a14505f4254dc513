/**
 * The client's provisional-account domain (docs/provisional-and-device.md): `GetProvisionalToken` (a player without
 * a service account, known by the game's own identity), `UpdateProvisionalAccountDisplayName`,
 * `GetTokenFromProvisionalMerge` (sign-in that merges the provisional account into the real one),
 * `UnmergeIntoProvisionalAccount` and `ProvisionalUserMergeCompleted`. Tokens go through the sign-in
 * domain's grant, so their expiry is watched and their ID token verified like any other.
 */
import { getProvisionalToken, unmergeProvisionalAccount, updateProvisionalDisplayName, } from '../api/provisional.js';
import { ServiceError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { ProvisionalErrorCode } from '../model/provisional.js';
const NO_VALUES = () => [];
/**
 * Attempts of a provisional token request while the service answers 530006 (it could not generate a
 * username: the service's guide says to retry). Bounded: a service that keeps failing ends the call.
 */
const USERNAME_ATTEMPTS = 3;
/** The provisional-account domain of one client. */
export class Provisional {
    #ctx;
    #signIn;
    #lastMergeCompleted;
    /**
     * @param ctx - the client's context.
     * @param signIn - runs the token grants (expiry, ID-token claims).
     */
    constructor(ctx, signIn) {
        this.#ctx = ctx;
        this.#signIn = signIn;
    }
    /** `GetProvisionalToken`: the account of the credential (made on first use), its one-hour token. */
    getToken(applicationId, externalAuthType, externalAuthToken, callback) {
        const credential = { clientId: applicationId, externalAuthType, externalAuthToken };
        return this.#signIn.runGrant('GetProvisionalToken', async () => {
            for (let attempt = 1;; attempt++) {
                try {
                    const response = await getProvisionalToken(this.#ctx.transport, credential, this.#ctx.requestOptions());
                    return await this.#ctx.session.acceptTokens(response, applicationId);
                }
                catch (error) {
                    const retry = error instanceof ServiceError &&
                        error.serviceCode === ProvisionalErrorCode.USERNAME_GENERATION_FAILED &&
                        attempt < USERNAME_ATTEMPTS;
                    if (!retry)
                        throw error;
                }
            }
        }, callback);
    }
    /** `GetTokenFromProvisionalMerge`: the code exchange with the merge's credential. */
    getTokenMerging(applicationId, code, codeVerifier, redirectUri, externalAuthType, externalAuthToken, callback) {
        const merge = { externalAuthType, externalAuthToken };
        return this.#signIn.runGrant('GetTokenFromProvisionalMerge', () => this.#ctx.session.getToken(applicationId, code, codeVerifier, redirectUri, merge), callback);
    }
    /** `UnmergeIntoProvisionalAccount`. */
    unmerge(applicationId, externalAuthType, externalAuthToken, callback) {
        const credential = { clientId: applicationId, externalAuthType, externalAuthToken };
        const work = async () => {
            await unmergeProvisionalAccount(this.#ctx.transport, credential, this.#ctx.requestOptions());
            this.#ctx.log('provisional: UnmergeIntoProvisionalAccount succeeded: the identity left the account; GetProvisionalToken makes a new provisional user', LoggingSeverity.Info);
        };
        return this.#ctx.settle(work, callback, NO_VALUES, []);
    }
    /** `UpdateProvisionalAccountDisplayName`: with the current (provisional) token; USER_UPDATE follows. */
    updateDisplayName(name, callback) {
        const work = async () => {
            await updateProvisionalDisplayName(this.#ctx.transport, name, this.#ctx.requestOptions());
            this.#ctx.log('provisional: display name updated', LoggingSeverity.Info);
        };
        return this.#ctx.settle(work, callback, NO_VALUES, []);
    }
    /**
     * `ProvisionalUserMergeCompleted`: the game says a merge it was asked for finished. No call of this
     * port asks for one (the library does from overlay features a Node process lacks), so it is noted.
     */
    mergeCompleted(success) {
        this.#lastMergeCompleted = success === true;
        this.#ctx.log?.(`provisional user merge completed: ${this.#lastMergeCompleted ? 'success' : 'failure'}`);
    }
    /** What the last `ProvisionalUserMergeCompleted` said, or undefined. */
    get lastMergeCompleted() {
        return this.#lastMergeCompleted;
    }
}
