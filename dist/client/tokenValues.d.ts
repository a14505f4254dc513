/**
 * The values of the library's `TokenExchangeCallback` from a token set, and the values a failed token
 * call hands its callback: shared by every call that yields tokens (sign-in, device, provisional). Also
 * the token-type rule of the calls that take a token (`UpdateToken`, `FetchCurrentUser`): Bearer only.
 */
import type { TokenSet } from '../auth/tokens.js';
import { AuthorizationTokenType } from '../model/enums.js';
import type { ResultCallback } from './results.js';
/** Callback of the calls that yield tokens (`GetToken`, `RefreshToken`, `GetTokenFromDevice`, ...). */
export type TokenExchangeCallback = ResultCallback<[
    accessToken: string,
    refreshToken: string,
    tokenType: AuthorizationTokenType,
    expiresIn: number,
    scopes: string
]>;
type TokenValues = Parameters<TokenExchangeCallback> extends [unknown, ...infer V] ? V : never;
/** `(accessToken, refreshToken, tokenType, expiresIn, scopes)` of a token set. */
export declare const tokenValues: (t: TokenSet) => TokenValues;
/** What a failed token call hands its callback. */
export declare const NO_TOKENS: TokenValues;
/**
 * The check of a call that is given a token and its type: the library takes only Bearer tokens there.
 * @throws ValidationError naming `tokenType` for any other type.
 */
export declare function requireBearer(tokenType: AuthorizationTokenType): void;
export {};
