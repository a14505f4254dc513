/**
 * `compress=zlib-stream` for one connection, as the service serves it: one zlib (deflate, with header)
 * context for the whole connection, each message written into it and ended by a Z_SYNC_FLUSH, so every
 * binary frame ends in `00 00 ff ff` and a client inflates the stream with one context too. Messages
 * are compressed one at a time, in order; a close waits until what was queued before it is out.
 */
import { constants, createDeflate } from 'node:zlib';
/** The `compress` query values the gateway serves. */
export const COMPRESS_ZLIB_STREAM = 'zlib-stream';
export class ZlibStreamSender {
    #deflate = createDeflate();
    #out;
    #queue = [];
    #chunks = [];
    #whenIdle = [];
    #busy = false;
    #ended = false;
    /** Characters of the messages queued and not yet compressed (about their bytes: frames are mostly ASCII). */
    #queuedChars = 0;
    /** Length of the message being compressed now. */
    #inFlightChars = 0;
    /** `out` receives each message's compressed bytes, in the order the messages were sent. */
    constructor(out) {
        this.#out = out;
        this.#deflate.on('data', (chunk) => this.#chunks.push(chunk));
        // A failing zlib context cannot recover; the connection closes on its own when the peer goes.
        this.#deflate.on('error', () => this.end());
    }
    send(text) {
        if (this.#ended)
            return;
        this.#queue.push(text);
        this.#queuedChars += text.length;
        this.#pump();
    }
    /** What waits here for the socket: messages queued or being compressed (connection.ts bounds it). */
    get pendingBytes() {
        return this.#queuedChars + this.#inFlightChars;
    }
    /** Runs `then` once every message sent so far is out (at once when none is pending). */
    afterPending(then) {
        if (!this.#busy && this.#queue.length === 0)
            then();
        else
            this.#whenIdle.push(then);
    }
    /** Frees the zlib context; later sends are dropped. */
    end() {
        if (this.#ended)
            return;
        this.#ended = true;
        this.#queue.length = 0;
        this.#queuedChars = 0;
        this.#inFlightChars = 0;
        this.#deflate.close();
        for (const then of this.#whenIdle.splice(0))
            then();
    }
    #pump() {
        if (this.#busy || this.#ended)
            return;
        const text = this.#queue.shift();
        if (text === undefined) {
            for (const then of this.#whenIdle.splice(0))
                then();
            return;
        }
        this.#busy = true;
        this.#queuedChars -= text.length;
        this.#inFlightChars = text.length;
        this.#deflate.write(text);
        // One message in flight: what the deflate emits before this flush's callback is this message's.
        this.#deflate.flush(constants.Z_SYNC_FLUSH, () => {
            this.#busy = false;
            this.#inFlightChars = 0;
            if (this.#ended)
                return;
            this.#out(Buffer.concat(this.#chunks.splice(0)));
            this.#pump();
        });
    }
}
