/**
 * The console's request-log and settings pages. The log is filtered on the emulator's side (method, a
 * part of the path, a status class, HTTP requests or gateway frames), newest first; the settings page
 * shows the fault rules, the rate limits, consent, lifetimes and the clock, each changed through the
 * control API's own routes.
 */
import type { RequestLogEntry } from '../requestLog.js';
import { people } from './peopleViews.js';
import type { ConsoleSources } from './sources.js';

/** Entries the page shows unless it asks for another number. */
const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 1000;

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
export function requestFilterOf(query: Readonly<Record<string, unknown>>): RequestFilter {
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw new TypeError(`${name}: expected one value`);
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
export function requestsView(
  sources: ConsoleSources,
  filter: RequestFilter = {},
): { total: number; entries: RequestLogEntry[] } {
  const all = sources.requests.list();
  const path = filter.path?.toLowerCase();
  const matches = (entry: RequestLogEntry): boolean => {
    if (filter.kind === 'ws' && entry.frame === undefined) return false;
    if (filter.kind === 'http' && entry.frame !== undefined) return false;
    if (filter.method !== undefined && entry.method !== filter.method) return false;
    if (path !== undefined && !entry.path.toLowerCase().includes(path)) return false;
    if (filter.status !== undefined) {
      const status = entry.status === null ? '' : String(entry.status);
      const wanted = filter.status;
      if (wanted.endsWith('xx') ? status[0] !== wanted[0] : status !== wanted) return false;
    }
    return true;
  };
  const limit = filter.limit ?? DEFAULT_LIMIT;
  const entries: RequestLogEntry[] = [];
  for (let i = all.length - 1; i >= 0 && entries.length < limit; i--) {
    const entry = all[i];
    if (entry !== undefined && matches(entry)) entries.push(entry);
  }
  return { total: all.length, entries };
}

/** The settings page: faults, rate limits, consent, lifetimes and the clock. */
export function settingsView(sources: ConsoleSources) {
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
