/**
 * The calls domain: lobby voice calls by the C++ library's names (VOICE.md §1). `StartCall(lobbyId)`
 * names the lobby in Update Lobby Voice States (main gateway op 17, §3.4, with every other call this
 * session is in), waits for LOBBY_VOICE_SERVER_UPDATE and hands its endpoint and token to the media path
 * (src/voice/mediaCall.ts), which connects to the voice gateway and the UDP relay. The status follows
 * `Call::Status`: Joining (op 17 sent), Connecting (the voice gateway opening), SignalingConnected
 * (Identify answered), Connected (session described: audio flows), Reconnecting (a dropped socket
 * resuming, a moved server, or a rejoin after the server forgot the session), Disconnecting and
 * Disconnected (`EndCall`, leaving the lobby, or an error: `Forbidden` for a lobby the user is not in,
 * `JoinTimeout` when no voice server comes, `SignalingConnectionFailed` / `VoiceConnectionFailed` when
 * the voice gateway or UDP handshake fails, `SignalingUnexpectedClose` when the server ends the session
 * (kicked 4014, call terminated 4022); `errorDetail` is the close code).
 *
 * The status, participant, speaking and voice-state callbacks run through the client's callback
 * delivery (pumped by `RunCallbacks()` in pumped mode); the PCM callbacks run at once, on the event loop
 * that has the audio. Voice logs go to their own logger (`AddVoiceLogCallback`, `SetVoiceLogDir`).
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { snowflakeArgument } from '../api/call.js';
import { ValidationError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { VoiceEncryptionMode } from '../model/voice.js';
import { MediaCall } from '../voice/mediaCall.js';
import { VoiceNetworkingCode } from '../voice/networkingCode.js';
import { AudioModeType, CallError, CallStatus, callErrorName, callStatusName, VADThresholdSettings, } from './callValues.js';
import { ClientStatus } from './clientStatus.js';
import { slotCallback } from './events.js';
import { Logger } from './logging.js';
const DEFAULT_JOIN_TIMEOUT_MS = 15_000;
/** Close codes after which the server forgot the voice session: the call joins again (a new grant). */
const REJOIN_CODES = new Set([4006, 4009, 4011, 4004]);
/** Close codes that end the call: kicked or disconnected (4014), the call terminated (4022), rate limited (4021), end-to-end encryption required or refused to be downgraded (4017). */
const ENDING_CODES = new Set([4014, 4022, 4021, 4017]);
/** Close 4014: disconnected (kicked, the voice state cleared, or the main session ended). */
const DISCONNECTED = 4014;
/**
 * How long a 4014 waits for the main gateway's session to go too before it counts as a kick: the service
 * closes both when a session ends, in either order.
 */
const SESSION_LOSS_WINDOW_MS = 1000;
/** One call's state and media (what a `Call` is a view of). */
class CallController {
    lobbyId;
    status = CallStatus.Joining;
    selfMute = false;
    selfDeaf = false;
    audioMode = AudioModeType.MODE_VAD;
    vad = new VADThresholdSettings(true, -60);
    pttReleaseDelayMs = 0;
    onStatus;
    onParticipant;
    onSpeaking;
    onVoiceState;
    media;
    joinTimer;
    ended = false;
    rejoins = 0;
    /** The main gateway session was lost: join again when the next one is Ready. */
    awaitingSession = false;
    /** A 4014 waiting to learn whether the main session went too (see SESSION_LOSS_WINDOW_MS). */
    pendingClose;
    constructor(lobbyId, media) {
        this.lobbyId = lobbyId;
        this.media = media;
    }
}
/**
 * A lobby's voice call the user is in (`Call`). It stays usable until the call ends; after that its
 * getters report the last state and its setters do nothing.
 */
export class Call {
    /** The call's statuses, as the C++ library's `Call::Status`. */
    static Status = CallStatus;
    /** Why a status changed, as the C++ library's `Call::Error`. */
    static Error = CallError;
    #calls;
    #c;
    /** @internal */
    constructor(calls, controller) {
        this.#calls = calls;
        this.#c = controller;
    }
    /** `Call.Status` value to its name (`Connected`). */
    static StatusToString(type) {
        return callStatusName(type);
    }
    /** `Call.Error` value to its name (`Forbidden`). */
    static ErrorToString(type) {
        return callErrorName(type);
    }
    /** The call's status; audio flows only while `Connected`. */
    GetStatus() {
        return this.#c.status;
    }
    /**
     * Sets the status callback, replacing the previous one.
     * @param cb - `(status, error, errorDetail)` on each status change.
     */
    SetStatusChangedCallback(cb) {
        this.#c.onStatus = slotCallback(cb);
    }
    /** The lobby's id (documented by the C++ library as the call's channel id). */
    GetChannelId() {
        return this.#c.lobbyId;
    }
    /** The lobby's id (documented by the C++ library as the call's guild id). */
    GetGuildId() {
        return this.#c.lobbyId;
    }
    /** The user ids in the call (the user included once joined). */
    GetParticipants() {
        return [...(this.#calls.book.of(this.#c.lobbyId)?.keys() ?? [])];
    }
    /**
     * Sets the participant callback, replacing the previous one.
     * @param cb - `(userId, added)` when someone joins or leaves the call after this user did.
     */
    SetParticipantChangedCallback(cb) {
        this.#c.onParticipant = slotCallback(cb);
    }
    /** A participant's self mute and deafen, or null when they are not in the call. */
    GetVoiceStateHandle(userId) {
        return this.#calls.book.handle(this.#c.lobbyId, snowflakeArgument(userId, 'userId'));
    }
    /**
     * Sets the voice state callback, replacing the previous one.
     * @param cb - `(userId)` when a participant's self mute or deafen changes.
     */
    SetOnVoiceStateChangedCallback(cb) {
        this.#c.onVoiceState = slotCallback(cb);
    }
    /**
     * Sets the speaking callback, replacing the previous one.
     * @param cb - `(userId, isPlayingSound)` when a participant (this user included) starts or stops sending voice.
     */
    SetSpeakingStatusChangedCallback(cb) {
        this.#c.onSpeaking = slotCallback(cb);
    }
    /**
     * Whether the call's audio is encrypted end to end now (DAVE: a group formed, keys in force); false
     * while it forms, for a transport-only call, and after it ended (not in the C++ library).
     */
    IsEndToEndEncrypted() {
        return !this.#c.ended && this.#c.media.e2ee?.active === true;
    }
    /**
     * The call's voice privacy code: 30 digits in groups of 5, the same for every member of the same MLS
     * epoch, shown so that users can compare it; '' when not encrypted end to end (not in the C++ library).
     */
    GetVoicePrivacyCode() {
        return this.#c.ended ? '' : (this.#c.media.e2ee?.privacyCode ?? '');
    }
    /**
     * The verification code (45 digits in groups of 5) of this user and `userId`, from both members' MLS
     * keys: equal on both sides unless someone is in the middle (not in the C++ library).
     * @throws (rejects) when the call is not encrypted end to end or `userId` is not in its group.
     */
    GetVerificationCode(userId) {
        const id = snowflakeArgument(userId, 'userId');
        const e2ee = this.#c.ended ? undefined : this.#c.media.e2ee;
        if (e2ee === undefined)
            return Promise.reject(new Error('GetVerificationCode: the call is not encrypted end to end'));
        return e2ee.verificationCode(id);
    }
    /** Whether the microphone is muted in this call (`SetSelfMuteAll` overrides it). */
    GetSelfMute() {
        return this.#c.selfMute;
    }
    /** Mutes the microphone in this call: sending stops after the trailing silence frames; others see it. */
    SetSelfMute(mute) {
        this.#c.selfMute = bool('SetSelfMute', 'mute', mute);
        this.#calls.applySettings(this.#c);
    }
    /** Whether this call is deafened (`SetSelfDeafAll` overrides it). */
    GetSelfDeaf() {
        return this.#c.selfDeaf;
    }
    /** Deafens this call: nothing is played and the received callback stops; others see it. */
    SetSelfDeaf(deaf) {
        this.#c.selfDeaf = bool('SetSelfDeaf', 'deaf', deaf);
        this.#calls.applySettings(this.#c);
    }
    /** Whether a participant is muted for this user only. */
    GetLocalMute(userId) {
        return this.#c.media.localMutes.has(snowflakeArgument(userId, 'userId'));
    }
    /** Mutes (or unmutes) a participant for this user only: nothing of theirs is played or handed over. */
    SetLocalMute(userId, mute) {
        const id = snowflakeArgument(userId, 'userId');
        if (bool('SetLocalMute', 'mute', mute))
            this.#c.media.localMutes.add(id);
        else
            this.#c.media.localMutes.delete(id);
    }
    /** A participant's playout volume, 0..200 (100 = as sent). */
    GetParticipantVolume(userId) {
        return this.#c.media.volumes.get(snowflakeArgument(userId, 'userId')) ?? 100;
    }
    /** Sets a participant's playout volume, 0..200 (100 = as sent; 0 = silent). */
    SetParticipantVolume(userId, volume) {
        this.#c.media.volumes.set(snowflakeArgument(userId, 'userId'), range('SetParticipantVolume', 'volume', volume, 0, 200));
    }
    /** Voice activity (`MODE_VAD`, the default) or push-to-talk (`MODE_PTT`). */
    GetAudioMode() {
        return this.#c.audioMode;
    }
    /** Chooses voice activity (`MODE_VAD`) or push-to-talk (`MODE_PTT`); anything else throws. */
    SetAudioMode(audioMode) {
        if (audioMode !== AudioModeType.MODE_VAD && audioMode !== AudioModeType.MODE_PTT)
            throw ValidationError.argument('audioMode', `SetAudioMode: audioMode must be AudioModeType.MODE_VAD (1) or MODE_PTT (2), got ${String(audioMode)}`);
        this.#c.audioMode = audioMode;
        this.#c.media.mode = audioMode === AudioModeType.MODE_PTT ? 'ptt' : 'vad';
    }
    /** Whether the push-to-talk key is down (the game owns the key binding). */
    GetPTTActive() {
        return this.#c.media.pttActive;
    }
    /** The push-to-talk key went down (true) or up (false); in `MODE_PTT` only a held key sends. */
    SetPTTActive(active) {
        this.#c.media.pttActive = bool('SetPTTActive', 'active', active);
    }
    /** Ms the microphone stays open after the push-to-talk key is released. Default 0. */
    GetPTTReleaseDelay() {
        return this.#c.media.pttReleaseDelayMs;
    }
    /** Sets how many ms the microphone stays open after the push-to-talk key is released (0..2^32-1). */
    SetPTTReleaseDelay(releaseDelayMs) {
        const ms = range('SetPTTReleaseDelay', 'releaseDelayMs', releaseDelayMs, 0, 0xffff_ffff);
        this.#c.media.pttReleaseDelayMs = Math.floor(ms);
    }
    /** The voice activity threshold: automatic, or fixed in dBFS. */
    GetVADThreshold() {
        return new VADThresholdSettings(this.#c.vad.Automatic(), this.#c.vad.VadThreshold());
    }
    /**
     * Sets the voice activity threshold.
     * @param automatic - follow the noise floor (the default); false uses `threshold`.
     * @param threshold - dBFS, -100..0 (default -60): frames at or above it count as voice.
     */
    SetVADThreshold(automatic, threshold) {
        const auto = bool('SetVADThreshold', 'automatic', automatic);
        const db = range('SetVADThreshold', 'threshold', threshold, -100, 0);
        this.#c.vad = new VADThresholdSettings(auto, db);
        this.#c.media.vad.automatic = auto;
        this.#c.media.vad.thresholdDb = db;
    }
    /** `Call(<lobby id>, <status>)`. */
    toString() {
        return `Call(${this.#c.lobbyId}, ${callStatusName(this.#c.status)})`;
    }
}
function bool(call, name, value) {
    if (typeof value !== 'boolean')
        throw ValidationError.argument(name, `${call}: ${name} must be a boolean, got ${String(value)}`);
    return value;
}
function range(call, name, value, min, max) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
        throw ValidationError.argument(name, `${call}: ${name} must be a number from ${min} to ${max}, got ${String(value)}`);
    return value;
}
/** The calls of one client. */
export class Calls {
    #ctx;
    #options;
    #calls = new Map();
    book;
    voiceLog;
    #muteAll = false;
    #deafAll = false;
    #inputVolume = 100;
    #outputVolume = 100;
    #onVoiceParticipant;
    #sessionId;
    /** The main gateway's last status. */
    #gateway = ClientStatus.Disconnected;
    constructor(ctx, options = {}) {
        this.#ctx = ctx;
        this.#options = checkVoiceOptions(options);
        this.book = ctx.cache.calls;
        this.voiceLog = new Logger({ fileName: VOICE_LOG_FILE, dirCall: 'SetVoiceLogDir' });
        ctx.realtime.onDispatch((t, d) => this.#dispatched(t, d));
        ctx.realtime.onStatus((status) => this.#gatewayStatus(status));
    }
    // --- Client calls ---
    start(lobbyId, received, captured) {
        const id = snowflakeArgument(lobbyId, 'lobbyId');
        if (received !== undefined && typeof received !== 'function')
            throw ValidationError.argument('receivedCb', 'StartCallWithAudioCallbacks: receivedCb must be a function');
        if (captured !== undefined && typeof captured !== 'function')
            throw ValidationError.argument('capturedCb', 'StartCallWithAudioCallbacks: capturedCb must be a function');
        const user = this.#ctx.realtime.readyUser;
        if (user === undefined) {
            this.#log(`voice: StartCall(${id}): the client is not ready: call Connect() and wait for Ready`, LoggingSeverity.Warning);
            return null;
        }
        if (this.#calls.has(id)) {
            this.#log(`voice: StartCall(${id}): already in this lobby's call`, LoggingSeverity.Info);
            return null;
        }
        const log = this.voiceLog.write;
        const media = new MediaCall({
            received,
            captured,
            capture: this.#options.capture?.(),
            playback: this.#options.playback?.(),
            ca: this.#options.ca,
            handshakeTimeoutMs: this.#options.handshakeTimeoutMs,
            opus: this.#options.opus,
            modes: this.#options.modes,
            dave: this.#options.dave,
            log,
        }, {
            onNetworking: (state, moved) => this.#networking(controller, state, moved),
            onSpeaking: (userId, speaking) => this.#speaking(controller, userId, speaking),
            onTransmitting: (on) => this.#speaking(controller, user.id, on),
        });
        const controller = new CallController(id, media);
        this.#calls.set(id, controller);
        this.applySettings(controller, false);
        media.inputVolume = this.#inputVolume;
        media.outputVolume = this.#outputVolume;
        log(`voice: call ${id}: joining`, LoggingSeverity.Info);
        // The game sets its callbacks after StartCall returns: Joining (and what follows) reaches them.
        queueMicrotask(() => {
            if (controller.ended)
                return;
            this.#report(controller, CallStatus.Joining, CallError.None, 0);
            if (!this.#ctx.cache.lobbies.has(id)) {
                log(`voice: call ${id}: refused: the user is not a member of the lobby`, LoggingSeverity.Warning);
                this.#end(controller, CallError.Forbidden, 0);
                return;
            }
            this.#join(controller);
        });
        return new Call(this, controller);
    }
    end(lobbyId, callback) {
        const id = snowflakeArgument(lobbyId, 'lobbyId');
        const cb = slotCallback(callback);
        const controller = this.#calls.get(id);
        if (controller !== undefined)
            this.#end(controller, CallError.None, 0, true);
        return this.#done(cb);
    }
    endAll(callback) {
        const cb = slotCallback(callback);
        for (const controller of [...this.#calls.values()])
            this.#end(controller, CallError.None, 0, true);
        return this.#done(cb);
    }
    #done(cb) {
        // The Promise settles now in both callback modes; the callback runs through the delivery (pumped:
        // at RunCallbacks()).
        if (cb !== undefined)
            this.#ctx.events.run(() => cb());
        return Promise.resolve();
    }
    get(lobbyId) {
        const controller = this.#calls.get(snowflakeArgument(lobbyId, 'lobbyId'));
        return controller === undefined ? null : new Call(this, controller);
    }
    all() {
        return [...this.#calls.values()].map((controller) => new Call(this, controller));
    }
    get muteAll() {
        return this.#muteAll;
    }
    setMuteAll(mute) {
        this.#muteAll = bool('SetSelfMuteAll', 'mute', mute);
        this.#resendStates();
    }
    get deafAll() {
        return this.#deafAll;
    }
    setDeafAll(deaf) {
        this.#deafAll = bool('SetSelfDeafAll', 'deaf', deaf);
        this.#resendStates();
    }
    get inputVolume() {
        return this.#inputVolume;
    }
    setInputVolume(volume) {
        this.#inputVolume = range('SetInputVolume', 'inputVolume', volume, 0, 100);
        for (const c of this.#calls.values())
            c.media.inputVolume = this.#inputVolume;
    }
    get outputVolume() {
        return this.#outputVolume;
    }
    setOutputVolume(volume) {
        this.#outputVolume = range('SetOutputVolume', 'outputVolume', volume, 0, 200);
        for (const c of this.#calls.values())
            c.media.outputVolume = this.#outputVolume;
    }
    setVoiceParticipantChangedCallback(cb) {
        this.#onVoiceParticipant = slotCallback(cb);
    }
    addVoiceLogCallback(callback, minSeverity) {
        this.voiceLog.addCallback(callback, minSeverity);
    }
    /**
     * Voice logs to `discord-webrtc_0` in `path` (a previous one becomes `discord-last-webrtc_0`).
     * @returns whether the file is open.
     */
    setVoiceLogDir(path, minSeverity) {
        if (typeof path === 'string' && minSeverity !== LoggingSeverity.None) {
            const current = join(path === '' ? '.' : path, VOICE_LOG_FILE);
            try {
                if (existsSync(current))
                    renameSync(current, join(path === '' ? '.' : path, 'discord-last-webrtc_0'));
            }
            catch {
                // the new file is opened (and emptied) anyway
            }
        }
        return this.voiceLog.setLogDir(path, minSeverity);
    }
    // --- internals ---
    /** Applies a call's mutes to its media and, when asked, tells the service (op 17). */
    applySettings(controller, send = true) {
        controller.media.selfMute = controller.selfMute || this.#muteAll;
        controller.media.selfDeaf = controller.selfDeaf || this.#deafAll;
        if (send)
            this.#sendStates();
    }
    #resendStates() {
        for (const c of this.#calls.values())
            this.applySettings(c, false);
        this.#sendStates();
    }
    /** Op 17 with every call this session is in (a lobby left out is left). */
    #sendStates() {
        const items = [...this.#calls.values()]
            .filter((c) => !c.ended && c.status !== CallStatus.Disconnecting)
            .map((c) => ({
            lobby_id: c.lobbyId,
            self_mute: c.media.selfMute,
            self_deaf: c.media.selfDeaf,
            self_video: false,
        }));
        if (!this.#ctx.realtime.sendLobbyVoiceStates(items))
            this.#log('voice: the lobby voice states could not be sent: the client is not ready', LoggingSeverity.Verbose);
    }
    #join(controller) {
        clearTimeout(controller.joinTimer);
        const timeout = this.#options.joinTimeoutMs ?? DEFAULT_JOIN_TIMEOUT_MS;
        controller.joinTimer = setTimeout(() => {
            if (controller.ended ||
                (controller.media.networking !== undefined &&
                    controller.status !== CallStatus.Joining &&
                    controller.status !== CallStatus.Reconnecting))
                return;
            this.#log(`voice: call ${controller.lobbyId}: no voice server within ${timeout} ms`, LoggingSeverity.Warning);
            this.#end(controller, CallError.JoinTimeout, 0);
        }, timeout);
        controller.joinTimer.unref?.();
        this.#sendStates();
    }
    #dispatched(t, d) {
        if (t === 'READY')
            this.#sessionStarted(d.session_id);
        const changes = this.book.apply(t, d);
        for (const change of changes)
            this.#stateChanged(change);
        const data = (typeof d === 'object' && d !== null ? d : {});
        if (t === 'LOBBY_VOICE_SERVER_UPDATE' && typeof data.lobby_id === 'string') {
            const controller = this.#calls.get(data.lobby_id);
            if (controller === undefined || controller.ended)
                return;
            const { token, endpoint } = data;
            if (typeof token !== 'string' || token === '')
                return;
            if (endpoint === null || endpoint === undefined) {
                this.#log(`voice: call ${controller.lobbyId}: the voice server is gone; waiting for another`, LoggingSeverity.Warning);
                if (controller.status === CallStatus.Connected)
                    this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
                return;
            }
            if (typeof endpoint !== 'string' || !/^[A-Za-z0-9.\-[\]:]{1,300}$/.test(endpoint)) {
                this.#log(`voice: call ${controller.lobbyId}: LOBBY_VOICE_SERVER_UPDATE with a malformed endpoint: ignored`, LoggingSeverity.Warning);
                return;
            }
            const user = this.#ctx.realtime.readyUser;
            const sessionId = this.#ctx.realtime.sessionId;
            if (user === undefined || sessionId === undefined)
                return;
            clearTimeout(controller.joinTimer);
            this.#log(`voice: call ${controller.lobbyId}: voice server ${endpoint}`, LoggingSeverity.Info);
            controller.media.connect({ endpoint, serverId: controller.lobbyId, userId: user.id, sessionId, token });
        }
        else if (t === 'LOBBY_DELETE' && typeof data.id === 'string') {
            // The user left the lobby (or it went): its call ends.
            const controller = this.#calls.get(data.id);
            if (controller !== undefined)
                this.#end(controller, CallError.None, 0);
        }
        else if (t === 'LOBBY_MEMBER_REMOVE' && typeof data.lobby_id === 'string') {
            const member = data.member;
            const controller = this.#calls.get(data.lobby_id);
            if (controller !== undefined && member?.id === this.#ctx.realtime.readyUser?.id)
                this.#end(controller, CallError.None, 0);
        }
    }
    /** A new gateway session (not a resume): the service forgot the old one's calls; join them again. */
    #sessionStarted(sessionId) {
        const previous = this.#sessionId;
        this.#sessionId = typeof sessionId === 'string' ? sessionId : undefined;
        if (previous === undefined || previous === this.#sessionId)
            return;
        // The service forgot the old session's calls: each joins again once the new session is Ready.
        for (const controller of this.#calls.values()) {
            if (controller.ended)
                continue;
            controller.awaitingSession = true;
            this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
        }
    }
    /** The main gateway's status changed (told at once, READY already applied). */
    #gatewayStatus(status) {
        const before = this.#gateway;
        this.#gateway = status;
        if (status === ClientStatus.Disconnected) {
            // No session any more (Disconnect, or the retries ran out): the calls are over.
            const asked = before === ClientStatus.Disconnecting;
            for (const controller of [...this.#calls.values()])
                this.#end(controller, asked ? CallError.None : CallError.SignalingUnexpectedClose, 0);
            return;
        }
        if (status === ClientStatus.Ready) {
            for (const controller of this.#calls.values())
                if (!controller.ended && controller.awaitingSession) {
                    controller.awaitingSession = false;
                    this.#join(controller);
                }
            return;
        }
        // The session is going: a voice close that came just before was its doing, not a kick.
        for (const controller of this.#calls.values()) {
            if (controller.ended || controller.pendingClose === undefined)
                continue;
            clearTimeout(controller.pendingClose);
            controller.pendingClose = undefined;
            controller.awaitingSession = true;
            this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
        }
    }
    #stateChanged(change) {
        const events = this.#ctx.events;
        if (change.kind !== 'changed') {
            const cb = this.#onVoiceParticipant;
            if (cb !== undefined)
                events.run(() => cb(change.lobbyId, change.userId, change.kind === 'added'));
        }
        const controller = this.#calls.get(change.lobbyId);
        if (controller === undefined || controller.ended)
            return;
        if (change.kind === 'changed') {
            const cb = controller.onVoiceState;
            if (cb !== undefined)
                events.run(() => cb(change.userId));
            return;
        }
        const cb = controller.onParticipant;
        if (cb !== undefined)
            events.run(() => cb(change.userId, change.kind === 'added'));
        // Our own state removed by the service (kicked, or the session ended): the call is over.
        if (change.kind === 'removed' &&
            change.userId === this.#ctx.realtime.readyUser?.id &&
            controller.status === CallStatus.Connected)
            this.#log(`voice: call ${controller.lobbyId}: the service removed this user from the call`, LoggingSeverity.Info);
    }
    #speaking(controller, userId, speaking) {
        const cb = controller.onSpeaking;
        if (cb !== undefined && !controller.ended)
            this.#ctx.events.run(() => cb(userId, speaking));
    }
    #networking(controller, state, moved) {
        if (controller.ended)
            return;
        switch (state.code) {
            case VoiceNetworkingCode.OpeningWs:
            case VoiceNetworkingCode.Identifying:
                this.#report(controller, moved || controller.status === CallStatus.Reconnecting
                    ? CallStatus.Reconnecting
                    : CallStatus.Connecting, CallError.None, 0);
                return;
            case VoiceNetworkingCode.UdpHandshaking:
            case VoiceNetworkingCode.SelectingProtocol:
                if (controller.status !== CallStatus.Reconnecting)
                    this.#report(controller, CallStatus.SignalingConnected, CallError.None, 0);
                return;
            case VoiceNetworkingCode.Ready:
                controller.rejoins = 0;
                this.#report(controller, CallStatus.Connected, CallError.None, 0);
                return;
            case VoiceNetworkingCode.Resuming:
                this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
                return;
            case VoiceNetworkingCode.Closed: {
                if (state.failed === 'none')
                    return;
                const code = state.closeCode;
                if (code === DISCONNECTED && state.wasReady) {
                    // Kicked, or the main gateway session ended (the service then drops its voice states): the
                    // gateway's own close comes with it. Until it does (bounded), the call reconnects.
                    if (this.#ctx.realtime.readyUser === undefined) {
                        controller.awaitingSession = true;
                        this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
                        return;
                    }
                    this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
                    controller.pendingClose = setTimeout(() => {
                        controller.pendingClose = undefined;
                        if (!controller.awaitingSession)
                            this.#end(controller, CallError.SignalingUnexpectedClose, code);
                    }, SESSION_LOSS_WINDOW_MS);
                    controller.pendingClose.unref?.();
                    return;
                }
                if (ENDING_CODES.has(code)) {
                    this.#end(controller, state.wasReady ? CallError.SignalingUnexpectedClose : CallError.SignalingConnectionFailed, code);
                    return;
                }
                if (state.wasReady && controller.rejoins < 3 && (REJOIN_CODES.has(code) || code < 4000)) {
                    // The server forgot the session (or resuming failed): ask the main gateway for a new grant.
                    controller.rejoins++;
                    this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
                    this.#join(controller);
                    return;
                }
                const error = state.failed === 'media'
                    ? CallError.VoiceConnectionFailed
                    : state.wasReady
                        ? CallError.SignalingUnexpectedClose
                        : CallError.SignalingConnectionFailed;
                this.#end(controller, error, code);
                return;
            }
        }
    }
    #report(controller, status, error, detail) {
        if (controller.status === status && error === CallError.None && status !== CallStatus.Joining)
            return;
        controller.status = status;
        const reason = error === CallError.None ? '' : ` (${callErrorName(error)}, detail ${detail})`;
        this.voiceLog.write(`voice: call ${controller.lobbyId}: ${callStatusName(status)}${reason}`, error === CallError.None ? LoggingSeverity.Info : LoggingSeverity.Warning);
        // Read when it runs (pumped mode), as the slot is then.
        this.#ctx.events.run(() => controller.onStatus?.(status, error, detail));
    }
    /** Ends a call: Disconnecting (when the user asked), then Disconnected with the reason. */
    #end(controller, error, detail, asked = false) {
        if (controller.ended)
            return;
        if (asked)
            this.#report(controller, CallStatus.Disconnecting, CallError.None, 0);
        controller.ended = true;
        clearTimeout(controller.joinTimer);
        clearTimeout(controller.pendingClose);
        if (this.#calls.get(controller.lobbyId) === controller)
            this.#calls.delete(controller.lobbyId);
        controller.media.close();
        this.#sendStates();
        controller.status = CallStatus.Disconnected;
        const reason = error === CallError.None ? '' : ` (${callErrorName(error)}, detail ${detail})`;
        this.voiceLog.write(`voice: call ${controller.lobbyId}: Disconnected${reason}`, error === CallError.None ? LoggingSeverity.Info : LoggingSeverity.Warning);
        this.#ctx.events.run(() => controller.onStatus?.(CallStatus.Disconnected, error, detail));
    }
    #log(line, severity) {
        this.voiceLog.write(line, severity);
    }
}
/** The voice log's file name in `SetVoiceLogDir`'s directory. */
export const VOICE_LOG_FILE = 'discord-webrtc_0';
function checkVoiceOptions(options) {
    if (typeof options !== 'object' || options === null)
        throw new TypeError('voice: expected an object of voice options');
    const { ca, joinTimeoutMs, handshakeTimeoutMs, opus, capture, playback, dave } = options;
    if (ca !== undefined &&
        typeof ca !== 'string' &&
        !(Array.isArray(ca) && ca.every((p) => typeof p === 'string')))
        throw new TypeError('voice.ca: expected a PEM string or an array of them');
    for (const [name, value] of [
        ['joinTimeoutMs', joinTimeoutMs],
        ['handshakeTimeoutMs', handshakeTimeoutMs],
    ])
        if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > 600_000))
            throw new RangeError(`voice.${name}: expected an integer from 1 to 600000, got ${String(value)}`);
    if (opus !== undefined && opus !== '@discordjs/opus' && opus !== 'opusscript')
        throw new TypeError(`voice.opus: expected "@discordjs/opus" or "opusscript", got ${String(opus)}`);
    if (dave !== undefined && dave !== 'preferred' && dave !== 'required' && dave !== 'off')
        throw new TypeError(`voice.dave: expected "preferred", "required" or "off", got ${String(dave)}`);
    if (capture !== undefined && typeof capture !== 'function')
        throw new TypeError('voice.capture: expected a function that makes an AudioCapture');
    if (playback !== undefined && typeof playback !== 'function')
        throw new TypeError('voice.playback: expected a function that makes an AudioPlayback');
    const { modes } = options;
    const served = Object.values(VoiceEncryptionMode);
    if (modes !== undefined &&
        (!Array.isArray(modes) || modes.length === 0 || !modes.every((mode) => served.includes(mode))))
        throw new TypeError(`voice.modes: expected a non-empty array of ${served.map((m) => `"${m}"`).join(', ')}`);
    const known = new Set([
        'ca',
        'joinTimeoutMs',
        'handshakeTimeoutMs',
        'opus',
        'modes',
        'capture',
        'playback',
        'dave',
    ]);
    for (const key of Object.keys(options))
        if (!known.has(key))
            throw new TypeError(`voice.${key}: not a voice option (allowed: ${[...known].join(', ')})`);
    return options;
}
