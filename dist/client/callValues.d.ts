import type { CapturedAudio, ReceivedAudio } from '../voice/mediaCall.js';
/** A call's status (`Call::Status`). */
export declare const CallStatus: {
    readonly Disconnected: 0;
    readonly Joining: 1;
    readonly Connecting: 2;
    readonly SignalingConnected: 3;
    readonly Connected: 4;
    readonly Reconnecting: 5;
    readonly Disconnecting: 6;
};
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];
/** Why a call's status changed (`Call::Error`). */
export declare const CallError: {
    readonly None: 0;
    readonly SignalingConnectionFailed: 1;
    readonly SignalingUnexpectedClose: 2;
    readonly VoiceConnectionFailed: 3;
    readonly JoinTimeout: 4;
    readonly Forbidden: 5;
};
export type CallError = (typeof CallError)[keyof typeof CallError];
/** How the microphone opens (`AudioModeType`). */
export declare const AudioModeType: {
    readonly MODE_UNINIT: 0;
    readonly MODE_VAD: 1;
    readonly MODE_PTT: 2;
};
export type AudioModeType = (typeof AudioModeType)[keyof typeof AudioModeType];
/** Which audio system a mobile client uses (`AudioSystem`); desktop and Node have one. */
export declare const AudioSystem: {
    readonly Standard: 0;
    readonly Game: 1;
};
export type AudioSystem = (typeof AudioSystem)[keyof typeof AudioSystem];
/** `Call::Status` value to name. */
export declare const callStatusName: (value: number) => string;
/** `Call::Error` value to name. */
export declare const callErrorName: (value: number) => string;
/** `OnStatusChanged`: `(status, error, errorDetail)`; `errorDetail` is the voice gateway's close code, or 0. */
export type CallStatusChangedCallback = (status: CallStatus, error: CallError, errorDetail: number) => void;
/** `OnParticipantChanged`: a user joined (`added`) or left the call. */
export type CallParticipantChangedCallback = (userId: string, added: boolean) => void;
/** `OnSpeakingStatusChanged`: a participant (ourselves included) started or stopped sending voice. */
export type CallSpeakingStatusChangedCallback = (userId: string, isPlayingSound: boolean) => void;
/** `OnVoiceStateChanged`: a participant's self mute or deafen changed. */
export type CallVoiceStateChangedCallback = (userId: string) => void;
/** `VoiceParticipantChangedCallback`: a lobby member joined or left the lobby's call, ours or not. */
export type VoiceParticipantChangedCallback = (lobbyId: string, memberId: string, added: boolean) => void;
/** `EndCallCallback` / `EndCallsCallback`: the call(s) ended. */
export type EndCallCallback = () => void;
/**
 * `UserAudioReceivedCallback`: 20 ms of `userId`'s decoded audio, interleaved Int16 (`samplesPerChannel
 * × channels` values); the game may change `data` in place; returning `true` mutes this buffer's
 * playback (the C++ out-parameter `outShouldMute`), for a game that plays it itself. Runs at once, on
 * the event loop, never through `RunCallbacks()`.
 */
export type UserAudioReceivedCallback = ReceivedAudio;
/**
 * `UserAudioCapturedCallback`: 20 ms of the local capture (silence without a device), interleaved Int16,
 * before it is encoded: writing into `data` changes what is sent. Runs at once, never through
 * `RunCallbacks()`.
 */
export type UserAudioCapturedCallback = CapturedAudio;
/** Voice activity settings (`VADThresholdSettings`): automatic, or a fixed threshold in dBFS (-100..0). */
export declare class VADThresholdSettings {
    #private;
    constructor(automatic?: boolean, threshold?: number);
    /** The fixed threshold, dBFS (used when not automatic). */
    VadThreshold(): number;
    /** Sets the fixed threshold, dBFS (this value object only: a call takes it through `Call.SetVADThreshold`). */
    SetVadThreshold(VadThreshold: number): void;
    /** Whether the threshold follows the noise floor. */
    Automatic(): boolean;
    /** Sets whether the threshold follows the noise floor (this value object only). */
    SetAutomatic(Automatic: boolean): void;
    /** `VADThresholdSettings(automatic)` or `VADThresholdSettings(<n> dBFS)`. */
    toString(): string;
}
/** A participant's voice state as the lobby's voice states last said. */
export interface VoiceStateEntry {
    selfMute: boolean;
    selfDeaf: boolean;
}
/** A participant's self mute and deafen (`VoiceStateHandle`): a live view while they are in the call. */
export declare class VoiceStateHandle {
    #private;
    /** @internal */
    constructor(read: () => VoiceStateEntry | undefined);
    /** Whether they muted their microphone. */
    SelfMute(): boolean;
    /** Whether they deafened themselves. */
    SelfDeaf(): boolean;
    /** `VoiceStateHandle`. */
    toString(): string;
}
