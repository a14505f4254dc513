/**
 * A dispatch serialized once for all its recipients. Every recipient's frame is the same text but for its
 * own sequence number, so the frame is kept as the bytes before `"s":N` and the bytes after it, and each
 * recipient's frame is those two around its number: a fan-out to 1,000 sessions encodes the data once,
 * not 1,000 times.
 *
 * The layout is `{"op":0,"d":<data>,"s":<n>,"t":"<name>"}`, the key order of `JSON.stringify({ op, d, s, t })`
 * (a test checks the two are byte-equal).
 */
export class DispatchFrame {
    t;
    /** The dispatch's `d`, as JSON text. */
    json;
    /** The UTF-8 bytes before and after the sequence number, encoded on the first call of `bytes`. */
    #before;
    #after;
    constructor(t, json) {
        this.t = t;
        this.json = json;
    }
    /** The frame's UTF-8 bytes with sequence number `s`: one copy of the shared parts, no encoding. */
    bytes(s) {
        const digits = String(s);
        const out = Buffer.allocUnsafe(this.#length(digits));
        this.#fill(out, 0, digits);
        return out;
    }
    /**
     * The whole WebSocket message of the frame with sequence number `s`, as a server sends it (RFC 6455
     * 5.2: FIN, opcode 1 "text", unmasked, the length in 7, 16 or 64 bits), in one buffer: the socket gets
     * one write per recipient instead of `ws`'s header and payload as two.
     */
    message(s) {
        const digits = String(s);
        const length = this.#length(digits);
        const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
        const out = Buffer.allocUnsafe(header + length);
        out[0] = 0x81;
        if (header === 2)
            out[1] = length;
        else if (header === 4) {
            out[1] = 126;
            out.writeUInt16BE(length, 2);
        }
        else {
            out[1] = 127;
            out.writeBigUInt64BE(BigInt(length), 2);
        }
        this.#fill(out, header, digits);
        return out;
    }
    #length(digits) {
        this.#before ??= Buffer.from(`{"op":0,"d":${this.json},"s":`);
        this.#after ??= Buffer.from(`,"t":"${this.t}"}`);
        return this.#before.length + digits.length + this.#after.length;
    }
    /** Writes the frame at `at`: the shared bytes around the digits (ASCII, one byte each). */
    #fill(out, at, digits) {
        const before = this.#before;
        before.copy(out, at);
        out.write(digits, at + before.length, 'latin1');
        this.#after.copy(out, at + before.length + digits.length);
    }
    /** The frame's text with sequence number `s` (for a compressed stream, which takes text). */
    text(s) {
        return dispatchText(this.t, this.json, s);
    }
}
/** A dispatch frame's text: the data (JSON text) with a session's sequence number. */
export function dispatchText(t, json, s) {
    return `{"op":0,"d":${json},"s":${s},"t":"${t}"}`;
}
