import { AuthorizationTokenType } from '../model/enums.js';
/** `(accessToken, refreshToken, tokenType, expiresIn, scopes)` of a token set. */
export const tokenValues = (t) => [
    t.accessToken,
    t.refreshToken,
    t.tokenType,
    t.expiresIn,
    t.scopes,
];
/** What a failed token call hands its callback. */
export const NO_TOKENS = ['', '', AuthorizationTokenType.User, 0, ''];
