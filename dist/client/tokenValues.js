import { ValidationError } from '../http/errors.js';
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
/**
 * The check of a call that is given a token and its type: the library takes only Bearer tokens there.
 * @throws ValidationError naming `tokenType` for any other type.
 */
export function requireBearer(tokenType) {
    if (tokenType !== AuthorizationTokenType.Bearer) {
        throw ValidationError.argument('tokenType', `tokenType: only AuthorizationTokenType.Bearer (1) is accepted, received ${String(tokenType)}`);
    }
}
