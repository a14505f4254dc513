/**
 * The provisional-accounts part of the control API (`control.provisional`, and `/_emulator/provisional/*`):
 * configure an application's identity providers, mint ID tokens of the built-in test issuer and tickets
 * for the providers the emulator cannot reach, make merges take time (423 meanwhile), and ban accounts.
 */
import { savedAfter } from '../savedAfter.js';
/** The control calls over one emulator's provisional domain (`persist` saves the data file). */
export function provisionalControl(accounts, persist) {
    const saved = savedAfter(persist);
    return {
        configure: async (applicationId, input) => saved(accounts.configure(applicationId, input ?? {})),
        mintIdToken: (applicationId, input) => accounts.mintIdToken(applicationId, input),
        mintTicket: async (input) => saved(accounts.mintTicket(input)),
        setMergeDuration(ms) {
            if (!Number.isFinite(ms) || ms < 0)
                throw new RangeError(`ms: expected a number >= 0, received ${String(ms)}`);
            accounts.mergeDurationMs = ms;
        },
        ban: async (userId, banned = true) => saved(accounts.ban(userId, banned)),
        issuer: () => accounts.issuer.issuer,
    };
}
