/**
 * Rules of the device authorization grant (RFC 8628), shared by the SDK and the emulator: how a typed
 * user code is read (case, spaces and dashes forgiven, RFC 8628 6.1), how one is shown, and the one check
 * of a device authorization response.
 */
import { type CheckedDeviceAuthorization } from '../model/deviceGrant.js';
/**
 * The canonical form of a user code as typed (`bcdf ghjk`, `BCDF-GHJK`), or undefined when it is not
 * {@link USER_CODE_LENGTH} letters of the alphabet once dashes and spaces are dropped.
 */
export declare function normalizeUserCode(typed: unknown): string | undefined;
/** The displayed form of a canonical user code: two groups of four, `BCDF-GHJK`. */
export declare function formatUserCode(code: string): string;
/** The one check of a device authorization response; `problem` completes "the response ...". */
export declare function parseDeviceAuthorizationResponse(body: unknown): {
    ok: true;
    value: CheckedDeviceAuthorization;
} | {
    ok: false;
    problem: string;
};
