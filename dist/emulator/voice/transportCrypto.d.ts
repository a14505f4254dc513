import { VoiceEncryptionMode } from '../../model/voice.js';
/** Bytes of the fixed RTP header. */
export declare const RTP_HEADER_BYTES = 12;
/** Bytes of the AEAD tag. */
export declare const TAG_BYTES = 16;
/** Bytes of the nonce counter that ends each packet. */
export declare const COUNTER_BYTES = 4;
/** Bytes of a session key (`secret_key`). */
export declare const KEY_BYTES = 32;
/** Modes in the order Ready lists them: AES-GCM first, as the service prefers it (and @discordjs/voice picks the first it supports). */
export declare const SUPPORTED_MODES: readonly VoiceEncryptionMode[];
/** Whether a string names a mode served here. */
export declare function isSupportedMode(value: unknown): value is VoiceEncryptionMode;
/**
 * Length of the clear part of an RTP packet (the AAD), or -1 when the packet is too short to hold it
 * plus a tag and a counter.
 */
export declare function rtpClearLength(packet: Uint8Array): number;
/**
 * The plaintext of a packet (the encrypted extension elements and the Opus frame), or null when its
 * tag does not authenticate it under `key` (or it is too short).
 */
export declare function openPacket(mode: VoiceEncryptionMode, key: Uint8Array, packet: Buffer): Buffer | null;
/**
 * A packet sealed under `key`: `clear` (the header, kept as is: sequence, timestamp and SSRC of its
 * sender) as AAD, `plaintext` encrypted, then the tag and `counter` (a 32-bit number, big-endian), as
 * the parts of one datagram: the relay hands them to the socket as they are (one `sendmsg` gathers
 * them), which saves a copy per forwarded packet.
 */
export declare function sealPacketParts(mode: VoiceEncryptionMode, key: Uint8Array, clear: Uint8Array, plaintext: Uint8Array, counter: number): Uint8Array[];
/** {@link sealPacketParts} as one buffer. */
export declare function sealPacket(mode: VoiceEncryptionMode, key: Uint8Array, clear: Uint8Array, plaintext: Uint8Array, counter: number): Buffer;
