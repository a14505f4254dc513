/**
 * Authorization requests shown on the consent page and waiting for the user's decision, by the request
 * id the page posts back. Bounded (the oldest goes first) and answerable for 10 minutes; one store per
 * emulator.
 */

import type { RandomTokens } from '../randomTokens.js';
import type { ApplicationRecord } from '../records.js';

/** A validated authorization request waiting for the user's decision. */
export interface PendingAuthorization {
  app: ApplicationRecord;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  codeChallenge: string | null;
  nonce: string | null;
  expiresAt: number;
}

/** How long the consent page stays answerable. */
export const PENDING_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 1000;
/** Entropy of a request id (32 base64url characters). */
const REQUEST_ID_BYTES = 24;

export class PendingAuthorizations {
  readonly #pending = new Map<string, PendingAuthorization>();

  constructor(private readonly random: RandomTokens) {}

  /** Keeps a request for the consent page and returns the id the page posts back. */
  add(authorization: PendingAuthorization): string {
    const requestId = this.random.token(REQUEST_ID_BYTES);
    if (this.#pending.size >= MAX_PENDING) this.#pending.delete(this.#pending.keys().next().value as string);
    this.#pending.set(requestId, authorization);
    return requestId;
  }

  /** The request with this id, removed (a decision is taken once); undefined when unknown or expired. */
  take(requestId: string, now: number): PendingAuthorization | undefined {
    const authorization = this.#pending.get(requestId);
    this.#pending.delete(requestId);
    return authorization && now < authorization.expiresAt ? authorization : undefined;
  }
}
