/**
 * The emulator's built-in OIDC test issuer, so tests can mint an ID token for any player without an
 * identity provider: `<origin>/test-oidc` with its discovery document and JWKS served by the emulator,
 * and ES256 keys of its own (a second {@link SigningKeys}, never the service's). Its keys live in memory:
 * tokens minted before a restart no longer verify, as with a provider that rotated its keys.
 */
import type { EmulatorContext } from '../context.js';
import { SigningKeys } from '../signingKeys.js';
/** Path of the issuer under the emulator's origin. */
export declare const TEST_ISSUER_PATH = "/test-oidc";
/** Claims of a minted ID token (the rest are filled in). */
export interface TestIdTokenInput {
    /** The player's id at the game. */
    sub: string;
    /** Default: the application id the token is minted for. */
    aud?: string | undefined;
    /** The display name the provisional account takes (`preferred_username`). */
    preferred_username?: string | undefined;
    /** Seconds from now to expiry (default 3600; negative for an expired token). */
    expiresInS?: number | undefined;
    /** Seconds since issue (default 0), to make a token older than the service accepts. */
    ageS?: number | undefined;
    /** Default: this issuer. */
    iss?: string | undefined;
}
/** The built-in OIDC test issuer of one emulator. */
export declare class TestIssuer {
    #private;
    constructor(ctx: EmulatorContext);
    /** `http://127.0.0.1:<port>/test-oidc`. */
    get issuer(): string;
    /** Its JWKS (ES256 public keys). */
    jwks(): ReturnType<SigningKeys['jwks']>;
    /** An ID token for `applicationId`'s players, signed with the issuer's key. */
    mint(applicationId: string, input: TestIdTokenInput): Promise<string>;
}
