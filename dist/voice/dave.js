/**
 * End-to-end encryption of a call's audio: the member's side of the DAVE protocol (version 1, VOICE.md
 * §6) through `@snazzah/davey` (a maintained implementation on OpenMLS, the one @discordjs/voice uses),
 * so that no cryptography of ours stands between the microphone and the peer.
 *
 * The voice gateway is the MLS delivery service and the only external sender; this side answers it:
 * a key package (op 26) after the session description, after op 24 `epoch: 1` and after reporting a bad
 * commit; proposals (op 27) checked against the users the gateway announced (op 11, less op 13) and
 * answered with a commit and welcome (op 28); the commit or welcome the gateway picked (op 29 / op 30)
 * applied and reported ready (op 23) or bad (op 31, then a fresh start); transitions prepared (op 21)
 * and executed (op 22), id 0 at once.
 *
 * What it refuses, where the service's own clients are lax:
 * - Opus is never sent in the clear once the call negotiated DAVE: until the group exists a frame is held
 *   back (not sent), only the silence frame `F8 FF FE` passes as the protocol allows.
 * - A received frame that does not decrypt is dropped (the jitter buffer conceals it), never played.
 * - A downgrade of a call that is encrypted end to end (op 21 or op 24 naming protocol version 0) ends the
 *   call: the owner reports it (`Call::Error`, detail 4017) instead of carrying on in the clear.
 *
 * Nothing a server sends can throw out of here: every payload is checked, every davey call is guarded.
 */
import { createRequire } from 'node:module';
import { LoggingSeverity } from '../model/logging.js';
import { VoiceOpcode } from '../model/voice.js';
import { isSilenceFrame } from './opus.js';
/** The highest DAVE protocol version this client speaks (davey may know later ones; we implement 1). */
export const MAX_DAVE_VERSION = 1;
/** Consecutive frames that fail to decrypt (outside a transition) before the group is joined afresh. */
export const DECRYPT_FAILURE_TOLERANCE = 36;
/** Seconds unencrypted frames still pass after an upgrade from transport-only (VOICE.md §6: ≤ 10 s). */
const TRANSITION_EXPIRY_S = 10;
/** davey's MediaType.AUDIO. */
const AUDIO = 0;
let loaded;
/** Loads `@snazzah/davey` once (a native addon: loaded by the first call that negotiates, not by import). */
export function loadDavey() {
    if (loaded !== undefined)
        return loaded;
    try {
        const mod = createRequire(import.meta.url)('@snazzah/davey');
        if (typeof mod.DAVESession !== 'function' || typeof mod.DAVE_PROTOCOL_VERSION !== 'number')
            throw new Error('it does not export DAVESession and DAVE_PROTOCOL_VERSION');
        loaded = { module: mod };
    }
    catch (error) {
        const why = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        loaded = { error: `@snazzah/davey does not load here (${why})` };
    }
    return loaded;
}
/** The protocol version to advertise in Identify for a choice (0 when DAVE is off or cannot load). */
export function advertisedDaveVersion(choice) {
    if (choice === 'off')
        return 0;
    const davey = loadDavey();
    return 'module' in davey ? Math.min(MAX_DAVE_VERSION, davey.module.DAVE_PROTOCOL_VERSION) : 0;
}
/** One member's DAVE session in one voice connection (kept across a resume, new for a new connection). */
export class CallE2ee {
    #davey;
    /** Made at the first version above 0 (davey has no session for version 0). */
    #session;
    #userId;
    #channelId;
    #wire;
    /** The protocol version in force (executed): 0 while transport-only. */
    #version;
    /** Transitions prepared or applied, not yet executed: id -> the protocol version they lead to. */
    #pending = new Map();
    /** Users the voice gateway announced (op 11) and did not say left (op 13): who may be added. */
    #known = new Set();
    #lastTransition;
    #failures = 0;
    /** Between reporting a bad commit (op 31) and the next transition: failures are expected. */
    #recovering = false;
    #closed = false;
    stats = {
        framesEncrypted: 0,
        framesHeld: 0,
        framesDecrypted: 0,
        framesUndecryptable: 0,
        commitsApplied: 0,
        recoveries: 0,
    };
    constructor(davey, userId, channelId, wire) {
        this.#version = 0;
        this.#userId = userId;
        this.#channelId = channelId;
        this.#wire = wire;
        this.#davey = davey;
    }
    /** The protocol version in force (0: transport encryption only). */
    get protocolVersion() {
        return this.#version;
    }
    /** Whether frames are end-to-end encrypted now (a group exists and DAVE is in force). */
    get active() {
        return this.#version > 0 && this.#ready();
    }
    /** The MLS epoch (0 without a group). */
    get epoch() {
        return Number(this.#guard(() => this.#session?.epoch, null) ?? 0n);
    }
    /** The call's voice privacy code (30 digits in groups of 5), '' when not encrypted end to end. */
    get privacyCode() {
        return this.active ? this.#guard(() => this.#session?.voicePrivacyCode ?? '', '') : '';
    }
    /** A member's verification code (45 digits in groups of 5), to compare out of band. */
    verificationCode(userId) {
        const session = this.#session;
        if (!this.active || session === undefined)
            return Promise.reject(new Error('the call is not encrypted end to end'));
        try {
            return session.getVerificationCode(userId);
        }
        catch (error) {
            return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
    }
    /** The user ids of the MLS group. */
    members() {
        return this.#guard(() => this.#session?.getUserIds() ?? [], []);
    }
    /** The session description's `dave_protocol_version`: above 0, the session starts (its key package). */
    start(version) {
        if (this.#closed)
            return;
        this.#version = version;
        if (version > 0)
            this.#reinit();
    }
    /** Ends the session (its keys are dropped). */
    close() {
        if (this.#closed)
            return;
        this.#closed = true;
        this.#guard(() => this.#session?.reset(), undefined);
    }
    // --- the voice gateway ---
    /** Op 11: users who may be added to the group. */
    clientsConnected(userIds) {
        for (const id of userIds)
            this.#known.add(id);
    }
    /** Op 13: a user left; proposals adding them are refused from now on. */
    clientDisconnected(userId) {
        this.#known.delete(userId);
    }
    /** A JSON DAVE opcode (21, 22, 24) with its checked payload. */
    onJson(op, d) {
        if (this.#closed)
            return;
        switch (op) {
            case VoiceOpcode.DavePrepareTransition: {
                const id = uint16(d.transition_id);
                const version = protocolVersion(d.protocol_version);
                if (id === undefined || version === undefined) {
                    this.#malformed(op);
                    return;
                }
                if (version === 0 && this.#version > 0) {
                    this.#wire.refuse(`the voice server asked to downgrade transition ${id} to transport-only`);
                    return;
                }
                this.#pending.set(id, version);
                if (id === 0)
                    this.#execute(0);
                else
                    this.#wire.sendJson(VoiceOpcode.DaveTransitionReady, { transition_id: id });
                return;
            }
            case VoiceOpcode.DaveExecuteTransition: {
                const id = uint16(d.transition_id);
                if (id === undefined) {
                    this.#malformed(op);
                    return;
                }
                this.#execute(id);
                return;
            }
            case VoiceOpcode.DavePrepareEpoch: {
                const epoch = d.epoch;
                const version = protocolVersion(d.protocol_version);
                if (typeof epoch !== 'number' || version === undefined) {
                    this.#malformed(op);
                    return;
                }
                if (epoch !== 1)
                    return;
                if (version === 0 && this.#version > 0) {
                    this.#wire.refuse('the voice server asked for a new group without end-to-end encryption');
                    return;
                }
                // A new group (the first, an upgrade, or after the group was lost): start over with a key package.
                const upgrade = this.#version === 0;
                this.#version = version;
                this.#reinit();
                if (upgrade)
                    this.#guard(() => this.#session?.setPassthroughMode(true, TRANSITION_EXPIRY_S), undefined);
                return;
            }
            default:
                return;
        }
    }
    /** A binary DAVE opcode (25, 27, 29, 30): the payload after the sequence number and the opcode. */
    onBinary(op, payload) {
        const session = this.#session;
        if (this.#closed || this.#version === 0 || session === undefined)
            return;
        switch (op) {
            case VoiceOpcode.DaveMlsExternalSender:
                this.#try(op, () => session.setExternalSender(payload));
                return;
            case VoiceOpcode.DaveMlsProposals: {
                const operation = payload[0];
                if (payload.length < 2 || (operation !== 0 && operation !== 1)) {
                    this.#malformed(op);
                    return;
                }
                this.#try(op, () => {
                    const { commit, welcome } = session.processProposals(operation, payload.subarray(1), [
                        ...this.#known,
                    ]);
                    if (commit !== undefined)
                        this.#wire.sendBinary(VoiceOpcode.DaveMlsCommitWelcome, welcome === undefined ? commit : Buffer.concat([commit, welcome]));
                });
                return;
            }
            case VoiceOpcode.DaveMlsAnnounceCommitTransition:
            case VoiceOpcode.DaveMlsWelcome: {
                if (payload.length < 3) {
                    this.#malformed(op);
                    return;
                }
                const id = payload.readUInt16BE(0);
                const body = payload.subarray(2);
                try {
                    if (op === VoiceOpcode.DaveMlsWelcome)
                        session.processWelcome(body);
                    else
                        session.processCommit(body);
                }
                catch (error) {
                    this.#recover(id, `op ${op} (transition ${id}) was refused: ${errorText(error)}`);
                    return;
                }
                this.stats.commitsApplied++;
                if (id === 0) {
                    this.#recovering = false;
                    this.#lastTransition = 0;
                }
                else {
                    this.#pending.set(id, this.#version);
                    this.#wire.sendJson(VoiceOpcode.DaveTransitionReady, { transition_id: id });
                }
                return;
            }
            default:
                return;
        }
    }
    // --- frames ---
    /**
     * An Opus frame to send: encrypted while DAVE is in force, as is while the call is transport-only.
     * @returns undefined when it must not be sent (DAVE negotiated, the group not ready yet).
     */
    encrypt(opus) {
        if (this.#version === 0 || isSilenceFrame(opus))
            return opus;
        const session = this.#session;
        if (session === undefined || !this.#ready()) {
            this.stats.framesHeld++;
            return undefined;
        }
        try {
            const sealed = session.encryptOpus(opus);
            this.stats.framesEncrypted++;
            return sealed;
        }
        catch (error) {
            this.stats.framesHeld++;
            this.#wire.log(`voice: DAVE could not encrypt a frame: ${errorText(error)}`, LoggingSeverity.Warning);
            return undefined;
        }
    }
    /**
     * A received frame (transport encryption removed) from `userId`.
     * @returns the Opus frame, or undefined when it must not be played.
     */
    decrypt(userId, frame) {
        if (this.#version === 0 || isSilenceFrame(frame))
            return frame;
        const session = this.#session;
        if (session === undefined || !this.#ready()) {
            this.stats.framesUndecryptable++;
            return undefined;
        }
        try {
            const opus = session.decrypt(userId, AUDIO, frame);
            this.#failures = 0;
            this.stats.framesDecrypted++;
            return opus;
        }
        catch {
            this.stats.framesUndecryptable++;
            // During a transition or a recovery, frames under the old or the new key are expected to fail.
            if (this.#recovering || this.#pending.size > 0)
                return undefined;
            if (++this.#failures > DECRYPT_FAILURE_TOLERANCE && this.#lastTransition !== undefined)
                this.#recover(this.#lastTransition, `${this.#failures} frames in a row did not decrypt: joining the group afresh`);
            return undefined;
        }
    }
    // --- inside ---
    #execute(id) {
        const version = this.#pending.get(id);
        if (version === undefined)
            return; // not prepared here (joined after it, or a stray id): nothing to do
        this.#pending.delete(id);
        this.#version = version;
        this.#lastTransition = id;
        this.#recovering = false;
        this.#failures = 0;
    }
    #ready() {
        return this.#guard(() => this.#session?.ready === true, false);
    }
    /** A fresh session at the version in force (the first one made here), then its key package. */
    #reinit() {
        this.#pending.clear();
        this.#failures = 0;
        this.#try(VoiceOpcode.DaveMlsKeyPackage, () => {
            if (this.#session === undefined)
                this.#session = new this.#davey.DAVESession(this.#version, this.#userId, this.#channelId);
            else
                this.#session.reinit(this.#version, this.#userId, this.#channelId);
            this.#wire.sendBinary(VoiceOpcode.DaveMlsKeyPackage, this.#session.getSerializedKeyPackage());
        });
    }
    /** Reports a bad commit or welcome (op 31) and starts over with a new key package, once per episode. */
    #recover(transitionId, why) {
        if (this.#recovering)
            return;
        this.#recovering = true;
        this.stats.recoveries++;
        this.#wire.log(`voice: DAVE: ${why}`, LoggingSeverity.Warning);
        this.#wire.sendJson(VoiceOpcode.DaveMlsInvalidCommitWelcome, { transition_id: transitionId });
        this.#reinit();
    }
    #malformed(op) {
        this.#wire.log(`voice: DAVE op ${op} without the fields it needs: ignored`, LoggingSeverity.Warning);
    }
    #try(op, run) {
        try {
            run();
        }
        catch (error) {
            this.#wire.log(`voice: DAVE op ${op} could not be handled: ${errorText(error)}`, LoggingSeverity.Warning);
        }
    }
    #guard(read, fallback) {
        try {
            return read();
        }
        catch {
            return fallback;
        }
    }
}
function uint16(value) {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffff
        ? value
        : undefined;
}
function protocolVersion(value) {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DAVE_VERSION
        ? value
        : undefined;
}
function errorText(error) {
    return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}
