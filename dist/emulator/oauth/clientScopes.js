/**
 * Checked scope lists of client-credentials requests, by `scope` parameter. A backend asks for the same
 * scopes request after request, and every token it gets is stored for its whole lifetime: sharing one
 * list among those records (frozen, so a change in place would throw rather than alter other tokens;
 * stored scope lists are only ever replaced) keeps each stored token to its record and digest, and the
 * parameter is parsed and checked once. Bounded: emptied when full. One per emulator.
 */
import { BoundedMemo } from '../boundedMemo.js';
import { OAuthErrorResponse } from './errors.js';
import { CLIENT_CREDENTIALS_SCOPES, parseScopes } from './scopes.js';
const MAX_CHECKED_CLIENT_SCOPES = 256;
export class ClientScopeLists {
    #checked = new BoundedMemo(MAX_CHECKED_CLIENT_SCOPES);
    /** The scopes a client-credentials request asks for; `invalid_scope` when missing or not allowed. */
    scopes(scopeParam) {
        if (scopeParam === undefined)
            throw new OAuthErrorResponse('invalid_scope', 'scope is required');
        return this.#checked.get(scopeParam, checkClientScopes);
    }
    forget() {
        this.#checked.clear();
    }
}
function checkClientScopes(scopeParam) {
    const parsed = parseScopes(scopeParam);
    if (!parsed)
        throw new OAuthErrorResponse('invalid_scope', 'scope is required');
    if ('unknown' in parsed || parsed.scopes.some((scope) => !CLIENT_CREDENTIALS_SCOPES.has(scope))) {
        throw new OAuthErrorResponse('invalid_scope', `client_credentials allows only: ${[...CLIENT_CREDENTIALS_SCOPES].join(' ')}`);
    }
    return Object.freeze(parsed.scopes);
}
