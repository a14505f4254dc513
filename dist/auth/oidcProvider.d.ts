/**
 * The issuer's OpenID configuration and signing keys: discovered from
 * `<baseUrl>/.well-known/openid-configuration`, cached, with the JWKS refetched when an ID token names a
 * key id the cached set does not have (key rotation). Fetches go through a `Transport` (the client's, so
 * its timeout, retries, rate limits and body cap apply); `jwks_uri` is read from the network, so it must
 * be on the base URL's origin and over https (or http to a loopback host, the emulator).
 */
import type { CryptoKey, FlattenedJWSInput, JWSHeaderParameters } from 'jose';
import type { FetchLike } from '../http/fetchTypes.js';
import { Transport } from '../http/transport.js';
/** The fields of the discovery document the SDK relies on. */
export interface OidcMetadata {
    readonly issuer: string;
    readonly jwksUri: string;
    readonly idTokenSigningAlgValues: readonly string[];
}
/**
 * Options of an {@link OidcProvider}: the transport to fetch with (its base URL is the service's), or a
 * base URL, fetch and timeout for a transport of the provider's own.
 */
export type OidcProviderOptions = ({
    /** Fetches discovery and the JWKS; discovery lives at `<transport.baseUrl>/.well-known/...`. */
    readonly transport: Transport;
} | {
    /** The service's base URL; discovery lives at `<baseUrl>/.well-known/openid-configuration`. */
    readonly baseUrl: string;
    /** Default: the transport's own, over `node:http`. */
    readonly fetch?: FetchLike | undefined;
    /** The current HTTP timeout in ms (read for every fetch). */
    readonly timeoutMs: () => number;
}) & {
    /**
     * Minimum time between two JWKS refetches caused by unknown key ids. Default 0: a refetch per unknown
     * kid, with concurrent ones merged into one request.
     */
    readonly jwksRefetchCooldownMs?: number | undefined;
};
/** Discovery and JWKS for one issuer. */
export declare class OidcProvider {
    #private;
    constructor(options: OidcProviderOptions);
    /** The discovery document (fetched once; a failed fetch is not cached). */
    metadata(): Promise<OidcMetadata>;
    /** The issuer identifier from discovery. */
    issuer(): Promise<string>;
    /**
     * The verification key for a JWS header: from the cached JWKS, or after one refetch when the `kid` is
     * unknown (the issuer rotated its keys).
     */
    key(header: JWSHeaderParameters, token: FlattenedJWSInput): Promise<CryptoKey>;
    /**
     * Fetches discovery and the JWKS ahead of need (e.g. while the user is in the browser), so verifying
     * the ID token later costs no round trip. Failures are left for the real use to report.
     */
    warm(): void;
    /** Forgets the cached discovery document and keys. */
    reset(): void;
}
