/**
 * The keys that sign id_tokens. RS256 by default, as the service does (its OpenAPI `OAuth2Key` is an RSA
 * key: `kty, use, kid, n, e, alg`); ES256 on request. The newest key signs; older keys stay in the JWKS
 * until dropped, so a rotation does not break tokens already issued (clients refetch the JWKS on an unknown
 * `kid`), even when the rotation changes the algorithm.
 *
 * The emulator makes the first key while it starts ({@link SigningKeys.ensure}); signing and the JWKS
 * call `ensure` too, which also covers a data file whose keys have another algorithm.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, } from 'jose';
/** The algorithms the emulator can sign id_tokens with. */
export const ID_TOKEN_SIGNING_ALGS = ['RS256', 'ES256'];
/** The service's algorithm. */
export const DEFAULT_ID_TOKEN_SIGNING_ALG = 'RS256';
/** Validates the `idTokenSigningAlg` option. */
export function checkIdTokenSigningAlg(value) {
    if (ID_TOKEN_SIGNING_ALGS.includes(value))
        return value;
    throw new RangeError(`idTokenSigningAlg: expected one of ${ID_TOKEN_SIGNING_ALGS.join(', ')}, received ${String(value)}`);
}
export class SigningKeys {
    now;
    alg;
    #keys = [];
    #imported = new Map();
    /** The key being made for {@link ensure}, shared by concurrent callers. */
    #making;
    /**
     * @param now - the emulator clock (a key's `createdAt`).
     * @param alg - what new keys sign with.
     */
    constructor(now, alg = DEFAULT_ID_TOKEN_SIGNING_ALG) {
        this.now = now;
        this.alg = alg;
    }
    /**
     * Makes sure the newest key signs with {@link alg}: the first key, or (after loading a data file of
     * another algorithm) a new one, with the loaded keys still served.
     */
    async ensure() {
        const newest = this.#keys.at(-1);
        if (newest !== undefined && newest.alg === this.alg)
            return;
        this.#making ??= this.rotate(false).finally(() => {
            this.#making = undefined;
        });
        await this.#making;
    }
    /** Adds a new signing key; with `dropPrevious` the old ones leave the JWKS at once. Returns the new kid. */
    async rotate(dropPrevious) {
        const { privateKey } = await generateKeyPair(this.alg, { extractable: true });
        const privateJwk = await exportJWK(privateKey);
        const kid = await calculateJwkThumbprint(publicPart(privateJwk));
        if (dropPrevious) {
            this.#keys = [];
            this.#imported.clear();
        }
        this.#keys.push({ kid, privateJwk, createdAt: this.now(), alg: this.alg });
        return kid;
    }
    /** The JWKS document (`{ keys: [...] }`), newest key first, each in the shape of the service's `OAuth2Key`. */
    async jwks() {
        await this.ensure();
        return {
            keys: [...this.#keys]
                .reverse()
                .map((key) => ({ ...publicPart(key.privateJwk), use: 'sig', kid: key.kid, alg: key.alg })),
        };
    }
    /**
     * What discovery announces (`id_token_signing_alg_values_supported`): the signing algorithm, then those
     * of older keys still served.
     */
    algorithms() {
        return [...new Set([this.alg, ...this.#keys.map((key) => key.alg)])];
    }
    /** Signs claims with the newest key. */
    async sign(claims) {
        await this.ensure();
        const current = this.#keys.at(-1);
        if (!current)
            throw new Error('no signing key after ensure()');
        let key = this.#imported.get(current.kid);
        if (!key) {
            key = (await importJWK(current.privateJwk, current.alg));
            this.#imported.set(current.kid, key);
        }
        return new SignJWT(claims)
            .setProtectedHeader({ alg: current.alg, kid: current.kid, typ: 'JWT' })
            .sign(key);
    }
    get currentKid() {
        return this.#keys.at(-1)?.kid;
    }
    snapshot() {
        return this.#keys.map((key) => ({ ...key }));
    }
    /** Takes the keys of a data file; a record that is not a signing key is refused with its index. */
    load(keys) {
        this.#keys = keys.map((key, index) => checkRecord(key, `data file: keys[${index}]`));
        this.#imported.clear();
    }
}
function checkRecord(value, at) {
    if (typeof value !== 'object' || value === null)
        throw new Error(`${at}: expected an object`);
    const { kid, privateJwk, createdAt, alg } = value;
    if (typeof kid !== 'string' || kid === '')
        throw new Error(`${at}.kid: expected a non-empty string`);
    if (typeof privateJwk !== 'object' || privateJwk === null)
        throw new Error(`${at}.privateJwk: expected a JWK object`);
    const kty = privateJwk.kty;
    const implied = kty === 'RSA' ? 'RS256' : kty === 'EC' ? 'ES256' : undefined;
    if (implied === undefined)
        throw new Error(`${at}.privateJwk.kty: expected RSA or EC, received ${String(kty)}`);
    if (alg !== undefined && alg !== implied)
        throw new Error(`${at}.alg: ${String(alg)} does not fit a ${kty} key (expected ${implied})`);
    if (typeof createdAt !== 'number' || !Number.isFinite(createdAt))
        throw new Error(`${at}.createdAt: expected a number`);
    return { kid, privateJwk: privateJwk, createdAt, alg: implied };
}
/** The public members of a private JWK (RSA: n, e; EC: crv, x, y), in the order the service lists them. */
function publicPart(jwk) {
    const out = {};
    const members = jwk.kty === 'RSA' ? ['kty', 'n', 'e'] : ['kty', 'crv', 'x', 'y'];
    for (const member of members)
        if (jwk[member] !== undefined)
            out[member] = jwk[member];
    return out;
}
