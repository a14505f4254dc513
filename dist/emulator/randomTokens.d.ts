/** Fills `buffer` with secure random bytes (the shape of `crypto.randomFillSync` and the addon's `randomFill`). */
export type RandomFill = (buffer: Uint8Array) => unknown;
export declare class RandomTokens {
    #private;
    constructor(fill?: RandomFill);
    /** `bytes` (1..4096) fresh random bytes as base64url without padding: 32 bytes give 43 characters. */
    token(bytes: number): string;
}
