/**
 * The OAuth 2.0 device authorization grant (RFC 8628) on the wire: the device authorization response,
 * the grant type, the polling errors, and the readable user-code alphabet.
 */
/** `grant_type` of the token endpoint's device-code grant (RFC 8628 3.4). */
export declare const DEVICE_CODE_GRANT_TYPE = "urn:ietf:params:oauth:grant-type:device_code";
/** Answer of `POST /oauth2/device/authorize` (RFC 8628 3.2). */
export interface DeviceAuthorizationResponse {
    device_code: string;
    /** What the user types on the activation page, `XXXX-XXXX` from {@link USER_CODE_ALPHABET}. */
    user_code: string;
    verification_uri: string;
    verification_uri_complete?: string | undefined;
    /** Seconds until both codes expire (300 at the service). */
    expires_in: number;
    /** Seconds to wait between polls (5 at the service); absent means 5 (RFC 8628 3.2). */
    interval?: number | undefined;
}
/** A device authorization response once checked: the optional fields filled with their defaults. */
export interface CheckedDeviceAuthorization extends DeviceAuthorizationResponse {
    verification_uri_complete: string;
    interval: number;
}
/** The token endpoint's errors while the device grant is not settled (RFC 8628 3.5). */
export type DeviceGrantPollError = 'authorization_pending' | 'slow_down' | 'access_denied' | 'expired_token';
/**
 * The letters of a user code: 20 consonants without vowels (no words) and without look-alikes, as
 * RFC 8628 6.1 suggests. Eight of them give 20^8 (about 2^34.6) codes.
 */
export declare const USER_CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";
/** Letters in a user code (shown as two groups of four). */
export declare const USER_CODE_LENGTH = 8;
/** RFC 8628 3.5: the interval grows by this much on each `slow_down`. */
export declare const SLOW_DOWN_STEP_SECONDS = 5;
/** RFC 8628 3.2: the interval when the response gives none. */
export declare const DEFAULT_DEVICE_POLL_INTERVAL_SECONDS = 5;
