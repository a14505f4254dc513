/**
 * The shape of the fetch the transport calls (its own over `node:http` by default, node-fetch, the global
 * fetch, or Electron's net.fetch), in a module of its own so that the transport and the default fetch can
 * both name it without importing each other.
 */
import type { HeaderReader } from './rateLimits.js';
/** The part of a fetch `Response` the transport reads (node-fetch, undici and Electron's net.fetch fit). */
export interface FetchResponseLike {
    readonly status: number;
    readonly headers: HeaderReader;
    /** The body stream, read with a size bound when present (node:http, node-fetch, undici); else `text()`. */
    readonly body?: unknown;
    /** The whole body as text (UTF-8). */
    text(): Promise<string>;
}
/** The request options the transport passes to fetch. */
export interface FetchInitLike {
    method: string;
    headers: Record<string, string>;
    /** Absent (not `undefined`) when there is no body, as the WHATWG `RequestInit` expects. */
    body?: string;
    signal: AbortSignal;
    redirect: 'manual';
}
/** A fetch function: the transport's own (default), node-fetch 3, the global `fetch`, or Electron's `net.fetch`. */
export type FetchLike = (url: string, init: FetchInitLike) => Promise<FetchResponseLike>;
/**
 * One request and its whole body, as the default fetch's exchange gives them to the transport (issue
 * 45: no response wrapper, no second read): the status, the headers and the body as text, or a body
 * refused as larger than the limit (nothing more of it read).
 */
export type Exchanged = {
    readonly kind: 'response';
    readonly status: number;
    readonly headers: HeaderReader;
    readonly text: string;
} | {
    readonly kind: 'too-large';
    readonly status: number;
    readonly limit: number;
};
