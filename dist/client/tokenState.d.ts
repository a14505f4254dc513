import type { TokenSet } from '../auth/tokens.js';
import type { Transport } from '../http/transport.js';
/** The current token and the expiries of the tokens this client received. */
export declare class TokenState {
    #private;
    /**
     * @param transport - the client's transport, whose authorization follows the current token.
     * @param now - Unix ms, for expiries.
     * @param log - diagnostic lines (never a token).
     */
    constructor(transport: Transport, now: () => number, log: ((line: string) => void) | undefined);
    /** The current token, or undefined: a function value, so the gateway can hold it without the client. */
    readonly read: () => string | undefined;
    /** The current token, or undefined before `UpdateToken` (or after revoking it). */
    get current(): string | undefined;
    /** Makes `token` current for requests, the gateway and the expiry callback; undefined forgets it. */
    set(token: string | undefined): void;
    /** Notes the expiry of tokens just received from a grant (they may become current later). */
    received(tokens: TokenSet): void;
    /** The callback for the current token's expiry (`SetTokenExpirationCallback`), or undefined. */
    setExpirationCallback(callback: (() => void) | undefined): void;
}
