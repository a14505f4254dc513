/** Upper bound on a token's entropy request: far above any protocol need, low enough to catch mistakes. */
export declare const MAX_TOKEN_BYTES = 1024;
/**
 * A URL-safe random token: `bytes` bytes from the OS CSPRNG (through the addon), base64url-encoded without
 * padding. 32 bytes give a 43-character string, which is what PKCE verifiers, OAuth `state` and OIDC
 * `nonce` use.
 */
export declare function randomToken(bytes?: number): string;
