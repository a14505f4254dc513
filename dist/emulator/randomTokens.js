/**
 * The emulator's randomness: every secret it hands out (tokens, codes, bot tokens, client secrets,
 * consent request ids) is drawn here, from the source the {@link Emulator} was given (default Node's
 * `crypto.randomFillSync`; the CLI passes the addon's). One draw per block of 4 KiB rather than per
 * token: a draw per token was the largest single cost of a client-credentials request under load, and
 * a block serves 128 tokens of 32 bytes. Each byte is handed out once and zeroed as it is, so the block
 * never holds a token already given out. One instance per emulator: two emulators never share bytes.
 */
import { randomFillSync } from 'node:crypto';
const BLOCK_BYTES = 4096;
export class RandomTokens {
    #fill;
    #block = Buffer.alloc(BLOCK_BYTES);
    /** Bytes of the block already handed out (all of it at first: the first draw fills it). */
    #used = BLOCK_BYTES;
    constructor(fill = randomFillSync) {
        if (typeof fill !== 'function')
            throw new TypeError('random: expected a function that fills a buffer');
        this.#fill = fill;
    }
    /** `bytes` (1..4096) fresh random bytes as base64url without padding: 32 bytes give 43 characters. */
    token(bytes) {
        if (!Number.isInteger(bytes) || bytes < 1 || bytes > BLOCK_BYTES) {
            throw new RangeError(`random token(bytes): expected an integer 1..${BLOCK_BYTES}, received ${bytes}`);
        }
        if (this.#used + bytes > BLOCK_BYTES) {
            this.#fill(this.#block);
            this.#used = 0;
        }
        const text = this.#block.toString('base64url', this.#used, this.#used + bytes);
        this.#block.fill(0, this.#used, this.#used + bytes);
        this.#used += bytes;
        return text;
    }
}
