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
/** Deepest target, frames (200 ms). */
export const MAX_TARGET = 10;
/** Packets held at most; beyond, the oldest go (a sender far ahead of playout). */
const MAX_HELD = 50;
/** Ticks over which the buffer's least depth is watched; above the target all along, one frame goes. */
const TRIM_WINDOW = 25;
/** Ticks a running buffer may find nothing before it counts the talk spurt as over and rebuffers. */
const DRY_TICKS = 3;
export class JitterBuffer {
    #held = new Map();
    /** The sequence number playout takes next, or -1 while buffering. */
    #next = -1;
    #dry = 0;
    /** RFC 3550 jitter, ms. */
    #jitterMs = 0;
    #lastTransit;
    /** Counters for logs and tests. */
    stats = { received: 0, late: 0, lost: 0, played: 0, overflow: 0, trimmed: 0 };
    #minDepth = Number.POSITIVE_INFINITY;
    #windowTicks = 0;
    /** The measured interarrival jitter, ms. */
    get jitterMs() {
        return this.#jitterMs;
    }
    /** Frames the buffer aims to hold before and during playout. */
    get target() {
        return Math.min(MAX_TARGET, 1 + Math.floor((2 * this.#jitterMs) / 20));
    }
    /** Packets waiting. */
    get size() {
        return this.#held.size;
    }
    /**
     * Takes a packet in.
     * @param sequence - its 16-bit RTP sequence number.
     * @param timestamp - its RTP timestamp (48 kHz units).
     * @param arrivalMs - when it arrived, ms on any monotonic clock.
     */
    push(sequence, timestamp, payload, arrivalMs) {
        this.stats.received++;
        const transit = arrivalMs - timestamp / 48;
        if (this.#lastTransit !== undefined) {
            const d = Math.abs(transit - this.#lastTransit);
            // A sender that stopped and resumed (or a wrapped timestamp) is not jitter.
            if (d < 1000)
                this.#jitterMs += (d - this.#jitterMs) / 16;
        }
        this.#lastTransit = transit;
        if (this.#next >= 0 && behind(sequence, this.#next)) {
            this.stats.late++;
            return;
        }
        this.#held.set(sequence, { payload });
        if (this.#held.size > MAX_HELD) {
            const oldest = this.#oldest();
            if (oldest !== undefined) {
                this.#held.delete(oldest);
                this.stats.overflow++;
                if (this.#next >= 0 && oldest === this.#next)
                    this.#next = (oldest + 1) & 0xffff;
            }
        }
    }
    /** One playout tick: the next frame, a lost one to conceal, or nothing. */
    pop() {
        if (this.#next < 0) {
            if (this.#held.size < this.target)
                return { kind: 'empty' };
            this.#next = this.#oldest() ?? 0;
            this.#dry = 0;
        }
        // More held than the target for a whole window (a burst after a stall that never drained): the
        // delay would stay; one frame is dropped per window until it is back to the target.
        this.#minDepth = Math.min(this.#minDepth, this.#held.size);
        if (++this.#windowTicks >= TRIM_WINDOW) {
            if (this.#minDepth > this.target && this.#held.has(this.#next)) {
                this.#held.delete(this.#next);
                this.#next = (this.#next + 1) & 0xffff;
                this.stats.trimmed++;
            }
            this.#windowTicks = 0;
            this.#minDepth = Number.POSITIVE_INFINITY;
        }
        // Far more held than the target (a burst after a stall): skip ahead to keep the delay bounded.
        while (this.#held.size > this.target + 4) {
            const oldest = this.#oldest();
            if (oldest === undefined)
                break;
            this.#held.delete(oldest);
            this.stats.overflow++;
            this.#next = (oldest + 1) & 0xffff;
        }
        const held = this.#held.get(this.#next);
        if (held !== undefined) {
            this.#held.delete(this.#next);
            this.#next = (this.#next + 1) & 0xffff;
            this.#dry = 0;
            this.stats.played++;
            return { kind: 'frame', payload: held.payload };
        }
        if (this.#held.size > 0) {
            // A later packet is here, this one is not: lost (or so late it will be dropped).
            this.#next = (this.#next + 1) & 0xffff;
            this.stats.lost++;
            return { kind: 'lost' };
        }
        if (++this.#dry >= DRY_TICKS)
            this.#next = -1;
        return { kind: 'empty' };
    }
    /** Forgets everything held (a participant left, or its stream restarted). */
    reset() {
        this.#held.clear();
        this.#next = -1;
        this.#dry = 0;
        this.#lastTransit = undefined;
    }
    #oldest() {
        let oldest;
        for (const seq of this.#held.keys())
            if (oldest === undefined || behind(seq, oldest))
                oldest = seq;
        return oldest;
    }
}
/** Whether 16-bit sequence `a` comes before `b` (wrapping). */
function behind(a, b) {
    const step = (b - a) & 0xffff;
    return step !== 0 && step < 0x8000;
}
