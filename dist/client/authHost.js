/**
 * The Auth group's calls about the host rather than the grants (docs/provisional-and-device.md): `FetchCurrentUser`
 * (check a token by fetching its user, without adopting it or connecting), `ExchangeChildToken` (a parent
 * application's user token for a child application's, docs/child-applications.md), the authorize-request callback
 * the Discord app would call to offer "link your account" in the game, and the game window's process id.
 * In a Node process there is no Discord overlay and no desktop app talking to the game: the callback is
 * kept and run by {@link AuthHost.requestAuthorize} (an Electron shell may wire a menu item to it), and
 * the pid is kept for code that hands it to an overlay or a launcher.
 */
import { snowflakeArgument } from '../api/call.js';
import { exchangeChildToken } from '../api/childToken.js';
import { getUserOfToken } from '../api/provisional.js';
import { ValidationError } from '../http/errors.js';
import { AuthorizationTokenType } from '../model/enums.js';
import { LoggingSeverity } from '../model/logging.js';
import { slotCallback } from './events.js';
import { requireBearer } from './tokenValues.js';
export class AuthHost {
    #ctx;
    #authorizeRequest;
    #gameWindowPid;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** `FetchCurrentUser`: Bearer tokens only. */
    fetchCurrentUser(tokenType, token, callback) {
        const work = async () => {
            requireBearer(tokenType);
            const user = await getUserOfToken(this.#ctx.transport, token, this.#ctx.requestOptions());
            snowflakeArgument(user.id, 'id');
            return { id: user.id, name: user.global_name ?? user.username };
        };
        return this.#ctx.settle(work, callback, (u) => [u.id, u.name], ['', '']);
    }
    /** `ExchangeChildToken`: needs no connection; the new token is handed back, not adopted. */
    exchangeChildToken(parentApplicationToken, childApplicationId, callback) {
        const work = async () => {
            const childId = snowflakeArgument(childApplicationId, 'childApplicationId');
            this.#ctx.log(`auth: exchanging a parent token for child application ${childId}`, LoggingSeverity.Info);
            const answer = await exchangeChildToken(this.#ctx.transport, { parentApplicationToken, childApplicationId: childId }, this.#ctx.requestOptions());
            this.#ctx.log(`auth: child application ${childId} token received (expires in ${answer.expires_in} s)`, LoggingSeverity.Info);
            return {
                accessToken: answer.access_token,
                tokenType: AuthorizationTokenType.Bearer,
                expiresIn: answer.expires_in,
                scopes: answer.scope,
            };
        };
        return this.#ctx.settle(work, callback, (t) => [
            t.accessToken,
            t.tokenType,
            t.expiresIn,
            t.scopes,
        ], ['', AuthorizationTokenType.User, 0, '']);
    }
    /** `RegisterAuthorizeRequestCallback` (undefined clears it). */
    setAuthorizeRequestCallback(callback) {
        this.#authorizeRequest = slotCallback(callback);
    }
    /** The host asks the game to start a sign-in (what the Discord app's "link" entry would do). */
    requestAuthorize() {
        const callback = this.#authorizeRequest;
        if (callback === undefined)
            return false;
        this.#ctx.events.run(callback);
        return true;
    }
    /** `SetGameWindowPid`: a positive 32-bit process id. */
    setGameWindowPid(pid) {
        if (!Number.isInteger(pid) || pid <= 0 || pid > 2 ** 31 - 1)
            throw ValidationError.argument('pid', `pid: expected a positive 32-bit integer, received ${String(pid)}`);
        this.#gameWindowPid = pid;
    }
    /** The pid last set, or undefined. */
    get gameWindowPid() {
        return this.#gameWindowPid;
    }
}
