/**
 * The HTTP transport: one place that builds requests, enforces the per-attempt timeout, queues requests
 * behind rate-limit buckets and the global limiter, retries what may be retried, and turns every failure
 * into one of the error classes in `errors.ts`. It knows nothing of commands or lobbies (see `src/api`).
 */
import type { ErrorBody, OAuthErrorBody } from '../model/index.js';
import { flattenErrorBody } from '../rules/errorBody.js';
import { IssueCodes } from '../rules/issues.js';
import { checkOptionKeys, type OptionKeys, optionKeys } from '../rules/optionKeys.js';
import { tokenSchemeProblem } from '../rules/tokenText.js';
import { isHttpUrl, parseUrl } from '../rules/url.js';
import { isRecord } from '../rules/validateCore.js';
import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF, sleep } from './backoff.js';
import { type DeadlineSlot, Deadlines } from './deadlines.js';
import { createDefaultFetch, type Exchange, type OwnedFetch } from './defaultFetch.js';
import {
  AbortError,
  InvalidResponseError,
  NetworkError,
  OAuthError,
  RateLimitedError,
  type RequestInfo,
  type SdkError,
  ServiceError,
  TimeoutError,
  ValidationError,
} from './errors.js';
import type { Exchanged, FetchInitLike, FetchLike } from './fetchTypes.js';
import { HookSets } from './hookSets.js';
import type { RateGate } from './rateGate.js';
import { type HeaderReader, parseRateLimitHeaders, RateLimits } from './rateLimits.js';
import { redact } from './redact.js';
import { BodyTooLarge, readBoundedText } from './responseBody.js';
import { buildPath, majorParameter, type RouteParams } from './route.js';
import type { HttpMethod, RequestEvent, RetryEvent, TransportHooks } from './transportTypes.js';

export type { FetchInitLike, FetchLike, FetchResponseLike } from './fetchTypes.js';
export type {
  HttpMethod,
  RequestEvent,
  ResponseEvent,
  RetryEvent,
  TransportHooks,
} from './transportTypes.js';

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
export type RequestAuth =
  | 'transport'
  | 'none'
  | { readonly basic: { readonly id: string; readonly secret: string } }
  | { readonly bearer: string };

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
export const MAX_TIMEOUT_MS = 600_000;
/** How long one attempt may take unless `timeoutMs` says otherwise: 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The service's origin; the API is under `/api/v<apiVersion>`. */
export const DEFAULT_BASE_URL = 'https://discord.com';
/** The `User-Agent` sent unless `userAgent` says (the service asks bots for `DiscordBot (url, version)`). */
export const DEFAULT_USER_AGENT = 'DiscordBot (https://github.com/social-sdk/social-sdk, 0.1.0)';
/** Retry-After on a 5xx is honoured up to this many milliseconds. */
const MAX_SERVER_RETRY_AFTER_MS = 60_000;
/** Used when a 429 states no wait at all. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 1000;
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
const IDEMPOTENT: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE', 'HEAD']);
/** Header values must not smuggle in another header. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

function checkCount(name: string, value: number, max: number): number {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name}: expected an integer from 0 to ${max}, received ${String(value)}`);
  }
  return value;
}

function checkTimeout(ms: number): number {
  if (!Number.isInteger(ms) || ms < 1 || ms > MAX_TIMEOUT_MS) {
    throw new RangeError(
      `timeout: expected an integer number of ms from 1 to ${MAX_TIMEOUT_MS}, received ${String(ms)}`,
    );
  }
  return ms;
}

function checkGlobalLimit(perSecond: number): number {
  if (perSecond !== Number.POSITIVE_INFINITY && (!Number.isInteger(perSecond) || perSecond < 1)) {
    throw new RangeError(
      `globalRequestsPerSecond: expected a positive integer or Infinity, received ${String(perSecond)}`,
    );
  }
  return perSecond;
}

const TRANSPORT_KEYS = optionKeys<TransportOptions>({
  baseUrl: true,
  apiVersion: true,
  authorization: true,
  userAgent: true,
  locale: true,
  timeoutMs: true,
  fetch: true,
  globalRequestsPerSecond: true,
  rateLimitRetries: true,
  maxRateLimitWaitMs: true,
  maxResponseBytes: true,
  retries: true,
  backoff: true,
  hooks: true,
});
/** A per-call options object given without its key list may hold no key. */
const NO_KEYS: OptionKeys = new Set();
const BACKOFF_KEYS = optionKeys<BackoffOptions>({ baseMs: true, maxMs: true });
const HOOK_KEYS = optionKeys<TransportHooks>({ onRequest: true, onResponse: true, onRetry: true });

function checkAuthorization(auth: Authorization | undefined): Authorization | undefined {
  if (auth === undefined) return undefined;
  if (auth.type !== 'Bot' && auth.type !== 'Bearer') {
    throw new TypeError(`authorization.type: expected 'Bot' or 'Bearer', received ${String(auth.type)}`);
  }
  // The token itself is never quoted: only what is wrong with it.
  const prefixed = tokenSchemeProblem(
    'authorization.token',
    auth.token,
    `authorization.type, '${auth.type}', says its type`,
  );
  if (prefixed !== undefined) throw new TypeError(prefixed);
  if (typeof auth.token !== 'string' || !HEADER_SAFE.test(auth.token)) {
    throw new TypeError('authorization.token: expected a non-empty string of visible ASCII characters');
  }
  return { type: auth.type, token: auth.token };
}

function authorizationHeader(auth: Authorization | undefined): string | undefined {
  return auth === undefined ? undefined : `${auth.type} ${auth.token}`;
}

function normaliseBaseUrl(baseUrl: string): string {
  const url = parseUrl(baseUrl);
  if (url === undefined)
    throw new TypeError(`baseUrl: expected an absolute http(s) URL, received ${JSON.stringify(baseUrl)}`);
  if (!isHttpUrl(url)) {
    throw new TypeError(`baseUrl: expected an http: or https: URL, received ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new TypeError('baseUrl: must not contain credentials, a query or a fragment');
  }
  return url.href.replace(/\/+$/, '');
}

function queryString(query: TransportRequest['query']): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function formBody(form: NonNullable<TransportRequest['form']>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) search.append(key, value);
  return search.toString();
}

function errorCode(error: unknown): string | undefined {
  // node:http: the system error's code; node-fetch: FetchError.code; undici: TypeError with cause.code.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    e = e.cause;
  }
  return undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Calls a hook with the event `make` builds (only when the hook is set); a hook's exception is ignored. */
function callHook<E>(hook: ((event: E) => void) | undefined, make: () => E): void {
  if (hook === undefined) return;
  try {
    hook(make());
  } catch {
    // A broken observer must not break the request it observes.
  }
}

type Attempt = Exchanged | { kind: 'failure'; failure: 'timeout' | 'network' | 'aborted'; error: unknown };

/**
 * Sends requests to the service. Safe to share: rate-limit state is per transport (per token), and the
 * authorization, timeout and locale can be changed at any time; changes apply to the next attempt.
 */
export class Transport {
  readonly baseUrl: string;
  readonly apiVersion: number;
  readonly userAgent: string;
  #authorization: Authorization | undefined;
  /** `Authorization` header value of `#authorization`, built when it is set rather than per request. */
  #authorizationHeader: string | undefined;
  #locale: string | undefined;
  #timeoutMs: number;
  readonly #hooks: HookSets;
  readonly #fetch: FetchLike;
  /** The default fetch and its sockets, when no fetch was injected (an injected one is the caller's). */
  readonly #owned: OwnedFetch | undefined;
  /** The default fetch's exchange (request and body in one step), when no fetch was injected. */
  readonly #exchange: Exchange | undefined;
  readonly #limits: RateLimits;
  readonly #deadlines: Deadlines;
  readonly #rateLimitRetries: number;
  readonly #maxRateLimitWaitMs: number | undefined;
  readonly #maxResponseBytes: number;
  readonly #retries: number;
  readonly #backoff: BackoffOptions;
  readonly #apiRoot: string;
  readonly #versionedRoot: string;

  constructor(options: TransportOptions = {}) {
    checkOptionKeys(options, TRANSPORT_KEYS, 'new Transport: options');
    checkOptionKeys(options.backoff, BACKOFF_KEYS, 'new Transport: options.backoff');
    checkOptionKeys(options.hooks, HOOK_KEYS, 'new Transport: options.hooks');
    this.baseUrl = normaliseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
    this.apiVersion = checkCount('apiVersion', options.apiVersion ?? 10, 1000);
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    if (!/^[\x20-\x7e]+$/.test(this.userAgent)) throw new TypeError('userAgent: expected printable ASCII');
    this.#authorization = checkAuthorization(options.authorization);
    this.#authorizationHeader = authorizationHeader(this.#authorization);
    this.#locale = undefined;
    this.setLocale(options.locale);
    this.#timeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    if (options.fetch === undefined) {
      this.#owned = createDefaultFetch();
      this.#fetch = this.#owned.fetch;
      this.#exchange = this.#owned.exchange;
    } else {
      this.#owned = undefined;
      this.#fetch = options.fetch;
      this.#exchange = undefined;
    }
    // Shared deadline signals suit the default fetch only (see deadlines.ts); an injected one gets its own.
    this.#deadlines = new Deadlines(options.fetch === undefined);
    this.#limits = new RateLimits(checkGlobalLimit(options.globalRequestsPerSecond ?? 50));
    this.#rateLimitRetries = checkCount('rateLimitRetries', options.rateLimitRetries ?? 3, 100);
    this.#maxRateLimitWaitMs =
      options.maxRateLimitWaitMs === undefined
        ? undefined
        : checkCount('maxRateLimitWaitMs', options.maxRateLimitWaitMs, 24 * 3_600_000);
    this.#maxResponseBytes = checkCount(
      'maxResponseBytes',
      options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      2 ** 31 - 1,
    );
    this.#retries = checkCount('retries', options.retries ?? 3, 100);
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    checkCount('backoff.baseMs', this.#backoff.baseMs, MAX_TIMEOUT_MS);
    checkCount('backoff.maxMs', this.#backoff.maxMs, MAX_TIMEOUT_MS);
    this.#hooks = new HookSets(options.hooks);
    this.#apiRoot = `${this.baseUrl}/api`;
    this.#versionedRoot = `${this.#apiRoot}/v${this.apiVersion}`;
  }

  /** The current per-attempt timeout in ms. */
  get timeoutMs(): number {
    return this.#timeoutMs;
  }

  /** Changes the per-attempt timeout (integer ms, 1..600000); applies to attempts that start later. */
  setTimeout(ms: number): void {
    this.#timeoutMs = checkTimeout(ms);
  }

  /** `'Bot'`, `'Bearer'`, or undefined when requests go out without credentials. */
  get authorizationType(): Authorization['type'] | undefined {
    return this.#authorization?.type;
  }

  /** Replaces the credentials (or removes them with `undefined`); the next attempt uses the new ones. */
  setAuthorization(authorization: Authorization | undefined): void {
    this.#authorization = checkAuthorization(authorization);
    this.#authorizationHeader = authorizationHeader(this.#authorization);
  }

  /** The locale sent as `X-Service-Locale`, if any. */
  get locale(): string | undefined {
    return this.#locale;
  }

  /** Sets or clears the locale sent as `X-Service-Locale`. */
  setLocale(locale: string | undefined): void {
    if (locale !== undefined && !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) {
      throw new TypeError(
        `locale: expected a language tag such as 'de' or 'en-US', received ${JSON.stringify(locale)}`,
      );
    }
    this.#locale = locale;
  }

  /** Changes the global limit (requests per second, or `Infinity`). */
  setGlobalRequestsPerSecond(perSecond: number): void {
    this.#limits.global.setLimit(checkGlobalLimit(perSecond));
  }

  /**
   * Replaces the observability hooks given in the options (or by the last `setHooks`). Hooks added with
   * {@link Transport.addHooks} (a client's log) stay.
   */
  setHooks(hooks: TransportHooks): void {
    this.#hooks.set(hooks);
  }

  /**
   * Adds observability hooks beside the others; `setHooks` does not remove them.
   * @returns a function that removes them.
   */
  addHooks(hooks: TransportHooks): () => void {
    return this.#hooks.add(hooks);
  }

  /**
   * Closes the connections the default fetch keeps alive, idle or in use (a request in flight on one
   * fails as on a dropped connection: a `NetworkError`, retried as such). The transport stays usable: a later request opens a new connection.
   * Idle kept-alive connections never hold a process open, so closing is for a prompt, clean end (a
   * server shutting down, a test), not a requirement; with an injected fetch there is nothing to close.
   */
  close(): void {
    this.#owned?.close();
  }

  /**
   * Sends one call, retrying as configured, and resolves with the parsed response; rejects with a
   * `ServiceError`, `OAuthError`, `RateLimitedError`, `TimeoutError`, `NetworkError`, `AbortError` or
   * `InvalidResponseError`.
   */
  async request<T = unknown>(request: TransportRequest): Promise<TransportResponse<T>> {
    const { method, route, signal } = request;
    if (request.options !== undefined) {
      checkOptionKeys(request.options, request.optionKeys ?? NO_KEYS, `${method} ${route}: options`);
    }
    const info: RequestInfo = { method, route };
    const url =
      request.url === undefined
        ? `${request.versioned === false ? this.#apiRoot : this.#versionedRoot}${buildPath(route, request.params)}${queryString(request.query)}`
        : this.#onOrigin(request.url, info);
    const maxResponseBytes =
      request.maxResponseBytes === undefined
        ? this.#maxResponseBytes
        : Math.min(
            this.#maxResponseBytes,
            checkCount('maxResponseBytes', request.maxResponseBytes, 2 ** 31 - 1),
          );
    let body: string | undefined;
    let contentType: string | undefined;
    if (request.form !== undefined) {
      body = formBody(request.form);
      contentType = 'application/x-www-form-urlencoded';
    } else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      contentType = 'application/json';
    }
    const routeKey = `${method} ${route}`;
    const major = majorParameter(route, request.params);
    const retryFailures = IDEMPOTENT.has(method) || request.retryNonIdempotent === true;
    const retries =
      request.retries === undefined
        ? this.#retries
        : Math.min(this.#retries, checkCount('retries', request.retries, 100));
    let rateLimited = 0;
    let failures = 0;

    for (let attempt = 1; ; attempt++) {
      const bucket = this.#limits.bucketFor(routeKey, major);
      const event: RequestEvent = { method, route, bucket: bucket.key, attempt };
      // Fast path: both gates admit at once (no promise, no extra turn of the event loop).
      const admittedAt = Date.now();
      this.#refuseLongWait(bucket, admittedAt, info, rateLimited);
      if (!bucket.gate.tryAcquire(admittedAt)) await this.#admit(bucket.gate, signal, info, false);
      else if (!this.#limits.global.tryAcquire(admittedAt))
        await this.#admit(bucket.gate, signal, info, true);
      else this.#limits.global.release();
      const headers = this.#headers(request, contentType);
      // The hooks of every request are checked before any closure or event is built for them.
      const onRequest = this.#hooks.current.onRequest;
      if (onRequest !== undefined) callHook(onRequest, () => event);
      const started = performance.now();
      const result = await this.#attempt(url, method, headers, body, signal, maxResponseBytes);
      const durationMs = performance.now() - started;

      if (result.kind === 'too-large') {
        bucket.gate.release();
        callHook(this.#hooks.current.onResponse, () => ({ ...event, status: result.status, durationMs }));
        throw new InvalidResponseError(
          info,
          result.status,
          `body is larger than ${result.limit} bytes (maxResponseBytes); it was not read`,
          '',
        );
      }
      if (result.kind === 'failure') {
        bucket.gate.release();
        callHook(this.#hooks.current.onResponse, () => ({
          ...event,
          status: 0,
          durationMs,
          failure: result.failure,
        }));
        if (result.failure === 'aborted') throw new AbortError(info, signal?.reason);
        const error =
          result.failure === 'timeout'
            ? new TimeoutError(info, this.#timeoutMs, attempt)
            : new NetworkError(info, errorCode(result.error), attempt, result.error);
        if (!retryFailures || failures >= retries) throw error;
        failures++;
        await this.#retryWait(event, result.failure, 0, backoffDelay(failures, this.#backoff), signal, info);
        continue;
      }

      const { status, text } = result;
      const now = Date.now();
      const limits = parseRateLimitHeaders(result.headers, now, status === 429 || status >= 500);
      if (limits.window !== undefined) {
        bucket.gate.learn(limits.window, now);
        if (limits.bucket !== undefined) {
          const shared = this.#limits.learnHash(routeKey, major, limits.bucket, bucket.gate);
          if (shared !== bucket.gate) shared.learn(limits.window, now, false);
        }
      } else if (status !== 429) {
        bucket.gate.learnUnlimited();
      }
      bucket.gate.release();
      const onResponse = this.#hooks.current.onResponse;
      if (onResponse !== undefined) {
        callHook(onResponse, () => ({ ...event, status, durationMs, rateLimit: limits.window }));
      }

      if (status === 429) {
        rateLimited++;
        const safeText = redact(text, this.#secrets(request));
        const parsed = parseJson(safeText);
        const rateBody = parsed.ok && isRecord(parsed.value) ? parsed.value : {};
        const bodyWait = typeof rateBody.retry_after === 'number' ? rateBody.retry_after * 1000 : 0;
        const waitMs = Math.max(bodyWait, limits.retryAfterMs ?? 0) || DEFAULT_RATE_LIMIT_WAIT_MS;
        const global = limits.global || rateBody.global === true || limits.scope === 'global';
        // Park the whole bucket (or everything, for the global limit) for as long as the service said.
        (global ? this.#limits.global : bucket.gate).block(now + waitMs);
        if (rateLimited > this.#rateLimitRetries || waitMs > this.#rateLimitWaitCap()) {
          throw new RateLimitedError(info, {
            retryAfter: waitMs / 1000,
            global,
            scope: limits.scope,
            bucket: bucket.key,
            attempts: rateLimited,
            responseBody: safeText,
          });
        }
        // Then queue again behind the block.
        callHook(this.#hooks.current.onRetry, () => ({
          ...event,
          reason: 'rate-limit' as const,
          status,
          delayMs: waitMs,
        }));
        continue;
      }
      if (status >= 500 && retryFailures && failures < retries) {
        failures++;
        const serverWait = Math.min(limits.retryAfterMs ?? 0, MAX_SERVER_RETRY_AFTER_MS);
        const delay = Math.max(backoffDelay(failures, this.#backoff), serverWait);
        await this.#retryWait(event, 'server-error', status, delay, signal, info);
        continue;
      }
      if (status >= 300) throw this.#errorFor(info, request, status, text);
      if (status === 204 || text === '') return { status, body: undefined as T, headers: result.headers };
      const parsed = parseJson(text);
      if (!parsed.ok) {
        const detail = request.sensitiveResponse ? '' : ` (${redact(parsed.reason, this.#secrets(request))})`;
        const quoted = request.sensitiveResponse
          ? '[withheld: credentials response]'
          : redact(text, this.#secrets(request));
        throw new InvalidResponseError(info, status, `is not valid JSON${detail}`, quoted);
      }
      return { status, body: parsed.value as T, headers: result.headers };
    }
  }

  /**
   * Waits for the bucket (unless `holdingBucket`), then the global limiter; maps a caller abort to
   * `AbortError`, giving back a bucket slot already taken.
   */
  /** The longest rate-limit wait a call accepts now, in ms. */
  #rateLimitWaitCap(): number {
    return this.#maxRateLimitWaitMs ?? this.#timeoutMs;
  }

  /**
   * Fails at once, rather than queueing, when the bucket or the global limit is blocked for longer than
   * the cap: a queued call would hold its place (and everyone's behind it) for that long.
   */
  #refuseLongWait(
    bucket: { key: string; gate: RateGate },
    now: number,
    info: RequestInfo,
    attempts: number,
  ): void {
    const bucketWait = bucket.gate.blockedFor(now);
    const globalWait = this.#limits.global.blockedFor(now);
    const waitMs = Math.max(bucketWait, globalWait);
    if (waitMs <= this.#rateLimitWaitCap()) return;
    throw new RateLimitedError(info, {
      retryAfter: waitMs / 1000,
      global: globalWait >= bucketWait,
      scope: undefined,
      bucket: bucket.key,
      attempts,
      responseBody: '',
    });
  }

  async #admit(
    gate: RateGate,
    signal: AbortSignal | undefined,
    info: RequestInfo,
    holdingBucket: boolean,
  ): Promise<void> {
    if (!holdingBucket) {
      try {
        await gate.acquire(signal);
      } catch (error) {
        throw new AbortError(info, error);
      }
    }
    const global = this.#limits.global;
    try {
      if (!global.tryAcquire(Date.now())) await global.acquire(signal);
    } catch (error) {
      gate.release();
      throw new AbortError(info, error);
    }
    // The global window counts requests started; nothing to hold while this one runs.
    global.release();
  }

  async #retryWait(
    event: RequestEvent,
    reason: RetryEvent['reason'],
    status: number,
    delayMs: number,
    signal: AbortSignal | undefined,
    info: RequestInfo,
  ): Promise<void> {
    callHook(this.#hooks.current.onRetry, () => ({ ...event, reason, status, delayMs }));
    try {
      await sleep(delayMs, signal);
    } catch (error) {
      throw new AbortError(info, error);
    }
  }

  #headers(request: TransportRequest, contentType: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { 'User-Agent': this.userAgent };
    const auth = request.auth ?? 'transport';
    if (auth === 'transport') {
      if (this.#authorizationHeader !== undefined) headers.Authorization = this.#authorizationHeader;
    } else if (auth !== 'none' && 'bearer' in auth) {
      headers.Authorization = `Bearer ${auth.bearer}`;
    } else if (auth !== 'none') {
      // RFC 6749 section 2.3.1: id and secret are form-encoded before joining them for Basic.
      const pair = `${encodeURIComponent(auth.basic.id)}:${encodeURIComponent(auth.basic.secret)}`;
      headers.Authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    }
    if (contentType !== undefined) headers['Content-Type'] = contentType;
    if (this.#locale !== undefined) headers['X-Service-Locale'] = this.#locale;
    return headers;
  }

  /** One attempt: fetch and read the whole body within the timeout, combined with the caller's signal. */
  async #attempt(
    url: string,
    method: HttpMethod,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal | undefined,
    maxResponseBytes: number,
  ): Promise<Attempt> {
    if (signal?.aborted) return { kind: 'failure', failure: 'aborted', error: signal.reason };
    const deadline = this.#deadlines.start(this.#timeoutMs);
    if (this.#exchange !== undefined) {
      // The default fetch: request and body in one step, the deadline's slot and the caller's signal
      // ending it directly (no combined controller, no listener on the shared signal).
      try {
        const result = await this.#exchange(url, method, headers, body, deadline, signal, maxResponseBytes);
        // A body that completed just as the deadline passed counts only if the deadline did not win.
        if (result.kind === 'response' && this.#deadlines.expired(deadline) && !signal?.aborted) {
          return { kind: 'failure', failure: 'timeout', error: undefined };
        }
        return result;
      } catch (error) {
        return this.#failure(error, signal, deadline);
      } finally {
        this.#deadlines.release(deadline);
      }
    }
    // With a caller's signal, one controller follows both; without, the shared deadline signal is enough.
    let combined: AbortController | undefined;
    let onAbort: (() => void) | undefined;
    if (signal !== undefined) {
      const controller = new AbortController();
      onAbort = () => controller.abort(signal.aborted ? signal.reason : deadline.signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      deadline.signal.addEventListener('abort', onAbort, { once: true });
      combined = controller;
    }
    try {
      const init: FetchInitLike = {
        method,
        headers,
        signal: combined?.signal ?? deadline.signal,
        redirect: 'manual',
      };
      if (body !== undefined) init.body = body;
      const response = await this.#fetch(url, init);
      let text: string;
      try {
        text = await readBoundedText(response, maxResponseBytes);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        return { kind: 'too-large', status: response.status, limit: error.limit };
      }
      // A body that completed just as the deadline passed still counts only if the deadline did not win.
      if (this.#deadlines.expired(deadline) && !signal?.aborted) {
        return { kind: 'failure', failure: 'timeout', error: undefined };
      }
      return { kind: 'response', status: response.status, headers: response.headers, text };
    } catch (error) {
      return this.#failure(error, signal, deadline);
    } finally {
      this.#deadlines.release(deadline);
      if (onAbort !== undefined) {
        signal?.removeEventListener('abort', onAbort);
        deadline.signal.removeEventListener('abort', onAbort);
      }
    }
  }

  /** What ended an attempt that failed: the caller's abort, the deadline, or the network. */
  #failure(error: unknown, signal: AbortSignal | undefined, deadline: DeadlineSlot): Attempt {
    if (signal?.aborted) return { kind: 'failure', failure: 'aborted', error };
    if (this.#deadlines.expired(deadline)) return { kind: 'failure', failure: 'timeout', error };
    return { kind: 'failure', failure: 'network', error };
  }

  /** `url` when it is on the transport's origin; a `ValidationError` (nothing is sent) otherwise. */
  #onOrigin(url: string, info: RequestInfo): string {
    const origin = new URL(this.baseUrl).origin;
    const received = URL.canParse(url) ? new URL(url).origin : undefined;
    if (received === origin) return url;
    // Only the origin is quoted: the rest of a URL read from a response is nobody's business in a log.
    const what = received === undefined ? 'no absolute URL' : `a URL on ${received}`;
    throw new ValidationError(info, 'url', [
      {
        path: ['url'],
        code: IssueCodes.INVALID_ARGUMENT,
        message: `expected a URL on ${origin}, received ${what}`,
      },
    ]);
  }

  #secrets(request: TransportRequest): string[] {
    const secrets = [...(request.secrets ?? [])];
    if (this.#authorization !== undefined) secrets.push(this.#authorization.token);
    if (typeof request.auth === 'object')
      secrets.push('bearer' in request.auth ? request.auth.bearer : request.auth.basic.secret);
    return secrets;
  }

  /** The error for a non-2xx response: the service's JSON error, an OAuth error, or a plain HTTP error. */
  #errorFor(info: RequestInfo, request: TransportRequest, status: number, rawText: string): SdkError {
    const text = redact(rawText, this.#secrets(request));
    const parsed = parseJson(text);
    const value = parsed.ok ? parsed.value : undefined;
    if (isRecord(value) && typeof value.error === 'string' && value.code === undefined) {
      const oauth = value as unknown as OAuthErrorBody;
      const description = typeof oauth.error_description === 'string' ? oauth.error_description : undefined;
      return new OAuthError(info, {
        status,
        error: oauth.error,
        errorDescription: description,
        responseBody: text,
      });
    }
    if (isRecord(value) && typeof value.code === 'number' && typeof value.message === 'string') {
      const body = value as unknown as ErrorBody;
      return new ServiceError(info, {
        status,
        code: body.code,
        message: body.message,
        errors: isRecord(body.errors) ? body.errors : undefined,
        lines: flattenErrorBody(body),
        responseBody: text,
      });
    }
    if (status < 400) {
      return new InvalidResponseError(info, status, 'is a redirect, which the service never sends', text);
    }
    const message = isRecord(value) && typeof value.message === 'string' ? value.message : 'no error body';
    return new ServiceError(info, { status, code: 0, message, responseBody: text });
  }
}
