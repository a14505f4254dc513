import { type LogFunction } from '../model/logging.js';
import { VoiceEncryptionMode } from '../model/voice.js';
import { CallE2ee, type DaveChoice } from './dave.js';
import { VoiceNetworkingCode } from './networkingCode.js';
import { VoiceUdp } from './udp.js';
/** Who connects, with what (from the main gateway's voice server and voice state dispatches). */
export interface VoiceJoin {
    /** `host:port` of the voice server (no scheme). */
    readonly endpoint: string;
    /** Identify's `server_id`: the guild id or the lobby id. */
    readonly serverId: string;
    readonly userId: string;
    /** The main gateway session's id. */
    readonly sessionId: string;
    /** The voice token of the server update (a secret: never logged). */
    readonly token: string;
}
/** Options of a {@link VoiceNetworking}. */
export interface VoiceNetworkingOptions {
    /** PEM certificate(s) to trust besides Node's roots and `NODE_EXTRA_CA_CERTS` (the emulator's CA). */
    readonly ca?: string | readonly string[] | undefined;
    /** Bound of each handshake step, ms. Default 15000. */
    readonly handshakeTimeoutMs?: number | undefined;
    /** Resume attempts after a dropped socket before giving up. Default 5. */
    readonly maxResumes?: number | undefined;
    /** Encryption modes in order of preference. Default AES-GCM, then XChaCha20-Poly1305. */
    readonly modes?: readonly VoiceEncryptionMode[] | undefined;
    /** End-to-end encryption (DAVE): 'preferred' (the default), 'required' or 'off'. */
    readonly dave?: DaveChoice | undefined;
    readonly log?: LogFunction | undefined;
}
/** The session's media parameters, once described. */
export interface VoiceSession {
    readonly ssrc: number;
    readonly mode: VoiceEncryptionMode;
    readonly key: Uint8Array;
}
export type VoiceNetworkingState = {
    readonly code: typeof VoiceNetworkingCode.OpeningWs;
    readonly ws: VoiceWs;
} | {
    readonly code: typeof VoiceNetworkingCode.Identifying;
    readonly ws: VoiceWs;
} | {
    readonly code: typeof VoiceNetworkingCode.UdpHandshaking;
    readonly ws: VoiceWs;
    readonly udp: VoiceUdp;
    readonly ssrc: number;
} | {
    readonly code: typeof VoiceNetworkingCode.SelectingProtocol;
    readonly ws: VoiceWs;
    readonly udp: VoiceUdp;
    readonly ssrc: number;
} | {
    readonly code: typeof VoiceNetworkingCode.Ready;
    readonly ws: VoiceWs;
    readonly udp: VoiceUdp;
    readonly session: VoiceSession;
} | {
    readonly code: typeof VoiceNetworkingCode.Resuming;
    readonly ws: VoiceWs;
    readonly udp: VoiceUdp;
    readonly session: VoiceSession;
} | {
    readonly code: typeof VoiceNetworkingCode.Closed;
    /** Why: the close code (4xxx, 1006 for a failed network), or 0 when destroyed. */
    readonly closeCode: number;
    /** Which part failed: the voice gateway (signaling), the media path (UDP), or neither (destroyed). */
    readonly failed: 'signaling' | 'media' | 'none';
    /** Whether it ever reached Ready. */
    readonly wasReady: boolean;
};
/** What a {@link VoiceNetworking} reports. */
export interface VoiceNetworkingEvents {
    onStateChange(from: VoiceNetworkingState, to: VoiceNetworkingState): void;
    /** A decrypted-capable datagram arrived on the UDP socket (the owner opens it with the session). */
    onPacket(message: Buffer): void;
    /** Op 5 from the server: `userId` sends with `ssrc`, these flags. */
    onSpeaking(userId: string, ssrc: number, flags: number): void;
    /** Op 11: users connected. */
    onClientsConnect(userIds: readonly string[]): void;
    /** Op 13: a user disconnected. */
    onClientDisconnect(userId: string): void;
}
/** Op 5 messages a connection sends a minute at most before it stops sending stops (see setSpeaking). */
export declare const SPEAKING_BUDGET = 80;
/** The CA list a voice socket trusts: Node's roots, NODE_EXTRA_CA_CERTS, and the option's. */
export declare function trustedCas(extra: string | readonly string[] | undefined): string[] | undefined;
/** One voice gateway WebSocket: text frames in and out, one `closed` report. */
export declare class VoiceWs {
    #private;
    /** The last `seq` received (v8), -1 before any. */
    seqAck: number;
    constructor(url: string, ca: string[] | undefined, handlers: {
        onOpen(): void;
        onMessage(frame: {
            op: number;
            d: unknown;
        }): void;
        /** A binary frame (DAVE): `seq` (uint16), the opcode, its payload. */
        onBinary(op: number, payload: Buffer): void;
        onClosed(code: number): void;
    });
    send(op: number, d: unknown): void;
    /** Client to server binary frame: uint8 opcode, payload (no sequence number). */
    sendBinary(op: number, payload: Buffer): void;
    /** Closes (once); later frames are ignored. */
    close(code?: number): void;
    /** Drops the connection without a close frame (a resume follows). */
    terminate(): void;
}
/** A connection to one voice server. */
export declare class VoiceNetworking {
    #private;
    constructor(join: VoiceJoin, events: VoiceNetworkingEvents, options?: VoiceNetworkingOptions);
    get state(): VoiceNetworkingState;
    set state(next: VoiceNetworkingState);
    /** The end-to-end session (DAVE) of this connection, when this client advertised DAVE. */
    get e2ee(): CallE2ee | undefined;
    /** The session once described (Ready or Resuming). */
    get session(): VoiceSession | undefined;
    /**
     * Sends op 5 with these flags (0 = stopped) when they changed and the connection is Ready. The voice
     * gateway limits the frames a connection sends (the emulator: 120 a minute); past
     * {@link SPEAKING_BUDGET} changes a minute a stop is not sent (the flags stay on, which costs nothing:
     * no audio is sent), so talk spurts that come fast never get the connection closed.
     */
    setSpeaking(flags: number): void;
    get speaking(): number;
    /**
     * Seals and sends one Opus frame (20 ms) when Ready; the sequence and timestamp advance either way, so
     * a receiver sees a gap where frames were not sent (undefined: a frame held back, not sent).
     * @returns whether it was sent.
     */
    sendOpus(opus: Uint8Array | undefined, seal: (header: Buffer, opus: Uint8Array, counter: number) => Buffer, header: (seq: number, ts: number, ssrc: number) => Buffer): boolean;
    /** Ends the connection for good (EndCall, a moved server). */
    destroy(): void;
}
