/**
 * Each request's log entry, kept on the request itself, so that a route several floors above the
 * server can add a note to it (what it made of the request) without importing the server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLogEntry } from './requestLog.js';

/** A symbol key keeps the entry out of fastify's public request type. */
const LOG_ENTRY = Symbol('emulator.requestLogEntry');
type LoggedRequest = FastifyRequest & { [LOG_ENTRY]: RequestLogEntry | null };

/** Declares the entry once with `decorateRequest`, so that every request object has the same shape. */
export function declareRequestEntry(app: FastifyInstance): void {
  app.decorateRequest(LOG_ENTRY, null);
}

export function attachEntry(request: FastifyRequest, entry: RequestLogEntry): void {
  (request as LoggedRequest)[LOG_ENTRY] = entry;
}

/** The request's log entry; null for requests that are not logged (the control API). */
export function entryOf(request: FastifyRequest): RequestLogEntry | null {
  return (request as LoggedRequest)[LOG_ENTRY];
}

/** Adds a note to the request's log entry (what a route made of it, such as an interaction's answer). */
export function noteRequest(request: FastifyRequest, note: string): void {
  const entry = entryOf(request);
  if (entry) entry.note = note;
}
