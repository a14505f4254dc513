/**
 * Forgetting expired codes and dead tokens on the emulator's clock, a few at a time: every token grant
 * takes a small step (at most {@link SWEEP_STEP} records looked at), resuming where the last one stopped
 * and starting over once it went round, so a long-running emulator under load keeps only the tokens of
 * the last 7 days (plus the grace below) and no request pays for a pass over a million records. The
 * control API's clock moves still sweep everything at once (`sweepExpired`, grants.ts).
 */
import type { EmulatorContext } from '../context.js';
import type { CodeRecord, TokenRecord } from '../records.js';

/** Records looked at per step: more than a grant adds (1-2 tokens), so the sweep keeps pace. */
export const SWEEP_STEP = 8;
const DAY_MS = 86_400_000;
/** Dead tokens stay this long: a rotated refresh token presented again is still recognised (and revokes). */
const TOKEN_GRACE_MS = 7 * DAY_MS;
/** Expired codes stay a day: a code presented late is still told apart from one never issued. */
const CODE_GRACE_MS = DAY_MS;

/** Whether a token may be forgotten at `now`: revoked or expired, and past the grace. */
export function tokenForgettable(token: TokenRecord, now: number): boolean {
  const deadSince =
    token.revokedAt ?? (token.expiresAt !== null && now >= token.expiresAt ? token.expiresAt : null);
  return deadSince !== null && now >= deadSince + TOKEN_GRACE_MS;
}

/** Whether an authorization code may be forgotten at `now`. */
export function codeForgettable(code: CodeRecord, now: number): boolean {
  return now >= code.expiresAt + CODE_GRACE_MS;
}

/** A cursor over one collection that forgets what `forgettable` says, a few records per step. */
class Cursor<T> {
  #entries: Iterator<[string, T]> | undefined;

  constructor(
    private readonly map: () => Map<string, T>,
    private readonly forgettable: (record: T, now: number) => boolean,
  ) {}

  /** Starts over from the first record on the next step. */
  restart(): void {
    this.#entries = undefined;
  }

  /** Looks at up to `budget` records after the last one looked at; returns how many it removed. */
  step(budget: number, now: number): number {
    const map = this.map();
    this.#entries ??= map.entries();
    let removed = 0;
    // Map iterators are live: deleting the entry just read is safe, and entries added later are visited.
    for (let seen = 0; seen < budget; seen++) {
      const next = this.#entries.next();
      if (next.done) {
        this.#entries = undefined;
        break;
      }
      const [key, record] = next.value;
      if (this.forgettable(record, now) && map.delete(key)) removed++;
    }
    return removed;
  }
}

export class ExpirySweeper {
  readonly #ctx: EmulatorContext;
  readonly #tokens: Cursor<TokenRecord>;
  readonly #codes: Cursor<CodeRecord>;
  /** The store generation the cursors walk (a reset or a load starts them over). */
  #generation = -1;

  constructor(ctx: EmulatorContext) {
    this.#ctx = ctx;
    this.#tokens = new Cursor(() => ctx.store.tokens, tokenForgettable);
    this.#codes = new Cursor(() => ctx.store.codes, codeForgettable);
  }

  /** Looks at up to `budget` tokens and as many codes from where the last step stopped; returns how many went. */
  step(budget = SWEEP_STEP): number {
    if (this.#generation !== this.#ctx.store.generation) {
      this.#generation = this.#ctx.store.generation;
      this.#tokens.restart();
      this.#codes.restart();
    }
    const now = this.#ctx.clock.now();
    return this.#tokens.step(budget, now) + this.#codes.step(budget, now);
  }
}
