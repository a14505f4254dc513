import { type NativeAudioModule } from '../native/audio.js';
import { type AudioCapture, type AudioPlayback } from '../voice/audioIo.js';
import type { AudioDeviceOptions } from './clientOptions.js';
import type { ClientResult } from './clientResult.js';
import type { ClientContext } from './context.js';
export type { AudioDeviceOptions } from './clientOptions.js';
/** The id that stands for the system's default device (`Client.GetDefaultAudioDeviceId()`). */
export declare const DEFAULT_AUDIO_DEVICE_ID = "default";
/** An input or output device, as the C++ library's `AudioDevice`. */
export declare class AudioDevice {
    #private;
    constructor(id?: string, name?: string, isDefault?: boolean);
    /** The device's id: the name the OS backend gives it (or `default`). */
    Id(): string;
    /** Sets the id (for a device a game makes itself, as in the C++ library). */
    SetId(Id: string): void;
    /** The name to show. */
    Name(): string;
    /** Sets the name to show. */
    SetName(Name: string): void;
    /** True for the system's default device of its direction. */
    IsDefault(): boolean;
    /** Sets whether it is the system's default. */
    SetIsDefault(IsDefault: boolean): void;
    /** Same device: the ids are equal. */
    Equals(rhs: AudioDevice): boolean;
    /** Its fields as a plain object (for logs and `JSON.stringify`). */
    toJSON(): {
        id: string;
        name: string;
        isDefault: boolean;
    };
}
/** `(devices)`: the input or output devices. */
export type GetAudioDevicesCallback = (devices: AudioDevice[]) => void;
/** `(device)`: the device in use. */
export type GetCurrentAudioDeviceCallback = (device: AudioDevice) => void;
/** `(result)`: whether the device was switched. */
export type SetAudioDeviceCallback = (result: ClientResult) => void;
/** `(inputDevices, outputDevices)`: the lists after a device came, went, or the default changed. */
export type DeviceChangeCallback = (inputDevices: AudioDevice[], outputDevices: AudioDevice[]) => void;
/** `(inputDetected)`: the microphone's level crossed the no-audio-input threshold. */
export type NoAudioInputCallback = (inputDetected: boolean) => void;
/** The devices of one client: selection, listing, change polling, live call ends, processing settings. */
export declare class AudioDevices {
    #private;
    /** The processing settings as the game set them (what the C++ library would apply). */
    readonly processing: {
        echoCancellation: boolean;
        noiseSuppression: boolean;
        automaticGainControl: boolean;
        noiseCancellation: boolean;
        aecDump: boolean;
        opusHardwareEncode: boolean;
        opusHardwareDecode: boolean;
        engineManagedAudioSession: boolean;
    };
    constructor(ctx: ClientContext, options?: AudioDeviceOptions);
    /**
     * The voice options a client's calls get: with `audio.devices` on, a capture and a playback on the
     * selected devices wherever `voice` does not bring its own.
     */
    voiceOptions<T extends {
        capture?: (() => AudioCapture) | undefined;
        playback?: (() => AudioPlayback) | undefined;
    }>(voice: T | undefined): T | undefined;
    /** A capture on the selected input device (silence on a clock when there is none). */
    createCapture(): AudioCapture;
    /** A playback on the selected output device (discarding when there is none). */
    createPlayback(): AudioPlayback;
    getDevices(direction: 'input' | 'output', callback: GetAudioDevicesCallback | undefined): Promise<AudioDevice[]> | Promise<void>;
    getCurrent(direction: 'input' | 'output', callback: GetCurrentAudioDeviceCallback | undefined): Promise<AudioDevice> | Promise<void>;
    setDevice(direction: 'input' | 'output', deviceId: unknown, callback: SetAudioDeviceCallback | undefined): Promise<void>;
    setDeviceChangeCallback(callback: DeviceChangeCallback | undefined): void;
    setNoAudioInputThreshold(dBFSThreshold: unknown): void;
    setNoAudioInputCallback(callback: NoAudioInputCallback | undefined): void;
    setEchoCancellation(on: unknown): void;
    setNoiseSuppression(on: unknown): void;
    setAutomaticGainControl(on: unknown): void;
    setNoiseCancellation(on: unknown): void;
    setAecDump(on: unknown): void;
    setOpusHardwareCoding(encode: unknown, decode: unknown): void;
    setEngineManagedAudioSession(isEngineManaged: unknown): void;
    /** iOS's route picker: nothing to show on a desktop OS. */
    showAudioRoutePicker(): boolean;
    /** The deprecated mobile speakerphone switch: nothing to switch on a desktop OS. */
    setSpeakerMode(speakerMode: unknown): boolean;
    setThreadPriority(thread: unknown, priority: unknown): void;
    /** The audio module, or undefined (said once in the log, with why). */
    module(): NativeAudioModule | undefined;
    /** The device a new input or output opens: '' for the backend's default. */
    deviceName(direction: 'input' | 'output'): string;
    streamOptions(): {
        api?: string | undefined;
        priority?: number | undefined;
    };
    /** A device could not be used: calls go on without it. */
    deviceFailed(message: string): void;
    attach(end: DeviceInput | DeviceOutput, on: boolean): void;
    /** Watches one captured frame for the no-audio-input callback (no allocation). */
    observeInput(frame: Int16Array): void;
    sayOnce(key: string, line: string): void;
    /** Stops polling and closes every device (the client is going away). */
    close(): void;
}
/**
 * A call's capture on the selected input: the device's frames while it works, silence on a clock while
 * there is none (the PCM-only path). Switches device when the selection changes.
 */
declare class DeviceInput implements AudioCapture {
    #private;
    constructor(owner: AudioDevices);
    start(onFrame: (frame: Int16Array) => void): void;
    stop(): void;
    /** The selection changed: open the newly selected device. */
    reopen(): void;
    /** Devices came or went: retry after a failure, or follow the system default to its new device. */
    deviceListChanged(defaultDevice: string | undefined): void;
}
/** A call's playback on the selected output (frames are dropped while there is none). */
declare class DeviceOutput implements AudioPlayback {
    #private;
    constructor(owner: AudioDevices);
    play(userId: string, frame: Int16Array): void;
    close(): void;
    reopen(): void;
    deviceListChanged(defaultDevice: string | undefined): void;
}
