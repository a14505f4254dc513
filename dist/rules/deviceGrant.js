/**
 * Rules of the device authorization grant (RFC 8628), shared by the SDK and the emulator: how a typed
 * user code is read (case, spaces and dashes forgiven, RFC 8628 6.1), how one is shown, and the one check
 * of a device authorization response.
 */
import { DEFAULT_DEVICE_POLL_INTERVAL_SECONDS, USER_CODE_ALPHABET, USER_CODE_LENGTH, } from '../model/deviceGrant.js';
import { isTokenString } from './oauth.js';
import { isHttpUrl, parseUrl } from './url.js';
import { isRecord } from './validateCore.js';
const GROUP = USER_CODE_LENGTH / 2;
/**
 * The canonical form of a user code as typed (`bcdf ghjk`, `BCDF-GHJK`), or undefined when it is not
 * {@link USER_CODE_LENGTH} letters of the alphabet once dashes and spaces are dropped.
 */
export function normalizeUserCode(typed) {
    if (typeof typed !== 'string' || typed.length > 64)
        return undefined;
    const letters = typed.toUpperCase().replace(/[\s-]/g, '');
    if (letters.length !== USER_CODE_LENGTH)
        return undefined;
    for (const letter of letters)
        if (!USER_CODE_ALPHABET.includes(letter))
            return undefined;
    return letters;
}
/** The displayed form of a canonical user code: two groups of four, `BCDF-GHJK`. */
export function formatUserCode(code) {
    return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
}
/** The one check of a device authorization response; `problem` completes "the response ...". */
export function parseDeviceAuthorizationResponse(body) {
    const fail = (problem) => ({ ok: false, problem });
    if (!isRecord(body))
        return fail('is not a JSON object');
    if (!isTokenString(body.device_code))
        return fail('has no valid device_code');
    if (typeof body.user_code !== 'string' || body.user_code === '' || body.user_code.length > 64)
        return fail('has no valid user_code');
    const uri = absoluteUrl(body.verification_uri);
    if (uri === undefined)
        return fail('has no absolute verification_uri');
    const complete = body.verification_uri_complete === undefined ? uri : absoluteUrl(body.verification_uri_complete);
    if (complete === undefined)
        return fail('has a verification_uri_complete that is not an absolute URL');
    if (!positiveSeconds(body.expires_in))
        return fail('has no expires_in (a positive integer of seconds)');
    const interval = body.interval ?? DEFAULT_DEVICE_POLL_INTERVAL_SECONDS;
    if (!positiveSeconds(interval))
        return fail('has an interval that is not a positive integer of seconds');
    return {
        ok: true,
        value: {
            device_code: body.device_code,
            user_code: body.user_code,
            verification_uri: uri,
            verification_uri_complete: complete,
            expires_in: body.expires_in,
            interval,
        },
    };
}
function positiveSeconds(value) {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 86_400;
}
function absoluteUrl(value) {
    if (typeof value !== 'string' || value.length > 2048)
        return undefined;
    const url = parseUrl(value);
    return url !== undefined && isHttpUrl(url) ? value : undefined;
}
