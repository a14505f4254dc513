export type JoseErrors = typeof import('jose/errors');
/** `jwtVerify` from `jose/jwt/verify`. */
export declare const loadJwtVerify: () => Promise<typeof import("jose/jwt/verify").jwtVerify>;
/** `createLocalJWKSet` from `jose/jwks/local`. */
export declare const loadCreateLocalJwkSet: () => Promise<typeof import("jose/jwks/local").createLocalJWKSet>;
/** jose's error classes from `jose/errors`: the same classes the entry points above throw. */
export declare const loadJoseErrors: () => Promise<typeof import("jose/errors")>;
