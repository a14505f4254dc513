/**
 * Deterministic rate limits: fixed windows that start at a bucket's first request and are timed by the
 * emulator clock. Every API response carries the bucket's headers; an exhausted bucket answers 429 with
 * the body and headers FACTS.md describes.
 */
import { createHash } from 'node:crypto';
import { Limits } from '../model/limits.js';
export const DEFAULT_GLOBAL_LIMIT = { limit: Limits.GLOBAL_REQUESTS_PER_SECOND, windowMs: 1000 };
export const DEFAULT_ROUTE_LIMIT = { limit: 30, windowMs: 1000 };
/** Above this many windows, expired ones are dropped (identities are unbounded). */
const PRUNE_THRESHOLD = 10_000;
export class RateLimiter {
    clock;
    #options;
    #active;
    #windows = new Map();
    /** Bucket ids by bucket name (a route's name; hashing it on every request would show under load). */
    #bucketIds = new Map();
    constructor(clock, options = {}) {
        this.clock = clock;
        this.#options = options === false ? { global: false, route: false } : options;
        this.#active = anyLimitOn(this.#options);
    }
    /** Replaces the configuration and forgets every window. */
    configure(options) {
        this.#options = options === false ? { global: false, route: false } : options;
        this.#active = anyLimitOn(this.#options);
        this.#windows.clear();
    }
    get options() {
        return this.#options;
    }
    /**
     * False when every limit is off: the server then skips the limiter (and its headers) entirely. Read
     * on every request, so it is worked out when the configuration changes, not here.
     */
    get active() {
        return this.#active;
    }
    reset() {
        this.#windows.clear();
    }
    /** Counts the request against its buckets and says whether it may proceed. */
    take(request) {
        const now = this.clock.now();
        const global = this.#options.global === undefined ? DEFAULT_GLOBAL_LIMIT : this.#options.global;
        const route = this.#routeLimit(request.bucket);
        const headers = {};
        let routeWindow;
        let routeKey = '';
        if (route) {
            routeKey = `r|${request.bucket}|${request.major}|${route.shared ? '' : request.identity}`;
            routeWindow = this.#window(routeKey, route, now);
            const remaining = Math.max(0, route.limit - routeWindow.used - 1);
            const resetAt = routeWindow.endsAt;
            headers['x-ratelimit-limit'] = String(route.limit);
            headers['x-ratelimit-remaining'] = String(routeWindow.used >= route.limit ? 0 : remaining);
            headers['x-ratelimit-reset'] = formatSeconds(resetAt / 1000);
            headers['x-ratelimit-reset-after'] = formatSeconds((resetAt - now) / 1000);
            headers['x-ratelimit-bucket'] = this.#bucketId(request.bucket);
        }
        if (global) {
            const window = this.#window(`g|${request.identity}`, global, now);
            if (window.used >= global.limit) {
                const retry = (window.endsAt - now) / 1000;
                return { headers, limited: { retryAfterSeconds: retry, global: true, scope: 'global' } };
            }
            window.used += 1;
        }
        if (route && routeWindow) {
            if (routeWindow.used >= route.limit) {
                const retry = (routeWindow.endsAt - now) / 1000;
                return {
                    headers,
                    limited: { retryAfterSeconds: retry, global: false, scope: route.shared ? 'shared' : 'user' },
                };
            }
            routeWindow.used += 1;
        }
        return { headers };
    }
    #routeLimit(bucket) {
        const specific = this.#options.routes?.[bucket];
        if (specific !== undefined)
            return specific;
        return this.#options.route === undefined ? DEFAULT_ROUTE_LIMIT : this.#options.route;
    }
    #window(key, limit, now) {
        let window = this.#windows.get(key);
        if (!window || now >= window.endsAt) {
            if (!window && this.#windows.size >= PRUNE_THRESHOLD)
                this.#prune(now);
            window = { startedAt: now, endsAt: now + limit.windowMs, used: 0 };
            this.#windows.set(key, window);
        }
        return window;
    }
    #bucketId(bucket) {
        let id = this.#bucketIds.get(bucket);
        if (id === undefined) {
            id = bucketHash(bucket);
            this.#bucketIds.set(bucket, id);
        }
        return id;
    }
    #prune(now) {
        for (const [key, window] of this.#windows)
            if (now >= window.endsAt)
                this.#windows.delete(key);
    }
}
/** Whether any limit of a configuration is on. */
function anyLimitOn({ global, route, routes }) {
    return global !== false || route !== false || Object.values(routes ?? {}).some((limit) => limit !== false);
}
/** Seconds with millisecond precision, as the service prints them (`1.5`, `1712345678.123`). */
export function formatSeconds(seconds) {
    return String(Math.round(Math.max(0, seconds) * 1000) / 1000);
}
/** An opaque, stable bucket id (the service shows a hash, not the route). */
function bucketHash(bucket) {
    return createHash('sha256').update(bucket).digest('hex').slice(0, 32);
}
/** Validates a limit given through options or the control API. */
export function checkBucketLimit(what, value) {
    if (value === false)
        return false;
    if (typeof value !== 'object' || value === null) {
        throw new TypeError(`${what}: expected false or { limit, windowMs }, received ${typeof value}`);
    }
    const { limit, windowMs, shared } = value;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
        throw new RangeError(`${what}.limit: expected an integer >= 1, received ${String(limit)}`);
    }
    if (typeof windowMs !== 'number' || !Number.isFinite(windowMs) || windowMs <= 0) {
        throw new RangeError(`${what}.windowMs: expected a number of milliseconds > 0, received ${String(windowMs)}`);
    }
    if (shared !== undefined && typeof shared !== 'boolean') {
        throw new TypeError(`${what}.shared: expected a boolean, received ${typeof shared}`);
    }
    return shared === undefined ? { limit, windowMs } : { limit, windowMs, shared };
}
/** Validates a whole {@link RateLimitOptions} value. */
export function checkRateLimitOptions(value) {
    if (value === false)
        return false;
    if (typeof value !== 'object' || value === null) {
        throw new TypeError(`rateLimits: expected false or an object, received ${typeof value}`);
    }
    const input = value;
    const out = {};
    if (input.global !== undefined)
        out.global = checkBucketLimit('rateLimits.global', input.global);
    if (input.route !== undefined)
        out.route = checkBucketLimit('rateLimits.route', input.route);
    if (input.routes !== undefined) {
        if (typeof input.routes !== 'object' || input.routes === null) {
            throw new TypeError('rateLimits.routes: expected an object of bucket name -> limit');
        }
        const routes = {};
        for (const [name, limit] of Object.entries(input.routes)) {
            routes[name] = checkBucketLimit(`rateLimits.routes["${name}"]`, limit);
        }
        out.routes = routes;
    }
    return out;
}
