/**
 * Reading a response body with a bound: a body larger than the limit is refused as soon as that is known
 * (from `Content-Length`, or while counting the stream), never buffered whole first. A hostile or broken
 * server cannot grow the process by more than the limit.
 */
import type { HeaderReader } from './rateLimits.js';
/** A response body as fetches expose it (node:http and node-fetch: a Readable; undici: a web stream). */
export interface BodySource {
    readonly headers: HeaderReader;
    readonly body?: unknown;
    text(): Promise<string>;
}
/** The body was larger than the limit; nothing more of it is read. */
export declare class BodyTooLarge extends Error {
    readonly limit: number;
    name: string;
    constructor(limit: number);
}
/** The whole body as UTF-8 text, or a {@link BodyTooLarge} rejection once it passes `limit` bytes. */
export declare function readBoundedText(response: BodySource, limit: number): Promise<string>;
