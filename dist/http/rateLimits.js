/**
 * Rate-limit bookkeeping for one transport: a global limiter plus per-route buckets keyed by method, route
 * template and major parameter, merged once the service names the bucket (`X-RateLimit-Bucket`).
 */
import { RateGate } from './rateGate.js';
function finiteNumber(value) {
    if (value === null || value.trim() === '')
        return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
}
const NOT_LIMITED = { global: false, scope: undefined, retryAfterMs: undefined };
/**
 * Reads the `X-RateLimit-*` and `Retry-After` headers; absent or malformed values are `undefined`.
 * `global`, `scope` and `Retry-After` only matter on a 429 (or a 5xx): pass `limited` false to skip them,
 * which spares three header lookups on every ordinary response.
 */
export function parseRateLimitHeaders(headers, now, limited = true) {
    let window;
    const limit = finiteNumber(headers.get('x-ratelimit-limit'));
    const remaining = limit === undefined ? undefined : finiteNumber(headers.get('x-ratelimit-remaining'));
    if (limit !== undefined && remaining !== undefined) {
        // Reset-After is relative and immune to clock skew; Reset (epoch seconds) is the fallback.
        const resetAfter = finiteNumber(headers.get('x-ratelimit-reset-after'));
        const reset = resetAfter === undefined ? finiteNumber(headers.get('x-ratelimit-reset')) : undefined;
        const resetAfterMs = resetAfter !== undefined
            ? resetAfter * 1000
            : reset !== undefined
                ? Math.max(0, reset * 1000 - now)
                : undefined;
        if (resetAfterMs !== undefined)
            window = { limit, remaining, resetAfterMs };
    }
    const bucket = headers.get('x-ratelimit-bucket') ?? undefined;
    if (!limited)
        return { bucket, window, ...NOT_LIMITED };
    const retryAfter = finiteNumber(headers.get('retry-after'));
    return {
        bucket,
        window,
        global: headers.get('x-ratelimit-global')?.toLowerCase() === 'true',
        scope: headers.get('x-ratelimit-scope') ?? undefined,
        retryAfterMs: retryAfter !== undefined && retryAfter >= 0 ? retryAfter * 1000 : undefined,
    };
}
/** Above this many buckets, idle ones are dropped when a new one is made (no background timer). */
const SWEEP_THRESHOLD = 512;
export class RateLimits {
    /** Global limiter: `limit` requests per second across all routes. */
    global;
    hashes = new Map();
    buckets = new Map();
    constructor(globalPerSecond) {
        this.global = new RateGate(1000, globalPerSecond);
    }
    /** The bucket for a route (`routeKey` = method + template) and its major parameter value. */
    bucketFor(routeKey, major) {
        const key = `${this.hashes.get(routeKey) ?? routeKey}:${major}`;
        let gate = this.buckets.get(key);
        if (gate === undefined) {
            if (this.buckets.size >= SWEEP_THRESHOLD)
                this.sweep();
            gate = new RateGate();
            this.buckets.set(key, gate);
        }
        return { key, gate };
    }
    /**
     * Records the bucket hash a response named for `routeKey` and returns the bucket's gate from now on:
     * the gate in use moves under the hash key, unless the hash's bucket already exists (another route of
     * the same bucket), which then wins and is returned.
     */
    learnHash(routeKey, major, hash, gate) {
        const hashKey = `${hash}:${major}`;
        if (this.hashes.get(routeKey) !== hash) {
            this.hashes.set(routeKey, hash);
            const oldKey = `${routeKey}:${major}`;
            if (this.buckets.get(oldKey) === gate)
                this.buckets.delete(oldKey);
        }
        const existing = this.buckets.get(hashKey);
        if (existing !== undefined)
            return existing;
        this.buckets.set(hashKey, gate);
        return gate;
    }
    /** Number of buckets currently tracked (for tests and diagnostics). */
    get size() {
        return this.buckets.size;
    }
    sweep() {
        const now = Date.now();
        for (const [key, gate] of this.buckets)
            if (gate.idle(now))
                this.buckets.delete(key);
    }
}
