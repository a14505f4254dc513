import type { EmulatorClock } from './clock.js';
/** One limit: `limit` requests per `windowMs`. */
export interface BucketLimit {
    limit: number;
    windowMs: number;
    /** Shared by every caller (429 scope `shared`) instead of per token (scope `user`). */
    shared?: boolean | undefined;
}
/** Rate-limit configuration. `false` anywhere turns that limit off. */
export interface RateLimitOptions {
    /** Per token (or per client address when there is none). Default 50 per 1000 ms (FACTS.md). */
    global?: BucketLimit | false | undefined;
    /** Any route bucket without an entry in `routes`. Default 30 per 1000 ms. */
    route?: BucketLimit | false | undefined;
    /** Per bucket name (a route's `config.bucket`, e.g. `lobbies.messages.create`). */
    routes?: Record<string, BucketLimit | false> | undefined;
}
export declare const DEFAULT_GLOBAL_LIMIT: BucketLimit;
export declare const DEFAULT_ROUTE_LIMIT: BucketLimit;
/** The outcome for one request. */
export interface RateLimitDecision {
    /** Headers for the response (empty when no route bucket applies). */
    headers: Record<string, string>;
    /** Set when the request must be refused. */
    limited?: {
        retryAfterSeconds: number;
        global: boolean;
        scope: 'user' | 'global' | 'shared';
    } | undefined;
}
/** The request as the limiter sees it. */
export interface RateLimitedRequest {
    /** Bucket name from the route, e.g. `lobbies.get`. */
    bucket: string;
    /** The top-level resource id (lobby, application, guild) that splits one bucket into many. */
    major: string;
    /** Who is asking: a digest of the Authorization header, or the client address. */
    identity: string;
}
export declare class RateLimiter {
    #private;
    private readonly clock;
    constructor(clock: EmulatorClock, options?: RateLimitOptions | false);
    /** Replaces the configuration and forgets every window. */
    configure(options: RateLimitOptions | false): void;
    get options(): RateLimitOptions;
    /**
     * False when every limit is off: the server then skips the limiter (and its headers) entirely. Read
     * on every request, so it is worked out when the configuration changes, not here.
     */
    get active(): boolean;
    reset(): void;
    /** Counts the request against its buckets and says whether it may proceed. */
    take(request: RateLimitedRequest): RateLimitDecision;
}
/** Seconds with millisecond precision, as the service prints them (`1.5`, `1712345678.123`). */
export declare function formatSeconds(seconds: number): string;
/** Validates a limit given through options or the control API. */
export declare function checkBucketLimit(what: string, value: unknown): BucketLimit | false;
/** Validates a whole {@link RateLimitOptions} value. */
export declare function checkRateLimitOptions(value: unknown): RateLimitOptions | false;
