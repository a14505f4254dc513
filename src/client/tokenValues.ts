/**
 * The values of the library's `TokenExchangeCallback` from a token set, and the values a failed token
 * call hands its callback: shared by every call that yields tokens (sign-in, device, provisional). Also
 * the token-type rule of the calls that take a token (`UpdateToken`, `FetchCurrentUser`): Bearer only.
 */
import type { TokenSet } from '../auth/tokens.js';
import { ValidationError } from '../http/errors.js';
import { AuthorizationTokenType } from '../model/enums.js';
import type { ResultCallback } from './results.js';

/** Callback of the calls that yield tokens (`GetToken`, `RefreshToken`, `GetTokenFromDevice`, ...). */
export type TokenExchangeCallback = ResultCallback<
  [
    accessToken: string,
    refreshToken: string,
    tokenType: AuthorizationTokenType,
    expiresIn: number,
    scopes: string,
  ]
>;

type TokenValues = Parameters<TokenExchangeCallback> extends [unknown, ...infer V] ? V : never;

/** `(accessToken, refreshToken, tokenType, expiresIn, scopes)` of a token set. */
export const tokenValues = (t: TokenSet): TokenValues => [
  t.accessToken,
  t.refreshToken,
  t.tokenType,
  t.expiresIn,
  t.scopes,
];

/** What a failed token call hands its callback. */
export const NO_TOKENS: TokenValues = ['', '', AuthorizationTokenType.User, 0, ''];

/**
 * The check of a call that is given a token and its type: the library takes only Bearer tokens there.
 * @throws ValidationError naming `tokenType` for any other type.
 */
export function requireBearer(tokenType: AuthorizationTokenType): void {
  if (tokenType !== AuthorizationTokenType.Bearer) {
    throw ValidationError.argument(
      'tokenType',
      `tokenType: only AuthorizationTokenType.Bearer (1) is accepted, received ${String(tokenType)}`,
    );
  }
}
