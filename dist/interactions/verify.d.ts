/**
 * Verifying that an interaction POST comes from the service (FACTS.md "Interactions over HTTP"): the
 * `X-Signature-Ed25519` header is an Ed25519 signature, by the application's key, of
 * `X-Signature-Timestamp` followed by the raw body. Verification is `node:crypto`'s Ed25519, which
 * compares in constant time by construction; the timestamp must also lie within `maxSkewSeconds` of
 * now, so that a captured request cannot be replayed later.
 */
import { type KeyObject } from 'node:crypto';
/** Options of {@link verifyInteraction}. */
export interface VerifyInteractionOptions {
    /**
     * Largest distance, in seconds, between the signed timestamp and now. `Infinity` turns the check off.
     * @default 300
     */
    maxSkewSeconds?: number | undefined;
    /** Current time in Unix ms (a test clock). @default Date.now */
    now?: (() => number) | undefined;
}
/** How far `X-Signature-Timestamp` may be from now, in seconds (either way), before a request is refused. */
export declare const DEFAULT_MAX_SKEW_SECONDS = 300;
/**
 * The application's public key (its `verify_key`, 64 hex characters) as a key object, checked once.
 * Keep it: verifying with a key object skips parsing the key on every request.
 *
 * @example
 * const key = interactionPublicKey(process.env.APP_PUBLIC_KEY);
 */
export declare function interactionPublicKey(hex: unknown): KeyObject;
/**
 * Why a request's signature is not acceptable, or undefined when it is. Malformed headers (not hex, the
 * wrong length, a timestamp that is not decimal seconds) are reasons, not exceptions: they come from
 * the network.
 */
export declare function interactionSignatureProblem(publicKey: string | KeyObject, signature: unknown, timestamp: unknown, rawBody: string | Uint8Array, options?: VerifyInteractionOptions): string | undefined;
/**
 * Whether a request was signed by the application's key, recently.
 *
 * @example
 * const ok = verifyInteraction(publicKey, req.headers['x-signature-ed25519'], req.headers['x-signature-timestamp'], rawBody);
 * if (!ok) return res.writeHead(401).end();
 */
export declare function verifyInteraction(publicKey: string | KeyObject, signature: unknown, timestamp: unknown, rawBody: string | Uint8Array, options?: VerifyInteractionOptions): boolean;
