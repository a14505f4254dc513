/**
 * A sliding-window pacer: at most `limit` turns per `windowMs`; a turn over the budget waits (a timer
 * that does not keep the process alive) until the oldest turn leaves the window. Taking a turn reserves
 * its place at once, so concurrent callers never share one.
 */
export class Pacer {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  /** When the turns in the window were taken, oldest first. */
  readonly #taken: number[] = [];

  /**
   * @param limit - turns per window.
   * @param windowMs - the window, ms.
   * @param now - the clock, ms.
   */
  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Resolves when a turn fits in the window, having taken it. */
  async turn(): Promise<void> {
    for (;;) {
      const windowStart = this.#now() - this.#windowMs;
      while (this.#taken.length > 0 && (this.#taken[0] as number) <= windowStart) this.#taken.shift();
      if (this.#taken.length < this.#limit) {
        this.#taken.push(this.#now());
        return;
      }
      const wait = (this.#taken[0] as number) - windowStart + 1;
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
  }
}
