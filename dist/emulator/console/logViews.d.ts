/**
 * The console's request-log and settings pages. The log is filtered on the emulator's side (method, a
 * part of the path, a status class, HTTP requests or gateway frames), newest first; the settings page
 * shows the fault rules, the rate limits, consent, lifetimes and the clock, each changed through the
 * control API's own routes.
 */
import type { RequestLogEntry } from '../requestLog.js';
import type { ConsoleSources } from './sources.js';
/** What the request log is filtered by (every field optional). */
export interface RequestFilter {
    /** `GET`, `POST`, ... or `WS` for gateway frames. */
    method?: string | undefined;
    /** A part of the path, case-insensitive. */
    path?: string | undefined;
    /** `2xx`, `4xx`, ... or one status (`429`). */
    status?: string | undefined;
    /** `http` (requests only) or `ws` (gateway frames only). */
    kind?: 'http' | 'ws' | undefined;
    /** Newest entries to show (default 200, at most 1000). */
    limit?: number | undefined;
}
/** Reads the filter from a query string's values, naming the parameter that is wrong. */
export declare function requestFilterOf(query: Readonly<Record<string, unknown>>): RequestFilter;
/** The request-log page: matching entries, newest first, and how many the log holds. */
export declare function requestsView(sources: ConsoleSources, filter?: RequestFilter): {
    total: number;
    entries: RequestLogEntry[];
};
/** The settings page: faults, rate limits, consent, lifetimes and the clock. */
export declare function settingsView(sources: ConsoleSources): {
    clock: {
        now: number;
        frozen: boolean;
    };
    consent: {
        mode: import("../context.js").ConsentMode;
        userId: string | null;
    };
    codeTtlMs: number;
    accessTokenTtlSeconds: number;
    faults: import("../faults.js").FaultRule[];
    rateLimits: {
        global?: import("../rateLimits.js").BucketLimit | false | undefined;
        route?: import("../rateLimits.js").BucketLimit | false | undefined;
        routes?: Record<string, import("../rateLimits.js").BucketLimit | false> | undefined;
        active: boolean;
    };
    users: {
        id: string;
        username: string;
    }[];
};
