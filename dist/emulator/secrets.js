/**
 * How the emulator keeps and compares secrets: tokens and codes are stored under their SHA-256 digest
 * (never the raw value), and presented secrets are compared in constant time.
 */
import * as nodeCrypto from 'node:crypto';
/**
 * SHA-256 in one call where Node has `crypto.hash` (20.12+): it skips the Hash object that `createHash`
 * builds, about half the cost for a token-sized input. Looked up on the namespace so older Node 20
 * releases, which lack it, still load this module.
 */
const oneCallHash = typeof nodeCrypto.hash === 'function';
const sha256Base64url = oneCallHash
    ? (data) => nodeCrypto.hash('sha256', data, 'base64url')
    : (data) => nodeCrypto.createHash('sha256').update(data).digest('base64url');
/** The same digest as bytes (the token endpoint compares a client secret with it on every request). */
const sha256Bytes = oneCallHash
    ? (data) => nodeCrypto.hash('sha256', data, 'buffer')
    : (data) => nodeCrypto.createHash('sha256').update(data).digest();
/** The digest under which tokens and codes are stored (the raw values are never kept). */
export function secretHash(secret) {
    return sha256Base64url(secret);
}
/**
 * Constant-time string comparison. The SHA-256 digests are compared, not the strings: they always have
 * the same length, so not even a secret's length shows in the time taken (comparing the strings directly
 * would return early on a length mismatch).
 */
export function safeEqual(a, b) {
    return nodeCrypto.timingSafeEqual(sha256Bytes(a), sha256Bytes(b));
}
/** The SHA-256 digest of a secret as bytes: what {@link safeEqual} compares (for callers that keep it). */
export function secretDigest(secret) {
    return sha256Bytes(secret);
}
