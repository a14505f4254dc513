/**
 * Token exchange, refresh, revocation and client credentials on top of the token-endpoint functions of
 * `src/api`, with what the flow itself must guarantee: every response is checked before use, ID tokens are
 * verified (nonce of the authorization, at_hash, OIDC Core 12.2 across refreshes), concurrent refreshes of
 * one token share one request, and `invalid_grant` on refresh is reported as a deauthorization.
 */
import { OAuthError } from '../http/errors.js';
import { AuthorizationTokenType } from '../model/enums.js';
import { parseSnowflake, type Snowflake } from '../model/snowflake.js';
import { AuthorizationError, AuthValidationError, DeauthorizedError } from './errors.js';
import { type IdTokenClaims, verifyIdToken } from './idToken.js';
import type { OidcProvider } from './oidcProvider.js';
import { assertCodeVerifier } from './pkce.js';

/** Tokens as the facade hands them out. */
export interface TokenSet {
  readonly accessToken: string;
  /** `''` when the grant issues none (client credentials). */
  readonly refreshToken: string;
  readonly tokenType: AuthorizationTokenType;
  /** Seconds from issue to expiry. */
  readonly expiresIn: number;
  /** Space-separated scopes granted. */
  readonly scopes: string;
  /** The raw ID token, when `openid` was granted. */
  readonly idToken?: string | undefined;
  /** The verified claims of {@link idToken}. */
  readonly claims?: IdTokenClaims | undefined;
}

/**
 * The token-endpoint calls this module needs (bound to `src/api` by the client). Each resolves with the
 * parsed JSON body of a 2xx response and rejects with the transport's errors (`OAuthError` for RFC 6749
 * error bodies).
 */
export interface TokenEndpoint {
  authorizationCode(params: {
    clientId: Snowflake;
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<unknown>;
  refreshToken(params: { clientId: Snowflake; refreshToken: string }): Promise<unknown>;
  clientCredentials(params: { clientId: Snowflake; clientSecret: string; scopes: string }): Promise<unknown>;
  revoke(params: { clientId: Snowflake; token: string }): Promise<void>;
}

/** Options of a {@link TokenService}. */
export interface TokenServiceOptions {
  readonly endpoint: TokenEndpoint;
  readonly provider: OidcProvider;
  /** Seconds of clock skew tolerated in ID-token time checks. */
  readonly clockToleranceS?: number | undefined;
  /** Current time in Unix ms. Default `Date.now`. */
  readonly now?: (() => number) | undefined;
  /** Called when a refresh answers `invalid_grant` (the user deauthorized the application). */
  readonly onDeauthorized?: ((event: { applicationId: Snowflake }) => void) | undefined;
}

/** Token strings: visible ASCII, bounded; anything else is not a token. */
const TOKEN = /^[\x21-\x7e]{1,4096}$/;
/** How many ID-token chains (refresh token -> original claims) are remembered. */
const MAX_CHAINS = 64;

function invalidResponse(problem: string): AuthorizationError {
  return new AuthorizationError('invalid_token_response', `the token endpoint's response ${problem}`);
}

function tokenArgument(value: unknown, where: string): string {
  if (typeof value !== 'string' || !TOKEN.test(value)) {
    throw new AuthValidationError(`${where}: expected 1 to 4096 visible ASCII characters`, where);
  }
  return value;
}

function snowflakeArgument(value: unknown, where: string): Snowflake {
  try {
    return parseSnowflake(value, where);
  } catch (error) {
    throw new AuthValidationError((error as Error).message, where);
  }
}

/** Checks a token-endpoint body: `access_token`, a known `token_type`, numeric `expires_in`. */
export function parseTokenResponse(body: unknown): Omit<TokenSet, 'claims'> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidResponse('is not a JSON object');
  const fields = body as Record<string, unknown>;
  const { access_token: access, token_type: type, expires_in: expiresIn } = fields;
  if (typeof access !== 'string' || !TOKEN.test(access)) throw invalidResponse('has no valid access_token');
  if (typeof type !== 'string' || type.toLowerCase() !== 'bearer') {
    throw invalidResponse(
      `has token_type ${JSON.stringify(String(type).slice(0, 32))}; only Bearer is known`,
    );
  }
  if (
    typeof expiresIn !== 'number' ||
    !Number.isInteger(expiresIn) ||
    expiresIn <= 0 ||
    expiresIn > 2 ** 31 - 1
  ) {
    throw invalidResponse('has no numeric expires_in (a positive integer of seconds)');
  }
  const refresh = fields.refresh_token;
  if (refresh !== undefined && (typeof refresh !== 'string' || !TOKEN.test(refresh))) {
    throw invalidResponse('has a malformed refresh_token');
  }
  const scope = fields.scope;
  if (scope !== undefined && typeof scope !== 'string') throw invalidResponse('has a non-string scope');
  const idToken = fields.id_token;
  if (idToken !== undefined && typeof idToken !== 'string')
    throw invalidResponse('has a non-string id_token');
  return {
    accessToken: access,
    refreshToken: refresh ?? '',
    tokenType: AuthorizationTokenType.Bearer,
    expiresIn,
    scopes: scope ?? '',
    idToken,
  };
}

/** Token operations of one client. */
export class TokenService {
  readonly #options: TokenServiceOptions;
  /** In-flight refreshes by application and refresh token: concurrent callers share one request. */
  readonly #refreshing = new Map<string, Promise<TokenSet>>();
  /** Claims of the original ID token, by the refresh token that continues its session. */
  readonly #chains = new Map<string, IdTokenClaims>();

  constructor(options: TokenServiceOptions) {
    this.#options = options;
  }

  /** Exchanges an authorization code (with its PKCE verifier) for tokens. */
  async exchangeCode(params: {
    applicationId: bigint | string;
    code: string;
    codeVerifier: string;
    redirectUri: string;
    /** The nonce sent in the authorization request, when known: the ID token must carry it. */
    nonce?: string | undefined;
  }): Promise<TokenSet> {
    const clientId = snowflakeArgument(params.applicationId, 'applicationId');
    const code = tokenArgument(params.code, 'code');
    const codeVerifier = assertCodeVerifier(params.codeVerifier, 'codeVerifier');
    if (typeof params.redirectUri !== 'string' || !URL.canParse(params.redirectUri)) {
      throw new AuthValidationError(
        'redirectUri: expected the absolute redirect URI used to authorize',
        'redirectUri',
      );
    }
    const body = await this.#options.endpoint.authorizationCode({
      clientId,
      code,
      codeVerifier,
      redirectUri: params.redirectUri,
    });
    return this.#accept(body, clientId, { nonce: params.nonce, previous: undefined });
  }

  /**
   * Refreshes tokens. Concurrent calls with the same refresh token share one request (the service rotates
   * refresh tokens and would revoke the grant on reuse). `invalid_grant` rejects with
   * {@link DeauthorizedError} and calls `onDeauthorized`.
   */
  refresh(applicationId: bigint | string, refreshToken: string): Promise<TokenSet> {
    const clientId = snowflakeArgument(applicationId, 'applicationId');
    const token = tokenArgument(refreshToken, 'refreshToken');
    const key = `${clientId} ${token}`;
    const inFlight = this.#refreshing.get(key);
    if (inFlight !== undefined) return inFlight;
    const request = this.#refresh(clientId, token).finally(() => this.#refreshing.delete(key));
    this.#refreshing.set(key, request);
    return request;
  }

  async #refresh(clientId: Snowflake, refreshToken: string): Promise<TokenSet> {
    let body: unknown;
    try {
      body = await this.#options.endpoint.refreshToken({ clientId, refreshToken });
    } catch (error) {
      if (error instanceof OAuthError && error.error === 'invalid_grant') {
        this.#chains.delete(refreshToken);
        this.#options.onDeauthorized?.({ applicationId: clientId });
        throw new DeauthorizedError(error.errorDescription, error.status, error);
      }
      throw error;
    }
    const previous = this.#chains.get(refreshToken);
    this.#chains.delete(refreshToken);
    return this.#accept(body, clientId, { nonce: undefined, previous });
  }

  /** Client-credentials grant (confidential clients, backends): a token for the application itself. */
  async clientCredentials(
    applicationId: bigint | string,
    clientSecret: string,
    scopes: string,
  ): Promise<TokenSet> {
    const clientId = snowflakeArgument(applicationId, 'applicationId');
    const secret = tokenArgument(clientSecret, 'clientSecret');
    if (typeof scopes !== 'string' || scopes.trim() === '') {
      throw new AuthValidationError('scopes: expected space-separated scopes', 'scopes');
    }
    const body = await this.#options.endpoint.clientCredentials({
      clientId,
      clientSecret: secret,
      scopes: scopes.trim(),
    });
    return this.#accept(body, clientId, { nonce: undefined, previous: undefined });
  }

  /** Revokes an access or refresh token (RFC 7009). */
  async revoke(applicationId: bigint | string, token: string): Promise<void> {
    const clientId = snowflakeArgument(applicationId, 'applicationId');
    const value = tokenArgument(token, 'token');
    await this.#options.endpoint.revoke({ clientId, token: value });
    this.#chains.delete(value);
  }

  async #accept(
    body: unknown,
    clientId: Snowflake,
    expect: { nonce: string | undefined; previous: IdTokenClaims | undefined },
  ): Promise<TokenSet> {
    const tokens = parseTokenResponse(body);
    if (tokens.idToken === undefined) {
      if (expect.previous !== undefined && tokens.refreshToken !== '')
        this.#chain(tokens.refreshToken, expect.previous);
      return tokens;
    }
    const claims = await verifyIdToken(tokens.idToken, this.#options.provider, {
      clientId,
      nonce: expect.nonce,
      accessToken: tokens.accessToken,
      previous: expect.previous,
      clockToleranceS: this.#options.clockToleranceS,
      now: (this.#options.now ?? Date.now)(),
    });
    // The session's original claims stay the reference for every later refresh (OIDC Core 12.2).
    if (tokens.refreshToken !== '') this.#chain(tokens.refreshToken, expect.previous ?? claims);
    return { ...tokens, claims };
  }

  #chain(refreshToken: string, claims: IdTokenClaims): void {
    this.#chains.set(refreshToken, claims);
    for (const key of this.#chains.keys()) {
      if (this.#chains.size <= MAX_CHAINS) break;
      this.#chains.delete(key);
    }
  }
}
