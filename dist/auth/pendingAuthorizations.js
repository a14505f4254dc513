/**
 * Pending authorizations: each `Authorize` call registers one transaction (its state, expected redirect
 * URI, timeout) and waits for the redirect. {@link PendingAuthorizations.handleRedirect} is the single
 * entry point for redirects from any source (deep link, Electron main process, loopback server).
 *
 * A redirect settles a transaction only when its URL targets that transaction's redirect URI exactly and
 * its `state` equals the transaction's state (compared in constant time over SHA-256 digests, so neither
 * the length nor a prefix of the state leaks). A transaction is used once: a replayed redirect finds
 * nothing. URLs that match nothing are reported to the caller and leave the pending transactions waiting,
 * so a stray or forged URL cannot cancel a real sign-in.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { expectedTarget, parseRedirect } from '../rules/redirect.js';
import { AuthorizationAbortedError, AuthorizationError } from './errors.js';
/** Authorization codes are opaque VSCHAR strings; anything else did not come from the service. */
const CODE = /^[\x21-\x7e]{1,2048}$/;
/** Longest service error text we repeat; control characters are dropped (the text is untrusted). */
const MAX_SERVICE_TEXT = 300;
function digest(value) {
    return createHash('sha256').update(value, 'utf8').digest();
}
/** Untrusted text from a redirect, made safe to show: printable, bounded. */
export function sanitizeServiceText(text) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    const printable = text.replace(/[\x00-\x1f\x7f]/g, ' ');
    return printable.length > MAX_SERVICE_TEXT ? `${printable.slice(0, MAX_SERVICE_TEXT)}...` : printable;
}
/** The set of authorizations waiting for their redirect. */
export class PendingAuthorizations {
    #entries = new Set();
    /** Number of authorizations still waiting. */
    get size() {
        return this.#entries.size;
    }
    /**
     * Registers a transaction. `result` settles on its redirect, timeout or abort; `cancel` ends it early
     * with the given error (e.g. when the browser could not be opened).
     */
    begin(options) {
        let entry;
        const result = new Promise((resolve, reject) => {
            const created = {
                stateDigest: digest(options.state),
                target: expectedTarget(options.redirectUri),
                options,
                resolve,
                reject,
                timer: undefined,
            };
            created.timer = setTimeout(() => {
                this.#settle(created, () => reject(new AuthorizationAbortedError('timeout', `authorization timed out: no redirect arrived within ${options.timeoutMs} ms` +
                    (options.timeoutAdvice === undefined ? '' : `. ${options.timeoutAdvice}`))));
            }, options.timeoutMs);
            this.#entries.add(created);
            entry = created;
        });
        const registered = entry;
        return { result, cancel: (error) => this.#settle(registered, () => registered.reject(error)) };
    }
    /** Cancels every pending authorization with an `Aborted` error. Returns how many were cancelled. */
    abortAll(message = 'authorization aborted by AbortAuthorize()') {
        const entries = [...this.#entries];
        for (const entry of entries) {
            this.#settle(entry, () => entry.reject(new AuthorizationAbortedError('aborted', message)));
        }
        return entries.length;
    }
    /**
     * Offers a redirect URL. Returns whether it settled a pending authorization; never throws, whatever the
     * input. The settled authorization's promise carries the outcome (code, or the service's error).
     */
    handleRedirect(url) {
        if (this.#entries.size === 0)
            return { handled: false, reason: 'no_pending_authorization' };
        const parsed = parseRedirect(url);
        if (!parsed.ok)
            return { handled: false, reason: parsed.reason };
        const { params } = parsed;
        const candidates = [...this.#entries].filter((entry) => entry.target === params.target);
        if (candidates.length === 0)
            return { handled: false, reason: 'unexpected_redirect_uri' };
        if (params.state === undefined || params.state === '')
            return { handled: false, reason: 'missing_state' };
        const received = digest(params.state);
        let match;
        // Compare with every candidate, without stopping early, so timing does not reveal which one matched.
        for (const entry of candidates) {
            if (timingSafeEqual(entry.stateDigest, received) && match === undefined)
                match = entry;
        }
        if (match === undefined)
            return { handled: false, reason: 'unknown_state' };
        const entry = match;
        // Single use: from here on, the same state finds nothing.
        this.#settle(entry, () => {
            void this.#finish(entry, params).then(entry.resolve, entry.reject);
        });
        return { handled: true };
    }
    async #finish(entry, params) {
        if (params.iss !== undefined) {
            const expected = await entry.options.expectedIssuer();
            if (params.iss !== expected) {
                throw new AuthorizationError('issuer_mismatch', `the redirect's iss is not the expected issuer ${JSON.stringify(expected)} (RFC 9207); the response was not from this service`);
            }
        }
        if (params.error !== undefined) {
            const description = params.errorDescription === undefined ? '' : `: ${sanitizeServiceText(params.errorDescription)}`;
            const error = sanitizeServiceText(params.error);
            throw new AuthorizationError('authorization_denied', `the service refused the authorization (${error})${description}`, {
                serviceError: error,
            });
        }
        if (params.code === undefined || !CODE.test(params.code)) {
            throw new AuthorizationError('missing_code', params.code === undefined
                ? 'the redirect carried no authorization code'
                : 'the redirect carried a malformed authorization code (expected 1 to 2048 printable ASCII characters)');
        }
        return { code: params.code, redirectUri: entry.options.redirectUri };
    }
    #settle(entry, settle) {
        if (!this.#entries.delete(entry))
            return;
        clearTimeout(entry.timer);
        try {
            entry.options.onSettled?.();
        }
        finally {
            settle();
        }
    }
}
