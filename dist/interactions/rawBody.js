/** Why a body could not be read: an HTTP status and a message for `onError`. */
export class RawBodyError extends Error {
    status;
    name = 'RawBodyError';
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
function bytesOf(value) {
    if (typeof value === 'string')
        return Buffer.from(value);
    if (value instanceof Uint8Array)
        return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    return undefined;
}
/** The body bytes: `given`, else what a framework kept, else read from the stream. */
export async function readRawBody(req, limits, given) {
    const kept = bytesOf(given) ?? bytesOf(req.rawBody) ?? bytesOf(req.body);
    if (kept !== undefined) {
        if (kept.length > limits.maxBytes)
            throw tooLarge(limits.maxBytes);
        return kept;
    }
    if (req.body !== undefined || req.readableEnded) {
        throw new RawBodyError(500, 'the request body was already read and parsed, so its signature cannot be checked: mount the handler ' +
            'before any JSON body parser, or give it the raw bytes (express.raw(), a buffer content parser in fastify)');
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes)
        throw tooLarge(limits.maxBytes);
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const finish = (error) => {
            clearTimeout(timer);
            req.off('data', onData);
            req.off('end', onEnd);
            req.off('error', onError);
            if (error) {
                // Stop reading: the rest is never buffered nor drained; the handler closes the connection.
                req.pause();
                reject(error);
            }
            else
                resolve(Buffer.concat(chunks, size));
        };
        const onData = (chunk) => {
            size += chunk.length;
            if (size > limits.maxBytes)
                finish(tooLarge(limits.maxBytes));
            else
                chunks.push(chunk);
        };
        const onEnd = () => finish();
        const onError = (error) => finish(new RawBodyError(400, `the request body could not be read: ${error.message}`));
        const timer = setTimeout(() => finish(new RawBodyError(408, `the request body did not arrive within ${limits.timeoutMs} ms`)), limits.timeoutMs);
        req.on('data', onData);
        req.on('end', onEnd);
        req.on('error', onError);
    });
}
function tooLarge(max) {
    return new RawBodyError(413, `the request body is larger than ${max} bytes`);
}
