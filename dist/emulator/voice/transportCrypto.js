/**
 * Transport encryption of voice RTP packets (VOICE.md §5), both modes the service still serves:
 * `aead_aes256_gcm_rtpsize` through node:crypto and `aead_xchacha20_poly1305_rtpsize` through
 * @noble/ciphers (audited; no cipher is written here). A packet is
 * `header (AAD) | ciphertext | tag(16) | counter(4)`: the AAD is the clear RTP header (12 bytes, the CSRCs
 * and, with the X bit, the 4-byte extension preamble; the extension's elements are encrypted), the
 * counter is the first 4 bytes of the nonce, whose other bytes are zero (12 bytes for AES-GCM, 24 for
 * XChaCha20-Poly1305). Everything here is pure: the relay calls it per packet.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { VoiceEncryptionMode } from '../../model/voice.js';
/** Bytes of the fixed RTP header. */
export const RTP_HEADER_BYTES = 12;
/** Bytes of the AEAD tag. */
export const TAG_BYTES = 16;
/** Bytes of the nonce counter that ends each packet. */
export const COUNTER_BYTES = 4;
/** Bytes of a session key (`secret_key`). */
export const KEY_BYTES = 32;
/** Modes in the order Ready lists them: AES-GCM first, as the service prefers it (and @discordjs/voice picks the first it supports). */
export const SUPPORTED_MODES = [
    VoiceEncryptionMode.AesGcm,
    VoiceEncryptionMode.XChaCha,
];
/** Whether a string names a mode served here. */
export function isSupportedMode(value) {
    return value === VoiceEncryptionMode.AesGcm || value === VoiceEncryptionMode.XChaCha;
}
/**
 * Length of the clear part of an RTP packet (the AAD), or -1 when the packet is too short to hold it
 * plus a tag and a counter.
 */
export function rtpClearLength(packet) {
    if (packet.length < RTP_HEADER_BYTES)
        return -1;
    const first = packet[0] ?? 0;
    const csrcs = first & 0x0f;
    const extension = (first & 0x10) !== 0;
    const clear = RTP_HEADER_BYTES + 4 * csrcs + (extension ? 4 : 0);
    return packet.length < clear + TAG_BYTES + COUNTER_BYTES ? -1 : clear;
}
function nonceOf(mode, counter) {
    const nonce = Buffer.alloc(mode === VoiceEncryptionMode.AesGcm ? 12 : 24);
    nonce.set(counter, 0);
    return nonce;
}
/**
 * The plaintext of a packet (the encrypted extension elements and the Opus frame), or null when its
 * tag does not authenticate it under `key` (or it is too short).
 */
export function openPacket(mode, key, packet) {
    const clear = rtpClearLength(packet);
    if (clear < 0)
        return null;
    const end = packet.length - COUNTER_BYTES;
    const nonce = nonceOf(mode, packet.subarray(end));
    const aad = packet.subarray(0, clear);
    if (mode === VoiceEncryptionMode.AesGcm) {
        try {
            const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
            decipher.setAAD(aad);
            decipher.setAuthTag(packet.subarray(end - TAG_BYTES, end));
            const head = decipher.update(packet.subarray(clear, end - TAG_BYTES));
            const tail = decipher.final();
            return tail.length === 0 ? head : Buffer.concat([head, tail]);
        }
        catch {
            return null;
        }
    }
    try {
        const plain = xchacha20poly1305(key, nonce, aad).decrypt(packet.subarray(clear, end));
        return Buffer.from(plain.buffer, plain.byteOffset, plain.byteLength);
    }
    catch {
        return null;
    }
}
/**
 * A packet sealed under `key`: `clear` (the header, kept as is: sequence, timestamp and SSRC of its
 * sender) as AAD, `plaintext` encrypted, then the tag and `counter` (a 32-bit number, big-endian), as
 * the parts of one datagram: the relay hands them to the socket as they are (one `sendmsg` gathers
 * them), which saves a copy per forwarded packet.
 */
export function sealPacketParts(mode, key, clear, plaintext, counter) {
    const nonce = Buffer.alloc(mode === VoiceEncryptionMode.AesGcm ? 12 : 24);
    nonce.writeUInt32BE(counter >>> 0, 0);
    // The trailer is the nonce's first four bytes (the rest of the nonce is zero).
    const counterBytes = nonce.subarray(0, COUNTER_BYTES);
    if (mode === VoiceEncryptionMode.AesGcm) {
        const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
        cipher.setAAD(clear);
        const body = cipher.update(plaintext);
        const tail = cipher.final();
        return tail.length === 0
            ? [clear, body, cipher.getAuthTag(), counterBytes]
            : [clear, body, tail, cipher.getAuthTag(), counterBytes];
    }
    return [clear, xchacha20poly1305(key, nonce, clear).encrypt(plaintext), counterBytes];
}
/** {@link sealPacketParts} as one buffer. */
export function sealPacket(mode, key, clear, plaintext, counter) {
    return Buffer.concat(sealPacketParts(mode, key, clear, plaintext, counter));
}
