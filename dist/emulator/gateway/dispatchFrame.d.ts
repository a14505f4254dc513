/**
 * A dispatch serialized once for all its recipients. Every recipient's frame is the same text but for its
 * own sequence number, so the frame is kept as the bytes before `"s":N` and the bytes after it, and each
 * recipient's frame is those two around its number: a fan-out to 1,000 sessions encodes the data once,
 * not 1,000 times.
 *
 * The layout is `{"op":0,"d":<data>,"s":<n>,"t":"<name>"}`, the key order of `JSON.stringify({ op, d, s, t })`
 * (a test checks the two are byte-equal).
 */
export declare class DispatchFrame {
    #private;
    readonly t: string;
    /** The dispatch's `d`, as JSON text. */
    readonly json: string;
    constructor(t: string, json: string);
    /** The frame's UTF-8 bytes with sequence number `s`: one copy of the shared parts, no encoding. */
    bytes(s: number): Buffer;
    /**
     * The whole WebSocket message of the frame with sequence number `s`, as a server sends it (RFC 6455
     * 5.2: FIN, opcode 1 "text", unmasked, the length in 7, 16 or 64 bits), in one buffer: the socket gets
     * one write per recipient instead of `ws`'s header and payload as two.
     */
    message(s: number): Buffer;
    /** The frame's text with sequence number `s` (for a compressed stream, which takes text). */
    text(s: number): string;
}
/** A dispatch frame's text: the data (JSON text) with a session's sequence number. */
export declare function dispatchText(t: string, json: string, s: number): string;
