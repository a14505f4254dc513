import { LoggingSeverity } from '../model/logging.js';
import { MediaCall } from '../voice/mediaCall.js';
import type { CallStates } from './callStates.js';
import { AudioModeType, CallError, type CallParticipantChangedCallback, type CallSpeakingStatusChangedCallback, CallStatus, type CallStatusChangedCallback, type CallVoiceStateChangedCallback, type EndCallCallback, type UserAudioCapturedCallback, type UserAudioReceivedCallback, VADThresholdSettings, type VoiceParticipantChangedCallback, type VoiceStateHandle } from './callValues.js';
import type { VoiceOptions } from './clientOptions.js';
import type { ClientContext } from './context.js';
import { type LogCallback, Logger } from './logging.js';
export type { VoiceOptions } from './clientOptions.js';
/** One call's state and media (what a `Call` is a view of). */
declare class CallController {
    readonly lobbyId: string;
    status: CallStatus;
    selfMute: boolean;
    selfDeaf: boolean;
    audioMode: AudioModeType;
    vad: VADThresholdSettings;
    pttReleaseDelayMs: number;
    onStatus: CallStatusChangedCallback | undefined;
    onParticipant: CallParticipantChangedCallback | undefined;
    onSpeaking: CallSpeakingStatusChangedCallback | undefined;
    onVoiceState: CallVoiceStateChangedCallback | undefined;
    readonly media: MediaCall;
    joinTimer: ReturnType<typeof setTimeout> | undefined;
    ended: boolean;
    rejoins: number;
    /** The main gateway session was lost: join again when the next one is Ready. */
    awaitingSession: boolean;
    /** A 4014 waiting to learn whether the main session went too (see SESSION_LOSS_WINDOW_MS). */
    pendingClose: ReturnType<typeof setTimeout> | undefined;
    constructor(lobbyId: string, media: MediaCall);
}
/**
 * A lobby's voice call the user is in (`Call`). It stays usable until the call ends; after that its
 * getters report the last state and its setters do nothing.
 */
export declare class Call {
    #private;
    /** The call's statuses, as the C++ library's `Call::Status`. */
    static readonly Status: {
        readonly Disconnected: 0;
        readonly Joining: 1;
        readonly Connecting: 2;
        readonly SignalingConnected: 3;
        readonly Connected: 4;
        readonly Reconnecting: 5;
        readonly Disconnecting: 6;
    };
    /** Why a status changed, as the C++ library's `Call::Error`. */
    static readonly Error: {
        readonly None: 0;
        readonly SignalingConnectionFailed: 1;
        readonly SignalingUnexpectedClose: 2;
        readonly VoiceConnectionFailed: 3;
        readonly JoinTimeout: 4;
        readonly Forbidden: 5;
    };
    /** @internal */
    constructor(calls: Calls, controller: CallController);
    /** `Call.Status` value to its name (`Connected`). */
    static StatusToString(type: CallStatus): string;
    /** `Call.Error` value to its name (`Forbidden`). */
    static ErrorToString(type: CallError): string;
    /** The call's status; audio flows only while `Connected`. */
    GetStatus(): CallStatus;
    /**
     * Sets the status callback, replacing the previous one.
     * @param cb - `(status, error, errorDetail)` on each status change.
     */
    SetStatusChangedCallback(cb: CallStatusChangedCallback): void;
    /** The lobby's id (documented by the C++ library as the call's channel id). */
    GetChannelId(): string;
    /** The lobby's id (documented by the C++ library as the call's guild id). */
    GetGuildId(): string;
    /** The user ids in the call (the user included once joined). */
    GetParticipants(): string[];
    /**
     * Sets the participant callback, replacing the previous one.
     * @param cb - `(userId, added)` when someone joins or leaves the call after this user did.
     */
    SetParticipantChangedCallback(cb: CallParticipantChangedCallback): void;
    /** A participant's self mute and deafen, or null when they are not in the call. */
    GetVoiceStateHandle(userId: bigint | string): VoiceStateHandle | null;
    /**
     * Sets the voice state callback, replacing the previous one.
     * @param cb - `(userId)` when a participant's self mute or deafen changes.
     */
    SetOnVoiceStateChangedCallback(cb: CallVoiceStateChangedCallback): void;
    /**
     * Sets the speaking callback, replacing the previous one.
     * @param cb - `(userId, isPlayingSound)` when a participant (this user included) starts or stops sending voice.
     */
    SetSpeakingStatusChangedCallback(cb: CallSpeakingStatusChangedCallback): void;
    /**
     * Whether the call's audio is encrypted end to end now (DAVE: a group formed, keys in force); false
     * while it forms, for a transport-only call, and after it ended (not in the C++ library).
     */
    IsEndToEndEncrypted(): boolean;
    /**
     * The call's voice privacy code: 30 digits in groups of 5, the same for every member of the same MLS
     * epoch, shown so that users can compare it; '' when not encrypted end to end (not in the C++ library).
     */
    GetVoicePrivacyCode(): string;
    /**
     * The verification code (45 digits in groups of 5) of this user and `userId`, from both members' MLS
     * keys: equal on both sides unless someone is in the middle (not in the C++ library).
     * @throws (rejects) when the call is not encrypted end to end or `userId` is not in its group.
     */
    GetVerificationCode(userId: bigint | string): Promise<string>;
    /** Whether the microphone is muted in this call (`SetSelfMuteAll` overrides it). */
    GetSelfMute(): boolean;
    /** Mutes the microphone in this call: sending stops after the trailing silence frames; others see it. */
    SetSelfMute(mute: boolean): void;
    /** Whether this call is deafened (`SetSelfDeafAll` overrides it). */
    GetSelfDeaf(): boolean;
    /** Deafens this call: nothing is played and the received callback stops; others see it. */
    SetSelfDeaf(deaf: boolean): void;
    /** Whether a participant is muted for this user only. */
    GetLocalMute(userId: bigint | string): boolean;
    /** Mutes (or unmutes) a participant for this user only: nothing of theirs is played or handed over. */
    SetLocalMute(userId: bigint | string, mute: boolean): void;
    /** A participant's playout volume, 0..200 (100 = as sent). */
    GetParticipantVolume(userId: bigint | string): number;
    /** Sets a participant's playout volume, 0..200 (100 = as sent; 0 = silent). */
    SetParticipantVolume(userId: bigint | string, volume: number): void;
    /** Voice activity (`MODE_VAD`, the default) or push-to-talk (`MODE_PTT`). */
    GetAudioMode(): AudioModeType;
    /** Chooses voice activity (`MODE_VAD`) or push-to-talk (`MODE_PTT`); anything else throws. */
    SetAudioMode(audioMode: AudioModeType): void;
    /** Whether the push-to-talk key is down (the game owns the key binding). */
    GetPTTActive(): boolean;
    /** The push-to-talk key went down (true) or up (false); in `MODE_PTT` only a held key sends. */
    SetPTTActive(active: boolean): void;
    /** Ms the microphone stays open after the push-to-talk key is released. Default 0. */
    GetPTTReleaseDelay(): number;
    /** Sets how many ms the microphone stays open after the push-to-talk key is released (0..2^32-1). */
    SetPTTReleaseDelay(releaseDelayMs: number): void;
    /** The voice activity threshold: automatic, or fixed in dBFS. */
    GetVADThreshold(): VADThresholdSettings;
    /**
     * Sets the voice activity threshold.
     * @param automatic - follow the noise floor (the default); false uses `threshold`.
     * @param threshold - dBFS, -100..0 (default -60): frames at or above it count as voice.
     */
    SetVADThreshold(automatic: boolean, threshold: number): void;
    /** `Call(<lobby id>, <status>)`. */
    toString(): string;
}
/** The calls of one client. */
export declare class Calls {
    #private;
    readonly book: CallStates;
    readonly voiceLog: Logger;
    constructor(ctx: ClientContext, options?: VoiceOptions);
    start(lobbyId: bigint | string, received?: UserAudioReceivedCallback, captured?: UserAudioCapturedCallback): Call | null;
    end(lobbyId: bigint | string, callback?: EndCallCallback): Promise<void>;
    endAll(callback?: EndCallCallback): Promise<void>;
    get(lobbyId: bigint | string): Call | null;
    all(): Call[];
    get muteAll(): boolean;
    setMuteAll(mute: boolean): void;
    get deafAll(): boolean;
    setDeafAll(deaf: boolean): void;
    get inputVolume(): number;
    setInputVolume(volume: number): void;
    get outputVolume(): number;
    setOutputVolume(volume: number): void;
    setVoiceParticipantChangedCallback(cb: VoiceParticipantChangedCallback | undefined): void;
    addVoiceLogCallback(callback: LogCallback, minSeverity: LoggingSeverity): void;
    /**
     * Voice logs to `discord-webrtc_0` in `path` (a previous one becomes `discord-last-webrtc_0`).
     * @returns whether the file is open.
     */
    setVoiceLogDir(path: string, minSeverity: LoggingSeverity): boolean;
    /** Applies a call's mutes to its media and, when asked, tells the service (op 17). */
    applySettings(controller: CallController, send?: boolean): void;
}
/** The voice log's file name in `SetVoiceLogDir`'s directory. */
export declare const VOICE_LOG_FILE = "discord-webrtc_0";
