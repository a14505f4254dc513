/**
 * `AuthorizationArgs`: the arguments of `Client.Authorize`, with the C++ library's accessor names
 * (SERVICE.md "Client-library authorization arguments"). Every setter validates its input and throws
 * {@link ValidationError} naming the field and what is allowed.
 */

import { ValidationError } from '../http/errors.js';
import { ApplicationIntegrationType, isEnumValue } from '../model/enums.js';
import { parseSnowflake, type Snowflake } from '../model/snowflake.js';
import { parseCustomScheme } from '../rules/redirect.js';
import { checkAuthorizeTimeout } from './authorizeTimeout.js';
import { AuthorizationCodeChallenge } from './pkce.js';

/** RFC 6749 section 3.3 scope-token: one or more of %x21 / %x23-5B / %x5D-7E. */
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
/** RFC 6749 VSCHAR (%x20-7E), without the space so values survive logs and copy/paste intact. */
const VSCHARS = /^[\x21-\x7e]+$/;
/** Upper bound on state/nonce length: generous for any real use, small enough to keep URLs sane. */
const MAX_OPAQUE_LENGTH = 512;
/** A custom scheme, validated by the shared rule and reported as a bad argument of the call. */
function customScheme(value: unknown): string {
  try {
    return parseCustomScheme(value, 'CustomSchemeParam');
  } catch (error) {
    throw ValidationError.argument('CustomSchemeParam', (error as Error).message);
  }
}

function opaque(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.length > MAX_OPAQUE_LENGTH || !VSCHARS.test(value)) {
    // The value itself is not echoed: state and nonce are session secrets.
    throw ValidationError.argument(
      where,
      `${where}: expected 1 to ${MAX_OPAQUE_LENGTH} printable ASCII characters without spaces`,
    );
  }
  return value;
}

/** `Scopes` checked (RFC 6749 scope tokens) and normalised to single spaces; shared with DeviceAuthorizationArgs. */
export function scopes(value: unknown): string {
  if (typeof value !== 'string') {
    throw ValidationError.argument(
      'Scopes',
      `Scopes: expected a space-separated string, received ${typeof value}`,
    );
  }
  const tokens = value.split(' ').filter((token) => token !== '');
  tokens.forEach((token, index) => {
    if (!SCOPE_TOKEN.test(token)) {
      throw ValidationError.argument(
        `Scopes[${index}]`,
        `Scopes[${index}]: "${token.slice(0, 64)}" is not a scope (RFC 6749: printable ASCII without space, " or \\)`,
      );
    }
  });
  return tokens.join(' ');
}

interface Fields {
  clientId: Snowflake | undefined;
  scopes: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: AuthorizationCodeChallenge | undefined;
  integrationType: ApplicationIntegrationType | undefined;
  customSchemeParam: string | undefined;
  timeoutMs: number | undefined;
}

function emptyFields(): Fields {
  return {
    clientId: undefined,
    scopes: '',
    state: undefined,
    nonce: undefined,
    codeChallenge: undefined,
    integrationType: undefined,
    customSchemeParam: undefined,
    timeoutMs: undefined,
  };
}

/**
 * Arguments of an authorization request. Supports copy ({@link clone}), move ({@link AuthorizationArgs.move},
 * which leaves the source invalid), a validity check ({@link IsValid}) and the invalid, frozen
 * {@link AuthorizationArgs.nullobj}. Setters on an invalid instance throw.
 */
export class AuthorizationArgs {
  /** The uninitialized instance: invalid, and every setter throws. */
  static readonly nullobj: AuthorizationArgs = AuthorizationArgs.#invalid();

  static {
    // `readonly` is only a compile-time promise: make the binding itself immutable too.
    Object.defineProperty(AuthorizationArgs, 'nullobj', { writable: false, configurable: false });
  }

  #fields: Fields | undefined = emptyFields();

  static #invalid(): AuthorizationArgs {
    const args = new AuthorizationArgs();
    args.#fields = undefined;
    Object.freeze(args);
    return args;
  }

  /** Moves `other`'s contents into a new instance; `other` becomes invalid (like a moved-from C++ object). */
  static move(other: AuthorizationArgs): AuthorizationArgs {
    if (other === AuthorizationArgs.nullobj) return AuthorizationArgs.#invalid();
    const moved = new AuthorizationArgs();
    moved.#fields = other.#fields;
    other.#fields = undefined;
    return moved;
  }

  /** A copy with the same values (an invalid instance copies to an invalid one). */
  clone(): AuthorizationArgs {
    const copy = new AuthorizationArgs();
    copy.#fields = this.#fields === undefined ? undefined : { ...this.#fields };
    return copy;
  }

  /** True when this instance holds a value (false for `nullobj` and moved-from instances). */
  IsValid(): boolean {
    return this.#fields !== undefined;
  }

  #read(): Fields {
    return this.#fields ?? emptyFields();
  }

  #write(): Fields {
    if (this.#fields === undefined) {
      throw ValidationError.argument(
        'AuthorizationArgs',
        'AuthorizationArgs: this instance is invalid (nullobj or moved-from); create a new AuthorizationArgs',
      );
    }
    return this.#fields;
  }

  /** The application id as a decimal string, or undefined to use the client's application id. */
  ClientId(): Snowflake | undefined {
    return this.#read().clientId;
  }

  /** Sets the application id (`bigint` or decimal string, 0..2^64-1); undefined clears it. */
  SetClientId(clientId: bigint | string | undefined): void {
    const fields = this.#write();
    if (clientId === undefined) {
      fields.clientId = undefined;
      return;
    }
    try {
      fields.clientId = parseSnowflake(clientId, 'ClientId');
    } catch (error) {
      throw ValidationError.argument('ClientId', (error as Error).message);
    }
  }

  /** Space-separated scopes (normalised: single spaces, no leading or trailing space). */
  Scopes(): string {
    return this.#read().scopes;
  }

  /**
   * Sets the scopes to request (`openid sdk.social_layer`, ...).
   * @param value - space-separated scope tokens (RFC 6749: printable ASCII without space, `"` or `\`).
   * @throws ValidationError naming `Scopes[i]` for the first bad token.
   */
  SetScopes(value: string): void {
    const fields = this.#write();
    fields.scopes = scopes(value);
  }

  /** The OAuth `state`, or undefined to have one generated from the addon's randomness. */
  State(): string | undefined {
    return this.#read().state;
  }

  /**
   * Sets the OAuth `state` the redirect must carry back; undefined has one generated.
   * @param value - 1 to 512 printable ASCII characters without spaces (never echoed in errors).
   */
  SetState(value: string | undefined): void {
    const fields = this.#write();
    fields.state = value === undefined ? undefined : opaque(value, 'State');
  }

  /** The OIDC `nonce` the ID token must echo, or undefined. */
  Nonce(): string | undefined {
    return this.#read().nonce;
  }

  /**
   * Sets the OIDC `nonce` the ID token must echo; undefined sends none.
   * @param value - 1 to 512 printable ASCII characters without spaces (never echoed in errors).
   */
  SetNonce(value: string | undefined): void {
    const fields = this.#write();
    fields.nonce = value === undefined ? undefined : opaque(value, 'Nonce');
  }

  /** The PKCE challenge (from `CreateAuthorizationCodeVerifier().Challenge()`), or undefined. */
  CodeChallenge(): AuthorizationCodeChallenge | undefined {
    return this.#read().codeChallenge;
  }

  /**
   * Sets the PKCE challenge (S256) sent with the request; undefined sends none.
   * @param value - `CreateAuthorizationCodeVerifier().Challenge()`; any other object throws.
   */
  SetCodeChallenge(value: AuthorizationCodeChallenge | undefined): void {
    const fields = this.#write();
    if (value !== undefined && !(value instanceof AuthorizationCodeChallenge)) {
      throw ValidationError.argument(
        'CodeChallenge',
        'CodeChallenge: expected an AuthorizationCodeChallenge from CreateAuthorizationCodeVerifier().Challenge()',
      );
    }
    fields.codeChallenge = value;
  }

  /** How the app is installed (0 guild, 1 user), or undefined. */
  IntegrationType(): ApplicationIntegrationType | undefined {
    return this.#read().integrationType;
  }

  /**
   * Sets how the app is to be installed; undefined leaves it to the service.
   * @param value - 0 (`GUILD_INSTALL`) or 1 (`USER_INSTALL`).
   */
  SetIntegrationType(value: ApplicationIntegrationType | undefined): void {
    const fields = this.#write();
    if (value !== undefined && !isEnumValue(ApplicationIntegrationType, value)) {
      throw ValidationError.argument(
        'IntegrationType',
        `IntegrationType: expected 0 (GUILD_INSTALL) or 1 (USER_INSTALL), received ${String(value)}`,
      );
    }
    fields.integrationType = value;
  }

  /** The custom URI scheme of the redirect (`<scheme>:/authorize/callback`), or undefined. */
  CustomSchemeParam(): string | undefined {
    return this.#read().customSchemeParam;
  }

  /**
   * Sets the custom URI scheme the redirect goes to (`<scheme>:/authorize/callback`); undefined uses the
   * client's redirect mode (loopback by default).
   * @param value - a scheme your app owns: a letter, then letters, digits, `+`, `-` or `.` (kept
   *   lower-cased; `http`, `https` and other reserved schemes are refused).
   */
  SetCustomSchemeParam(value: string | undefined): void {
    const fields = this.#write();
    fields.customSchemeParam = value === undefined ? undefined : customScheme(value);
  }

  /** How long this authorization waits for its redirect, in ms; undefined uses the client's wait. */
  TimeoutMs(): number | undefined {
    return this.#read().timeoutMs;
  }

  /**
   * Sets how long this authorization waits for its redirect before it fails (`ErrorType.Aborted`, with a
   * message listing the likely causes). Not in the C++ library, whose wait is fixed. Undefined uses the
   * client's wait: its `authorizeTimeoutMs` option, 5 minutes by default.
   * @param value - an integer from 1 to 3600000 ms (one hour).
   * @example
   * args.SetTimeoutMs(60_000); // a kiosk: give up after a minute
   */
  SetTimeoutMs(value: number | undefined): void {
    const fields = this.#write();
    fields.timeoutMs = value === undefined ? undefined : checkAuthorizeTimeout(value, 'TimeoutMs');
  }

  /** A description without the state and nonce values (they protect the session). */
  toString(): string {
    if (this.#fields === undefined) return 'AuthorizationArgs(invalid)';
    const f = this.#fields;
    const parts = [
      `ClientId=${f.clientId ?? '(client default)'}`,
      `Scopes="${f.scopes}"`,
      `State=${f.state === undefined ? '(generated)' : '[set]'}`,
      `Nonce=${f.nonce === undefined ? '(none)' : '[set]'}`,
      `CodeChallenge=${f.codeChallenge === undefined ? '(none)' : 'S256'}`,
    ];
    if (f.integrationType !== undefined) parts.push(`IntegrationType=${f.integrationType}`);
    if (f.customSchemeParam !== undefined) parts.push(`CustomSchemeParam=${f.customSchemeParam}`);
    if (f.timeoutMs !== undefined) parts.push(`TimeoutMs=${f.timeoutMs}`);
    return `AuthorizationArgs(${parts.join(', ')})`;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }
}
