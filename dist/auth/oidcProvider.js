import { HttpResponseError, InvalidResponseError, TimeoutError } from '../http/errors.js';
import { Transport } from '../http/transport.js';
import { isRecord } from '../rules/validateCore.js';
import { AuthorizationError } from './errors.js';
import { loadCreateLocalJwkSet, loadJoseErrors } from './jose.js';
const MAX_DOCUMENT_BYTES = 256 * 1024;
function fail(message, cause) {
    return new AuthorizationError('discovery_failed', message, { cause });
}
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
/**
 * Why a discovery document's `jwks_uri` cannot be trusted, or undefined when it can: keys fetched from
 * another origin, or over plain http across a network, would let whoever serves them sign ID tokens.
 */
function jwksUriProblem(jwksUri, baseUrl) {
    if (!URL.canParse(jwksUri))
        return 'has no absolute jwks_uri';
    const url = new URL(jwksUri);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
        return 'has a jwks_uri that is neither https nor http to a loopback host';
    }
    if (url.origin !== new URL(baseUrl).origin)
        return `has a jwks_uri outside ${new URL(baseUrl).origin}`;
    if (url.username !== '' || url.password !== '')
        return 'has a jwks_uri with credentials';
    return undefined;
}
/** The message of a failed fetch of `what` at `url`. */
function fetchFailure(error, what, url) {
    if (error instanceof TimeoutError)
        return `no ${what} from ${url} within ${error.timeoutMs} ms`;
    if (error instanceof InvalidResponseError)
        return `the ${what} at ${url} is unusable: ${error.message}`;
    if (error instanceof HttpResponseError)
        return `the ${what} at ${url} answered HTTP ${error.status}`;
    return `could not fetch the ${what} from ${url}`;
}
/** Discovery and JWKS for one issuer. */
export class OidcProvider {
    #options;
    #transport;
    #metadata;
    #keys;
    #keysInFlight;
    constructor(options) {
        this.#options = options;
        this.#transport =
            'transport' in options
                ? options.transport
                : new Transport({ baseUrl: options.baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs() });
    }
    /** The discovery document (fetched once; a failed fetch is not cached). */
    metadata() {
        if (this.#metadata === undefined) {
            const pending = this.#discover();
            this.#metadata = pending;
            pending.catch(() => {
                if (this.#metadata === pending)
                    this.#metadata = undefined;
            });
        }
        return this.#metadata;
    }
    /** The issuer identifier from discovery. */
    async issuer() {
        return (await this.metadata()).issuer;
    }
    /**
     * The verification key for a JWS header: from the cached JWKS, or after one refetch when the `kid` is
     * unknown (the issuer rotated its keys).
     */
    async key(header, token) {
        const cached = this.#keys;
        if (cached === undefined)
            return (await this.#refreshKeys())(header, token);
        try {
            return await cached.resolve(header, token);
        }
        catch (error) {
            const cooldown = this.#options.jwksRefetchCooldownMs ?? 0;
            const joseErrors = await loadJoseErrors();
            if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - cached.fetchedAt < cooldown)
                throw error;
        }
        return (await this.#refreshKeys())(header, token);
    }
    /**
     * Fetches discovery and the JWKS ahead of need (e.g. while the user is in the browser), so verifying
     * the ID token later costs no round trip. Failures are left for the real use to report.
     */
    warm() {
        if (this.#keys !== undefined)
            return;
        this.#refreshKeys().catch(() => undefined);
    }
    /** Forgets the cached discovery document and keys. */
    reset() {
        this.#metadata = undefined;
        this.#keys = undefined;
    }
    async #refreshKeys() {
        // Concurrent refetches share one request.
        this.#keysInFlight ??= (async () => {
            try {
                const { jwksUri } = await this.metadata();
                const document = await this.#getJson(jwksUri, new URL(jwksUri).pathname, 'JWKS');
                if (!isRecord(document) || !Array.isArray(document.keys)) {
                    throw fail(`the JWKS at ${jwksUri} has no "keys" array`);
                }
                const createLocalJWKSet = await loadCreateLocalJwkSet();
                const resolve = createLocalJWKSet(document);
                this.#keys = { resolve, fetchedAt: Date.now() };
                return resolve;
            }
            finally {
                this.#keysInFlight = undefined;
            }
        })();
        return this.#keysInFlight;
    }
    async #discover() {
        const path = '/.well-known/openid-configuration';
        const url = `${this.#transport.baseUrl}${path}`;
        const document = await this.#getJson(url, path, 'discovery document');
        if (!isRecord(document))
            throw fail(`the discovery document at ${url} is not a JSON object`);
        const { issuer, jwks_uri: jwksUri, id_token_signing_alg_values_supported: algs } = document;
        if (typeof issuer !== 'string' || issuer === '')
            throw fail(`the discovery document at ${url} has no issuer`);
        const problem = typeof jwksUri === 'string' ? jwksUriProblem(jwksUri, this.#transport.baseUrl) : 'has no jwks_uri';
        if (problem !== undefined || typeof jwksUri !== 'string') {
            throw fail(`the discovery document at ${url} ${problem}`);
        }
        const algValues = Array.isArray(algs) ? algs.filter((alg) => typeof alg === 'string') : [];
        return { issuer, jwksUri, idTokenSigningAlgValues: algValues };
    }
    /** GETs a JSON document without credentials; `route` names it in the transport's errors and hooks. */
    async #getJson(url, route, what) {
        // A provider's own transport follows the timeout it was given, read for every fetch.
        if (!('transport' in this.#options))
            this.#transport.setTimeout(this.#options.timeoutMs());
        let response;
        try {
            response = await this.#transport.request({
                method: 'GET',
                route,
                url,
                auth: 'none',
                maxResponseBytes: MAX_DOCUMENT_BYTES,
                // Sign-in waits on this: a failure is reported within one timeout, and since failures are not
                // cached, the next sign-in simply fetches again.
                retries: 0,
            });
        }
        catch (error) {
            throw fail(fetchFailure(error, what, url), error);
        }
        if (response.status !== 200)
            throw fail(`the ${what} at ${url} answered HTTP ${response.status}`);
        return response.body;
    }
}
