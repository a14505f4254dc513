/**
 * ES256 keys that sign id_tokens. The newest key signs; older keys stay in the JWKS until dropped, so a
 * rotation does not break tokens already issued (clients refetch the JWKS on an unknown `kid`).
 */
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from 'jose';

/** A persisted key: private JWK plus its id. */
export interface SigningKeyRecord {
  kid: string;
  privateJwk: JWK;
  createdAt: number;
}

export const ID_TOKEN_ALG = 'ES256';

export class SigningKeys {
  #keys: SigningKeyRecord[] = [];
  readonly #imported = new Map<string, CryptoKey>();

  /** Makes sure there is a key to sign with. */
  async ensure(now: number): Promise<void> {
    if (this.#keys.length === 0) await this.rotate(now, false);
  }

  /** Adds a new signing key; with `dropPrevious` the old ones leave the JWKS at once. Returns the new kid. */
  async rotate(now: number, dropPrevious: boolean): Promise<string> {
    const { privateKey } = await generateKeyPair(ID_TOKEN_ALG, { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(publicPart(privateJwk));
    const record: SigningKeyRecord = { kid, privateJwk, createdAt: now };
    if (dropPrevious) {
      this.#keys = [];
      this.#imported.clear();
    }
    this.#keys.push(record);
    return kid;
  }

  /** The JWKS document (`{ keys: [...] }`), newest key first. */
  jwks(): { keys: JWK[] } {
    return {
      keys: [...this.#keys]
        .reverse()
        .map((key) => ({ ...publicPart(key.privateJwk), kid: key.kid, use: 'sig', alg: ID_TOKEN_ALG })),
    };
  }

  /** Signs claims with the newest key. */
  async sign(claims: Record<string, unknown>): Promise<string> {
    const current = this.#keys.at(-1);
    if (!current) throw new Error('no signing key (call ensure() first)');
    let key = this.#imported.get(current.kid);
    if (!key) {
      key = (await importJWK(current.privateJwk, ID_TOKEN_ALG)) as CryptoKey;
      this.#imported.set(current.kid, key);
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ID_TOKEN_ALG, kid: current.kid, typ: 'JWT' })
      .sign(key);
  }

  get currentKid(): string | undefined {
    return this.#keys.at(-1)?.kid;
  }

  snapshot(): SigningKeyRecord[] {
    return this.#keys.map((key) => ({ ...key }));
  }

  load(keys: SigningKeyRecord[]): void {
    this.#keys = keys.map((key) => ({ ...key }));
    this.#imported.clear();
  }
}

function publicPart(jwk: JWK): JWK {
  const { kty, crv, x, y } = jwk;
  const out: JWK = {};
  if (kty !== undefined) out.kty = kty;
  if (crv !== undefined) out.crv = crv;
  if (x !== undefined) out.x = x;
  if (y !== undefined) out.y = y;
  return out;
}
