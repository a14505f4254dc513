/**
 * DAVE's binary frames on the voice gateway (VOICE.md §4; the DAVE protocol's "Voice Gateway Opcodes"):
 * the server sends `uint16 seq (BE) | uint8 op | payload`, a client sends `uint8 op | payload`, and the
 * payloads hold MLS variable-length vectors (RFC 9420 §2.1.2: a 1, 2 or 4-byte length whose top two bits
 * say which). Only framing lives here: what the MLS messages inside mean is daveMls.ts's.
 */
/** `bytes` as an MLS `<V>` vector: its varint length, then the bytes. */
export declare function encodeVector(bytes: Uint8Array): Buffer;
/** A server frame: `uint16 seq | uint8 op | payload` (the sequence number wraps at 2^16). */
export declare function serverFrame(seq: number, op: number, payload: Uint8Array): Buffer;
/** Op 27's payload: `uint8 operation (0 append, 1 revoke) | <V> of MLS messages or proposal refs`. */
export declare function proposalsPayload(operation: 'append' | 'revoke', items: readonly Uint8Array[]): Buffer;
/** Op 29's and op 30's payload: `uint16 transition_id | MLS bytes`. */
export declare function transitionPayload(transitionId: number, bytes: Uint8Array): Buffer;
