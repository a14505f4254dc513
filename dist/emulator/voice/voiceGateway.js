import { WebSocketServer } from 'ws';
import { VoiceCloseCode, VoiceOpcode } from '../../model/voice.js';
import { VoiceCall as Call, Participant } from './calls.js';
import { VoiceConnection } from './connection.js';
import { DAVE_VERSION, DaveCall } from './daveCall.js';
import { serverFrame } from './daveWire.js';
import { checkVoiceFrame } from './frames.js';
import { Grants } from './grants.js';
import { isSupportedMode, KEY_BYTES, SUPPORTED_MODES } from './transportCrypto.js';
export { checkVoiceOptions } from './options.js';
/** Added to two intervals before a silent connection counts as dead. */
const HEARTBEAT_GRACE_MS = 5000;
/** Frames (heartbeats aside) a connection may send per window, and the window, emulator ms. */
const FRAME_LIMIT = 120;
const FRAME_WINDOW_MS = 60_000;
/**
 * Speaking (op 5) has its own allowance: a client with voice activity detection announces every talk
 * spurt, which can be many a minute, and must not be closed for it; each is still relayed to the whole
 * call, so it is bounded too (10 a second on average).
 */
const SPEAKING_LIMIT = 600;
/** Largest client JSON frame, bytes. */
const MAX_FRAME_BYTES = 4096;
/** Largest client binary frame (DAVE: a commit with a welcome carries the group's tree), bytes. */
const MAX_BINARY_BYTES = 256 * 1024;
export class VoiceGateway {
    #ctx;
    settings;
    #wss = new WebSocketServer({
        noServer: true,
        maxPayload: MAX_BINARY_BYTES,
        perMessageDeflate: false,
        clientTracking: false,
    });
    #connections = new Set();
    #grants = new Grants();
    calls = new Map();
    /** Each call's DAVE role, from its first session description on. */
    #dave = new Map();
    #bySsrc = new Map();
    #nextSsrc = 0;
    #timer;
    /** The relay's UDP port (Ready's `port`). */
    udpPort = 0;
    onLeft = () => undefined;
    /** Mutes of a participant's voice state, read when it joins. */
    mutesOf = () => ({
        selfMute: false,
        selfDeaf: false,
        mute: false,
        deaf: false,
    });
    constructor(ctx, settings) {
        this.#ctx = ctx;
        this.settings = settings;
    }
    /** Resolves once every DAVE step queued so far, in every call, ran. */
    async daveIdle() {
        for (const dave of [...this.#dave.values()])
            await dave.idle();
    }
    /** A call's DAVE role (undefined before its first session description). */
    daveOf(callId) {
        return this.#dave.get(callId);
    }
    /** The participant sending with an SSRC (the relay's directory). */
    bySsrc(ssrc) {
        return this.#bySsrc.get(ssrc);
    }
    /** Records a grant the main gateway hands out; a user's earlier grant for the same call is replaced. */
    addGrant(grant) {
        this.#grants.add(grant, this.#ctx.clock.now());
    }
    /** Forgets a user's grants for a call (the user left it). */
    revokeGrants(userId, channelId) {
        this.#grants.revoke(userId, channelId);
    }
    /** A WebSocket upgrade on one of the endpoints (already checked for path and Host by the server). */
    upgrade(request, socket, head, version) {
        this.#wss.handleUpgrade(request, socket, head, (ws) => this.#open(ws, version));
    }
    #open(ws, version) {
        const now = this.#ctx.clock.now();
        const connection = new VoiceConnection(ws, version ?? 4, now);
        this.#connections.add(connection);
        this.#startSweeping();
        ws.on('message', (data, isBinary) => {
            try {
                this.#onMessage(connection, data, isBinary);
            }
            catch {
                connection.close(VoiceCloseCode.FailedToDecode, 'frame: could not be handled');
            }
        });
        ws.on('close', () => this.#onClose(connection));
        ws.on('error', () => undefined);
        if (version === null) {
            connection.close(VoiceCloseCode.BadRequest, 'v: a voice gateway version 4..8 is required in the query');
            return;
        }
        this.#send(connection, VoiceOpcode.Hello, {
            v: version,
            heartbeat_interval: this.settings.heartbeatIntervalMs,
        });
    }
    #onMessage(connection, data, isBinary) {
        if (connection.closedWith !== null)
            return;
        const now = this.#ctx.clock.now();
        if (isBinary) {
            this.#binary(connection, data, now);
            return;
        }
        if (data.length > MAX_FRAME_BYTES) {
            connection.close(1009, `text frame: larger than ${MAX_FRAME_BYTES} bytes`);
            return;
        }
        const check = checkVoiceFrame(String(data), connection.participant !== null);
        if (!check.ok) {
            connection.close(check.code, check.reason);
            return;
        }
        const frame = check.frame;
        if (frame.op !== VoiceOpcode.Heartbeat) {
            if (now - connection.windowStart >= FRAME_WINDOW_MS) {
                connection.windowStart = now;
                connection.windowCount = 0;
                connection.speakingCount = 0;
            }
            const over = frame.op === VoiceOpcode.Speaking
                ? ++connection.speakingCount > SPEAKING_LIMIT
                : ++connection.windowCount > FRAME_LIMIT;
            if (over) {
                const what = frame.op === VoiceOpcode.Speaking ? `${SPEAKING_LIMIT} speaking updates` : `${FRAME_LIMIT} frames`;
                connection.close(VoiceCloseCode.RateLimited, `more than ${what} a minute`);
                return;
            }
        }
        switch (frame.op) {
            case VoiceOpcode.Heartbeat: {
                connection.lastBeatAt = now;
                // What the client acknowledged need not be kept for a resume any more.
                if (frame.d.seqAck !== null && connection.version >= 8)
                    connection.participant?.outbox.acknowledge(frame.d.seqAck);
                const ack = connection.version >= 8 ? { t: frame.d.nonce } : frame.d.nonce;
                this.#send(connection, VoiceOpcode.HeartbeatAck, ack);
                return;
            }
            case VoiceOpcode.Identify:
                this.#identify(connection, frame.d);
                return;
            case VoiceOpcode.Resume:
                this.#resume(connection, frame.d);
                return;
            case VoiceOpcode.SelectProtocol:
                this.#selectProtocol(connection, frame.d);
                return;
            case VoiceOpcode.Speaking:
                this.#speaking(connection, frame.d);
                return;
            case VoiceOpcode.VoiceBackendVersion:
                this.#send(connection, VoiceOpcode.VoiceBackendVersion, {
                    voice: 'emulator',
                    rtc_worker: 'emulator',
                });
                return;
            case VoiceOpcode.DaveTransitionReady:
                if (connection.participant !== null)
                    this.#dave
                        .get(connection.participant.call.id)
                        ?.transitionReady(connection.participant, frame.d.transition_id);
                return;
            case VoiceOpcode.DaveMlsInvalidCommitWelcome:
                if (connection.participant !== null)
                    this.#dave
                        .get(connection.participant.call.id)
                        ?.invalidCommitWelcome(connection.participant, frame.d.transition_id);
                return;
            default:
                // Video and media sink wants: accepted, nothing follows.
                return;
        }
    }
    /** A binary frame: DAVE's op 26 (key package) or op 28 (commit and welcome), `uint8 op | payload`. */
    #binary(connection, bytes, now) {
        const op = bytes.length > 0 ? bytes[0] : -1;
        if (op !== VoiceOpcode.DaveMlsKeyPackage && op !== VoiceOpcode.DaveMlsCommitWelcome) {
            connection.close(VoiceCloseCode.UnknownOpcode, 'binary frame: not an opcode a client sends');
            return;
        }
        const participant = connection.participant;
        if (participant === null) {
            connection.close(VoiceCloseCode.NotAuthenticated, `op: ${op} sent before Identify`);
            return;
        }
        if (now - connection.windowStart >= FRAME_WINDOW_MS) {
            connection.windowStart = now;
            connection.windowCount = 0;
            connection.speakingCount = 0;
        }
        if (++connection.windowCount > FRAME_LIMIT) {
            connection.close(VoiceCloseCode.RateLimited, `more than ${FRAME_LIMIT} frames a minute`);
            return;
        }
        const dave = this.#dave.get(participant.call.id);
        if (participant.dave === 0 || dave === undefined) {
            connection.close(VoiceCloseCode.BadRequest, `op ${op}: DAVE is not in use (protocol version 0)`);
            return;
        }
        if (bytes.length < 2) {
            connection.close(VoiceCloseCode.FailedToDecode, `op ${op}: the payload is empty`);
            return;
        }
        const payload = bytes.subarray(1);
        if (op === VoiceOpcode.DaveMlsKeyPackage)
            dave.keyPackage(participant, payload);
        else
            dave.commitWelcome(participant, payload);
    }
    /** The DAVE role of `call`, made on its first session description. */
    #daveFor(call) {
        let dave = this.#dave.get(call.id);
        if (dave === undefined) {
            const everyone = [...call.participants.values()].every((p) => p.daveMax >= DAVE_VERSION);
            const version = this.settings.dave === 'required' || everyone ? DAVE_VERSION : 0;
            dave = new DaveCall(call.id, version, {
                json: (p, op, d) => this.#toParticipant(p, op, d),
                binary: (p, op, payload) => this.#toParticipantBinary(p, op, payload),
                close: (p, code, reason) => p.link?.close(code, reason),
                now: () => this.#ctx.clock.now(),
            });
            this.#dave.set(call.id, dave);
        }
        return dave;
    }
    #identify(connection, d) {
        if (connection.participant !== null) {
            connection.close(VoiceCloseCode.AlreadyAuthenticated, 'already identified');
            return;
        }
        const grant = this.#grants.get(d.token);
        if (grant === undefined) {
            const known = [...this.calls.values()].some((call) => call.serverId === d.server_id) ||
                this.#grants.names(d.server_id);
            connection.close(known ? VoiceCloseCode.AuthenticationFailed : VoiceCloseCode.ServerNotFound, known ? 'authentication failed' : 'server_id: no voice server for it');
            return;
        }
        if (grant.serverId !== d.server_id || grant.userId !== d.user_id || grant.sessionId !== d.session_id) {
            connection.close(VoiceCloseCode.AuthenticationFailed, 'authentication failed');
            return;
        }
        if (this.settings.dave === 'required' && d.max_dave_protocol_version < DAVE_VERSION) {
            connection.close(VoiceCloseCode.DaveRequired, `max_dave_protocol_version: calls are end-to-end encrypted (DAVE ${DAVE_VERSION} required)`);
            return;
        }
        let call = this.calls.get(grant.channelId);
        const previous = call?.participants.get(grant.userId);
        if (previous !== undefined)
            this.#remove(previous, 'replaced');
        call = this.calls.get(grant.channelId);
        if (call === undefined) {
            call = new Call(grant.channelId, grant.serverId, grant.kind, this.#ctx.clock.now());
            call.endpoint = grant.endpoint;
            this.calls.set(call.id, call);
        }
        if (call.participants.size >= this.settings.maxParticipants) {
            connection.close(VoiceCloseCode.BadRequest, `the call is full (${this.settings.maxParticipants})`);
            return;
        }
        const participant = new Participant({
            userId: grant.userId,
            ssrc: this.#allocateSsrc(),
            grant,
            call,
            now: this.#ctx.clock.now(),
            outboxLimit: this.settings.resumeBuffer,
        });
        participant.version = connection.version;
        participant.daveMax = d.max_dave_protocol_version;
        const mutes = this.mutesOf(grant);
        participant.selfMute = mutes.selfMute;
        participant.selfDeaf = mutes.selfDeaf;
        participant.serverMute = mutes.mute;
        participant.serverDeaf = mutes.deaf;
        const others = [...call.participants.values()];
        call.participants.set(participant.userId, participant);
        this.#bySsrc.set(participant.ssrc, participant);
        this.#attach(connection, participant);
        this.#send(connection, VoiceOpcode.Ready, {
            ssrc: participant.ssrc,
            ip: '127.0.0.1',
            port: this.udpPort,
            modes: [...SUPPORTED_MODES],
            experiments: [],
            streams: [],
        });
        if (others.length > 0)
            this.#send(connection, VoiceOpcode.ClientsConnect, { user_ids: others.map((p) => p.userId) });
        for (const other of others)
            this.#toParticipant(other, VoiceOpcode.ClientsConnect, { user_ids: [participant.userId] });
    }
    #selectProtocol(connection, d) {
        const participant = connection.participant;
        if (!isSupportedMode(d.mode)) {
            connection.close(VoiceCloseCode.UnknownEncryptionMode, 'd.data.mode: not a mode Ready offered');
            return;
        }
        participant.address = { ip: d.address, port: d.port };
        participant.mode = d.mode;
        participant.key = Buffer.from(this.#ctx.random.token(KEY_BYTES), 'base64url');
        participant.outCounter = 1;
        const dave = this.#daveFor(participant.call);
        if (participant.daveMax < DAVE_VERSION)
            dave.downgrade();
        participant.dave = participant.daveMax >= DAVE_VERSION && dave.version >= DAVE_VERSION ? DAVE_VERSION : 0;
        this.#send(connection, VoiceOpcode.SessionDescription, {
            mode: d.mode,
            secret_key: [...participant.key],
            dave_protocol_version: participant.dave,
            audio_codec: 'opus',
            video_codec: null,
            media_session_id: this.#ctx.random.token(12),
        });
        // Who sends with which SSRC: the receiver maps SSRCs to users only from op 5.
        for (const other of participant.call.participants.values())
            if (other !== participant && other.speaking >= 0)
                this.#send(connection, VoiceOpcode.Speaking, {
                    user_id: other.userId,
                    ssrc: other.ssrc,
                    speaking: other.speaking,
                });
        dave.joined(participant);
    }
    #speaking(connection, d) {
        const participant = connection.participant;
        if (d.ssrc !== participant.ssrc) {
            connection.close(VoiceCloseCode.BadRequest, 'd.ssrc: not the SSRC Ready gave this connection');
            return;
        }
        participant.speaking = d.speaking;
        const data = { user_id: participant.userId, ssrc: participant.ssrc, speaking: d.speaking };
        for (const other of participant.call.participants.values())
            if (other !== participant)
                this.#toParticipant(other, VoiceOpcode.Speaking, data);
    }
    #resume(connection, d) {
        if (connection.participant !== null) {
            connection.close(VoiceCloseCode.AlreadyAuthenticated, 'already identified');
            return;
        }
        const grant = this.#grants.get(d.token);
        const participant = grant === undefined ? undefined : this.calls.get(grant.channelId)?.participants.get(grant.userId);
        if (grant === undefined ||
            participant === undefined ||
            participant.grant.token !== d.token ||
            grant.serverId !== d.server_id ||
            grant.sessionId !== d.session_id) {
            connection.close(VoiceCloseCode.SessionNoLongerValid, 'no voice session to resume');
            return;
        }
        let replay = [];
        if (connection.version >= 8) {
            const missed = participant.outbox.after(d.seqAck ?? 0);
            if (missed === undefined) {
                connection.close(VoiceCloseCode.SessionNoLongerValid, 'seq_ack: missed messages are no longer kept');
                return;
            }
            replay = missed;
        }
        const old = participant.link;
        if (old !== null) {
            old.participant = null;
            old.close(VoiceCloseCode.SessionNoLongerValid, 'the session was resumed elsewhere');
        }
        participant.version = connection.version;
        this.#attach(connection, participant);
        this.#send(connection, VoiceOpcode.Resumed, null);
        for (const text of replay)
            connection.send(text);
    }
    #attach(connection, participant) {
        connection.participant = participant;
        participant.link = connection;
        participant.awaySince = null;
    }
    #onClose(connection) {
        this.#connections.delete(connection);
        if (this.#connections.size === 0 && !this.#hasAway())
            this.#stopSweeping();
        const participant = connection.participant;
        connection.participant = null;
        if (participant === null || participant.link !== connection)
            return;
        participant.link = null;
        participant.awaySince = this.#ctx.clock.now();
    }
    #hasAway() {
        for (const call of this.calls.values())
            for (const p of call.participants.values())
                if (p.link === null)
                    return true;
        return false;
    }
    /**
     * Ends what timed out by the emulator clock: connections without Identify in time or without
     * heartbeats (4009), participants away longer than the resume window (they leave their call).
     */
    sweep() {
        const now = this.#ctx.clock.now();
        const deadline = 2 * this.settings.heartbeatIntervalMs + HEARTBEAT_GRACE_MS;
        for (const connection of this.#connections) {
            if (connection.participant === null && now - connection.openedAt > this.settings.identifyTimeoutMs)
                connection.close(VoiceCloseCode.SessionTimeout, 'no Identify or Resume in time');
            else if (now - connection.lastBeatAt > deadline)
                connection.close(VoiceCloseCode.SessionTimeout, 'no heartbeat in time');
        }
        for (const call of [...this.calls.values()])
            for (const participant of [...call.participants.values()])
                if (participant.awaySince !== null && now - participant.awaySince > this.settings.resumeWindowMs)
                    this.#remove(participant, 'timeout');
        this.#grants.sweep(now, (grant) => this.#inUse(grant));
        for (const dave of this.#dave.values())
            dave.sweep(now);
    }
    #inUse(grant) {
        return this.calls.get(grant.channelId)?.participants.get(grant.userId)?.grant === grant;
    }
    /**
     * Takes a participant out of its call: its WebSocket is closed with `code` (when given and still
     * open), the others get op 13, an empty call ends.
     */
    remove(participant, reason, code) {
        const link = participant.link;
        if (link !== null && code !== undefined) {
            link.participant = null;
            link.close(code, reason === 'kicked' ? 'disconnected' : 'left the channel');
        }
        this.#remove(participant, reason);
    }
    #remove(participant, reason) {
        const call = participant.call;
        if (call.participants.get(participant.userId) !== participant)
            return;
        call.participants.delete(participant.userId);
        this.#bySsrc.delete(participant.ssrc);
        const link = participant.link;
        participant.link = null;
        if (link !== null) {
            // Left open (a move): from now on it is a connection without a session, closed 4009 at the
            // Identify deadline unless its client closes it first (it reconnects with its new grant).
            link.participant = null;
            link.openedAt = this.#ctx.clock.now();
        }
        if (reason === 'replaced' && link !== null)
            link.close(VoiceCloseCode.SessionNoLongerValid, 'a new Identify replaced this connection');
        for (const other of call.participants.values())
            this.#toParticipant(other, VoiceOpcode.ClientDisconnect, { user_id: participant.userId });
        const dave = this.#dave.get(call.id);
        if (dave !== undefined) {
            const remaining = [...call.participants.values()];
            dave.left(participant, remaining);
            // "allowed": once everyone left supports DAVE, the call upgrades (those with a session description).
            if (dave.version === 0 && remaining.length > 0 && remaining.every((p) => p.daveMax >= DAVE_VERSION))
                dave.upgrade(remaining.filter((p) => p.key !== null));
        }
        if (call.participants.size === 0) {
            this.calls.delete(call.id);
            this.#dave.delete(call.id);
        }
        if (reason !== 'replaced')
            this.onLeft(participant, reason);
        this.forgotten?.(participant);
    }
    /** Told each time a participant is taken out (the relay forgets its queued packets). */
    forgotten;
    /** Ends a call: every connection closes 4022, every participant leaves. */
    terminate(call) {
        for (const participant of [...call.participants.values()])
            this.remove(participant, 'kicked', VoiceCloseCode.CallTerminated);
    }
    /** Closes every connection of the server with `code` (a crash: clients resume; 4015). */
    crash(code) {
        let count = 0;
        for (const connection of [...this.#connections]) {
            connection.close(code, 'the voice server crashed');
            count++;
        }
        return count;
    }
    /**
     * Cuts a participant's WebSocket without a close frame (its TCP/TLS connection destroyed, as a network
     * that fails would): the client sees 1006 and may resume within the resume window. Whether it had one.
     */
    drop(participant) {
        const link = participant.link;
        if (link === null || link.closedWith !== null)
            return false;
        link.closedWith = 1006;
        link.ws.terminate();
        return true;
    }
    close() {
        this.#stopSweeping();
        for (const connection of this.#connections)
            connection.ws.terminate();
        this.#connections.clear();
        this.#wss.close();
    }
    /** Sends to a participant: now when connected; for v8, also kept (numbered) for a resume. */
    #toParticipant(participant, op, d) {
        const link = participant.link;
        if (link !== null) {
            this.#send(link, op, d);
            return;
        }
        if (participant.version >= 8) {
            const seq = participant.outbox.next();
            participant.outbox.keep(seq, JSON.stringify({ op, d, seq }));
        }
    }
    /** Sends a DAVE binary message (`seq | op | payload`), kept like JSON ones for a v8 resume. */
    #toParticipantBinary(participant, op, payload) {
        const seq = participant.outbox.next();
        const frame = serverFrame(seq, op, payload);
        if (participant.version >= 8)
            participant.outbox.keep(seq, frame);
        participant.link?.send(frame);
    }
    #send(connection, op, d) {
        const participant = connection.participant;
        const numbered = connection.version >= 8 &&
            participant !== null &&
            op !== VoiceOpcode.HeartbeatAck &&
            op !== VoiceOpcode.Hello;
        if (!numbered) {
            connection.send(JSON.stringify({ op, d }));
            return;
        }
        const seq = participant.outbox.next();
        const text = JSON.stringify({ op, d, seq });
        participant.outbox.keep(seq, text);
        connection.send(text);
    }
    #allocateSsrc() {
        // SSRCs start at a random point (drawn at the first join, not when the emulator is built) and count up.
        if (this.#nextSsrc === 0)
            this.#nextSsrc =
                (Buffer.from(this.#ctx.random.token(3), 'base64url').readUIntBE(0, 3) % 0xffff) * 16 + 1;
        for (;;) {
            const ssrc = this.#nextSsrc;
            this.#nextSsrc = this.#nextSsrc >= 0xffff_fff0 ? 1 : this.#nextSsrc + 1;
            if (!this.#bySsrc.has(ssrc))
                return ssrc;
        }
    }
    #startSweeping() {
        if (this.#timer !== undefined)
            return;
        const every = Math.min(1000, Math.max(20, Math.floor(this.settings.heartbeatIntervalMs / 2)));
        this.#timer = setInterval(() => this.sweep(), every);
        this.#timer.unref();
    }
    #stopSweeping() {
        clearInterval(this.#timer);
        this.#timer = undefined;
    }
    /** Open WebSockets (identified or not). */
    get connections() {
        return this.#connections.size;
    }
}
