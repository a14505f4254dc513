/** A symbol key keeps the entry out of fastify's public request type. */
const LOG_ENTRY = Symbol('emulator.requestLogEntry');
/** Declares the entry once with `decorateRequest`, so that every request object has the same shape. */
export function declareRequestEntry(app) {
    app.decorateRequest(LOG_ENTRY, null);
}
export function attachEntry(request, entry) {
    request[LOG_ENTRY] = entry;
}
/** The request's log entry; null for requests that are not logged (the control API). */
export function entryOf(request) {
    return request[LOG_ENTRY];
}
/** Adds a note to the request's log entry (what a route made of it, such as an interaction's answer). */
export function noteRequest(request, note) {
    const entry = entryOf(request);
    if (entry)
        entry.note = note;
}
