/**
 * Verifying that an interaction POST comes from the service (FACTS.md "Interactions over HTTP"): the
 * `X-Signature-Ed25519` header is an Ed25519 signature, by the application's key, of
 * `X-Signature-Timestamp` followed by the raw body. Verification is `node:crypto`'s Ed25519, which
 * compares in constant time by construction; the timestamp must also lie within `maxSkewSeconds` of
 * now, so that a captured request cannot be replayed later.
 */
import { createPublicKey, verify } from 'node:crypto';
import { ValidationError } from '../http/errors.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
/** DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410): the 32 raw key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PUBLIC_KEY = /^[0-9a-fA-F]{64}$/;
const SIGNATURE = /^[0-9a-fA-F]{128}$/;
const TIMESTAMP = /^[0-9]{1,12}$/;
/** How far `X-Signature-Timestamp` may be from now, in seconds (either way), before a request is refused. */
export const DEFAULT_MAX_SKEW_SECONDS = 300;
/**
 * Public keys parsed from hex, by the hex as given (an app passes the same string every time, so no
 * case-folded copy is made per request; the two spellings of one key are two entries): parsing costs
 * about as much as a verification, and an app verifies every request with the same key or two. Public
 * keys only, never secrets; bounded.
 */
const parsedKeys = new Map();
const PARSED_KEYS_MAX = 16;
function keyOf(publicKey) {
    if (typeof publicKey !== 'string')
        return publicKey;
    let key = parsedKeys.get(publicKey);
    if (key === undefined) {
        key = interactionPublicKey(publicKey);
        if (parsedKeys.size >= PARSED_KEYS_MAX)
            parsedKeys.delete(parsedKeys.keys().next().value);
        parsedKeys.set(publicKey, key);
    }
    return key;
}
/**
 * The application's public key (its `verify_key`, 64 hex characters) as a key object, checked once.
 * Keep it: verifying with a key object skips parsing the key on every request.
 *
 * @example
 * const key = interactionPublicKey(process.env.APP_PUBLIC_KEY);
 */
export function interactionPublicKey(hex) {
    if (typeof hex !== 'string' || !PUBLIC_KEY.test(hex))
        throw ValidationError.argument('publicKey', "publicKey: expected the application's Ed25519 public key as 64 hex characters");
    return createPublicKey({
        key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]),
        format: 'der',
        type: 'spki',
    });
}
const VERIFY_KEYS = optionKeys({ maxSkewSeconds: true, now: true });
/**
 * Why a request's signature is not acceptable, or undefined when it is. Malformed headers (not hex, the
 * wrong length, a timestamp that is not decimal seconds) are reasons, not exceptions: they come from
 * the network.
 */
export function interactionSignatureProblem(publicKey, signature, timestamp, rawBody, options = {}) {
    checkOptionKeys(options, VERIFY_KEYS, 'verifyInteraction: options');
    const key = keyOf(publicKey);
    if (typeof signature !== 'string' || !SIGNATURE.test(signature))
        return 'X-Signature-Ed25519 is not a signature (128 hex characters)';
    if (typeof timestamp !== 'string' || !TIMESTAMP.test(timestamp))
        return 'X-Signature-Timestamp is not a Unix time in seconds';
    const maxSkew = options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS;
    if (!(maxSkew >= 0))
        throw ValidationError.argument('maxSkewSeconds', 'maxSkewSeconds: expected a number >= 0 (or Infinity)');
    const skew = Math.abs((options.now ?? Date.now)() / 1000 - Number(timestamp));
    if (skew > maxSkew)
        return `X-Signature-Timestamp is ${Math.round(skew)} s away from now (at most ${maxSkew} s allowed)`;
    return verify(null, signedMessage(timestamp, rawBody), key, Buffer.from(signature, 'hex'))
        ? undefined
        : 'the signature does not match the body';
}
/**
 * What the service signs: the timestamp (decimal digits, checked) followed by the raw body, written
 * into one buffer (no copy of the body on its own, then a concatenation).
 */
function signedMessage(timestamp, rawBody) {
    const bodyBytes = typeof rawBody === 'string' ? Buffer.byteLength(rawBody) : rawBody.byteLength;
    const message = Buffer.allocUnsafe(timestamp.length + bodyBytes);
    message.write(timestamp, 0, 'latin1');
    if (typeof rawBody === 'string')
        message.write(rawBody, timestamp.length, 'utf8');
    else
        message.set(rawBody, timestamp.length);
    return message;
}
/**
 * Whether a request was signed by the application's key, recently.
 *
 * @example
 * const ok = verifyInteraction(publicKey, req.headers['x-signature-ed25519'], req.headers['x-signature-timestamp'], rawBody);
 * if (!ok) return res.writeHead(401).end();
 */
export function verifyInteraction(publicKey, signature, timestamp, rawBody, options = {}) {
    return interactionSignatureProblem(publicKey, signature, timestamp, rawBody, options) === undefined;
}
