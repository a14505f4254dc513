import { type LogFunction } from '../model/logging.js';
import { type VoiceEncryptionMode } from '../model/voice.js';
import { type AudioCapture, type AudioPlayback, type FrameClock } from './audioIo.js';
import type { CallE2ee, DaveChoice } from './dave.js';
import type { VoiceJoin, VoiceNetworkingState } from './networking.js';
import { type OpusBackend } from './opus.js';
import { VoiceActivity } from './signal.js';
/** The game's hook on received audio: `true` mutes this buffer's playback (the C++ `outShouldMute`). */
export type ReceivedAudio = (userId: string, data: Int16Array, samplesPerChannel: number, sampleRate: number, channels: number) => boolean | undefined | void;
/** The game's hook on captured audio: writing into `data` changes what is sent. */
export type CapturedAudio = (data: Int16Array, samplesPerChannel: number, sampleRate: number, channels: number) => void;
/** How the microphone opens: by voice activity or by a push-to-talk key. */
export type TransmitMode = 'vad' | 'ptt';
/** Options of a {@link MediaCall}. */
export interface MediaCallOptions {
    readonly capture?: AudioCapture | undefined;
    readonly playback?: AudioPlayback | undefined;
    /** The playout clock. Default: the event loop's timers. */
    readonly playoutClock?: FrameClock | undefined;
    readonly received?: ReceivedAudio | undefined;
    readonly captured?: CapturedAudio | undefined;
    /** PEM of extra CAs to trust (the emulator's). */
    readonly ca?: string | readonly string[] | undefined;
    readonly handshakeTimeoutMs?: number | undefined;
    /** Encryption modes in order of preference (default AES-GCM first). */
    readonly modes?: readonly VoiceEncryptionMode[] | undefined;
    /** Which Opus package to use; default `@discordjs/opus` where it loads. */
    readonly opus?: OpusBackend | undefined;
    /** End-to-end encryption: 'preferred' (default), 'required' or 'off'. */
    readonly dave?: DaveChoice | undefined;
    readonly log?: LogFunction | undefined;
}
/** What a {@link MediaCall} reports. */
export interface MediaCallEvents {
    /** The voice connection changed state (`moved` true while a new server replaces the old). */
    onNetworking(state: VoiceNetworkingState, moved: boolean): void;
    /** A remote user started or stopped speaking (op 5). */
    onSpeaking(userId: string, speaking: boolean): void;
    /** Our own microphone opened (op 5 `speaking: 1`) or closed (after the trailing silence). */
    onTransmitting(transmitting: boolean): void;
}
/** Silence frames sent after a talk spurt before op 5 `speaking: 0`. */
export declare const TRAILING_SILENCE_FRAMES = 5;
export declare class MediaCall {
    #private;
    selfMute: boolean;
    selfDeaf: boolean;
    /** 0..100 (C++ input volume %). */
    inputVolume: number;
    /** 0..200 (C++ output volume %). */
    outputVolume: number;
    mode: TransmitMode;
    pttReleaseDelayMs: number;
    readonly localMutes: Set<string>;
    readonly volumes: Map<string, number>;
    /** Counters for logs, tests and the benchmark. */
    readonly stats: {
        framesSent: number;
        packetsReceived: number;
        packetsDropped: number;
        framesPlayed: number;
        framesConcealed: number;
    };
    constructor(options: MediaCallOptions, events: MediaCallEvents);
    get vad(): VoiceActivity;
    get pttActive(): boolean;
    set pttActive(active: boolean);
    /** The current voice connection's state, if any. */
    get networking(): VoiceNetworkingState | undefined;
    /** The end-to-end session of the current connection (when DAVE was offered). */
    get e2ee(): CallE2ee | undefined;
    /** Whether our microphone is open now (what op 5 says). */
    get transmitting(): boolean;
    /** Users heard speaking now (op 5). */
    speakingUsers(): string[];
    /**
     * Connects to a voice server (again: a moved server replaces the connection, keeping the call's
     * settings and the participants' buffers).
     */
    connect(join: VoiceJoin): void;
    /** Ends the call's media: the connection, the clocks, the codecs. */
    close(): void;
}
