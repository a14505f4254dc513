/** Code-challenge methods of the C++ library; the service accepts only S256 (FACTS.md). */
export declare const AuthenticationCodeChallengeMethod: {
    readonly S256: 'S256';
};
export type AuthenticationCodeChallengeMethod = (typeof AuthenticationCodeChallengeMethod)[keyof typeof AuthenticationCodeChallengeMethod];
/** Throws a {@link ValidationError} naming `where` unless `verifier` is a well-formed verifier. */
export declare function assertCodeVerifier(verifier: unknown, where?: string): string;
/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))), no padding. */
export declare function s256Challenge(verifier: string): string;
/** The challenge half of a PKCE pair: what goes into the authorize URL. Not secret. */
export declare class AuthorizationCodeChallenge {
    #private;
    /** A challenge computed elsewhere; it must be a base64url SHA-256 digest (43 characters). */
    constructor(challenge: string);
    /**
     * C++ `SetMethod`: only S256 exists (the service refuses `plain`); the C++ value 0 is taken as S256.
     * @throws ValidationError naming `Method` for anything else.
     */
    SetMethod(Method: AuthenticationCodeChallengeMethod | 0): void;
    /**
     * C++ `SetChallenge`.
     * @throws ValidationError naming `CodeChallenge.Challenge` unless a 43-character base64url S256 digest.
     */
    SetChallenge(Challenge: string): void;
    /** Always S256: the service refuses `plain`. */
    Method(): AuthenticationCodeChallengeMethod;
    /** The base64url challenge string. */
    Challenge(): string;
    /** `{ method: 'S256', challenge }`: the challenge is public (it goes in the authorize URL). */
    toJSON(): {
        method: AuthenticationCodeChallengeMethod;
        challenge: string;
    };
}
/** A verifier and its challenge. Keep the verifier until GetToken; send only the challenge. */
export declare class AuthorizationCodeVerifier {
    #private;
    /** Wraps an existing verifier (validated) and derives its S256 challenge. */
    constructor(verifier: string);
    /** The challenge to put into {@link AuthorizationArgs.SetCodeChallenge}. */
    Challenge(): AuthorizationCodeChallenge;
    /** The secret verifier to pass to GetToken. */
    Verifier(): string;
    /**
     * C++ `SetVerifier`: replaces the verifier and, so that the pair can never disagree, its challenge.
     * @throws ValidationError naming `AuthorizationCodeVerifier` for a malformed verifier (not quoted).
     */
    SetVerifier(Verifier: string): void;
    /**
     * C++ `SetChallenge`: the challenge must be the verifier's own (the service would refuse the code
     * exchange otherwise, far from the mistake); set the verifier with {@link SetVerifier} to change both.
     * @throws ValidationError naming `Challenge` when it is not this verifier's S256 challenge.
     */
    SetChallenge(Challenge: AuthorizationCodeChallenge): void;
    /** `AuthorizationCodeVerifier([redacted])`: the verifier is a secret, never printed. */
    toString(): string;
    /** What `JSON.stringify` writes: the challenge, and `[redacted]` in place of the verifier. */
    toJSON(): {
        verifier: string;
        challenge: AuthorizationCodeChallenge;
    };
}
/** A fresh PKCE pair: 32 random bytes from the addon, base64url (43 characters), S256 challenge. */
export declare function createAuthorizationCodeVerifier(): AuthorizationCodeVerifier;
