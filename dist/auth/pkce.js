/**
 * PKCE (RFC 7636) with the only method the service accepts, S256. The verifier is a secret: it never
 * appears in `toString()`, `JSON.stringify` or `util.inspect` output.
 */
import { randomToken } from '../crypto/randomToken.js';
import { ValidationError } from '../http/errors.js';
import { codeVerifierProblem, isS256Challenge, s256Challenge as s256 } from '../rules/oauth.js';
/** Code-challenge methods of the C++ library; the service accepts only S256 (FACTS.md). */
export const AuthenticationCodeChallengeMethod = { S256: 'S256' };
/** Throws a {@link ValidationError} naming `where` unless `verifier` is a well-formed verifier. */
export function assertCodeVerifier(verifier, where = 'codeVerifier') {
    const problem = codeVerifierProblem(verifier);
    if (problem !== undefined) {
        const got = problem.kind === 'type' ? `a ${typeof verifier}` : `${problem.length} characters`;
        throw ValidationError.argument(where, `${where}: expected 43 to 128 characters of [A-Za-z0-9-._~] (RFC 7636), received ${got}`);
    }
    return verifier;
}
/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))), no padding. */
export function s256Challenge(verifier) {
    return s256(assertCodeVerifier(verifier));
}
/** The challenge half of a PKCE pair: what goes into the authorize URL. Not secret. */
export class AuthorizationCodeChallenge {
    #challenge;
    /** A challenge computed elsewhere; it must be a base64url SHA-256 digest (43 characters). */
    constructor(challenge) {
        this.#challenge = checkedChallenge(challenge);
    }
    /**
     * C++ `SetMethod`: only S256 exists (the service refuses `plain`); the C++ value 0 is taken as S256.
     * @throws ValidationError naming `Method` for anything else.
     */
    SetMethod(Method) {
        if (Method !== AuthenticationCodeChallengeMethod.S256 && Method !== 0)
            throw ValidationError.argument('Method', `SetMethod: only S256 ('S256' or 0) is accepted, got ${String(Method)}`);
    }
    /**
     * C++ `SetChallenge`.
     * @throws ValidationError naming `CodeChallenge.Challenge` unless a 43-character base64url S256 digest.
     */
    SetChallenge(Challenge) {
        this.#challenge = checkedChallenge(Challenge);
    }
    /** Always S256: the service refuses `plain`. */
    Method() {
        return AuthenticationCodeChallengeMethod.S256;
    }
    /** The base64url challenge string. */
    Challenge() {
        return this.#challenge;
    }
    /** `{ method: 'S256', challenge }`: the challenge is public (it goes in the authorize URL). */
    toJSON() {
        return { method: this.Method(), challenge: this.#challenge };
    }
}
function checkedChallenge(challenge) {
    if (!isS256Challenge(challenge)) {
        throw ValidationError.argument('CodeChallenge.Challenge', 'CodeChallenge: expected a 43-character base64url S256 digest');
    }
    return challenge;
}
/** A verifier and its challenge. Keep the verifier until GetToken; send only the challenge. */
export class AuthorizationCodeVerifier {
    #verifier;
    #challenge;
    /** Wraps an existing verifier (validated) and derives its S256 challenge. */
    constructor(verifier) {
        this.#verifier = assertCodeVerifier(verifier, 'AuthorizationCodeVerifier');
        this.#challenge = new AuthorizationCodeChallenge(s256Challenge(verifier));
    }
    /** The challenge to put into {@link AuthorizationArgs.SetCodeChallenge}. */
    Challenge() {
        return this.#challenge;
    }
    /** The secret verifier to pass to GetToken. */
    Verifier() {
        return this.#verifier;
    }
    /**
     * C++ `SetVerifier`: replaces the verifier and, so that the pair can never disagree, its challenge.
     * @throws ValidationError naming `AuthorizationCodeVerifier` for a malformed verifier (not quoted).
     */
    SetVerifier(Verifier) {
        this.#verifier = assertCodeVerifier(Verifier, 'AuthorizationCodeVerifier');
        this.#challenge = new AuthorizationCodeChallenge(s256Challenge(Verifier));
    }
    /**
     * C++ `SetChallenge`: the challenge must be the verifier's own (the service would refuse the code
     * exchange otherwise, far from the mistake); set the verifier with {@link SetVerifier} to change both.
     * @throws ValidationError naming `Challenge` when it is not this verifier's S256 challenge.
     */
    SetChallenge(Challenge) {
        if (!(Challenge instanceof AuthorizationCodeChallenge) ||
            Challenge.Challenge() !== this.#challenge.Challenge())
            throw ValidationError.argument('Challenge', "SetChallenge: expected this verifier's own S256 challenge");
        this.#challenge = Challenge;
    }
    /** `AuthorizationCodeVerifier([redacted])`: the verifier is a secret, never printed. */
    toString() {
        return 'AuthorizationCodeVerifier([redacted])';
    }
    /** What `JSON.stringify` writes: the challenge, and `[redacted]` in place of the verifier. */
    toJSON() {
        return { verifier: '[redacted]', challenge: this.#challenge };
    }
    [Symbol.for('nodejs.util.inspect.custom')]() {
        return this.toString();
    }
}
/** A fresh PKCE pair: 32 random bytes from the addon, base64url (43 characters), S256 challenge. */
export function createAuthorizationCodeVerifier() {
    return new AuthorizationCodeVerifier(randomToken(32));
}
