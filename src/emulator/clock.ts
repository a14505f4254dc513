/**
 * The emulator's clock. Every expiry (codes, tokens, lobbies) and every rate-limit window reads it, so
 * tests can move time forward instead of sleeping.
 */

/** How the clock starts. */
export interface EmulatorClockOptions {
  /** Source of real time in Unix ms. Default `Date.now`. */
  now?: (() => number) | undefined;
  /** Start at this Unix ms instead of the source's current time. */
  startMs?: number | undefined;
  /** Stand still until advanced (deterministic tests). Default false: time flows with the source. */
  frozen?: boolean | undefined;
}

/** What a snapshot keeps of the clock: the offset added to the source, and the frozen instant if any. */
export interface ClockState {
  offsetMs: number;
  frozenAtMs: number | null;
}

/**
 * The emulator's Unix-ms clock (`ctx.clock`): the source's time plus an adjustable offset, optionally
 * frozen. Tests move it through `control.clock`, which also persists the change.
 */
export class EmulatorClock {
  readonly #source: () => number;
  #offsetMs: number;
  #frozenAtMs: number | null;

  constructor(options: EmulatorClockOptions = {}) {
    this.#source = options.now ?? Date.now;
    const sourceNow = this.#source();
    const start = options.startMs ?? sourceNow;
    checkTime('startMs', start);
    this.#offsetMs = start - sourceNow;
    this.#frozenAtMs = options.frozen === true ? start : null;
  }

  /** Current emulator time in Unix ms. */
  now(): number {
    return this.#frozenAtMs ?? this.#source() + this.#offsetMs;
  }

  /** Current emulator time in Unix seconds (fractional). */
  nowSeconds(): number {
    return this.now() / 1000;
  }

  /** Moves time forward by `ms` (never backwards: expiries must not un-expire). */
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) {
      throw new RangeError(`clock.advance(ms): expected a finite number >= 0, received ${String(ms)}`);
    }
    if (this.#frozenAtMs !== null) this.#frozenAtMs += ms;
    else this.#offsetMs += ms;
    return this.now();
  }

  /** Sets the current time (Unix ms). */
  set(epochMs: number): number {
    checkTime('clock.set(epochMs)', epochMs);
    if (this.#frozenAtMs !== null) this.#frozenAtMs = epochMs;
    else this.#offsetMs = epochMs - this.#source();
    return this.now();
  }

  /** Stops (true) or resumes (false) the flow of time at the current instant. */
  freeze(frozen: boolean): void {
    const now = this.now();
    if (frozen) this.#frozenAtMs = now;
    else {
      this.#frozenAtMs = null;
      this.#offsetMs = now - this.#source();
    }
  }

  /** Whether time stands still: it then moves only when advanced or set, until `freeze(false)`. */
  get frozen(): boolean {
    return this.#frozenAtMs !== null;
  }

  /** @internal The state to persist, so time never runs backwards across a restart. */
  state(): ClockState {
    return { offsetMs: this.#offsetMs, frozenAtMs: this.#frozenAtMs };
  }

  /** @internal Restores a persisted state (an advanced clock stays advanced across a restart). */
  restore(state: ClockState): void {
    this.#offsetMs = state.offsetMs;
    this.#frozenAtMs = state.frozenAtMs;
  }
}

function checkTime(what: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(
      `${what}: expected Unix milliseconds (a finite number >= 0), received ${String(value)}`,
    );
  }
}
