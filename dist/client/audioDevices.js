/**
 * The audio devices domain: the C++ library's device calls (VOICE.md §1.1) over the optional audio
 * module (src/native/audio.ts, RtAudio: PulseAudio/PipeWire or ALSA on Linux, WASAPI or DirectSound on
 * Windows, Core Audio on macOS), and the audio processing calls, which do what a desktop OS allows.
 *
 * Devices are named by the OS backend; an `AudioDevice`'s `Id` is that name, and
 * {@link DEFAULT_AUDIO_DEVICE_ID} (`GetDefaultAudioDeviceId()`) means "the system's default, following it
 * when it changes", the selection until the game picks one. With `ClientOptions.audio.devices` on, every
 * call captures from the selected input and plays to the selected output (a selection made during a call
 * switches the running call's device); without the audio module, or without a device, the call uses the
 * PCM-only path (silence captured on a clock, playback discarded; the PCM callbacks still carry audio)
 * and the client's log says so once. The OS sends no change notification through RtAudio, so device
 * changes are found by listing the devices on an unref'd timer while a change callback is set or a call
 * holds a device.
 *
 * What has nothing to do on a desktop OS (echo cancellation and noise suppression, which this port has
 * no WebRTC audio processing for; mobile audio sessions, routes and speakerphone; hardware Opus) keeps
 * the setting, says so once in the client's log, and is listed in docs/voice.md.
 */
import { ValidationError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { AUDIO_TIMEOUT_MS, audioModule, boundedAudio, } from '../native/audio.js';
import { DeviceCapture, DevicePlayback } from '../native/audioStreams.js';
import { SilenceCapture } from '../voice/audioIo.js';
import { ClientThread } from './general.js';
/** The id that stands for the system's default device (`Client.GetDefaultAudioDeviceId()`). */
export const DEFAULT_AUDIO_DEVICE_ID = 'default';
/** An input or output device, as the C++ library's `AudioDevice`. */
export class AudioDevice {
    #id;
    #name;
    #isDefault;
    constructor(id = '', name = '', isDefault = false) {
        this.#id = id;
        this.#name = name;
        this.#isDefault = isDefault;
    }
    /** The device's id: the name the OS backend gives it (or `default`). */
    Id() {
        return this.#id;
    }
    /** Sets the id (for a device a game makes itself, as in the C++ library). */
    SetId(Id) {
        this.#id = Id;
    }
    /** The name to show. */
    Name() {
        return this.#name;
    }
    /** Sets the name to show. */
    SetName(Name) {
        this.#name = Name;
    }
    /** True for the system's default device of its direction. */
    IsDefault() {
        return this.#isDefault;
    }
    /** Sets whether it is the system's default. */
    SetIsDefault(IsDefault) {
        this.#isDefault = IsDefault;
    }
    /** Same device: the ids are equal. */
    Equals(rhs) {
        return rhs instanceof AudioDevice && rhs.Id() === this.#id;
    }
    /** Its fields as a plain object (for logs and `JSON.stringify`). */
    toJSON() {
        return { id: this.#id, name: this.#name, isDefault: this.#isDefault };
    }
}
/** What echo cancellation and noise suppression do here. */
const NO_APM = "no WebRTC audio processing in this port: the setting is kept, and the OS's own processing applies where the user turned it on (PulseAudio/PipeWire echo-cancel, a Windows communications device's effects, macOS voice processing); headphones avoid echo";
/** Below the threshold this long, the microphone counts as silent: 50 frames, 1 s. */
const NO_INPUT_FRAMES = 50;
const DEFAULT_POLL_MS = 1_000;
function listing(devices) {
    const inputs = devices
        .filter((d) => d.inputChannels > 0)
        .map((d) => new AudioDevice(d.name, d.name, d.defaultInput));
    const outputs = devices
        .filter((d) => d.outputChannels > 0)
        .map((d) => new AudioDevice(d.name, d.name, d.defaultOutput));
    const key = JSON.stringify([inputs, outputs]);
    return { inputs, outputs, key };
}
/** The devices of one client: selection, listing, change polling, live call ends, processing settings. */
export class AudioDevices {
    #ctx;
    #options;
    #input = DEFAULT_AUDIO_DEVICE_ID;
    #output = DEFAULT_AUDIO_DEVICE_ID;
    #onChange;
    #poll;
    #polling = false;
    #lastKey;
    #inputs = new Set();
    #outputs = new Set();
    #noInputThreshold = -100;
    #onNoInput;
    #quietFrames = 0;
    #inputDetected;
    #voicePriority;
    #said = new Set();
    /** The processing settings as the game set them (what the C++ library would apply). */
    processing = {
        echoCancellation: true,
        noiseSuppression: true,
        automaticGainControl: true,
        noiseCancellation: false,
        aecDump: false,
        opusHardwareEncode: true,
        opusHardwareDecode: true,
        engineManagedAudioSession: false,
    };
    constructor(ctx, options = {}) {
        this.#ctx = ctx;
        this.#options = options;
        const poll = options.pollIntervalMs;
        if (poll !== undefined && !(Number.isInteger(poll) && poll >= 50))
            throw new RangeError(`audio.pollIntervalMs: expected an integer of at least 50 ms, got ${poll}`);
    }
    /**
     * The voice options a client's calls get: with `audio.devices` on, a capture and a playback on the
     * selected devices wherever `voice` does not bring its own.
     */
    voiceOptions(voice) {
        if (this.#options.devices !== true)
            return voice;
        return {
            ...(voice ?? {}),
            capture: voice?.capture ?? (() => this.createCapture()),
            playback: voice?.playback ?? (() => this.createPlayback()),
        };
    }
    /** A capture on the selected input device (silence on a clock when there is none). */
    createCapture() {
        return new DeviceInput(this);
    }
    /** A playback on the selected output device (discarding when there is none). */
    createPlayback() {
        return new DeviceOutput(this);
    }
    // The device calls ------------------------------------------------------------------------------------
    getDevices(direction, callback) {
        checkCallback(direction === 'input' ? 'GetInputDevices' : 'GetOutputDevices', callback);
        return this.#answer(this.#list().then((list) => list === undefined ? [] : direction === 'input' ? list.inputs : list.outputs), callback);
    }
    getCurrent(direction, callback) {
        checkCallback(direction === 'input' ? 'GetCurrentInputDevice' : 'GetCurrentOutputDevice', callback);
        const selected = direction === 'input' ? this.#input : this.#output;
        const current = this.#list().then((list) => {
            const devices = list === undefined ? [] : direction === 'input' ? list.inputs : list.outputs;
            const found = selected === DEFAULT_AUDIO_DEVICE_ID
                ? devices.find((device) => device.IsDefault())
                : devices.find((device) => device.Id() === selected);
            return (found ??
                new AudioDevice(selected, selected === DEFAULT_AUDIO_DEVICE_ID ? 'System default' : selected, selected === DEFAULT_AUDIO_DEVICE_ID));
        });
        return this.#answer(current, callback);
    }
    setDevice(direction, deviceId, callback) {
        const name = direction === 'input' ? 'SetInputDevice' : 'SetOutputDevice';
        if (typeof deviceId !== 'string')
            throw ValidationError.argument('deviceId', `${name}: deviceId must be a string, got ${typeof deviceId}`);
        checkCallback(name, callback);
        const id = deviceId === '' ? DEFAULT_AUDIO_DEVICE_ID : deviceId;
        return this.#ctx.settle(async () => {
            if (id !== DEFAULT_AUDIO_DEVICE_ID) {
                const list = await this.#list();
                if (list === undefined)
                    throw ValidationError.argument('deviceId', `${name}: no audio devices here (${this.#unavailable()})`);
                const devices = direction === 'input' ? list.inputs : list.outputs;
                if (!devices.some((device) => device.Id() === id))
                    throw ValidationError.argument('deviceId', `${name}: no ${direction} device with id ${JSON.stringify(id)} (there are: ${devices.map((d) => JSON.stringify(d.Id())).join(', ') || 'none'})`);
            }
            if (direction === 'input') {
                this.#input = id;
                for (const input of this.#inputs)
                    input.reopen();
            }
            else {
                this.#output = id;
                for (const output of this.#outputs)
                    output.reopen();
            }
        }, callback, () => [], []);
    }
    setDeviceChangeCallback(callback) {
        if (callback !== undefined && callback !== null && typeof callback !== 'function')
            throw ValidationError.argument('callback', 'SetDeviceChangeCallback: callback must be a function');
        this.#onChange = callback ?? undefined;
        this.#updatePolling();
    }
    setNoAudioInputThreshold(dBFSThreshold) {
        if (typeof dBFSThreshold !== 'number' || !(dBFSThreshold >= -100 && dBFSThreshold <= 100))
            throw ValidationError.argument('dBFSThreshold', `SetNoAudioInputThreshold: dBFSThreshold must be a number from -100 to 100, got ${String(dBFSThreshold)}`);
        this.#noInputThreshold = dBFSThreshold;
        this.#quietFrames = 0;
        this.#inputDetected = undefined;
    }
    setNoAudioInputCallback(callback) {
        if (callback !== undefined && callback !== null && typeof callback !== 'function')
            throw ValidationError.argument('callback', 'SetNoAudioInputCallback: callback must be a function');
        this.#onNoInput = callback ?? undefined;
    }
    // Processing ------------------------------------------------------------------------------------------
    /** Records a processing setting and says once what it does here. */
    #setting(call, param, value, apply, here) {
        if (typeof value !== 'boolean')
            throw ValidationError.argument(param, `${call}: ${param} must be a boolean, got ${typeof value}`);
        apply(value);
        this.sayOnce(call, `audio: ${call}: ${here}`);
    }
    setEchoCancellation(on) {
        this.#setting('SetEchoCancellation', 'on', on, (v) => {
            this.processing.echoCancellation = v;
        }, NO_APM);
    }
    setNoiseSuppression(on) {
        this.#setting('SetNoiseSuppression', 'on', on, (v) => {
            this.processing.noiseSuppression = v;
        }, NO_APM);
    }
    setAutomaticGainControl(on) {
        this.#setting('SetAutomaticGainControl', 'on', on, (v) => {
            this.processing.automaticGainControl = v;
        }, 'no automatic gain control in this port: SetInputVolume scales the microphone, and the OS mixer sets its gain');
    }
    setNoiseCancellation(on) {
        this.#setting('SetNoiseCancellation', 'on', on, (v) => {
            this.processing.noiseCancellation = v;
            // As in the C++ library: noise cancellation replaces noise suppression.
            if (v)
                this.processing.noiseSuppression = false;
        }, 'no Krisp noise cancellation in this port; the setting is kept (and, as in the C++ library, turning it on turns noise suppression off)');
    }
    setAecDump(on) {
        this.#setting('SetAecDump', 'on', on, (v) => {
            this.processing.aecDump = v;
        }, 'there is no echo canceller here, so no AEC dump is written to the log folder');
    }
    setOpusHardwareCoding(encode, decode) {
        if (typeof decode !== 'boolean')
            throw ValidationError.argument('decode', `SetOpusHardwareCoding: decode must be a boolean, got ${typeof decode}`);
        this.#setting('SetOpusHardwareCoding', 'encode', encode, (v) => {
            this.processing.opusHardwareEncode = v;
            this.processing.opusHardwareDecode = decode;
        }, 'desktop Opus runs in software (the Opus package): there is no hardware codec to use; the setting is kept');
    }
    setEngineManagedAudioSession(isEngineManaged) {
        this.#setting('SetEngineManagedAudioSession', 'isEngineManaged', isEngineManaged, (v) => {
            this.processing.engineManagedAudioSession = v;
        }, 'a mobile setting (iOS AVAudioSession, Android AudioManager): a desktop OS has no audio session to hand over');
    }
    /** iOS's route picker: nothing to show on a desktop OS. */
    showAudioRoutePicker() {
        this.sayOnce('ShowAudioRoutePicker', 'audio: ShowAudioRoutePicker: iOS only; a desktop OS has no route picker (returns false)');
        return false;
    }
    /** The deprecated mobile speakerphone switch: nothing to switch on a desktop OS. */
    setSpeakerMode(speakerMode) {
        if (typeof speakerMode !== 'boolean')
            throw ValidationError.argument('speakerMode', `SetSpeakerMode: speakerMode must be a boolean, got ${typeof speakerMode}`);
        this.sayOnce('SetSpeakerMode', 'audio: SetSpeakerMode: a deprecated mobile speakerphone switch; a desktop OS plays to the selected output (returns false)');
        return false;
    }
    setThreadPriority(thread, priority) {
        if (thread !== ClientThread.Client && thread !== ClientThread.Voice && thread !== ClientThread.Network)
            throw ValidationError.argument('thread', `SetThreadPriority: thread must be a Client.Thread value, got ${String(thread)}`);
        if (typeof priority !== 'number' || !Number.isInteger(priority))
            throw ValidationError.argument('priority', `SetThreadPriority: priority must be an integer, got ${String(priority)}`);
        if (thread !== ClientThread.Voice) {
            this.sayOnce(`SetThreadPriority.${thread}`, "audio: SetThreadPriority: the Client and Network work runs on the game's own event loop here: there is no thread of the SDK's to raise");
            return;
        }
        if (process.platform === 'linux') {
            this.sayOnce('SetThreadPriority.linux', 'audio: SetThreadPriority(Voice): on Linux the sound server (PulseAudio, PipeWire) runs the realtime audio threads; the device threads here only copy into a ring buffer, so nothing is raised');
            return;
        }
        this.#voicePriority = priority;
        this.sayOnce('SetThreadPriority.voice', `audio: SetThreadPriority(Voice, ${priority}): devices opened from now on ask the OS for realtime scheduling at this priority`);
    }
    // Shared with the call ends ---------------------------------------------------------------------------
    /** The audio module, or undefined (said once in the log, with why). */
    module() {
        const { module } = audioModule();
        if (module === undefined)
            this.#pcmOnly(this.#unavailable());
        return module;
    }
    /** The device a new input or output opens: '' for the backend's default. */
    deviceName(direction) {
        const id = direction === 'input' ? this.#input : this.#output;
        return id === DEFAULT_AUDIO_DEVICE_ID ? '' : id;
    }
    streamOptions() {
        return { api: this.#options.api, priority: this.#voicePriority };
    }
    /** A device could not be used: calls go on without it. */
    deviceFailed(message) {
        this.#pcmOnly(message);
    }
    attach(end, on) {
        const set = (end instanceof DeviceInput ? this.#inputs : this.#outputs);
        if (on)
            set.add(end);
        else
            set.delete(end);
        this.#updatePolling();
    }
    /** Watches one captured frame for the no-audio-input callback (no allocation). */
    observeInput(frame) {
        const callback = this.#onNoInput;
        if (callback === undefined || this.#noInputThreshold <= -100)
            return;
        let sum = 0;
        for (let i = 0; i < frame.length; i++) {
            const value = frame[i];
            sum += value * value;
        }
        const dbfs = sum === 0 ? -Infinity : 10 * Math.log10(sum / frame.length / (32768 * 32768));
        if (dbfs >= this.#noInputThreshold) {
            this.#quietFrames = 0;
            if (this.#inputDetected !== true) {
                this.#inputDetected = true;
                this.#ctx.events.run(() => callback(true));
            }
        }
        else if (++this.#quietFrames === NO_INPUT_FRAMES && this.#inputDetected !== false) {
            this.#inputDetected = false;
            this.#ctx.events.run(() => callback(false));
        }
    }
    sayOnce(key, line) {
        if (this.#said.has(key))
            return;
        this.#said.add(key);
        this.#ctx.log(line, LoggingSeverity.Info);
    }
    /** Stops polling and closes every device (the client is going away). */
    close() {
        this.#onChange = undefined;
        for (const input of [...this.#inputs])
            input.stop();
        for (const output of [...this.#outputs])
            output.close();
        this.#updatePolling();
    }
    // Internals -------------------------------------------------------------------------------------------
    #pcmOnly(reason) {
        this.sayOnce('pcm-only', `audio: no device audio (${reason}); calls use the PCM-only path: silence is captured and playback is discarded, and the PCM callbacks still carry the audio`);
    }
    #unavailable() {
        return audioModule().status.error ?? 'the audio module is not loaded';
    }
    /** The current device lists, or undefined without the audio module (said once). */
    async #list() {
        const module = this.module();
        if (module === undefined)
            return undefined;
        try {
            const list = await boundedAudio(module.listDevices(this.#options.api ?? 'auto'), 'listing the audio devices', AUDIO_TIMEOUT_MS);
            return listing(list.devices);
        }
        catch (error) {
            this.sayOnce('list-failed', `audio: listing the devices failed: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
        }
    }
    /** Resolves (or calls back) with `work`'s value through the client's callback delivery. */
    #answer(work, callback) {
        if (callback === undefined)
            return work;
        const delivered = work.then((value) => {
            this.#ctx.events.run(() => callback(value));
        });
        return delivered;
    }
    #updatePolling() {
        const wanted = this.#onChange !== undefined || this.#inputs.size > 0 || this.#outputs.size > 0;
        if (wanted && this.#poll === undefined && audioModule().module !== undefined) {
            this.#lastKey = undefined;
            this.#poll = setInterval(() => void this.#pollOnce(), this.#options.pollIntervalMs ?? DEFAULT_POLL_MS);
            this.#poll.unref();
            void this.#pollOnce();
        }
        else if (!wanted && this.#poll !== undefined) {
            clearInterval(this.#poll);
            this.#poll = undefined;
        }
    }
    async #pollOnce() {
        if (this.#polling)
            return;
        this.#polling = true;
        try {
            const list = await this.#list();
            if (list === undefined || list.key === this.#lastKey)
                return;
            const first = this.#lastKey === undefined;
            this.#lastKey = list.key;
            if (first)
                return;
            // Ends that follow the default, or lost their device, open again on what is there now.
            const defaultInput = list.inputs.find((device) => device.IsDefault())?.Id();
            const defaultOutput = list.outputs.find((device) => device.IsDefault())?.Id();
            for (const input of this.#inputs)
                input.deviceListChanged(defaultInput);
            for (const output of this.#outputs)
                output.deviceListChanged(defaultOutput);
            const callback = this.#onChange;
            if (callback !== undefined)
                this.#ctx.events.run(() => callback(list.inputs, list.outputs));
        }
        finally {
            this.#polling = false;
        }
    }
}
function checkCallback(name, callback) {
    if (callback !== undefined && typeof callback !== 'function')
        throw ValidationError.argument('callback', `${name}: callback must be a function`);
}
/**
 * A call's capture on the selected input: the device's frames while it works, silence on a clock while
 * there is none (the PCM-only path). Switches device when the selection changes.
 */
class DeviceInput {
    #owner;
    #onFrame;
    #device;
    #silence;
    constructor(owner) {
        this.#owner = owner;
    }
    start(onFrame) {
        this.stop();
        this.#onFrame = onFrame;
        this.#owner.attach(this, true);
        this.#open();
    }
    stop() {
        this.#onFrame = undefined;
        this.#device?.stop();
        this.#device = undefined;
        this.#silence?.stop();
        this.#silence = undefined;
        this.#owner.attach(this, false);
    }
    /** The selection changed: open the newly selected device. */
    reopen() {
        if (this.#onFrame === undefined)
            return;
        this.#device?.stop();
        this.#device = undefined;
        this.#open();
    }
    /** Devices came or went: retry after a failure, or follow the system default to its new device. */
    deviceListChanged(defaultDevice) {
        if (this.#onFrame === undefined)
            return;
        if (this.#silence !== undefined && this.#device === undefined) {
            this.reopen();
            return;
        }
        const open = this.#device?.info()?.device;
        if (this.#owner.deviceName('input') === '' && open !== undefined && open !== defaultDevice)
            this.reopen();
    }
    #open() {
        const module = this.#owner.module();
        if (module === undefined) {
            this.#fallBack();
            return;
        }
        const device = new DeviceCapture({
            module,
            device: this.#owner.deviceName('input'),
            ...this.#owner.streamOptions(),
            onError: (message) => {
                if (this.#device !== device)
                    return;
                this.#owner.deviceFailed(message);
                this.#device = undefined;
                device.stop();
                this.#fallBack();
            },
        });
        this.#device = device;
        device.start((frame) => this.#deliver(frame));
        device.opened().then(() => {
            if (this.#device !== device)
                return;
            this.#silence?.stop();
            this.#silence = undefined;
        }, () => { });
    }
    #fallBack() {
        if (this.#silence !== undefined || this.#onFrame === undefined)
            return;
        this.#silence = new SilenceCapture();
        this.#silence.start((frame) => this.#deliver(frame));
    }
    #deliver(frame) {
        const onFrame = this.#onFrame;
        if (onFrame === undefined)
            return;
        this.#owner.observeInput(frame);
        onFrame(frame);
    }
}
/** A call's playback on the selected output (frames are dropped while there is none). */
class DeviceOutput {
    #owner;
    #device;
    #failed = false;
    #open = false;
    constructor(owner) {
        this.#owner = owner;
    }
    play(userId, frame) {
        if (!this.#open) {
            this.#open = true;
            this.#owner.attach(this, true);
            this.#start();
        }
        this.#device?.play(userId, frame);
    }
    close() {
        this.#open = false;
        this.#device?.close();
        this.#device = undefined;
        this.#owner.attach(this, false);
    }
    reopen() {
        if (!this.#open)
            return;
        this.#device?.close();
        this.#device = undefined;
        this.#start();
    }
    deviceListChanged(defaultDevice) {
        if (!this.#open)
            return;
        if (this.#failed) {
            this.reopen();
            return;
        }
        const open = this.#device?.info()?.device;
        if (this.#owner.deviceName('output') === '' && open !== undefined && open !== defaultDevice)
            this.reopen();
    }
    #start() {
        this.#failed = false;
        const module = this.#owner.module();
        if (module === undefined) {
            this.#failed = true;
            return;
        }
        const device = new DevicePlayback({
            module,
            device: this.#owner.deviceName('output'),
            ...this.#owner.streamOptions(),
            onError: (message) => {
                if (this.#device !== device)
                    return;
                this.#owner.deviceFailed(message);
                this.#failed = true;
                this.#device = undefined;
                device.close();
            },
        });
        this.#device = device;
        device.start();
    }
}
