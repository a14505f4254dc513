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
export declare const PENDING_TTL_MS: number;
export declare class PendingAuthorizations {
    #private;
    private readonly random;
    constructor(random: RandomTokens);
    /** Keeps a request for the consent page and returns the id the page posts back. */
    add(authorization: PendingAuthorization): string;
    /** The request with this id, removed (a decision is taken once); undefined when unknown or expired. */
    take(requestId: string, now: number): PendingAuthorization | undefined;
}
