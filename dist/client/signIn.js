/**
 * The client's sign-in domain: the application id, `Authorize` and its redirects, the token grants
 * (`GetToken`, `RefreshToken`, client credentials), `RevokeToken`, `UpdateToken`, the token-expiry
 * callback, the HTTP timeout, and the claims of the last ID token. The current token itself lives in the
 * context's token state, which the gateway reads; this module is what changes it.
 */
import { snowflakeArgument } from '../api/call.js';
import { AuthorizationArgs } from '../auth/AuthorizationArgs.js';
import { ValidationError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { isTokenText } from '../rules/gateway.js';
import { tokenSchemeProblem } from '../rules/tokenText.js';
import { slotCallback } from './events.js';
import { NO_TOKENS, requireBearer, tokenValues } from './tokenValues.js';
const NO_VALUES = () => [];
/** The sign-in domain of one client. */
export class SignIn {
    #ctx;
    #applicationId;
    #lastClaims;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** @throws ValidationError naming `applicationId` when it is not a snowflake. */
    setApplicationId(applicationId) {
        this.#applicationId = snowflakeArgument(applicationId, 'applicationId');
    }
    /** The application id as a decimal string, or undefined before it is set. */
    get applicationId() {
        return this.#applicationId;
    }
    /** The verified claims of the most recent ID token, if any. */
    get lastIdTokenClaims() {
        return this.#lastClaims;
    }
    /** True once a token was set with `UpdateToken` (and not revoked through this client). */
    get authenticated() {
        return this.#ctx.tokens.current !== undefined;
    }
    /** `Authorize`; rejects with ValidationError (as a ClientResultError) when `args` is not AuthorizationArgs. */
    authorize(args, callback) {
        const work = async () => {
            if (!(args instanceof AuthorizationArgs))
                throw ValidationError.argument('args', 'args: expected an AuthorizationArgs');
            return this.#ctx.session.authorize(args, this.#applicationId);
        };
        return this.#ctx.settle(this.#logged('Authorize', work, () => 'a code arrived'), callback, (r) => [r.code, r.redirectUri], ['', '']);
    }
    /** Cancels every pending `Authorize`. */
    abortAuthorize() {
        this.#ctx.session.abort();
    }
    /** Cancels the client's HTTP calls in flight or queued. */
    abortPendingRequests() {
        this.#ctx.session.abortRequests();
    }
    /** Hands a redirect URL to the pending authorizations; never throws. */
    handleRedirect(url) {
        return this.#ctx.session.handleRedirect(url);
    }
    /** `GetToken`: the code exchange, the ID token verified. */
    getToken(applicationId, code, codeVerifier, redirectUri, callback) {
        return this.runGrant('GetToken', () => this.#ctx.session.getToken(applicationId, code, codeVerifier, redirectUri), callback);
    }
    /** `RefreshToken`: the refresh grant (the refresh token rotates). */
    refreshToken(applicationId, refreshToken, callback) {
        return this.runGrant('RefreshToken', () => this.#ctx.session.refresh(applicationId, refreshToken), callback);
    }
    /** `GetTokenFromClientCredentials`: the client-credentials grant. */
    clientCredentials(applicationId, clientSecret, scopes, callback) {
        return this.runGrant('GetTokenFromClientCredentials', () => this.#ctx.session.clientCredentials(applicationId, clientSecret, scopes), callback);
    }
    /** `RevokeToken`: revoking the current token forgets it and ends the connection. */
    revokeToken(applicationId, token, callback) {
        const work = async () => {
            await this.#ctx.session.revoke(applicationId, token);
            const current = token === this.#ctx.tokens.current;
            if (current) {
                this.#ctx.tokens.set(undefined);
                this.#ctx.realtime.disconnect();
            }
            return current;
        };
        const logged = this.#logged('RevokeToken', work, (current) => current
            ? 'the current token was revoked; disconnecting'
            : 'a token other than the current one was revoked');
        return this.#ctx.settle(logged, callback, NO_VALUES, []);
    }
    /** `UpdateToken`: Bearer only; a changed token makes a live connection start a fresh session with it. */
    updateToken(tokenType, token, callback) {
        const work = async () => {
            requireBearer(tokenType);
            const prefixed = tokenSchemeProblem('token', token, 'the first argument, AuthorizationTokenType.Bearer, says its type');
            if (prefixed !== undefined)
                throw ValidationError.argument('token', prefixed);
            if (!isTokenText(token))
                throw ValidationError.argument('token', 'token: expected 1 to 4096 visible ASCII characters');
            const changed = token !== this.#ctx.tokens.current;
            this.#ctx.tokens.set(token);
            // The library says a connected client may reconnect: it does, with the new token.
            if (changed)
                this.#ctx.realtime.tokenChanged();
            return changed;
        };
        const logged = this.#logged('UpdateToken', work, (changed) => changed ? 'a new Bearer token is in use' : 'the token in use was set again');
        return this.#ctx.settle(logged, callback, NO_VALUES, []);
    }
    /** @throws ValidationError naming `callback` when it is neither a function nor undefined. */
    setTokenExpirationCallback(callback) {
        this.#ctx.tokens.setExpirationCallback(slotCallback(callback));
    }
    /** @throws ValidationError naming `httpTimeoutInMilliseconds` when out of range. */
    setHttpRequestTimeout(httpTimeoutInMilliseconds) {
        try {
            this.#ctx.transport.setTimeout(httpTimeoutInMilliseconds);
        }
        catch (error) {
            throw ValidationError.argument('httpTimeoutInMilliseconds', error.message);
        }
    }
    /**
     * Runs a token grant under the facade's convention: notes the tokens' expiry and any verified ID token's
     * claims (also for the device and provisional domains' grants); `name` is the facade's call, for the log.
     */
    runGrant(name, grant, callback) {
        const work = async () => {
            const tokens = await grant();
            this.#ctx.tokens.received(tokens);
            if (tokens.claims !== undefined)
                this.#lastClaims = tokens.claims;
            return tokens;
        };
        const logged = this.#logged(name, work, (tokens) => `granted scopes "${tokens.scopes}", expiring in ${tokens.expiresIn} s` +
            (tokens.claims === undefined ? '' : ', ID token verified'));
        return this.#ctx.settle(logged, callback, tokenValues, NO_TOKENS);
    }
    /**
     * `work` with a log line as it starts and as it ends. `outcome` describes a success without any secret
     * (scopes and lifetimes, never a token or code); a failure's message is the error's, which the SDK's
     * errors keep free of secrets.
     */
    #logged(name, work, outcome) {
        return async () => {
            const log = this.#ctx.log;
            log(`sign-in: ${name} started`, LoggingSeverity.Verbose);
            try {
                const value = await work();
                log(`sign-in: ${name} succeeded: ${outcome(value)}`, LoggingSeverity.Info);
                return value;
            }
            catch (error) {
                log(`sign-in: ${name} failed: ${error instanceof Error ? error.message : 'error'}`, LoggingSeverity.Warning);
                throw error;
            }
        };
    }
}
