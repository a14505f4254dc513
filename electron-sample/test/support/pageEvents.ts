/**
 * The events a GameSession pushes to the page, recorded for a test, and bounded waits on them: a test
 * waits for the event it expects (one already pushed counts), never for time to pass.
 */
import type { GameEvent } from '../../src/common/gameApi.js';

export class PageEvents {
  readonly all: GameEvent[] = [];
  readonly #waiters = new Set<() => void>();

  /** The `emit` to hand a GameSession. */
  readonly record = (event: GameEvent): void => {
    this.all.push(event);
    for (const waiter of this.#waiters) waiter();
  };

  /** The first event that matches (already pushed or still to come); rejects after `timeoutMs`. */
  eventually<T extends GameEvent>(
    what: string,
    match: (event: GameEvent) => event is T,
    timeoutMs = 10_000,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.all.find(match);
        if (found === undefined) return;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`the page never got ${what} (${timeoutMs} ms)`));
      }, timeoutMs);
      this.#waiters.add(check);
      check();
    });
  }
}
