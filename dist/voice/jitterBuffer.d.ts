/**
 * A jitter buffer for one remote participant: packets arrive when the network lets them (late, early,
 * swapped, some never), and playout takes exactly one frame every 20 ms. The buffer holds packets by RTP
 * sequence number and plays them in order; its depth follows the measured jitter (RFC 3550 §6.4.1's
 * interarrival estimate, in ms): one frame while the jitter stays under 10 ms, one more per 10 ms, up
 * to {@link MAX_TARGET} frames. A depth above the target for half a second (a burst after a stall) is
 * trimmed a frame at a time, so the delay returns to what the network needs. A missing packet whose successors are already here is reported lost (the caller
 * conceals it); a packet older than what was played is dropped; a buffer that ran dry starts over
 * (buffering to its target) with the next talk spurt. Everything is pure: time comes in as arguments.
 */
/** What one playout tick gets. */
export type Playout = {
    readonly kind: 'frame';
    readonly payload: Buffer;
} | {
    readonly kind: 'lost';
} | {
    readonly kind: 'empty';
};
/** Deepest target, frames (200 ms). */
export declare const MAX_TARGET = 10;
export declare class JitterBuffer {
    #private;
    /** Counters for logs and tests. */
    readonly stats: {
        received: number;
        late: number;
        lost: number;
        played: number;
        overflow: number;
        trimmed: number;
    };
    /** The measured interarrival jitter, ms. */
    get jitterMs(): number;
    /** Frames the buffer aims to hold before and during playout. */
    get target(): number;
    /** Packets waiting. */
    get size(): number;
    /**
     * Takes a packet in.
     * @param sequence - its 16-bit RTP sequence number.
     * @param timestamp - its RTP timestamp (48 kHz units).
     * @param arrivalMs - when it arrived, ms on any monotonic clock.
     */
    push(sequence: number, timestamp: number, payload: Buffer, arrivalMs: number): void;
    /** One playout tick: the next frame, a lost one to conceal, or nothing. */
    pop(): Playout;
    /** Forgets everything held (a participant left, or its stream restarted). */
    reset(): void;
}
