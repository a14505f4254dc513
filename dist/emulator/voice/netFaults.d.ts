/**
 * Network faults a call's relay applies to what it forwards (control API `voice.setFaults`): a share of
 * packets lost, a delay with jitter, and reordering, drawn from a seeded random source so that a test
 * repeats them exactly. Delays run on the emulator's clock: with a frozen clock a delayed packet waits
 * until the test advances it.
 */
/** Faults of one call's relay. Every field optional; all zero means none. */
export interface NetworkFaultsInput {
    /** Percentage of forwarded packets dropped, 0..100. */
    lossPercent?: number | undefined;
    /** Added delay, emulator ms, 0..10000. */
    delayMs?: number | undefined;
    /** Up to this many more ms, uniformly drawn per packet, 0..10000. */
    jitterMs?: number | undefined;
    /** Percentage of packets held back and sent after the next one, 0..100. */
    reorderPercent?: number | undefined;
    /** Seed of the random source (an unsigned 32-bit integer). Default 1. */
    seed?: number | undefined;
}
/** The faults as applied, every field set. */
export type NetworkFaults = Required<{
    [K in keyof NetworkFaultsInput]: number;
}>;
/** Checks the input (a RangeError naming the field) and fills in zeros. */
export declare function checkNetworkFaults(input: NetworkFaultsInput): NetworkFaults;
/** Mulberry32: a small, fast, seedable generator (not for secrets: only which packet to drop). */
export declare class SeededRandom {
    #private;
    constructor(seed: number);
    /** A number in [0, 1). */
    next(): number;
}
/** What the faults decide for one packet. */
export type FaultDecision = {
    drop: true;
} | {
    drop: false;
    delayMs: number;
    holdBack: boolean;
};
/** One call's faults and their random source. */
export declare class FaultPlan {
    #private;
    readonly faults: NetworkFaults;
    constructor(faults: NetworkFaults);
    /** Draws the fate of one forwarded packet (always three draws, so one knob never shifts another's). */
    decide(): FaultDecision;
}
