/**
 * The emulator's voice server: TLS endpoints for the voice gateway (a WebSocket server on an HTTPS
 * server bound to 127.0.0.1, port 0) and one UDP relay. It starts on first use (the first voice grant,
 * or the control API asking for the CA), so an emulator that never carries voice never makes keys. Two
 * endpoints at most: a call moved by the control API goes to the other one (a new VOICE_SERVER_UPDATE,
 * the clients reconnect there).
 */
import type { EmulatorContext } from '../context.js';
import type { Participant, VoiceCall, VoiceGrant } from './calls.js';
import type { DaveCallInfo } from './daveCall.js';
import { type NetworkFaults, type NetworkFaultsInput } from './netFaults.js';
import { type AuthorityFiles } from './tls.js';
import { type RelayStats } from './udpRelay.js';
import { type VoiceGateway as Gateway, type ParticipantLeft, VoiceGateway, type VoiceSettings } from './voiceGateway.js';
/** A participant as the control API lists it. */
export interface VoiceParticipantInfo {
    userId: string;
    ssrc: number;
    /** Its WebSocket is open now (false while it may resume). */
    connected: boolean;
    /** Op 5 flags it last sent (0 silent; -1 never sent). */
    speaking: number;
    selfMute: boolean;
    selfDeaf: boolean;
    serverMute: boolean;
    serverDeaf: boolean;
    mode: string | null;
    version: number;
    /** `max_dave_protocol_version` it offered. */
    daveMax: number;
    /** The DAVE protocol version in use for it (0: transport encryption only). */
    daveProtocolVersion: number;
    /** Whether it holds a leaf of the call's MLS group (its frames are end-to-end encrypted). */
    daveMember: boolean;
    /** v8: messages kept for a resume (those after the last `seq_ack`, at most `voice.resumeBuffer`). */
    buffered: number;
    /** v8: the last sequence number sent to it (0 before any). */
    seq: number;
    /** v8: the last `seq_ack` its heartbeats sent, as sent (-1 before any). */
    seqAck: number;
    packetsIn: number;
    packetsOut: number;
    /** Packets it sent that never arrived (sequence gaps). */
    lost: number;
    /** lost / (lost + packetsIn), 0..1. */
    loss: number;
    rejected: number;
    faultDrops: number;
    mutedDrops: number;
    joinedAt: number;
}
/** A call as the control API lists it. */
export interface VoiceCallInfo {
    /** The voice channel's id, or the lobby id. */
    id: string;
    /** Identify's `server_id`: the guild id or the lobby id. */
    serverId: string;
    kind: 'guild' | 'lobby';
    endpoint: string;
    faults: NetworkFaults | null;
    startedAt: number;
    /** Encrypted end to end: DAVE in use and its group established. */
    e2ee: boolean;
    /** The call's DAVE state (null before its first session description). */
    dave: DaveCallInfo | null;
    participants: VoiceParticipantInfo[];
}
/** The voice server's counters. */
export interface VoiceServerStats {
    started: boolean;
    /** The endpoints listening (`127.0.0.1:<port>`): the first, and the other once a call moved there. */
    endpoints: string[];
    connections: number;
    calls: number;
    participants: number;
    relay: RelayStats | null;
}
export declare class VoiceServer {
    #private;
    readonly gateway: Gateway;
    constructor(ctx: EmulatorContext, settings: VoiceSettings, files?: AuthorityFiles);
    /** Told when a participant leaves its call for good (timeout, kick), for the voice states. */
    set onLeft(listener: ParticipantLeft);
    /** Where a joining participant's mutes come from: its voice state. */
    set mutesOf(lookup: VoiceGateway['mutesOf']);
    /** Starts the server once (CA, certificate, endpoint 0, relay); later calls wait for the same start. */
    start(): Promise<void>;
    get started(): boolean;
    /** `127.0.0.1:<port>` of an endpoint (the server must be started). */
    endpointOf(index: number): string;
    /**
     * A grant for a user to join a call (a fresh token), on the endpoint the call is served from; starts
     * the server when needed. Resolves with the token and the endpoint the dispatch names.
     */
    grant(input: Omit<VoiceGrant, 'token' | 'endpoint'>): Promise<{
        token: string;
        endpoint: string;
    }>;
    /** The participant of a user in a call, if connected to it. */
    participant(userId: string, channelId: string): Participant | undefined;
    /** Copies of the last payloads the relay forwarded from a user in a call, oldest first ([] when unknown). */
    relayed(channelId: string, userId: string): Buffer[];
    /** The user left the call (their voice state is gone): the connection closes 4014, grants go. */
    leave(userId: string, channelId: string): void;
    /**
     * The user moved elsewhere: out of this call (the others get op 13), but its WebSocket stays open, as
     * its client reconnects with the new grant and closes the old one itself.
     */
    leaveQuietly(userId: string, channelId: string): void;
    /** Applies a voice state's mutes to the user's participant (if connected). */
    setMutes(userId: string, channelId: string, mutes: {
        selfMute: boolean;
        selfDeaf: boolean;
        mute: boolean;
        deaf: boolean;
    }): void;
    /** Kicks a participant's voice connection (4014); whether there was one. */
    disconnect(userId: string, channelId: string): boolean;
    /** Ends a call (4022 to each participant); whether it existed. */
    terminate(channelId: string): boolean;
    /** Switches a call to the other endpoint (started if needed); the caller hands out new grants. */
    moveCall(channelId: string): Promise<VoiceCall | undefined>;
    /** Sets (or, with null, clears) a call's network faults. */
    setFaults(channelId: string, input: NetworkFaultsInput | null): NetworkFaults | null;
    /** Ends every call (after a reset of the state); withheld voice server updates flow again. */
    terminateAll(): void;
    /**
     * Withholds (or, with false, lets through again) the voice server updates of a guild or lobby: a join
     * (op 4 / op 17) is recorded as usual but never answered, as a service that does not answer. Whether
     * they are withheld now.
     */
    withholdServerUpdates(serverId: string, withheld: boolean): boolean;
    /** Whether a guild's or lobby's voice server updates are withheld. */
    withholds(serverId: string): boolean;
    /** Cuts a user's voice WebSocket in a call without a close frame (see VoiceGateway.drop); whether it had one. */
    dropSocket(userId: string, channelId: string): boolean;
    /** Closes every voice WebSocket as a crash would (4015): clients resume. */
    crash(): number;
    /** The calls with their participants. */
    calls(): VoiceCallInfo[];
    stats(): VoiceServerStats;
    /** The CA's certificate (PEM), starting the server if needed. */
    caPem(): Promise<string>;
    /** Where the CA's certificate is kept (undefined: in memory only). */
    get caFile(): string | undefined;
    /** Deadlines and delayed packets, after the emulator clock moved. */
    sweep(): void;
    close(): Promise<void>;
}
