/**
 * The OAuth 2.0 device authorization grant (RFC 8628) on the wire: the device authorization response,
 * the grant type, the polling errors, and the readable user-code alphabet.
 */
/** `grant_type` of the token endpoint's device-code grant (RFC 8628 3.4). */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
/**
 * The letters of a user code: 20 consonants without vowels (no words) and without look-alikes, as
 * RFC 8628 6.1 suggests. Eight of them give 20^8 (about 2^34.6) codes.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
/** Letters in a user code (shown as two groups of four). */
export const USER_CODE_LENGTH = 8;
/** RFC 8628 3.5: the interval grows by this much on each `slow_down`. */
export const SLOW_DOWN_STEP_SECONDS = 5;
/** RFC 8628 3.2: the interval when the response gives none. */
export const DEFAULT_DEVICE_POLL_INTERVAL_SECONDS = 5;
