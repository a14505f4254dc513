/**
 * Network faults a call's relay applies to what it forwards (control API `voice.setFaults`): a share of
 * packets lost, a delay with jitter, and reordering, drawn from a seeded random source so that a test
 * repeats them exactly. Delays run on the emulator's clock: with a frozen clock a delayed packet waits
 * until the test advances it.
 */
function checked(name, value, max) {
    if (value === undefined)
        return 0;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
        throw new RangeError(`faults.${name}: expected a number 0..${max}, received ${JSON.stringify(value)}`);
    return value;
}
/** Checks the input (a RangeError naming the field) and fills in zeros. */
export function checkNetworkFaults(input) {
    if (typeof input !== 'object' || input === null)
        throw new TypeError('faults: expected an object');
    const seed = input.seed ?? 1;
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
        throw new RangeError(`faults.seed: expected an unsigned 32-bit integer, received ${JSON.stringify(seed)}`);
    return {
        lossPercent: checked('lossPercent', input.lossPercent, 100),
        delayMs: checked('delayMs', input.delayMs, 10_000),
        jitterMs: checked('jitterMs', input.jitterMs, 10_000),
        reorderPercent: checked('reorderPercent', input.reorderPercent, 100),
        seed,
    };
}
/** Mulberry32: a small, fast, seedable generator (not for secrets: only which packet to drop). */
export class SeededRandom {
    #state;
    constructor(seed) {
        this.#state = seed >>> 0;
    }
    /** A number in [0, 1). */
    next() {
        this.#state = (this.#state + 0x6d2b79f5) >>> 0;
        let t = this.#state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    }
}
/** One call's faults and their random source. */
export class FaultPlan {
    faults;
    #random;
    constructor(faults) {
        this.faults = faults;
        this.#random = new SeededRandom(faults.seed);
    }
    /** Draws the fate of one forwarded packet (always three draws, so one knob never shifts another's). */
    decide() {
        const lost = this.#random.next() * 100 < this.faults.lossPercent;
        const jitter = this.#random.next() * this.faults.jitterMs;
        const holdBack = this.#random.next() * 100 < this.faults.reorderPercent;
        if (lost)
            return { drop: true };
        return { drop: false, delayMs: this.faults.delayMs + jitter, holdBack };
    }
}
