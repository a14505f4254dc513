/**
 * The issuer's OpenID configuration and signing keys: discovered from
 * `<baseUrl>/.well-known/openid-configuration`, cached, with the JWKS refetched when an ID token names a
 * key id the cached set does not have (key rotation). Fetches go through the client's fetch function and
 * honour its current HTTP timeout.
 */
import type { CryptoKey, FlattenedJWSInput, JSONWebKeySet, JWSHeaderParameters } from 'jose';
import type { createLocalJWKSet } from 'jose/jwks/local';
import { defaultFetch } from '../http/defaultFetch.js';
import type { FetchLike } from '../http/index.js';
import { AuthorizationError } from './errors.js';
import { loadCreateLocalJwkSet, loadJoseErrors } from './jose.js';

/** The fields of the discovery document the SDK relies on. */
export interface OidcMetadata {
  readonly issuer: string;
  readonly jwksUri: string;
  readonly idTokenSigningAlgValues: readonly string[];
}

/** Options of an {@link OidcProvider}. */
export interface OidcProviderOptions {
  /** The service's base URL; discovery lives at `<baseUrl>/.well-known/openid-configuration`. */
  readonly baseUrl: string;
  /** Default node-fetch. */
  readonly fetch?: FetchLike | undefined;
  /** The current HTTP timeout in ms (read for every fetch, so `SetHttpRequestTimeout` applies). */
  readonly timeoutMs: () => number;
  /**
   * Minimum time between two JWKS refetches caused by unknown key ids. Default 0: a refetch per unknown
   * kid, with concurrent ones merged into one request.
   */
  readonly jwksRefetchCooldownMs?: number | undefined;
}

type KeyResolver = ReturnType<typeof createLocalJWKSet>;

const MAX_DOCUMENT_BYTES = 256 * 1024;

function fail(message: string, cause?: unknown): AuthorizationError {
  return new AuthorizationError('discovery_failed', message, { cause });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Discovery and JWKS for one issuer. */
export class OidcProvider {
  readonly #options: OidcProviderOptions;
  readonly #fetch: FetchLike;
  #metadata: Promise<OidcMetadata> | undefined;
  #keys: { resolve: KeyResolver; fetchedAt: number } | undefined;
  #keysInFlight: Promise<KeyResolver> | undefined;

  constructor(options: OidcProviderOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? defaultFetch;
  }

  /** The discovery document (fetched once; a failed fetch is not cached). */
  metadata(): Promise<OidcMetadata> {
    if (this.#metadata === undefined) {
      const pending = this.#discover();
      this.#metadata = pending;
      pending.catch(() => {
        if (this.#metadata === pending) this.#metadata = undefined;
      });
    }
    return this.#metadata;
  }

  /** The issuer identifier from discovery. */
  async issuer(): Promise<string> {
    return (await this.metadata()).issuer;
  }

  /**
   * The verification key for a JWS header: from the cached JWKS, or after one refetch when the `kid` is
   * unknown (the issuer rotated its keys).
   */
  async key(header: JWSHeaderParameters, token: FlattenedJWSInput): Promise<CryptoKey> {
    const cached = this.#keys;
    if (cached === undefined) return (await this.#refreshKeys())(header, token);
    try {
      return await cached.resolve(header, token);
    } catch (error) {
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
  warm(): void {
    if (this.#keys !== undefined) return;
    this.#refreshKeys().catch(() => undefined);
  }

  /** Forgets the cached discovery document and keys. */
  reset(): void {
    this.#metadata = undefined;
    this.#keys = undefined;
  }

  async #refreshKeys(): Promise<KeyResolver> {
    // Concurrent refetches share one request.
    this.#keysInFlight ??= (async () => {
      try {
        const { jwksUri } = await this.metadata();
        const document = await this.#getJson(jwksUri, 'JWKS');
        if (!isObject(document) || !Array.isArray(document.keys)) {
          throw fail(`the JWKS at ${jwksUri} has no "keys" array`);
        }
        const createLocalJWKSet = await loadCreateLocalJwkSet();
        const resolve = createLocalJWKSet(document as unknown as JSONWebKeySet);
        this.#keys = { resolve, fetchedAt: Date.now() };
        return resolve;
      } finally {
        this.#keysInFlight = undefined;
      }
    })();
    return this.#keysInFlight;
  }

  async #discover(): Promise<OidcMetadata> {
    const base = this.#options.baseUrl.replace(/\/+$/, '');
    const url = `${base}/.well-known/openid-configuration`;
    const document = await this.#getJson(url, 'discovery document');
    if (!isObject(document)) throw fail(`the discovery document at ${url} is not a JSON object`);
    const { issuer, jwks_uri: jwksUri, id_token_signing_alg_values_supported: algs } = document;
    if (typeof issuer !== 'string' || issuer === '')
      throw fail(`the discovery document at ${url} has no issuer`);
    if (typeof jwksUri !== 'string' || !/^https?:\/\//.test(jwksUri)) {
      throw fail(`the discovery document at ${url} has no http(s) jwks_uri`);
    }
    const algValues = Array.isArray(algs) ? algs.filter((alg): alg is string => typeof alg === 'string') : [];
    return { issuer, jwksUri, idTokenSigningAlgValues: algValues };
  }

  async #getJson(url: string, what: string): Promise<unknown> {
    const timeoutMs = this.#options.timeoutMs();
    let text: string;
    let status: number;
    try {
      const response = await this.#fetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw fail(
        timedOut
          ? `no ${what} from ${url} within ${timeoutMs} ms`
          : `could not fetch the ${what} from ${url}`,
        error,
      );
    }
    if (status !== 200) throw fail(`the ${what} at ${url} answered HTTP ${status}`);
    if (text.length > MAX_DOCUMENT_BYTES)
      throw fail(`the ${what} at ${url} is larger than ${MAX_DOCUMENT_BYTES} bytes`);
    try {
      return JSON.parse(text);
    } catch (error) {
      throw fail(`the ${what} at ${url} is not valid JSON`, error);
    }
  }
}
