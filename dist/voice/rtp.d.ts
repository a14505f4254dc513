import { VoiceEncryptionMode } from '../model/voice.js';
/**
 * Loads the XChaCha20-Poly1305 cipher (about 10 ms of a cold start, paid only by a call whose server
 * lacks AES-GCM): {@link sealRtp} and {@link openRtp} need it for that mode.
 */
export declare const loadXChaCha: () => Promise<void>;
export declare const DISCOVERY_BYTES = 74;
export declare const RTP_HEADER_BYTES = 12;
/** Opus's RTP payload type. */
export declare const OPUS_PAYLOAD_TYPE = 120;
/** The modes in the order this client prefers them. */
export declare const PREFERRED_MODES: readonly VoiceEncryptionMode[];
/** The first mode of `preferred` (default {@link PREFERRED_MODES}) the server offers, or undefined. */
export declare function chooseMode(offered: readonly unknown[], preferred?: readonly VoiceEncryptionMode[]): VoiceEncryptionMode | undefined;
/** The discovery request for `ssrc`. */
export declare function discoveryRequest(ssrc: number): Buffer;
/** The address and port of a discovery answer, or undefined when `message` is not one for `ssrc`. */
export declare function parseDiscovery(message: Buffer, ssrc: number): {
    ip: string;
    port: number;
} | undefined;
/** A fresh RTP header: version 2, no extension, Opus. */
export declare function rtpHeader(sequence: number, timestamp: number, ssrc: number): Buffer;
/** What {@link openRtp} reads of a packet. */
export interface RtpPacket {
    readonly sequence: number;
    readonly timestamp: number;
    readonly ssrc: number;
    /** The Opus frame. */
    readonly payload: Buffer;
}
/** Seals an Opus frame after `header` with the session key; `counter` is the packet's nonce counter. */
export declare function sealRtp(mode: VoiceEncryptionMode, key: Uint8Array, header: Buffer, opus: Uint8Array, counter: number): Buffer;
/**
 * Opens a received RTP packet: undefined when it is not RTP version 2 with Opus, is too short, or its tag
 * does not authenticate it under `key` (a forged or corrupted packet is dropped, never decoded).
 */
export declare function openRtp(mode: VoiceEncryptionMode, key: Uint8Array, packet: Buffer): RtpPacket | undefined;
