import { people } from './peopleViews.js';
/** Entries the page shows unless it asks for another number. */
const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 1000;
/** Reads the filter from a query string's values, naming the parameter that is wrong. */
export function requestFilterOf(query) {
    const text = (name) => {
        const value = query[name];
        if (value === undefined || value === '')
            return undefined;
        if (typeof value !== 'string')
            throw new TypeError(`${name}: expected one value`);
        return value;
    };
    const status = text('status');
    if (status !== undefined && !/^([1-5]xx|[1-5]\d\d)$/.test(status))
        throw new TypeError(`status: expected a class such as 4xx or a status such as 429, received "${status}"`);
    const kind = text('kind');
    if (kind !== undefined && kind !== 'http' && kind !== 'ws')
        throw new TypeError(`kind: expected "http" or "ws", received "${kind}"`);
    const limitText = text('limit');
    const limit = limitText === undefined ? undefined : Number(limitText);
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT))
        throw new RangeError(`limit: expected 1..${MAX_LIMIT}, received "${limitText}"`);
    return { method: text('method')?.toUpperCase(), path: text('path'), status, kind, limit };
}
/** The request-log page: matching entries, newest first, and how many the log holds. */
export function requestsView(sources, filter = {}) {
    const all = sources.requests.list();
    const path = filter.path?.toLowerCase();
    const matches = (entry) => {
        if (filter.kind === 'ws' && entry.frame === undefined)
            return false;
        if (filter.kind === 'http' && entry.frame !== undefined)
            return false;
        if (filter.method !== undefined && entry.method !== filter.method)
            return false;
        if (path !== undefined && !entry.path.toLowerCase().includes(path))
            return false;
        if (filter.status !== undefined) {
            const status = entry.status === null ? '' : String(entry.status);
            const wanted = filter.status;
            if (wanted.endsWith('xx') ? status[0] !== wanted[0] : status !== wanted)
                return false;
        }
        return true;
    };
    const limit = filter.limit ?? DEFAULT_LIMIT;
    const entries = [];
    for (let i = all.length - 1; i >= 0 && entries.length < limit; i--) {
        const entry = all[i];
        if (entry !== undefined && matches(entry))
            entries.push(entry);
    }
    return { total: all.length, entries };
}
/** The settings page: faults, rate limits, consent, lifetimes and the clock. */
export function settingsView(sources) {
    const { ctx } = sources;
    return {
        clock: { now: ctx.clock.now(), frozen: ctx.clock.frozen },
        consent: { ...ctx.settings.consent },
        codeTtlMs: ctx.settings.codeTtlMs,
        accessTokenTtlSeconds: ctx.settings.accessTokenTtlSeconds,
        faults: sources.faults.list(),
        rateLimits: { active: sources.limiter.active, ...structuredClone(sources.limiter.options) },
        users: people(sources),
    };
}
