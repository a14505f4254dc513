import { SigningKeys } from '../signingKeys.js';
/** Path of the issuer under the emulator's origin. */
export const TEST_ISSUER_PATH = '/test-oidc';
/** The built-in OIDC test issuer of one emulator. */
export class TestIssuer {
    #ctx;
    #keys;
    constructor(ctx) {
        this.#ctx = ctx;
        this.#keys = new SigningKeys(() => ctx.clock.now(), 'ES256');
    }
    /** `http://127.0.0.1:<port>/test-oidc`. */
    get issuer() {
        return `${this.#ctx.baseUrl}${TEST_ISSUER_PATH}`;
    }
    /** Its JWKS (ES256 public keys). */
    jwks() {
        return this.#keys.jwks();
    }
    /** An ID token for `applicationId`'s players, signed with the issuer's key. */
    mint(applicationId, input) {
        if (typeof input?.sub !== 'string' || input.sub === '' || input.sub.length > 255)
            throw new TypeError('sub: expected 1 to 255 characters');
        const now = Math.floor(this.#ctx.clock.now() / 1000);
        const iat = now - (input.ageS ?? 0);
        const claims = {
            iss: input.iss ?? this.issuer,
            sub: input.sub,
            aud: input.aud ?? applicationId,
            iat,
            exp: now + (input.expiresInS ?? 3600),
        };
        if (input.preferred_username !== undefined)
            claims.preferred_username = input.preferred_username;
        return this.#keys.sign(claims);
    }
}
