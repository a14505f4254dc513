/**
 * The calls of the voice server: one per voice channel (a guild's voice or stage channel, or a lobby),
 * each with its participants. A participant is what one user's voice connection holds: the grant the
 * main gateway gave it (token, session), its SSRC, its UDP address once it selected the protocol, its
 * encryption mode and session key, its speaking flags, its mutes and its counters. It outlives its
 * WebSocket for the resume window, and keeps the last messages sent to it for a v8 resume.
 */
import type { VoiceEncryptionMode } from '../../model/voice.js';
import type { FaultPlan } from './netFaults.js';
import { RelayTap } from './relayTap.js';
/** What the main gateway granted a user: the voice server takes the token once, with these ids. */
export interface VoiceGrant {
    readonly token: string;
    /** `server_id` of Identify: the guild id, or the lobby id. */
    readonly serverId: string;
    /** The call: the voice channel's id, or the lobby id. */
    readonly channelId: string;
    readonly kind: 'guild' | 'lobby';
    readonly userId: string;
    /** The main gateway session that asked (`session_id` of Identify). */
    readonly sessionId: string;
    readonly applicationId: string;
    /** Which endpoint of the voice server the grant names (0 or 1: see `VoiceServer.move`). */
    readonly endpoint: number;
}
/** Counters of one participant, as the control API shows them. */
export interface ParticipantCounters {
    /** RTP packets received from it that authenticated. */
    packetsIn: number;
    /** Packets forwarded to it. */
    packetsOut: number;
    /** Packets it sent that never arrived (gaps in its RTP sequence numbers). */
    lost: number;
    /** Packets from it dropped: a bad tag, or sent before its session description. */
    rejected: number;
    /** Packets to it the call's network faults dropped. */
    faultDrops: number;
    /** Packets from it dropped because it is server-muted or not speaking. */
    mutedDrops: number;
}
/** The messages a participant was sent, numbered for a v8 resume (bounded). */
export declare class Outbox {
    #private;
    constructor(limit: number);
    /** Numbers the next message. */
    next(): number;
    /** Keeps a message (JSON text, or a DAVE binary frame) for a resume. */
    keep(seq: number, text: string | Buffer): void;
    /** The client saw everything up to `seq` (v8 heartbeat's `seq_ack`): those need not be kept. */
    acknowledge(seq: number): void;
    /** Messages kept now. */
    get kept(): number;
    /** The last sequence number sent. */
    get seq(): number;
    /** The last `seq_ack` a heartbeat brought, as the client sent it (-1 before any). */
    get acked(): number;
    /** The messages after `ack`, or undefined when one of them is no longer kept. */
    after(ack: number): (string | Buffer)[] | undefined;
}
/** A participant's voice WebSocket, as the calls see it. */
export interface VoiceLink {
    /** A JSON text message, or a binary one (DAVE). */
    send(data: string | Buffer): void;
    close(code: number, reason: string): void;
}
/** A UDP address. */
export interface UdpAddress {
    readonly ip: string;
    readonly port: number;
}
/** One user's place in a call. */
export declare class Participant {
    readonly userId: string;
    readonly ssrc: number;
    grant: VoiceGrant;
    readonly call: VoiceCall;
    /** The address its RTP must come from (op 1's), once it selected the protocol. */
    address: UdpAddress | null;
    mode: VoiceEncryptionMode | null;
    key: Buffer | null;
    /** Op 5 flags it last sent (0: silent); -1 before its first op 5. */
    speaking: number;
    /** Mutes as its voice state has them (self from op 4 / op 17, server from the control API). */
    selfMute: boolean;
    selfDeaf: boolean;
    serverMute: boolean;
    serverDeaf: boolean;
    /** The next nonce counter of packets sealed for it. */
    outCounter: number;
    /** The highest RTP sequence number seen from it (-1: none yet), for loss counting. */
    lastSeq: number;
    readonly counters: ParticipantCounters;
    /** Emulator ms its WebSocket went away (null: connected), for the resume window. */
    awaySince: number | null;
    readonly outbox: Outbox;
    /** The last payloads the relay forwarded from it (transport encryption removed), for `control.voice.relayed`. */
    readonly relayed: RelayTap;
    /** Emulator ms it joined. */
    readonly joinedAt: number;
    /** Its voice WebSocket now (null while away). */
    link: VoiceLink | null;
    /** The voice gateway version it identified with (8: numbered messages, buffered resume). */
    version: number;
    /** `max_dave_protocol_version` of its Identify. */
    daveMax: number;
    /** The DAVE protocol version in use for it (op 4's `dave_protocol_version`, then transitions). */
    dave: number;
    constructor(init: {
        userId: string;
        ssrc: number;
        grant: VoiceGrant;
        call: VoiceCall;
        now: number;
        outboxLimit: number;
    });
    /** Whether it receives others' audio: a session description, an address, and not deafened. */
    get listening(): boolean;
}
/** A voice channel's call. */
export declare class VoiceCall {
    readonly id: string;
    readonly serverId: string;
    readonly kind: 'guild' | 'lobby';
    readonly participants: Map<string, Participant>;
    /** Which endpoint clients of this call are sent to (0 or 1). */
    endpoint: number;
    faults: FaultPlan | null;
    readonly startedAt: number;
    constructor(id: string, serverId: string, kind: 'guild' | 'lobby', now: number);
}
