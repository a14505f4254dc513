import type { RedirectOutcome } from './pendingAuthorizations.js';
/** A running receiver. */
export interface LoopbackReceiver {
    /** `http://127.0.0.1:<port>/callback`. */
    readonly redirectUri: string;
    readonly port: number;
    /** Stops accepting and closes open connections. Safe to call more than once. */
    close(): void;
}
/**
 * Starts a receiver. `onCallback` receives the full callback URL and says whether it settled an
 * authorization; after the first one that did, the receiver closes itself.
 */
export declare function startLoopbackReceiver(onCallback: (url: string) => RedirectOutcome): Promise<LoopbackReceiver>;
