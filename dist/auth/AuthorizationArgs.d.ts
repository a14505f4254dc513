/**
 * `AuthorizationArgs`: the arguments of `Client.Authorize`, with the C++ library's accessor names
 * (SERVICE.md "Client-library authorization arguments"). Every setter validates its input and throws
 * {@link ValidationError} naming the field and what is allowed.
 */
import { ApplicationIntegrationType } from '../model/enums.js';
import { type Snowflake } from '../model/snowflake.js';
import { AuthorizationCodeChallenge } from './pkce.js';
/** `Scopes` checked (RFC 6749 scope tokens) and normalised to single spaces; shared with DeviceAuthorizationArgs. */
export declare function scopes(value: unknown): string;
/**
 * Arguments of an authorization request. Supports copy ({@link clone}), move ({@link AuthorizationArgs.move},
 * which leaves the source invalid), a validity check ({@link IsValid}) and the invalid, frozen
 * {@link AuthorizationArgs.nullobj}. Setters on an invalid instance throw.
 */
export declare class AuthorizationArgs {
    #private;
    /** The uninitialized instance: invalid, and every setter throws. */
    static readonly nullobj: AuthorizationArgs;
    /** Moves `other`'s contents into a new instance; `other` becomes invalid (like a moved-from C++ object). */
    static move(other: AuthorizationArgs): AuthorizationArgs;
    /** A copy with the same values (an invalid instance copies to an invalid one). */
    clone(): AuthorizationArgs;
    /** True when this instance holds a value (false for `nullobj` and moved-from instances). */
    IsValid(): boolean;
    /** The application id as a decimal string, or undefined to use the client's application id. */
    ClientId(): Snowflake | undefined;
    /** Sets the application id (`bigint` or decimal string, 0..2^64-1); undefined clears it. */
    SetClientId(clientId: bigint | string | undefined): void;
    /** Space-separated scopes (normalised: single spaces, no leading or trailing space). */
    Scopes(): string;
    /**
     * Sets the scopes to request (`openid sdk.social_layer`, ...).
     * @param value - space-separated scope tokens (RFC 6749: printable ASCII without space, `"` or `\`).
     * @throws ValidationError naming `Scopes[i]` for the first bad token.
     */
    SetScopes(value: string): void;
    /** The OAuth `state`, or undefined to have one generated from the addon's randomness. */
    State(): string | undefined;
    /**
     * Sets the OAuth `state` the redirect must carry back; undefined has one generated.
     * @param value - 1 to 512 printable ASCII characters without spaces (never echoed in errors).
     */
    SetState(value: string | undefined): void;
    /** The OIDC `nonce` the ID token must echo, or undefined. */
    Nonce(): string | undefined;
    /**
     * Sets the OIDC `nonce` the ID token must echo; undefined sends none.
     * @param value - 1 to 512 printable ASCII characters without spaces (never echoed in errors).
     */
    SetNonce(value: string | undefined): void;
    /** The PKCE challenge (from `CreateAuthorizationCodeVerifier().Challenge()`), or undefined. */
    CodeChallenge(): AuthorizationCodeChallenge | undefined;
    /**
     * Sets the PKCE challenge (S256) sent with the request; undefined sends none.
     * @param value - `CreateAuthorizationCodeVerifier().Challenge()`; any other object throws.
     */
    SetCodeChallenge(value: AuthorizationCodeChallenge | undefined): void;
    /** How the app is installed (0 guild, 1 user), or undefined. */
    IntegrationType(): ApplicationIntegrationType | undefined;
    /**
     * Sets how the app is to be installed; undefined leaves it to the service.
     * @param value - 0 (`GUILD_INSTALL`) or 1 (`USER_INSTALL`).
     */
    SetIntegrationType(value: ApplicationIntegrationType | undefined): void;
    /** The custom URI scheme of the redirect (`<scheme>:/authorize/callback`), or undefined. */
    CustomSchemeParam(): string | undefined;
    /**
     * Sets the custom URI scheme the redirect goes to (`<scheme>:/authorize/callback`); undefined uses the
     * client's redirect mode (loopback by default).
     * @param value - a scheme your app owns: a letter, then letters, digits, `+`, `-` or `.` (kept
     *   lower-cased; `http`, `https` and other reserved schemes are refused).
     */
    SetCustomSchemeParam(value: string | undefined): void;
    /** How long this authorization waits for its redirect, in ms; undefined uses the client's wait. */
    TimeoutMs(): number | undefined;
    /**
     * Sets how long this authorization waits for its redirect before it fails (`ErrorType.Aborted`, with a
     * message listing the likely causes). Not in the C++ library, whose wait is fixed. Undefined uses the
     * client's wait: its `authorizeTimeoutMs` option, 5 minutes by default.
     * @param value - an integer from 1 to 3600000 ms (one hour).
     * @example
     * args.SetTimeoutMs(60_000); // a kiosk: give up after a minute
     */
    SetTimeoutMs(value: number | undefined): void;
    /** A description without the state and nonce values (they protect the session). */
    toString(): string;
}
