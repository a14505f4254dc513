/**
 * Rules of provisional accounts, shared by the SDK and the emulator: the external credential of
 * `POST /partner-sdk/token` (its type as the wire string, its length), the display name, and the one
 * check of the token response.
 */
import { AuthenticationExternalAuthType, EXTERNAL_AUTH_TYPE_WIRE, MAX_EXTERNAL_AUTH_TOKEN_LENGTH, MAX_PROVISIONAL_DISPLAY_NAME_LENGTH, } from '../model/provisional.js';
import { IssueCodes } from './issues.js';
import { parseTokenResponse } from './oauth.js';
/** The wire string of a C++ enum value, or undefined for a value the enum does not have. */
export function externalAuthTypeWire(value) {
    return typeof value === 'number' && Number.isInteger(value) ? EXTERNAL_AUTH_TYPE_WIRE[value] : undefined;
}
/** The C++ enum value of a wire string, or undefined when the string is not one of them. */
export function externalAuthTypeOf(wire) {
    const index = EXTERNAL_AUTH_TYPE_WIRE.indexOf(wire);
    return index < 0 ? undefined : index;
}
/** Issues of an external credential (type and token), under `path` names; never quotes the token. */
export function externalCredentialIssues(type, token, names, typeIsWire = false) {
    const issues = [];
    const known = typeIsWire
        ? externalAuthTypeOf(type) !== undefined
        : externalAuthTypeWire(type) !== undefined;
    if (!known) {
        const allowed = typeIsWire
            ? EXTERNAL_AUTH_TYPE_WIRE.join(', ')
            : `an AuthenticationExternalAuthType (0..${AuthenticationExternalAuthType.PlayStationNetworkIdToken})`;
        issues.push({
            path: [names.type],
            code: IssueCodes.BASE_TYPE_CHOICES,
            message: `Must be one of ${allowed}.`,
        });
    }
    if (typeof token !== 'string' || token.length === 0) {
        issues.push({
            path: [names.token],
            code: IssueCodes.BASE_TYPE_REQUIRED,
            message: 'Must be a non-empty string.',
        });
    }
    else if (token.length > MAX_EXTERNAL_AUTH_TOKEN_LENGTH) {
        issues.push({
            path: [names.token],
            code: IssueCodes.BASE_TYPE_MAX_LENGTH,
            message: `Must be ${MAX_EXTERNAL_AUTH_TOKEN_LENGTH} or fewer in length (got ${token.length}).`,
        });
    }
    return issues;
}
/** Issues of a provisional display name (1..32 characters, not blank). */
export function displayNameIssues(name, path) {
    if (typeof name !== 'string' || name.trim() === '') {
        return [{ path: [path], code: IssueCodes.BASE_TYPE_REQUIRED, message: 'Must be a non-blank string.' }];
    }
    const length = [...name].length;
    if (length > MAX_PROVISIONAL_DISPLAY_NAME_LENGTH) {
        return [
            {
                path: [path],
                code: IssueCodes.BASE_TYPE_BAD_LENGTH,
                message: `Must be between 1 and ${MAX_PROVISIONAL_DISPLAY_NAME_LENGTH} in length (got ${length}).`,
            },
        ];
    }
    return [];
}
/** The one check of a provisional token response: a token response that carries an `id_token`. */
export function parseProvisionalTokenResponse(body) {
    const parsed = parseTokenResponse(body);
    if (!parsed.ok)
        return parsed;
    const { id_token: idToken } = parsed.tokens;
    if (idToken === undefined)
        return { ok: false, problem: 'has no id_token' };
    return { ok: true, tokens: { ...parsed.tokens, id_token: idToken } };
}
