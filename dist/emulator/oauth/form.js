/** Parameters of the form-encoded OAuth2 requests (token, revoke). */
import { OAuthErrorResponse } from './errors.js';
/** A parameter that may appear at most once (RFC 6749 3.1); an empty value counts as absent. */
export function single(form, name) {
    const value = form[name];
    if (value === undefined || value === '')
        return undefined;
    if (typeof value !== 'string')
        throw new OAuthErrorResponse('invalid_request', `${name} must be given once`);
    return value;
}
/** A parameter that must appear exactly once: `invalid_request` names it when it is missing. */
export function required(form, name) {
    const value = single(form, name);
    if (value === undefined)
        throw new OAuthErrorResponse('invalid_request', `${name} is required`);
    return value;
}
