/**
 * The provisional-accounts part of the control API (`control.provisional`, and `/_emulator/provisional/*`):
 * configure an application's identity providers, mint ID tokens of the built-in test issuer and tickets
 * for the providers the emulator cannot reach, make merges take time (423 meanwhile), and ban accounts.
 */

import { savedAfter } from '../savedAfter.js';
import type { IdentityProviderInput, ProvisionalAccounts, TicketInput } from './service.js';
import type { ProviderConfigRecord } from './state.js';
import type { TestIdTokenInput } from './testIssuer.js';

/** `control.provisional`: what a test does to the provisional-accounts domain. */
export interface ProvisionalControl {
  /** Sets the credential kinds an application accepts and its OIDC issuer (`'test'`: the built-in one). */
  configure(applicationId: string, input: IdentityProviderInput): Promise<ProviderConfigRecord>;
  /** An ID token of the built-in test issuer (`<origin>/test-oidc`) for a player of the application. */
  mintIdToken(applicationId: string, input: TestIdTokenInput): Promise<string>;
  /**
   * A ticket the emulator accepts for a Steam, Epic, Unity, Apple, PlayStation or bot-issued credential.
   * Real validation needs those providers and the game's partner credentials: the emulator only knows
   * what it minted.
   */
  mintTicket(input: TicketInput): Promise<string>;
  /** How long a merge runs on the emulator's clock (the identity's calls answer 423 meanwhile). Default 0. */
  setMergeDuration(ms: number): void;
  /**
   * Bans a provisional account (`banned` false lifts it), as the service's moderation would: merging it
   * into a full account then fails with 530017.
   */
  ban(userId: string, banned?: boolean): Promise<void>;
  /** The built-in test issuer's URL. */
  issuer(): string;
}

/** The control calls over one emulator's provisional domain (`persist` saves the data file). */
export function provisionalControl(
  accounts: ProvisionalAccounts,
  persist: () => Promise<void>,
): ProvisionalControl {
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
