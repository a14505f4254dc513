/**
 * Each request's log entry, kept on the request itself, so that a route several floors above the
 * server can add a note to it (what it made of the request) without importing the server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLogEntry } from './requestLog.js';
/** Declares the entry once with `decorateRequest`, so that every request object has the same shape. */
export declare function declareRequestEntry(app: FastifyInstance): void;
export declare function attachEntry(request: FastifyRequest, entry: RequestLogEntry): void;
/** The request's log entry; null for requests that are not logged (the control API). */
export declare function entryOf(request: FastifyRequest): RequestLogEntry | null;
/** Adds a note to the request's log entry (what a route made of it, such as an interaction's answer). */
export declare function noteRequest(request: FastifyRequest, note: string): void;
