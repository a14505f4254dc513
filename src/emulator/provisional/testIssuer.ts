/**
 * The emulator's built-in OIDC test issuer, so tests can mint an ID token for any player without an
 * identity provider: `<origin>/test-oidc` with its discovery document and JWKS served by the emulator,
 * and ES256 keys of its own (a second {@link SigningKeys}, never the service's). Its keys live in memory:
 * tokens minted before a restart no longer verify, as with a provider that rotated its keys.
 */
import type { EmulatorContext } from '../context.js';
import { SigningKeys } from '../signingKeys.js';

/** Path of the issuer under the emulator's origin. */
export const TEST_ISSUER_PATH = '/test-oidc';

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
export class TestIssuer {
  readonly #ctx: EmulatorContext;
  readonly #keys: SigningKeys;

  constructor(ctx: EmulatorContext) {
    this.#ctx = ctx;
    this.#keys = new SigningKeys(() => ctx.clock.now(), 'ES256');
  }

  /** `http://127.0.0.1:<port>/test-oidc`. */
  get issuer(): string {
    return `${this.#ctx.baseUrl}${TEST_ISSUER_PATH}`;
  }

  /** Its JWKS (ES256 public keys). */
  jwks(): ReturnType<SigningKeys['jwks']> {
    return this.#keys.jwks();
  }

  /** An ID token for `applicationId`'s players, signed with the issuer's key. */
  mint(applicationId: string, input: TestIdTokenInput): Promise<string> {
    if (typeof input?.sub !== 'string' || input.sub === '' || input.sub.length > 255)
      throw new TypeError('sub: expected 1 to 255 characters');
    const now = Math.floor(this.#ctx.clock.now() / 1000);
    const iat = now - (input.ageS ?? 0);
    const claims: Record<string, unknown> = {
      iss: input.iss ?? this.issuer,
      sub: input.sub,
      aud: input.aud ?? applicationId,
      iat,
      exp: now + (input.expiresInS ?? 3600),
    };
    if (input.preferred_username !== undefined) claims.preferred_username = input.preferred_username;
    return this.#keys.sign(claims);
  }
}
