/**
 * The browser part of sign-in: turns `AuthorizationArgs` into an authorize URL, picks the redirect URI
 * (custom scheme or a loopback receiver), opens the URL, and waits for the redirect. What the token
 * exchange needs to know about it (the nonce sent) comes back with the code; `session.ts` keeps it.
 */
import { randomToken } from '../crypto/randomToken.js';
import { ValidationError } from '../http/errors.js';
import { customSchemeRedirectUri, defaultCustomScheme } from '../rules/redirect.js';
import { signInAdvice, withoutSecrets } from './authorizeAdvice.js';
import { checkAuthorizeTimeout, DEFAULT_AUTHORIZE_TIMEOUT_MS, MAX_AUTHORIZE_TIMEOUT_MS, } from './authorizeTimeout.js';
import { buildAuthorizeUrl } from './authorizeUrl.js';
import { AuthorizationError } from './errors.js';
import { startLoopbackReceiver } from './loopbackReceiver.js';
import { PendingAuthorizations, } from './pendingAuthorizations.js';
export { checkAuthorizeTimeout, DEFAULT_AUTHORIZE_TIMEOUT_MS, MAX_AUTHORIZE_TIMEOUT_MS };
/** Runs authorization requests and receives their redirects. */
export class Authorizer {
    #options;
    #pending = new PendingAuthorizations();
    #timeoutMs;
    constructor(options) {
        this.#options = options;
        this.#timeoutMs = checkAuthorizeTimeout(options.timeoutMs ?? DEFAULT_AUTHORIZE_TIMEOUT_MS);
    }
    /** Time a pending authorization waits for its redirect, in ms. */
    get timeoutMs() {
        return this.#timeoutMs;
    }
    /** Changes the wait of authorizations begun from now on: an integer from 1 ms to 1 hour, else it throws. */
    set timeoutMs(ms) {
        this.#timeoutMs = checkAuthorizeTimeout(ms);
    }
    /** Number of authorizations waiting for a redirect. */
    get pendingCount() {
        return this.#pending.size;
    }
    /**
     * Opens the authorize URL and resolves with the code once the redirect arrives, and the record of the
     * authorization the token exchange checks the ID token against.
     * @param defaultClientId - the client's application id, used when `args` has no ClientId.
     */
    async authorize(args, defaultClientId) {
        if (!args.IsValid()) {
            throw ValidationError.argument('args', 'args: AuthorizationArgs is invalid (nullobj or moved-from)');
        }
        const clientId = args.ClientId() ?? defaultClientId;
        if (clientId === undefined) {
            throw ValidationError.argument('args.ClientId', 'args.ClientId: not set, and no application id was given to SetApplicationId()');
        }
        const scopes = args.Scopes();
        if (scopes === '') {
            throw ValidationError.argument('args.Scopes', 'args.Scopes: required, e.g. Client.GetDefaultCommunicationScopes() ("openid sdk.social_layer")');
        }
        const openid = scopes.split(' ').includes('openid');
        const state = args.State() ?? randomToken(32);
        // With openid, a nonce binds the ID token to this authorization even when the caller set none.
        const nonce = args.Nonce() ?? (openid ? randomToken(32) : undefined);
        const provider = this.#options.provider;
        // Fetch discovery and keys while the user is in the browser.
        if (openid)
            provider.warm();
        const scheme = args.CustomSchemeParam();
        let redirectUri;
        let release;
        if (scheme !== undefined) {
            redirectUri = customSchemeRedirectUri(scheme);
        }
        else if (this.#options.redirectMode === 'customScheme') {
            redirectUri = customSchemeRedirectUri(defaultCustomScheme(clientId));
        }
        else {
            const receiver = await startLoopbackReceiver((url) => this.handleRedirect(url));
            redirectUri = receiver.redirectUri;
            release = () => receiver.close();
        }
        const challenge = args.CodeChallenge();
        let url;
        try {
            url = buildAuthorizeUrl({
                baseUrl: this.#options.baseUrl,
                clientId,
                scopes,
                state,
                redirectUri,
                codeChallenge: challenge?.Challenge(),
                nonce,
                integrationType: args.IntegrationType(),
            });
        }
        catch (error) {
            release?.();
            throw error;
        }
        const { result, cancel } = this.#pending.begin({
            state,
            redirectUri,
            timeoutMs: args.TimeoutMs() ?? this.#timeoutMs,
            timeoutAdvice: signInAdvice(clientId, redirectUri),
            expectedIssuer: () => provider.issuer(),
            onSettled: release,
        });
        try {
            await this.#options.opener(url);
        }
        catch (error) {
            // The opener's own words (the service's error page, as the emulator's scripted browser reports it,
            // or the OS handler's failure) are the useful part; the session's secrets are taken out of them.
            const said = error instanceof Error ? withoutSecrets(error.message, [url, state, nonce]) : '';
            cancel(error instanceof AuthorizationError
                ? error
                : new AuthorizationError('opener_failed', said === ''
                    ? 'the URL opener failed to open the authorize URL'
                    : `the URL opener failed: ${said}`, { cause: error }));
        }
        return { code: await result, record: { clientId, redirectUri, nonce } };
    }
    /**
     * Offers a redirect URL from any source (deep link, Electron main process, loopback server). It settles
     * the pending authorization whose redirect URI it targets exactly and whose `state` it carries; any other
     * URL is ignored (logged without the URL) and leaves the authorizations waiting. Never throws.
     * @param url - the redirect URL as received (anything: it is checked).
     * @returns whether it settled an authorization, and if not, why.
     */
    handleRedirect(url) {
        const outcome = this.#pending.handleRedirect(url);
        if (!outcome.handled)
            this.#options.log?.(`redirect ignored: ${outcome.reason}`);
        return outcome;
    }
    /** Cancels every pending authorization (they reject with `Aborted`). Returns how many. */
    abort(message) {
        return this.#pending.abortAll(message);
    }
}
