/**
 * A microphone and a speaker for a call, on the audio module's streams: {@link DeviceCapture} delivers
 * 20 ms frames of 48 kHz interleaved Int16 PCM from an input device, {@link DevicePlayback} mixes the
 * frames of each remote user into an output device. They have the shapes of the call's audio I/O
 * (src/voice/audioIo.ts: `start(onFrame)`/`stop()` and `play(userId, frame)`/`close()`), without
 * importing it (this layer imports nothing).
 *
 * Nothing here allocates per frame or blocks the event loop: the device thread writes into (or reads
 * from) the stream's ring; one signal wakes the event loop when a frame is ready (capture) or the ring
 * runs low (playback), and the handler copies into buffers made once. Playback is paced by the device
 * (the ring is topped up when it runs low), so the device's clock, not a timer, sets the rate: no drift,
 * and the latency stays at {@link PLAYBACK_TARGET_FRAMES} frames plus the device's own buffer.
 */
import { type NativeAudioModule, type NativeAudioStream, type NativeAudioStreamInfo } from './audio.js';
/** The format of every frame: 48 kHz, 20 ms (960 samples per channel), interleaved Int16. */
export declare const DEVICE_SAMPLE_RATE = 48000;
export declare const DEVICE_FRAME_SAMPLES = 960;
/** Frames the playback keeps queued ahead of the device (60 ms): enough to ride out a late event loop turn. */
export declare const PLAYBACK_TARGET_FRAMES = 3;
/** What both device ends take. */
export interface DeviceStreamOptions {
    /** The audio module to use. */
    module: NativeAudioModule;
    /** The device's name (`NativeAudioDevice.name`); empty or absent: the system's default device. */
    device?: string | undefined;
    /** Interleaved channels of a frame (default 2, as calls use). */
    channels?: 1 | 2 | undefined;
    /** The backend (`auto`, `pulse`, `alsa`, `wasapi`...). Default `auto`. */
    api?: string | undefined;
    /** Realtime priority asked for the device thread (`SetThreadPriority(Voice, ...)`), if any. */
    priority?: number | undefined;
    /** Frames the OS backend queues on its side (default: 2 for capture, 4 for playback); fewer lowers latency, risks gaps. */
    deviceBuffers?: number | undefined;
    /** Playback: frames kept queued ahead of the device (default {@link PLAYBACK_TARGET_FRAMES}). */
    targetFrames?: number | undefined;
    /** Told once when the device cannot be opened or fails while running; the stream then stays silent. */
    onError?: ((message: string) => void) | undefined;
}
/** Shared by both ends: one stream at a time, opened and closed in order, errors told once. */
declare abstract class DeviceEnd {
    #private;
    protected readonly options: DeviceStreamOptions;
    protected stream: NativeAudioStream | undefined;
    constructor(options: DeviceStreamOptions);
    /** The open stream's report (device name, backend, counters), or undefined while none is open. */
    info(): NativeAudioStreamInfo | undefined;
    /** Settles when the latest start has opened the device (rejects with why it could not). */
    opened(): Promise<void>;
    /** Settles when the device of the latest stop is closed. */
    closed(): Promise<void>;
    protected open(direction: 'capture' | 'playback'): void;
    protected shut(): void;
    protected tell(message: string): void;
    /** Moves frames between the stream and the call: drains (capture) or tops up (playback). */
    protected abstract service(stream: NativeAudioStream): void;
}
/**
 * An input device as a call's capture. `start(onFrame)` opens the device (asynchronously) and calls
 * `onFrame` with each 20 ms frame, on the event loop; the frame is a view into a buffer reused for the
 * next frames, so a consumer that keeps it copies it (the call's capture path encodes it at once).
 */
export declare class DeviceCapture extends DeviceEnd {
    #private;
    constructor(options: DeviceStreamOptions);
    /** Opens the device and delivers its frames to `onFrame` until `stop()`. */
    start(onFrame: (frame: Int16Array) => void): void;
    /** Stops delivering and closes the device; `start` may be called again. */
    stop(): void;
    protected service(stream: NativeAudioStream): void;
}
/**
 * An output device as a call's playback: `play(userId, frame)` queues a user's frame, and the device
 * pulls a mix of every user's next frame each 20 ms (a user with nothing queued adds silence). Frames are
 * copied in, so the caller may reuse its buffer.
 */
export declare class DevicePlayback extends DeviceEnd {
    #private;
    constructor(options: DeviceStreamOptions);
    /** Queues one frame of `userId`'s audio (opening the device on the first frame). */
    play(userId: string, frame: Int16Array): void;
    /** The remote users with a queue here (at most {@link MAX_USERS}). */
    users(): number;
    /** Opens the device now (without waiting for the first frame): silence until frames come. */
    start(): void;
    /** Closes the device and forgets every queue. */
    close(): void;
    protected service(stream: NativeAudioStream): void;
}
export {};
