/**
 * A `node:http` response as the transport reads it (`FetchResponseLike`): the status, a case-insensitive
 * header reader, and the body as a stream, decompressed when the server compressed it (the default fetch
 * asks for gzip, deflate and br, as node-fetch did, so large command lists travel compressed).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FetchResponseLike } from './fetchTypes.js';
import type { HeaderReader } from './rateLimits.js';
/** The header names are lower case in `IncomingMessage.headers`; a repeated header is joined by `, `. */
export declare class IncomingHeaders implements HeaderReader {
    #private;
    constructor(raw: IncomingHttpHeaders);
    get(name: string): string | null;
}
/** True when the response can carry no body, so a `Content-Encoding` on it names nothing to decode. */
export declare function bodiless(method: string, status: number): boolean;
/**
 * The response for `message`, its body decoded when `Content-Encoding` is gzip, deflate (either framing,
 * as `createUnzip` detects) or br; any other coding is passed through as it came.
 */
export declare function incomingResponse(method: string, message: IncomingMessage): Promise<FetchResponseLike>;
