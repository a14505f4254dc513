/**
 * A `node:http` response as the transport reads it (`FetchResponseLike`): the status, a case-insensitive
 * header reader, and the body as a stream, decompressed when the server compressed it (the default fetch
 * asks for gzip, deflate and br, as node-fetch did, so large command lists travel compressed).
 */
import type { IncomingMessage } from 'node:http';
import type { FetchResponseLike } from './fetchTypes.js';
/**
 * The response for `message`, its body decoded when `Content-Encoding` is gzip, deflate (either framing,
 * as `createUnzip` detects) or br; any other coding is passed through as it came.
 */
export declare function incomingResponse(method: string, message: IncomingMessage): Promise<FetchResponseLike>;
