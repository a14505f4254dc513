/**
 * When the current token expires: the C++ library's `SetTokenExpirationCallback` fires once per token.
 * Only tokens this client received (from a grant) have a known expiry; a token set by hand has none.
 * Timers never keep the process alive.
 */
import type { TokenSet } from './tokens.js';

/** setTimeout's longest delay; longer expiries are waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Expiry times of the most recent tokens received, so a later `UpdateToken` can schedule the callback. */
const MAX_KNOWN_TOKENS = 16;

/** Expiry tracking of one client's tokens. */
export class TokenLifetime {
  readonly #now: () => number;
  readonly #log: ((line: string) => void) | undefined;
  readonly #expiries = new Map<string, number>();
  #current: string | undefined;
  #callback: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: { now: () => number; log?: ((line: string) => void) | undefined }) {
    this.#now = options.now;
    this.#log = options.log;
  }

  /** Notes the expiry of tokens just received from a grant. */
  received(tokens: TokenSet): void {
    this.#expiries.set(tokens.accessToken, this.#now() + tokens.expiresIn * 1000);
    for (const key of this.#expiries.keys()) {
      if (this.#expiries.size <= MAX_KNOWN_TOKENS) break;
      this.#expiries.delete(key);
    }
  }

  /** The token now in use (or none); re-arms the callback for it. */
  setCurrent(token: string | undefined): void {
    this.#current = token;
    this.#arm();
  }

  /** The callback for the current token's expiry (or none); re-arms it. */
  setCallback(callback: (() => void) | undefined): void {
    this.#callback = callback;
    this.#arm();
  }

  /** (Re)schedules the callback for the current token: once per token. */
  #arm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const token = this.#current;
    const expiresAt = token === undefined ? undefined : this.#expiries.get(token);
    if (this.#callback === undefined || token === undefined || expiresAt === undefined) return;
    const fire = (): void => {
      this.#timer = undefined;
      // Once per token: forget its expiry so re-arming (a new callback) does not fire it again.
      this.#expiries.delete(token);
      this.#log?.('the current token expired');
      this.#callback?.();
    };
    const schedule = (): void => {
      const remaining = Math.max(0, expiresAt - this.#now());
      this.#timer = setTimeout(remaining > MAX_TIMER_MS ? schedule : fire, Math.min(remaining, MAX_TIMER_MS));
      this.#timer.unref();
    };
    schedule();
  }
}
