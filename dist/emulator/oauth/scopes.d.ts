/** OAuth2 scopes the emulator knows, and the scope rules its routes share. */
/** Every scope of the service's OAuth2 description, plus the social-layer scopes of the client library. */
export declare const KNOWN_SCOPES: ReadonlySet<string>;
/** Scopes a client-credentials token may carry (it acts for the application, not for a user). */
export declare const CLIENT_CREDENTIALS_SCOPES: ReadonlySet<string>;
/**
 * The scope that lets a token read the user's real `premium_type` (SERVICE.md: approved partners only,
 * so it counts only for an application with `premiumScopeApproved`).
 */
export declare const PREMIUM_SCOPE = "identify.premium";
/** Scopes that let a Bearer token read the current user (`identify` or the social-layer bundles). */
export declare const USER_READ_SCOPES: readonly ['identify', 'sdk.social_layer', 'sdk.social_layer_presence'];
/** Scopes that let a Bearer token use lobbies (the communication bundle). */
export declare const LOBBY_SCOPES: readonly ['lobbies.write', 'sdk.social_layer'];
/** Splits a scope parameter; undefined when it is malformed (empty, or names an unknown scope). */
export declare function parseScopes(value: string): {
    scopes: string[];
} | {
    unknown: string[];
} | undefined;
