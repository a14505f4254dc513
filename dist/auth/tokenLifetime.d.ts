/**
 * When the current token expires: the C++ library's `SetTokenExpirationCallback` fires once per token.
 * Only tokens this client received (from a grant) have a known expiry; a token set by hand has none.
 * Timers never keep the process alive.
 */
import type { TokenSet } from './tokens.js';
/** Expiry tracking of one client's tokens. */
export declare class TokenLifetime {
    #private;
    constructor(options: {
        now: () => number;
        log?: ((line: string) => void) | undefined;
    });
    /** Notes the expiry of tokens just received from a grant. */
    received(tokens: TokenSet): void;
    /** The token now in use (or none); re-arms the callback for it. */
    setCurrent(token: string | undefined): void;
    /** The callback for the current token's expiry (or none); re-arms it. */
    setCallback(callback: (() => void) | undefined): void;
}
