/** The body was larger than the limit; nothing more of it is read. */
export class BodyTooLarge extends Error {
    limit;
    name = 'BodyTooLarge';
    constructor(limit) {
        super(`the body is larger than ${limit} bytes`);
        this.limit = limit;
    }
}
function isAsyncIterable(value) {
    return (typeof value === 'object' &&
        value !== null &&
        typeof value[Symbol.asyncIterator] === 'function');
}
/** Stops a stream we no longer read, whichever kind it is. */
function discard(body) {
    const stream = body;
    if (typeof stream.destroy === 'function')
        stream.destroy();
    else if (typeof stream.cancel === 'function')
        stream.cancel().catch(() => undefined);
}
function isNodeReadable(value) {
    const stream = value;
    return (typeof stream === 'object' &&
        stream !== null &&
        typeof stream.on === 'function' &&
        typeof stream.once === 'function' &&
        typeof stream.destroy === 'function' &&
        typeof stream.pipe === 'function');
}
/**
 * A Node Readable read by its events rather than its async iterator: the iterator's setup (an
 * end-of-stream watcher and its listeners) was the largest single cost of reading a small body.
 */
function readNodeStream(body, limit) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let settled = false;
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            reject(error);
        };
        body.on('data', (chunk) => {
            if (settled)
                return;
            size += chunk.byteLength;
            if (size > limit) {
                fail(new BodyTooLarge(limit));
                body.destroy();
                return;
            }
            chunks.push(chunk);
        });
        body.once('end', () => {
            if (settled)
                return;
            settled = true;
            resolve(Buffer.concat(chunks, size).toString('utf8'));
        });
        body.once('error', fail);
        // Destroyed without an error (a dropped connection can end so): the body is incomplete. 'close'
        // also follows every complete body: no error is built then (its stack trace cost ~8 us a request).
        body.once('close', () => {
            if (!settled)
                fail(new Error('the body ended before it was complete'));
        });
    });
}
/** The whole body as UTF-8 text, or a {@link BodyTooLarge} rejection once it passes `limit` bytes. */
export async function readBoundedText(response, limit) {
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > limit) {
        discard(response.body);
        throw new BodyTooLarge(limit);
    }
    const body = response.body;
    if (isNodeReadable(body))
        return readNodeStream(body, limit);
    if (!isAsyncIterable(body)) {
        // A fetch without a readable stream (a test double, an exotic runtime): read, then check.
        const text = await response.text();
        if (Buffer.byteLength(text) > limit)
            throw new BodyTooLarge(limit);
        return text;
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > limit) {
            discard(body);
            throw new BodyTooLarge(limit);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks, size).toString('utf8');
}
