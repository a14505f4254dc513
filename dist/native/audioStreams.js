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
import { boundedAudio, } from './audio.js';
/** The format of every frame: 48 kHz, 20 ms (960 samples per channel), interleaved Int16. */
export const DEVICE_SAMPLE_RATE = 48_000;
export const DEVICE_FRAME_SAMPLES = 960;
/** Frames the playback keeps queued ahead of the device (60 ms): enough to ride out a late event loop turn. */
export const PLAYBACK_TARGET_FRAMES = 3;
/** Frames a remote user's queue holds before the oldest is dropped (a sender running fast). */
const USER_QUEUE_FRAMES = 8;
/** Remote users mixed at most (a call has a few dozen at most). */
const MAX_USERS = 64;
/** Frames drained per wake-up at most (the read buffer's size). */
const DRAIN_FRAMES = 8;
/** Opens a stream, bounded; a stream that opens after the bound passed is closed, not leaked. */
async function openBounded(options, direction, onSignal) {
    const open = {
        api: options.api ?? 'auto',
        direction,
        device: options.device ?? '',
        channels: options.channels ?? 2,
        sampleRate: DEVICE_SAMPLE_RATE,
        frameSamples: DEVICE_FRAME_SAMPLES,
        ...(options.priority === undefined ? {} : { priority: options.priority }),
        // Capture: 2 buffers are enough (the device thread drains them into a 500 ms ring at once);
        // playback: 4 (80 ms) ride out a late event loop turn on top of the frames queued here.
        deviceBuffers: options.deviceBuffers ?? (direction === 'capture' ? 2 : 4),
        ...(options.targetFrames === undefined ? {} : { lowWaterFrames: options.targetFrames }),
    };
    const pending = options.module.openStream(open, onSignal);
    try {
        return await boundedAudio(pending, `opening the ${direction} device`);
    }
    catch (error) {
        pending.then((late) => late.close()).catch(() => { });
        throw error;
    }
}
/** Shared by both ends: one stream at a time, opened and closed in order, errors told once. */
class DeviceEnd {
    options;
    stream;
    /** Bumped by each start and stop: a stream that opens for an older generation is closed at once. */
    #generation = 0;
    #opened = Promise.resolve();
    #closing = Promise.resolve();
    #told = false;
    constructor(options) {
        this.options = options;
    }
    /** The open stream's report (device name, backend, counters), or undefined while none is open. */
    info() {
        return this.stream?.info();
    }
    /** Settles when the latest start has opened the device (rejects with why it could not). */
    opened() {
        return this.#opened;
    }
    /** Settles when the device of the latest stop is closed. */
    closed() {
        return this.#closing;
    }
    open(direction) {
        const generation = ++this.#generation;
        const previous = this.#closing;
        this.#opened = previous
            .then(() => openBounded(this.options, direction, () => this.#onSignal(generation)))
            .then((stream) => {
            if (generation !== this.#generation) {
                this.#closing = this.#closing.then(() => stream.close()).catch(() => { });
                return;
            }
            this.stream = stream;
            this.#onSignal(generation);
        }, (error) => {
            if (generation === this.#generation)
                this.tell(error instanceof Error ? error.message : String(error));
            throw error;
        });
        // A failed open is told through onError; the Promise is for those who wait on it.
        this.#opened.catch(() => { });
    }
    shut() {
        this.#generation++;
        const stream = this.stream;
        this.stream = undefined;
        if (stream === undefined)
            return;
        // A stream that failed before its signal was handled is still told as failed. When the sound server
        // dies, the client's device poll (whose completion libuv can run before the stream's signal in the
        // same loop turn) reopens the input on the changed list first; without this the reason said once
        // would be that reopen's ("no default input device"), not the device's failure.
        const failure = stream.failed() ? this.#failure(stream) : undefined;
        this.#closing = this.#closing
            .then(() => boundedAudio(stream.close(), 'closing the device'))
            .catch(() => { });
        if (failure !== undefined)
            this.tell(failure);
    }
    #failure(stream) {
        const info = stream.info();
        return `the device "${info.device ?? ''}" failed: ${info.error ?? 'unknown error'}`;
    }
    tell(message) {
        if (this.#told)
            return;
        this.#told = true;
        this.options.onError?.(message);
    }
    #onSignal(generation) {
        const stream = this.stream;
        if (stream === undefined || generation !== this.#generation)
            return;
        stream.acknowledge();
        try {
            this.service(stream);
        }
        finally {
            // shut() tells the failure.
            if (stream.failed())
                this.shut();
        }
    }
}
/**
 * An input device as a call's capture. `start(onFrame)` opens the device (asynchronously) and calls
 * `onFrame` with each 20 ms frame, on the event loop; the frame is a view into a buffer reused for the
 * next frames, so a consumer that keeps it copies it (the call's capture path encodes it at once).
 */
export class DeviceCapture extends DeviceEnd {
    #frameValues;
    #buffer;
    #frames;
    #onFrame;
    constructor(options) {
        super(options);
        this.#frameValues = DEVICE_FRAME_SAMPLES * (options.channels ?? 2);
        this.#buffer = new Int16Array(this.#frameValues * DRAIN_FRAMES);
        this.#frames = Array.from({ length: DRAIN_FRAMES }, (_, i) => this.#buffer.subarray(i * this.#frameValues, (i + 1) * this.#frameValues));
    }
    /** Opens the device and delivers its frames to `onFrame` until `stop()`. */
    start(onFrame) {
        this.shut();
        this.#onFrame = onFrame;
        this.open('capture');
    }
    /** Stops delivering and closes the device; `start` may be called again. */
    stop() {
        this.#onFrame = undefined;
        this.shut();
    }
    service(stream) {
        for (;;) {
            const values = stream.read(this.#buffer);
            const count = values / this.#frameValues;
            for (let i = 0; i < count; i++) {
                const onFrame = this.#onFrame;
                if (onFrame === undefined || this.stream !== stream)
                    return;
                onFrame(this.#frames[i]);
            }
            if (values < this.#buffer.length)
                return;
        }
    }
}
/**
 * An output device as a call's playback: `play(userId, frame)` queues a user's frame, and the device
 * pulls a mix of every user's next frame each 20 ms (a user with nothing queued adds silence). Frames are
 * copied in, so the caller may reuse its buffer.
 */
export class DevicePlayback extends DeviceEnd {
    #frameValues;
    #users = new Map();
    #plays = 0;
    #sum;
    #mix;
    #started = false;
    constructor(options) {
        super(options);
        this.#frameValues = DEVICE_FRAME_SAMPLES * (options.channels ?? 2);
        this.#sum = new Int32Array(this.#frameValues);
        this.#mix = new Int16Array(this.#frameValues);
    }
    /** Queues one frame of `userId`'s audio (opening the device on the first frame). */
    play(userId, frame) {
        if (!this.#started) {
            this.#started = true;
            this.open('playback');
        }
        let queue = this.#users.get(userId);
        if (queue === undefined) {
            if (this.#users.size >= MAX_USERS)
                this.#evictQuietest();
            queue = {
                frames: new Int16Array(this.#frameValues * USER_QUEUE_FRAMES),
                head: 0,
                count: 0,
                lastPlayed: 0,
            };
            this.#users.set(userId, queue);
        }
        queue.lastPlayed = ++this.#plays;
        if (queue.count === USER_QUEUE_FRAMES) {
            queue.head = (queue.head + 1) % USER_QUEUE_FRAMES;
            queue.count--;
        }
        const slot = (queue.head + queue.count) % USER_QUEUE_FRAMES;
        const values = Math.min(frame.length, this.#frameValues);
        queue.frames.set(values === frame.length ? frame : frame.subarray(0, values), slot * this.#frameValues);
        if (values < this.#frameValues)
            queue.frames.fill(0, slot * this.#frameValues + values, (slot + 1) * this.#frameValues);
        queue.count++;
    }
    /** The remote users with a queue here (at most {@link MAX_USERS}). */
    users() {
        return this.#users.size;
    }
    /** Opens the device now (without waiting for the first frame): silence until frames come. */
    start() {
        if (this.#started)
            return;
        this.#started = true;
        this.open('playback');
    }
    /** Closes the device and forgets every queue. */
    close() {
        this.#started = false;
        this.#users.clear();
        this.shut();
    }
    service(stream) {
        const target = (this.options.targetFrames ?? PLAYBACK_TARGET_FRAMES) * this.#frameValues;
        let queued = stream.queued();
        while (queued < target) {
            this.#mixNext();
            const written = stream.write(this.#mix);
            if (written === 0)
                return;
            queued += written;
        }
    }
    /** Bounded: past {@link MAX_USERS} the user heard least recently gives way (a hostile server cannot grow it). */
    #evictQuietest() {
        let quietest;
        let oldest = Number.POSITIVE_INFINITY;
        for (const [userId, queue] of this.#users) {
            if (queue.lastPlayed < oldest) {
                oldest = queue.lastPlayed;
                quietest = userId;
            }
        }
        if (quietest !== undefined)
            this.#users.delete(quietest);
    }
    /** The next 20 ms: each user's oldest frame summed, clipped to Int16. */
    #mixNext() {
        const sum = this.#sum;
        sum.fill(0);
        for (const queue of this.#users.values()) {
            if (queue.count === 0)
                continue;
            const start = queue.head * this.#frameValues;
            const frames = queue.frames;
            for (let i = 0; i < sum.length; i++)
                sum[i] = sum[i] + frames[start + i];
            queue.head = (queue.head + 1) % USER_QUEUE_FRAMES;
            queue.count--;
        }
        const mix = this.#mix;
        for (let i = 0; i < mix.length; i++) {
            const value = sum[i];
            mix[i] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
        }
    }
}
