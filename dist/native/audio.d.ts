import { type NativeSource } from './loader.js';
/** One device as the OS backend names it (the name is its identity). */
export interface NativeAudioDevice {
    readonly name: string;
    readonly inputChannels: number;
    readonly outputChannels: number;
    readonly defaultInput: boolean;
    readonly defaultOutput: boolean;
    readonly preferredSampleRate: number;
}
/** The devices of one backend (`pulse`, `alsa`, `wasapi`, `ds`, `core`). */
export interface NativeAudioDeviceList {
    readonly api: string;
    readonly devices: readonly NativeAudioDevice[];
}
/** What an open stream reports (`info()`). */
export interface NativeAudioStreamInfo {
    readonly closed: boolean;
    readonly device?: string;
    readonly api?: string;
    /** Channels the device is opened with (a mono microphone: 1, converted to the stream's 2). */
    readonly deviceChannels?: number;
    /** Samples per channel the device hands over per callback. */
    readonly bufferFrames?: number;
    /** Int16 values waiting in the ring, and its size. */
    readonly queued?: number;
    readonly capacity?: number;
    readonly callbacks?: number;
    readonly overruns?: number;
    readonly underruns?: number;
    /** True once the device failed while running (unplugged, the sound server gone); `error` says how. */
    readonly failed?: boolean;
    readonly error?: string;
}
/** An open device stream: capture fills its ring, playback drains it. */
export interface NativeAudioStream {
    /** Capture: copies whole frames out of the ring into `target`; returns the Int16 values copied. */
    read(target: Int16Array): number;
    /** Playback: copies `source` into the ring, as much as fits; returns the Int16 values copied. */
    write(source: Int16Array): number;
    /** Re-arms the signal: call before draining (capture) or filling (playback). */
    acknowledge(): void;
    /** Int16 values waiting in the ring (no allocation: safe per frame). */
    queued(): number;
    /** True once the device failed while running; `info().error` says how. */
    failed(): boolean;
    info(): NativeAudioStreamInfo;
    /** Stops and closes the device (on the worker pool). */
    close(): Promise<void>;
}
/** How to open a stream. */
export interface NativeAudioOpenOptions {
    api?: string;
    direction: 'capture' | 'playback';
    /** A device name from `listDevices`; empty or absent: the backend's default device. */
    device?: string;
    channels?: 1 | 2;
    sampleRate?: number;
    frameSamples?: number;
    ringFrames?: number;
    lowWaterFrames?: number;
    /** Frames the backend queues on its side (Pulse: its buffer length), 2..50; default 4. */
    deviceBuffers?: number;
    /** Ask for realtime scheduling of the device thread at this priority (where the OS grants it). */
    priority?: number;
}
/** The module's surface, as audio_addon.cc exports it. */
export interface NativeAudioModule {
    /** The backends compiled in, in the order `auto` tries them. */
    apis(): string[];
    listDevices(api?: string): Promise<NativeAudioDeviceList>;
    /** Opens and starts a stream; `onSignal` runs on the event loop when a frame is ready or the ring is low. */
    openStream(options: NativeAudioOpenOptions, onSignal: () => void): Promise<NativeAudioStream>;
    readonly abiVersion: number;
}
/** Whether the audio module is loaded, from where, and if not, why. */
export interface AudioModuleStatus {
    readonly loaded: boolean;
    readonly path?: string;
    /** Where the loaded (or tried) file came from, as for the main addon. */
    readonly source?: NativeSource;
    readonly error?: string;
}
/** How long one probe, open or close may take before it is reported as failed, ms. */
export declare const AUDIO_TIMEOUT_MS = 10000;
/**
 * The `.node` files the loader tries, in order: a build from source first (it exists only when someone
 * built it on purpose), then the prebuild shipped for this platform, as for the main addon.
 */
export declare function audioModuleCandidates(root?: string, target?: string): {
    readonly path: string;
    readonly source: NativeSource;
}[];
/**
 * Loads the audio module from `root` (no caching: see {@link audioModule}). `SOCIAL_SDK_AUDIO=off` opts
 * out; `SOCIAL_SDK_AUDIO_PATH` names a specific `.node` file.
 */
export declare function loadAudioModule(env?: NodeJS.ProcessEnv, root?: string): {
    readonly module: NativeAudioModule | undefined;
    readonly status: AudioModuleStatus;
};
/** The audio module of this package, loaded on first use and then kept (with its status). */
export declare function audioModule(): ReturnType<typeof loadAudioModule>;
/**
 * `promise`, or a rejection naming `what` once {@link AUDIO_TIMEOUT_MS} (or `ms`) pass first. The timer
 * is unref'd: a hung backend never keeps the process alive.
 */
export declare function boundedAudio<T>(promise: Promise<T>, what: string, ms?: number): Promise<T>;
