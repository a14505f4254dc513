/**
 * DAVE's binary frames on the voice gateway (VOICE.md §4; the DAVE protocol's "Voice Gateway Opcodes"):
 * the server sends `uint16 seq (BE) | uint8 op | payload`, a client sends `uint8 op | payload`, and the
 * payloads hold MLS variable-length vectors (RFC 9420 §2.1.2: a 1, 2 or 4-byte length whose top two bits
 * say which). Only framing lives here: what the MLS messages inside mean is daveMls.ts's.
 */
/** Largest vector length the 4-byte form encodes (2^30 - 1). */
const MAX_VECTOR = 0x3fff_ffff;
/** `bytes` as an MLS `<V>` vector: its varint length, then the bytes. */
export function encodeVector(bytes) {
    const n = bytes.length;
    let head;
    if (n < 0x40)
        head = Buffer.from([n]);
    else if (n < 0x4000) {
        head = Buffer.alloc(2);
        head.writeUInt16BE(0x4000 | n);
    }
    else if (n <= MAX_VECTOR) {
        head = Buffer.alloc(4);
        head.writeUInt32BE((0x8000_0000 | n) >>> 0);
    }
    else
        throw new RangeError(`vector: ${n} bytes is more than MLS's 2^30 - 1`);
    return Buffer.concat([head, bytes]);
}
/** A server frame: `uint16 seq | uint8 op | payload` (the sequence number wraps at 2^16). */
export function serverFrame(seq, op, payload) {
    const head = Buffer.alloc(3);
    head.writeUInt16BE(seq & 0xffff, 0);
    head[2] = op;
    return Buffer.concat([head, payload]);
}
/** Op 27's payload: `uint8 operation (0 append, 1 revoke) | <V> of MLS messages or proposal refs`. */
export function proposalsPayload(operation, items) {
    const body = operation === 'append' ? Buffer.concat(items) : Buffer.concat(items.map((ref) => encodeVector(ref)));
    return Buffer.concat([Buffer.from([operation === 'append' ? 0 : 1]), encodeVector(body)]);
}
/** Op 29's and op 30's payload: `uint16 transition_id | MLS bytes`. */
export function transitionPayload(transitionId, bytes) {
    const head = Buffer.alloc(2);
    head.writeUInt16BE(transitionId, 0);
    return Buffer.concat([head, bytes]);
}
