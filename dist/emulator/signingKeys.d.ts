/**
 * The keys that sign id_tokens. RS256 by default, as the service does (its OpenAPI `OAuth2Key` is an RSA
 * key: `kty, use, kid, n, e, alg`); ES256 on request. The newest key signs; older keys stay in the JWKS
 * until dropped, so a rotation does not break tokens already issued (clients refetch the JWKS on an unknown
 * `kid`), even when the rotation changes the algorithm.
 *
 * The emulator makes the first key while it starts ({@link SigningKeys.ensure}); signing and the JWKS
 * call `ensure` too, which also covers a data file whose keys have another algorithm.
 */
import { type JWK } from 'jose';
/** The algorithms the emulator can sign id_tokens with. */
export declare const ID_TOKEN_SIGNING_ALGS: readonly ['RS256', 'ES256'];
export type IdTokenSigningAlg = (typeof ID_TOKEN_SIGNING_ALGS)[number];
/** The service's algorithm. */
export declare const DEFAULT_ID_TOKEN_SIGNING_ALG: IdTokenSigningAlg;
/** A persisted key: private JWK plus its id and algorithm. */
export interface SigningKeyRecord {
    kid: string;
    privateJwk: JWK;
    createdAt: number;
    /** Absent in data files written before RS256 keys existed: those keys are ES256 (EC P-256). */
    alg?: IdTokenSigningAlg | undefined;
}
/** Validates the `idTokenSigningAlg` option. */
export declare function checkIdTokenSigningAlg(value: unknown): IdTokenSigningAlg;
export declare class SigningKeys {
    #private;
    private readonly now;
    readonly alg: IdTokenSigningAlg;
    /**
     * @param now - the emulator clock (a key's `createdAt`).
     * @param alg - what new keys sign with.
     */
    constructor(now: () => number, alg?: IdTokenSigningAlg);
    /**
     * Makes sure the newest key signs with {@link alg}: the first key, or (after loading a data file of
     * another algorithm) a new one, with the loaded keys still served.
     */
    ensure(): Promise<void>;
    /** Adds a new signing key; with `dropPrevious` the old ones leave the JWKS at once. Returns the new kid. */
    rotate(dropPrevious: boolean): Promise<string>;
    /** The JWKS document (`{ keys: [...] }`), newest key first, each in the shape of the service's `OAuth2Key`. */
    jwks(): Promise<{
        keys: JWK[];
    }>;
    /**
     * What discovery announces (`id_token_signing_alg_values_supported`): the signing algorithm, then those
     * of older keys still served.
     */
    algorithms(): IdTokenSigningAlg[];
    /** Signs claims with the newest key. */
    sign(claims: Record<string, unknown>): Promise<string>;
    get currentKid(): string | undefined;
    snapshot(): SigningKeyRecord[];
    /** Takes the keys of a data file; a record that is not a signing key is refused with its index. */
    load(keys: readonly unknown[]): void;
}
