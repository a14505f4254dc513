/**
 * The small voice classes and enums of the C++ library, with its names and numbers (VOICE.md §1.4,
 * §1.5): `Call.Status`, `Call.Error`, `AudioModeType`, `AudioSystem`, `VADThresholdSettings`,
 * `VoiceStateHandle` (a participant's self mute and deafen, as the lobby's voice states last said) and
 * the callback types of the calls.
 */
import { enumNamer } from '../model/enums.js';
/** A call's status (`Call::Status`). */
export const CallStatus = {
    Disconnected: 0,
    Joining: 1,
    Connecting: 2,
    SignalingConnected: 3,
    Connected: 4,
    Reconnecting: 5,
    Disconnecting: 6,
};
/** Why a call's status changed (`Call::Error`). */
export const CallError = {
    None: 0,
    SignalingConnectionFailed: 1,
    SignalingUnexpectedClose: 2,
    VoiceConnectionFailed: 3,
    JoinTimeout: 4,
    Forbidden: 5,
};
/** How the microphone opens (`AudioModeType`). */
export const AudioModeType = { MODE_UNINIT: 0, MODE_VAD: 1, MODE_PTT: 2 };
/** Which audio system a mobile client uses (`AudioSystem`); desktop and Node have one. */
export const AudioSystem = { Standard: 0, Game: 1 };
/** `Call::Status` value to name. */
export const callStatusName = enumNamer(CallStatus);
/** `Call::Error` value to name. */
export const callErrorName = enumNamer(CallError);
/** Voice activity settings (`VADThresholdSettings`): automatic, or a fixed threshold in dBFS (-100..0). */
export class VADThresholdSettings {
    #threshold;
    #automatic;
    constructor(automatic = true, threshold = -60) {
        this.#automatic = automatic;
        this.#threshold = threshold;
    }
    /** The fixed threshold, dBFS (used when not automatic). */
    VadThreshold() {
        return this.#threshold;
    }
    /** Sets the fixed threshold, dBFS (this value object only: a call takes it through `Call.SetVADThreshold`). */
    SetVadThreshold(VadThreshold) {
        this.#threshold = VadThreshold;
    }
    /** Whether the threshold follows the noise floor. */
    Automatic() {
        return this.#automatic;
    }
    /** Sets whether the threshold follows the noise floor (this value object only). */
    SetAutomatic(Automatic) {
        this.#automatic = Automatic;
    }
    /** `VADThresholdSettings(automatic)` or `VADThresholdSettings(<n> dBFS)`. */
    toString() {
        return `VADThresholdSettings(${this.#automatic ? 'automatic' : `${this.#threshold} dBFS`})`;
    }
}
/** A participant's self mute and deafen (`VoiceStateHandle`): a live view while they are in the call. */
export class VoiceStateHandle {
    #read;
    #last;
    /** @internal */
    constructor(read) {
        this.#read = read;
        this.#last = { ...(read() ?? { selfMute: false, selfDeaf: false }) };
    }
    #now() {
        const entry = this.#read();
        if (entry !== undefined)
            this.#last = { ...entry };
        return this.#last;
    }
    /** Whether they muted their microphone. */
    SelfMute() {
        return this.#now().selfMute;
    }
    /** Whether they deafened themselves. */
    SelfDeaf() {
        return this.#now().selfDeaf;
    }
    /** `VoiceStateHandle`. */
    toString() {
        return 'VoiceStateHandle';
    }
}
