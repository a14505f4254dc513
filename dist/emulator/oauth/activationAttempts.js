/**
 * Rate limit of wrong user codes on the activation page (RFC 8628 5.1: a user code is short, so guessing
 * must be slowed). After {@link MAX_WRONG_CODES} wrong codes within {@link WRONG_CODE_WINDOW_MS} of the
 * emulator's clock, every entry (a right one too) is refused until the oldest failure leaves the window.
 * One per emulator: the emulator serves one machine, so the page's visitors are one population.
 */
/** Wrong codes allowed within the window. */
export const MAX_WRONG_CODES = 5;
/** The window, in ms of the emulator's clock. */
export const WRONG_CODE_WINDOW_MS = 60_000;
export class ActivationAttempts {
    /** Times of the wrong codes still in the window, oldest first. */
    #failures = [];
    /** Seconds until an entry is accepted again, or 0 when entries are accepted now. */
    retryAfterS(now) {
        this.#failures = this.#failures.filter((at) => now - at < WRONG_CODE_WINDOW_MS);
        if (this.#failures.length < MAX_WRONG_CODES)
            return 0;
        const oldest = this.#failures[0] ?? now;
        return Math.max(1, Math.ceil((oldest + WRONG_CODE_WINDOW_MS - now) / 1000));
    }
    /** Counts a wrong code. */
    failed(now) {
        this.#failures.push(now);
    }
    /** Forgets the failures (on reset). */
    clear() {
        this.#failures = [];
    }
}
