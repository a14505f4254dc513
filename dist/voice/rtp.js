/**
 * The bytes of UDP media (VOICE.md §5): the 74-byte IP discovery request and its answer, the 12-byte
 * RTP header of an Opus packet (version 2, payload type 120, sequence +1 and timestamp +960 per 20 ms,
 * both starting at random points), and the transport encryption of both modes the service serves:
 * `aead_aes256_gcm_rtpsize` through node:crypto (preferred) and `aead_xchacha20_poly1305_rtpsize`
 * through @noble/ciphers (the package the emulator's relay uses, loaded only when that mode is chosen;
 * no cipher is written here). A packet is
 * `header (AAD) | ciphertext | tag(16) | counter(4)`; the counter, big-endian, is the nonce's first four
 * bytes, the rest zero. The header extension's elements, when a sender adds them, are encrypted and
 * skipped after decryption.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { loadOnce } from '../http/loadOnce.js';
import { VoiceEncryptionMode } from '../model/voice.js';
let xchacha20poly1305;
/**
 * Loads the XChaCha20-Poly1305 cipher (about 10 ms of a cold start, paid only by a call whose server
 * lacks AES-GCM): {@link sealRtp} and {@link openRtp} need it for that mode.
 */
export const loadXChaCha = loadOnce(async () => {
    xchacha20poly1305 = (await import('@noble/ciphers/chacha.js')).xchacha20poly1305;
});
function cipher() {
    if (xchacha20poly1305 === undefined)
        throw new Error('voice: aead_xchacha20_poly1305_rtpsize used before loadXChaCha()');
    return xchacha20poly1305;
}
export const DISCOVERY_BYTES = 74;
export const RTP_HEADER_BYTES = 12;
const TAG_BYTES = 16;
const COUNTER_BYTES = 4;
/** Opus's RTP payload type. */
export const OPUS_PAYLOAD_TYPE = 0x78;
/** The modes in the order this client prefers them. */
export const PREFERRED_MODES = [
    VoiceEncryptionMode.AesGcm,
    VoiceEncryptionMode.XChaCha,
];
/** The first mode of `preferred` (default {@link PREFERRED_MODES}) the server offers, or undefined. */
export function chooseMode(offered, preferred = PREFERRED_MODES) {
    return preferred.find((mode) => offered.includes(mode));
}
/** The discovery request for `ssrc`. */
export function discoveryRequest(ssrc) {
    const request = Buffer.alloc(DISCOVERY_BYTES);
    request.writeUInt16BE(1, 0);
    request.writeUInt16BE(70, 2);
    request.writeUInt32BE(ssrc >>> 0, 4);
    return request;
}
/** The address and port of a discovery answer, or undefined when `message` is not one for `ssrc`. */
export function parseDiscovery(message, ssrc) {
    if (message.length !== DISCOVERY_BYTES || message.readUInt16BE(0) !== 2)
        return undefined;
    if (message.readUInt32BE(4) !== ssrc >>> 0)
        return undefined;
    const end = message.indexOf(0, 8);
    const ip = message.subarray(8, end < 0 || end > 71 ? 72 : end).toString('ascii');
    if (!/^[0-9a-fA-F.:]{2,45}$/.test(ip))
        return undefined;
    return { ip, port: message.readUInt16BE(72) };
}
/** A fresh RTP header: version 2, no extension, Opus. */
export function rtpHeader(sequence, timestamp, ssrc) {
    const header = Buffer.alloc(RTP_HEADER_BYTES);
    header[0] = 0x80;
    header[1] = OPUS_PAYLOAD_TYPE;
    header.writeUInt16BE(sequence & 0xffff, 2);
    header.writeUInt32BE(timestamp >>> 0, 4);
    header.writeUInt32BE(ssrc >>> 0, 8);
    return header;
}
function clearLength(packet) {
    const first = packet[0] ?? 0;
    const clear = RTP_HEADER_BYTES + 4 * (first & 0x0f) + ((first & 0x10) !== 0 ? 4 : 0);
    return packet.length < clear + TAG_BYTES + COUNTER_BYTES ? -1 : clear;
}
function nonceOf(mode, counter) {
    const nonce = Buffer.alloc(mode === VoiceEncryptionMode.AesGcm ? 12 : 24);
    nonce.set(counter, 0);
    return nonce;
}
/** Seals an Opus frame after `header` with the session key; `counter` is the packet's nonce counter. */
export function sealRtp(mode, key, header, opus, counter) {
    const counterBytes = Buffer.alloc(COUNTER_BYTES);
    counterBytes.writeUInt32BE(counter >>> 0, 0);
    const nonce = nonceOf(mode, counterBytes);
    if (mode === VoiceEncryptionMode.AesGcm) {
        const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
        cipher.setAAD(header);
        const body = cipher.update(opus);
        cipher.final();
        return Buffer.concat([header, body, cipher.getAuthTag(), counterBytes]);
    }
    const sealed = cipher()(key, nonce, header).encrypt(opus);
    return Buffer.concat([header, sealed, counterBytes]);
}
/**
 * Opens a received RTP packet: undefined when it is not RTP version 2 with Opus, is too short, or its tag
 * does not authenticate it under `key` (a forged or corrupted packet is dropped, never decoded).
 */
export function openRtp(mode, key, packet) {
    if (packet.length < RTP_HEADER_BYTES || ((packet[0] ?? 0) & 0xc0) !== 0x80)
        return undefined;
    if (((packet[1] ?? 0) & 0x7f) !== OPUS_PAYLOAD_TYPE)
        return undefined;
    const clear = clearLength(packet);
    if (clear < 0)
        return undefined;
    const end = packet.length - COUNTER_BYTES;
    const nonce = nonceOf(mode, packet.subarray(end));
    const aad = packet.subarray(0, clear);
    let plain;
    try {
        if (mode === VoiceEncryptionMode.AesGcm) {
            const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
            decipher.setAAD(aad);
            decipher.setAuthTag(packet.subarray(end - TAG_BYTES, end));
            const head = decipher.update(packet.subarray(clear, end - TAG_BYTES));
            const tail = decipher.final();
            plain = tail.length === 0 ? head : Buffer.concat([head, tail]);
        }
        else {
            const opened = cipher()(key, nonce, aad).decrypt(packet.subarray(clear, end));
            plain = Buffer.from(opened.buffer, opened.byteOffset, opened.byteLength);
        }
    }
    catch {
        return undefined;
    }
    // With the X bit, the (now decrypted) extension elements come first: skip them.
    if (((packet[0] ?? 0) & 0x10) !== 0) {
        const words = packet.readUInt16BE(clear - 2);
        if (plain.length < 4 * words)
            return undefined;
        plain = plain.subarray(4 * words);
    }
    return {
        sequence: packet.readUInt16BE(2),
        timestamp: packet.readUInt32BE(4),
        ssrc: packet.readUInt32BE(8),
        payload: plain,
    };
}
