/**
 * A sliding-window pacer: at most `limit` turns per `windowMs`; a turn over the budget waits (a timer
 * that does not keep the process alive) until the oldest turn leaves the window. Taking a turn reserves
 * its place at once, so concurrent callers never share one.
 */
export declare class Pacer {
    #private;
    /**
     * @param limit - turns per window.
     * @param windowMs - the window, ms.
     * @param now - the clock, ms.
     */
    constructor(limit: number, windowMs: number, now?: () => number);
    /** Resolves when a turn fits in the window, having taken it. */
    turn(): Promise<void>;
}
/**
 * Paced sends of a state of which only the latest matters (a presence): what is submitted while a send
 * waits for its turn joins that send, and the last submission is what goes out. So a game that submits
 * every frame sends at most the pacer's allowance per window, and each window's send carries its newest
 * state. Every submission's Promise settles with the send that carried it.
 */
export declare class LatestOnly {
    #private;
    /** @param pacer - whose turns the sends take. */
    constructor(pacer: Pacer);
    /**
     * @param send - sends the state as it is now (called once, unless a later submission replaces it).
     * @returns a Promise settled when the send that carries this submission went out (or threw).
     */
    submit(send: () => void): Promise<void>;
}
