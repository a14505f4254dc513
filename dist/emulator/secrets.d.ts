/** The digest under which tokens and codes are stored (the raw values are never kept). */
export declare function secretHash(secret: string): string;
/**
 * Constant-time string comparison. The SHA-256 digests are compared, not the strings: they always have
 * the same length, so not even a secret's length shows in the time taken (comparing the strings directly
 * would return early on a length mismatch).
 */
export declare function safeEqual(a: string, b: string): boolean;
/** The SHA-256 digest of a secret as bytes: what {@link safeEqual} compares (for callers that keep it). */
export declare function secretDigest(secret: string): Buffer;
