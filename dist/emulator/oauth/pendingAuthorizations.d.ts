/**
 * Authorization requests shown on the consent page and waiting for the user's decision, by the request
 * id the page posts back. Answerable for 10 minutes; one store per emulator. Bounded per client and
 * source (ownerBounds.ts): a client loading the consent page a thousand times pushes out its own oldest
 * requests, never another client's page that a user has open.
 */
import type { RandomTokens } from '../randomTokens.js';
import type { ApplicationRecord } from '../records.js';
import { type OwnerBounds } from './ownerBounds.js';
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
/** Requests waiting, per client and source (the address the page was loaded from), and in all. */
export declare const PENDING_BOUNDS: OwnerBounds;
export declare class PendingAuthorizations {
    #private;
    private readonly random;
    constructor(random: RandomTokens);
    /**
     * Keeps a request for the consent page and returns the id the page posts back. `source` is the address
     * the page was asked from; `now` the emulator's clock.
     */
    add(authorization: PendingAuthorization, source: string, now: number): string;
    /** The request with this id, removed (a decision is taken once); undefined when unknown or expired. */
    take(requestId: string, now: number): PendingAuthorization | undefined;
}
