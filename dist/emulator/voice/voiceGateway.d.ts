/**
 * The voice gateway (VOICE.md §4): JSON over a WebSocket on the voice server's TLS endpoint. Hello at
 * once, then Identify with the grant the main gateway handed out (its token, server, user and session),
 * Ready (SSRC, the UDP relay's address, the modes), Select Protocol, Session Description (mode, a fresh
 * 32-byte key, the DAVE protocol version), Speaking both ways, Clients Connect / Disconnect, heartbeats
 * (v8: `{ t, seq_ack }`) and Resume. DAVE's own messages (ops 21-31, JSON and binary) go to the call's
 * `DaveCall` (daveCall.ts); binary ones are numbered with the same sequence as JSON ones. Version 8 numbers the messages it sends (`seq`) and keeps the last
 * ones for a buffered resume. Every close code of §4 has its cause here; deadlines (heartbeats, Identify,
 * the resume window) run on the emulator clock, so a test advances time instead of waiting.
 *
 * This module holds the calls: calls by channel and participants by SSRC (the relay's directory); the
 * grants they are joined with are in grants.ts, a WebSocket's own state in connection.ts, the settings
 * in options.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { EmulatorContext } from '../context.js';
import { VoiceCall as Call, Participant, type VoiceCall, type VoiceGrant } from './calls.js';
import { DaveCall } from './daveCall.js';
import type { VoiceSettings } from './options.js';
export { checkVoiceOptions, type VoiceOptions, type VoiceSettings } from './options.js';
/** What the voice gateway tells the voice domain: a participant left its call for good. */
export type ParticipantLeft = (participant: Participant, reason: 'left' | 'timeout' | 'kicked') => void;
export declare class VoiceGateway {
    #private;
    readonly settings: VoiceSettings;
    readonly calls: Map<string, Call>;
    /** The relay's UDP port (Ready's `port`). */
    udpPort: number;
    onLeft: ParticipantLeft;
    /** Mutes of a participant's voice state, read when it joins. */
    mutesOf: (grant: VoiceGrant) => {
        selfMute: boolean;
        selfDeaf: boolean;
        mute: boolean;
        deaf: boolean;
    };
    constructor(ctx: EmulatorContext, settings: VoiceSettings);
    /** Resolves once every DAVE step queued so far, in every call, ran. */
    daveIdle(): Promise<void>;
    /** A call's DAVE role (undefined before its first session description). */
    daveOf(callId: string): DaveCall | undefined;
    /** The participant sending with an SSRC (the relay's directory). */
    bySsrc(ssrc: number): Participant | undefined;
    /** Records a grant the main gateway hands out; a user's earlier grant for the same call is replaced. */
    addGrant(grant: VoiceGrant): void;
    /** Forgets a user's grants for a call (the user left it). */
    revokeGrants(userId: string, channelId: string): void;
    /** A WebSocket upgrade on one of the endpoints (already checked for path and Host by the server). */
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, version: number | null): void;
    /**
     * Ends what timed out by the emulator clock: connections without Identify in time or without
     * heartbeats (4009), participants away longer than the resume window (they leave their call).
     */
    sweep(): void;
    /**
     * Takes a participant out of its call: its WebSocket is closed with `code` (when given and still
     * open), the others get op 13, an empty call ends.
     */
    remove(participant: Participant, reason: 'left' | 'kicked', code?: number): void;
    /** Told each time a participant is taken out (the relay forgets its queued packets). */
    forgotten: ((participant: Participant) => void) | undefined;
    /** Ends a call: every connection closes 4022, every participant leaves. */
    terminate(call: VoiceCall): void;
    /** Closes every connection of the server with `code` (a crash: clients resume; 4015). */
    crash(code: number): number;
    /**
     * Cuts a participant's WebSocket without a close frame (its TCP/TLS connection destroyed, as a network
     * that fails would): the client sees 1006 and may resume within the resume window. Whether it had one.
     */
    drop(participant: Participant): boolean;
    close(): void;
    /** Open WebSockets (identified or not). */
    get connections(): number;
}
