/**
 * The raw bytes of a request body, as signed: read from the stream with a size and a time bound, or
 * taken from a framework that already read them (fastify's buffer parser, `express.raw()`, a `rawBody`
 * property). A body a framework has already parsed into an object cannot be verified: that is refused
 * with a message saying how to mount the handler instead.
 */
import type { IncomingMessage } from 'node:http';
/** Why a body could not be read: an HTTP status and a message for `onError`. */
export declare class RawBodyError extends Error {
    readonly status: number;
    name: string;
    constructor(status: number, message: string);
}
/** Bounds of {@link readRawBody}. */
export interface RawBodyLimits {
    maxBytes: number;
    timeoutMs: number;
}
/** The body bytes: `given`, else what a framework kept, else read from the stream. */
export declare function readRawBody(req: IncomingMessage, limits: RawBodyLimits, given?: unknown): Promise<Buffer>;
