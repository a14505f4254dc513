/**
 * POSTing an interaction to the app, as the service does (FACTS.md "Interactions over HTTP"): the body
 * signed with the application's Ed25519 key over `timestamp + body`, headers `X-Signature-Ed25519` and
 * `X-Signature-Timestamp` (the emulator's clock), no redirects followed, loopback URLs only, and no
 * longer than the 3 seconds the service waits for the first answer.
 */
import { createPrivateKey, sign } from 'node:crypto';
import { Limits } from '../../model/index.js';
import { loopbackUrlProblem } from '../loopbackUrl.js';
/** The largest answer body read from an app. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Headers that sign `body` for `app` at `timestamp` (Unix seconds). */
export function signatureHeaders(app, timestamp, body) {
    const signature = sign(null, Buffer.from(timestamp + body), createPrivateKey(app.privateKeyPem));
    return { 'x-signature-ed25519': signature.toString('hex'), 'x-signature-timestamp': timestamp };
}
/** POSTs `body` to `url`, signed; resolves (never rejects) within the first-answer deadline. */
export async function deliverInteraction(app, url, body, clock) {
    const problem = loopbackUrlProblem(url);
    if (problem !== undefined)
        return { kind: 'error', message: `not delivered: ${problem}` };
    const timestamp = String(Math.floor(clock.nowSeconds()));
    const signal = AbortSignal.timeout(Limits.INTERACTION_RESPONSE_DEADLINE_MS);
    try {
        const response = await fetch(url, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'user-agent': 'social-sdk-emulator (interactions)',
                ...signatureHeaders(app, timestamp, body),
            },
            body,
            redirect: 'manual',
            signal,
        });
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (bytes.byteLength > MAX_ANSWER_BYTES)
            return { kind: 'error', message: `the answer is larger than ${MAX_ANSWER_BYTES} bytes` };
        return { kind: 'response', status: response.status, body: Buffer.from(bytes).toString('utf8') };
    }
    catch (error) {
        if (signal.aborted)
            return { kind: 'timeout' };
        const cause = error.cause;
        const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
        return { kind: 'error', message: `${error instanceof Error ? error.message : String(error)}${code}` };
    }
}
