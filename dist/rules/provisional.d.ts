/**
 * Rules of provisional accounts, shared by the SDK and the emulator: the external credential of
 * `POST /partner-sdk/token` (its type as the wire string, its length), the display name, and the one
 * check of the token response.
 */
import type { OAuthTokenResponse } from '../model/oauth.js';
import { AuthenticationExternalAuthType, type ExternalAuthTypeWire, type ProvisionalTokenResponse } from '../model/provisional.js';
import { type Issue } from './issues.js';
/** The wire string of a C++ enum value, or undefined for a value the enum does not have. */
export declare function externalAuthTypeWire(value: unknown): ExternalAuthTypeWire | undefined;
/** The C++ enum value of a wire string, or undefined when the string is not one of them. */
export declare function externalAuthTypeOf(wire: unknown): AuthenticationExternalAuthType | undefined;
/** Issues of an external credential (type and token), under `path` names; never quotes the token. */
export declare function externalCredentialIssues(type: unknown, token: unknown, names: {
    type: string;
    token: string;
}, typeIsWire?: boolean): Issue[];
/** Issues of a provisional display name (1..32 characters, not blank). */
export declare function displayNameIssues(name: unknown, path: string): Issue[];
/** The one check of a provisional token response: a token response that carries an `id_token`. */
export declare function parseProvisionalTokenResponse(body: unknown): {
    ok: true;
    tokens: OAuthTokenResponse & ProvisionalTokenResponse;
} | {
    ok: false;
    problem: string;
};
