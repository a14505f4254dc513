import { randomBytes } from '../native/index.js';
/** Upper bound on a token's entropy request: far above any protocol need, low enough to catch mistakes. */
export const MAX_TOKEN_BYTES = 1024;
/**
 * A URL-safe random token: `bytes` bytes from the OS CSPRNG (through the addon), base64url-encoded without
 * padding. 32 bytes give a 43-character string, which is what PKCE verifiers, OAuth `state` and OIDC
 * `nonce` use.
 */
export function randomToken(bytes = 32) {
    if (!Number.isInteger(bytes) || bytes < 1 || bytes > MAX_TOKEN_BYTES) {
        throw new RangeError(`randomToken(bytes): expected an integer from 1 to ${MAX_TOKEN_BYTES}, received ${String(bytes)}`);
    }
    return randomBytes(bytes).toString('base64url');
}
