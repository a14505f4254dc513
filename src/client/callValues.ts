/**
 * The small voice classes and enums of the C++ library, with its names and numbers (VOICE.md §1.4,
 * §1.5): `Call.Status`, `Call.Error`, `AudioModeType`, `AudioSystem`, `VADThresholdSettings`,
 * `VoiceStateHandle` (a participant's self mute and deafen, as the lobby's voice states last said) and
 * the callback types of the calls.
 */
import { enumNamer } from '../model/enums.js';
import type { CapturedAudio, ReceivedAudio } from '../voice/mediaCall.js';

/** A call's status (`Call::Status`). */
export const CallStatus = {
  Disconnected: 0,
  Joining: 1,
  Connecting: 2,
  SignalingConnected: 3,
  Connected: 4,
  Reconnecting: 5,
  Disconnecting: 6,
} as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

/** Why a call's status changed (`Call::Error`). */
export const CallError = {
  None: 0,
  SignalingConnectionFailed: 1,
  SignalingUnexpectedClose: 2,
  VoiceConnectionFailed: 3,
  JoinTimeout: 4,
  Forbidden: 5,
} as const;
export type CallError = (typeof CallError)[keyof typeof CallError];

/** How the microphone opens (`AudioModeType`). */
export const AudioModeType = { MODE_UNINIT: 0, MODE_VAD: 1, MODE_PTT: 2 } as const;
export type AudioModeType = (typeof AudioModeType)[keyof typeof AudioModeType];

/** Which audio system a mobile client uses (`AudioSystem`); desktop and Node have one. */
export const AudioSystem = { Standard: 0, Game: 1 } as const;
export type AudioSystem = (typeof AudioSystem)[keyof typeof AudioSystem];

/** `Call::Status` value to name. */
export const callStatusName = enumNamer(CallStatus);
/** `Call::Error` value to name. */
export const callErrorName = enumNamer(CallError);

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
export class VADThresholdSettings {
  #threshold: number;
  #automatic: boolean;

  constructor(automatic = true, threshold = -60) {
    this.#automatic = automatic;
    this.#threshold = threshold;
  }
  /** The fixed threshold, dBFS (used when not automatic). */
  VadThreshold(): number {
    return this.#threshold;
  }
  /** Sets the fixed threshold, dBFS (this value object only: a call takes it through `Call.SetVADThreshold`). */
  SetVadThreshold(VadThreshold: number): void {
    this.#threshold = VadThreshold;
  }
  /** Whether the threshold follows the noise floor. */
  Automatic(): boolean {
    return this.#automatic;
  }
  /** Sets whether the threshold follows the noise floor (this value object only). */
  SetAutomatic(Automatic: boolean): void {
    this.#automatic = Automatic;
  }
  /** `VADThresholdSettings(automatic)` or `VADThresholdSettings(<n> dBFS)`. */
  toString(): string {
    return `VADThresholdSettings(${this.#automatic ? 'automatic' : `${this.#threshold} dBFS`})`;
  }
}

/** A participant's voice state as the lobby's voice states last said. */
export interface VoiceStateEntry {
  selfMute: boolean;
  selfDeaf: boolean;
}

/** A participant's self mute and deafen (`VoiceStateHandle`): a live view while they are in the call. */
export class VoiceStateHandle {
  readonly #read: () => VoiceStateEntry | undefined;
  #last: VoiceStateEntry;

  /** @internal */
  constructor(read: () => VoiceStateEntry | undefined) {
    this.#read = read;
    this.#last = { ...(read() ?? { selfMute: false, selfDeaf: false }) };
  }
  #now(): VoiceStateEntry {
    const entry = this.#read();
    if (entry !== undefined) this.#last = { ...entry };
    return this.#last;
  }
  /** Whether they muted their microphone. */
  SelfMute(): boolean {
    return this.#now().selfMute;
  }
  /** Whether they deafened themselves. */
  SelfDeaf(): boolean {
    return this.#now().selfDeaf;
  }
  /** `VoiceStateHandle`. */
  toString(): string {
    return 'VoiceStateHandle';
  }
}
