/**
 * Rate-limit bookkeeping for one transport: a global limiter plus per-route buckets keyed by method, route
 * template and major parameter, merged once the service names the bucket (`X-RateLimit-Bucket`).
 */
import { RateGate, type WindowInfo } from './rateGate.js';
/** The minimal header reader both node-fetch and the WHATWG fetch provide. */
export interface HeaderReader {
    /** The header's value (case-insensitive name; repeated headers joined), or null when absent. */
    get(name: string): string | null;
}
/** What a response's headers say about rate limits (FACTS.md "Rate limits"). */
export interface RateLimitHeaders {
    /** `X-RateLimit-Bucket`: opaque id shared by the routes of one bucket. */
    readonly bucket: string | undefined;
    /** Limit, remaining and reset of the bucket's window, when the response carried them. */
    readonly window: WindowInfo | undefined;
    /** `X-RateLimit-Global: true`. */
    readonly global: boolean;
    /** `X-RateLimit-Scope`: `user`, `global` or `shared`. */
    readonly scope: string | undefined;
    /** `Retry-After` in milliseconds, when present. */
    readonly retryAfterMs: number | undefined;
}
/**
 * Reads the `X-RateLimit-*` and `Retry-After` headers; absent or malformed values are `undefined`.
 * `global`, `scope` and `Retry-After` only matter on a 429 (or a 5xx): pass `limited` false to skip them,
 * which spares three header lookups on every ordinary response.
 */
export declare function parseRateLimitHeaders(headers: HeaderReader, now: number, limited?: boolean): RateLimitHeaders;
/** A bucket as the transport sees it: its gate and a printable key for hooks. */
export interface BucketRef {
    /** `<bucket hash or method+route>:<major parameter>`; contains no secrets. */
    readonly key: string;
    readonly gate: RateGate;
}
export declare class RateLimits {
    /** Global limiter: `limit` requests per second across all routes. */
    readonly global: RateGate;
    private readonly hashes;
    private readonly buckets;
    constructor(globalPerSecond: number);
    /** The bucket for a route (`routeKey` = method + template) and its major parameter value. */
    bucketFor(routeKey: string, major: string): BucketRef;
    /**
     * Records the bucket hash a response named for `routeKey` and returns the bucket's gate from now on:
     * the gate in use moves under the hash key, unless the hash's bucket already exists (another route of
     * the same bucket), which then wins and is returned.
     */
    learnHash(routeKey: string, major: string, hash: string, gate: RateGate): RateGate;
    /** Number of buckets currently tracked (for tests and diagnostics). */
    get size(): number;
    private sweep;
}
