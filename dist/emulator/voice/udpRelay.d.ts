import type { EmulatorClock } from '../clock.js';
import type { Participant } from './calls.js';
/** Bytes of an IP discovery request and response. */
export declare const DISCOVERY_BYTES = 74;
/** Why the relay dropped a datagram. */
export interface RelayDrops {
    /** An RTP packet whose SSRC no participant has. */
    unknownSsrc: number;
    /** An RTP packet from another address than its SSRC's participant selected (spoofed), or before it selected one. */
    unknownAddress: number;
    /** A packet whose tag did not authenticate it. */
    badTag: number;
    /** Too short, too long, not RTP version 2, or a malformed discovery request. */
    malformed: number;
    /** RTCP (payload types 200-206): never forwarded. */
    rtcp: number;
}
/** Counts of the relay, for the control API and the benchmark. */
export interface RelayStats {
    datagramsIn: number;
    discoveries: number;
    keepAlives: number;
    forwarded: number;
    /** Packets waiting for a fault's delay. */
    delayed: number;
    drops: RelayDrops;
}
/** What the relay needs of the voice server: who holds an SSRC, and the others of its call. */
export interface RelayDirectory {
    bySsrc(ssrc: number): Participant | undefined;
}
export declare class UdpRelay {
    #private;
    readonly stats: RelayStats;
    constructor(directory: RelayDirectory, clock: EmulatorClock);
    /** Binds 127.0.0.1 on a free port. */
    listen(): Promise<number>;
    get port(): number;
    close(): void;
    /** Forgets what waits for a participant that left. */
    forget(participant: Participant): void;
    /** Sends the delayed packets that are due by the emulator clock (also after the control API moves it). */
    flushDue(): void;
}
