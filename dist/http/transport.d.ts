import { type BackoffOptions } from './backoff.js';
import type { FetchLike } from './fetchTypes.js';
import { type HeaderReader } from './rateLimits.js';
import { type RouteParams } from './route.js';
import type { HttpMethod, TransportHooks } from './transportTypes.js';
export type { FetchInitLike, FetchLike, FetchResponseLike } from './fetchTypes.js';
export type { HttpMethod, RequestEvent, ResponseEvent, RetryEvent, TransportHooks, } from './transportTypes.js';
/** Credentials sent in the `Authorization` header. */
export interface Authorization {
    /** `Bot` for a bot token, `Bearer` for an OAuth2 access token. */
    readonly type: 'Bot' | 'Bearer';
    readonly token: string;
}
/** Options of a {@link Transport}; every one has a default. */
export interface TransportOptions {
    /** Origin of the service. Default `https://discord.com`. */
    baseUrl?: string | undefined;
    /** API version in the path prefix (`/api/v10`). Default 10. */
    apiVersion?: number | undefined;
    authorization?: Authorization | undefined;
    /** `User-Agent` header. Default `DiscordBot (https://github.com/social-sdk/social-sdk, 0.1.0)`. */
    userAgent?: string | undefined;
    /** Sent as `X-Service-Locale` (e.g. `de`), selecting localized names in list responses. */
    locale?: string | undefined;
    /** Per-attempt timeout in ms. Default 30000. */
    timeoutMs?: number | undefined;
    /**
     * Fetch implementation. Default: the transport's own fetch over `node:http`/`node:https`, with
     * keep-alive sockets that {@link Transport.close} closes.
     */
    fetch?: FetchLike | undefined;
    /** Global limit, requests per second (`Infinity` disables). Default 50. */
    globalRequestsPerSecond?: number | undefined;
    /** Retries after HTTP 429 before rejecting with `RateLimitedError`. Default 3. */
    rateLimitRetries?: number | undefined;
    /**
     * Longest rate-limit wait a call accepts, in ms: a 429 asking for longer, or a bucket (or the global
     * limit) blocked for longer, fails the call at once with a retryable `RateLimitedError` that says how
     * long to wait. Default: the request timeout (`timeoutMs`, as it is when the call waits).
     */
    maxRateLimitWaitMs?: number | undefined;
    /**
     * Largest response body read, in bytes; a larger one fails with `InvalidResponseError` as soon as that is
     * known, without being buffered. Default 64 MiB (the largest legal command list, every command with 32
     * localizations at the 8000-character limit, is about a tenth of that).
     */
    maxResponseBytes?: number | undefined;
    /** Retries after network errors, timeouts and 5xx (idempotent methods only). Default 3. */
    retries?: number | undefined;
    backoff?: Partial<BackoffOptions> | undefined;
    hooks?: TransportHooks | undefined;
}
/**
 * Authorization for one request: the transport's own, none, HTTP Basic client credentials, or a Bearer
 * token other than the transport's (checking a token without adopting it, `FetchCurrentUser`).
 */
export type RequestAuth = 'transport' | 'none' | {
    readonly basic: {
        readonly id: string;
        readonly secret: string;
    };
} | {
    readonly bearer: string;
};
/** One call. */
export interface TransportRequest {
    method: HttpMethod;
    /** Route template with `{name}` placeholders, relative to the API prefix. */
    route: string;
    params?: RouteParams | undefined;
    /** Query parameters; `undefined` values are left out. */
    query?: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
    /** JSON body. */
    json?: unknown;
    /** Form-encoded body (OAuth2); `undefined` values are left out. */
    form?: Readonly<Record<string, string | undefined>> | undefined;
    /** `false` for routes under `/api` without the version (OAuth2). Default true. */
    versioned?: boolean | undefined;
    /** Default `'transport'`. */
    auth?: RequestAuth | undefined;
    /** Strings to scrub from anything this call reports (codes, verifiers, refresh tokens). */
    secrets?: readonly string[] | undefined;
    /** The success body holds credentials: never quote it in an error. */
    sensitiveResponse?: boolean | undefined;
    /**
     * An absolute URL to call instead of `route` under the API prefix, for a document the service publishes
     * outside its API (OpenID discovery, a JWKS). It must be on the transport's origin (scheme, host and
     * port of `baseUrl`), so a URL read from a response cannot send the call elsewhere; `params`, `query`
     * and `versioned` do not apply, and `route` still names the call in errors, hooks and its bucket.
     */
    url?: string | undefined;
    /** Largest response body read for this call, when smaller than the transport's `maxResponseBytes`. */
    maxResponseBytes?: number | undefined;
    /** Retries after network errors, timeouts and 5xx for this call, when fewer than the transport's. */
    retries?: number | undefined;
    /** Retry a non-idempotent method (POST, PATCH) after network errors and 5xx. Default false. */
    retryNonIdempotent?: boolean | undefined;
    signal?: AbortSignal | undefined;
    /**
     * The per-call options object the caller was given (a REST function's last argument: `{ signal }` and
     * what its route adds), checked here once per call against `optionKeys`: a key it does not take fails
     * the call, before anything is sent, with a TypeError naming the key and the call. Nothing else is read
     * from it (`signal` is passed as such). Only the keys present are looked up, in a precomputed set.
     */
    options?: object | undefined;
    /** The keys `options` may hold (`optionKeys<...Options>()`); without it, `options` may hold none. */
    optionKeys?: ReadonlySet<string> | undefined;
}
/** A successful response. `body` is the parsed JSON, or `undefined` for an empty body (204). */
export interface TransportResponse<T = unknown> {
    readonly status: number;
    readonly body: T;
    readonly headers: HeaderReader;
}
/** Largest accepted timeout (10 minutes): anything longer is almost surely a unit mistake. */
export declare const MAX_TIMEOUT_MS = 600000;
/** How long one attempt may take unless `timeoutMs` says otherwise: 30 s. */
export declare const DEFAULT_TIMEOUT_MS = 30000;
/** The service's origin; the API is under `/api/v<apiVersion>`. */
export declare const DEFAULT_BASE_URL = "https://discord.com";
/** The `User-Agent` sent unless `userAgent` says (the service asks bots for `DiscordBot (url, version)`). */
export declare const DEFAULT_USER_AGENT = "DiscordBot (https://github.com/social-sdk/social-sdk, 0.1.0)";
export declare const DEFAULT_MAX_RESPONSE_BYTES: number;
/**
 * Sends requests to the service. Safe to share: rate-limit state is per transport (per token), and the
 * authorization, timeout and locale can be changed at any time; changes apply to the next attempt.
 */
export declare class Transport {
    #private;
    readonly baseUrl: string;
    readonly apiVersion: number;
    readonly userAgent: string;
    constructor(options?: TransportOptions);
    /** The current per-attempt timeout in ms. */
    get timeoutMs(): number;
    /** Changes the per-attempt timeout (integer ms, 1..600000); applies to attempts that start later. */
    setTimeout(ms: number): void;
    /** `'Bot'`, `'Bearer'`, or undefined when requests go out without credentials. */
    get authorizationType(): Authorization['type'] | undefined;
    /** Replaces the credentials (or removes them with `undefined`); the next attempt uses the new ones. */
    setAuthorization(authorization: Authorization | undefined): void;
    /** The locale sent as `X-Service-Locale`, if any. */
    get locale(): string | undefined;
    /** Sets or clears the locale sent as `X-Service-Locale`. */
    setLocale(locale: string | undefined): void;
    /** Changes the global limit (requests per second, or `Infinity`). */
    setGlobalRequestsPerSecond(perSecond: number): void;
    /**
     * Replaces the observability hooks given in the options (or by the last `setHooks`). Hooks added with
     * {@link Transport.addHooks} (a client's log) stay.
     */
    setHooks(hooks: TransportHooks): void;
    /**
     * Adds observability hooks beside the others; `setHooks` does not remove them.
     * @returns a function that removes them.
     */
    addHooks(hooks: TransportHooks): () => void;
    /**
     * Closes the connections the default fetch keeps alive, idle or in use (a request in flight on one
     * fails as on a dropped connection: a `NetworkError`, retried as such). The transport stays usable: a later request opens a new connection.
     * Idle kept-alive connections never hold a process open, so closing is for a prompt, clean end (a
     * server shutting down, a test), not a requirement; with an injected fetch there is nothing to close.
     */
    close(): void;
    /**
     * Sends one call, retrying as configured, and resolves with the parsed response; rejects with a
     * `ServiceError`, `OAuthError`, `RateLimitedError`, `TimeoutError`, `NetworkError`, `AbortError` or
     * `InvalidResponseError`.
     */
    request<T = unknown>(request: TransportRequest): Promise<TransportResponse<T>>;
}
