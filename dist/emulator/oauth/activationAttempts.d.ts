/**
 * Rate limit of wrong user codes on the activation page (RFC 8628 5.1: a user code is short, so guessing
 * must be slowed). After {@link MAX_WRONG_CODES} wrong codes within {@link WRONG_CODE_WINDOW_MS} of the
 * emulator's clock, every entry (a right one too) is refused until the oldest failure leaves the window.
 * One per emulator: the emulator serves one machine, so the page's visitors are one population.
 */
/** Wrong codes allowed within the window. */
export declare const MAX_WRONG_CODES = 5;
/** The window, in ms of the emulator's clock. */
export declare const WRONG_CODE_WINDOW_MS = 60000;
export declare class ActivationAttempts {
    #private;
    /** Seconds until an entry is accepted again, or 0 when entries are accepted now. */
    retryAfterS(now: number): number;
    /** Counts a wrong code. */
    failed(now: number): void;
    /** Forgets the failures (on reset). */
    clear(): void;
}
