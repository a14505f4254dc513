/**
 * Redirect URIs of the sign-in flow (FACTS.md, the C++ library): `<scheme>:/authorize/callback` (single
 * slash, default scheme `discord-<application id>`) and the loopback `http://127.0.0.1:<port>/callback`.
 * Shared by the sign-in code (`auth/`) and deep links (`deeplink/`).
 *
 * Incoming redirects are hostile input. {@link parseRedirect} accepts a URL only in a bounded length,
 * without credentials, and reads each single-valued parameter at most once; the caller compares its
 * `target` with the redirect URI it expects.
 */
import type { Snowflake } from '../model/snowflake.js';
import { LOOPBACK_HOST } from './oauth.js';
export { LOOPBACK_HOST };
/** Path of custom-scheme redirects. */
export declare const CUSTOM_SCHEME_CALLBACK_PATH = "/authorize/callback";
/** Path of loopback redirects. */
export declare const LOOPBACK_CALLBACK_PATH = "/callback";
/** Longest redirect URL parsed; anything longer is not a redirect from the service. */
export declare const MAX_REDIRECT_URL_LENGTH = 8192;
/** Longest custom scheme accepted. */
export declare const MAX_CUSTOM_SCHEME_LENGTH = 64;
/**
 * Validates a custom URI scheme and returns it lower-cased (URL parsing lower-cases schemes). Throws a
 * TypeError whose message starts with `where`.
 */
export declare function parseCustomScheme(scheme: unknown, where?: string): string;
/** The default custom scheme of an application: `discord-<application id>`. */
export declare function defaultCustomScheme(applicationId: Snowflake): string;
/** `<scheme>:/authorize/callback` (the scheme is validated and lower-cased). */
export declare function customSchemeRedirectUri(scheme: string): string;
/** `http://127.0.0.1:<port>/callback`. */
export declare function loopbackRedirectUri(port: number): string;
/** Why a URL was not accepted as a redirect. */
export type RedirectRejection = 'malformed_url' | 'unexpected_redirect_uri' | 'duplicate_parameter' | 'missing_state' | 'unknown_state';
/** The parameters of an authorization response (RFC 6749 4.1.2 / 4.1.2.1, RFC 9207 `iss`). */
export interface RedirectParams {
    /** `scheme://host/path` of the URL, without query or fragment: compared with the expected redirect URI. */
    readonly target: string;
    readonly code: string | undefined;
    readonly state: string | undefined;
    readonly error: string | undefined;
    readonly errorDescription: string | undefined;
    readonly iss: string | undefined;
}
/** The comparable form of a redirect URI: scheme, authority and path; no query, fragment or credentials. */
export declare function redirectTarget(url: URL): string;
/** Parses an incoming redirect URL, or says why it is not one. Never throws. */
export declare function parseRedirect(input: unknown): {
    ok: true;
    params: RedirectParams;
} | {
    ok: false;
    reason: RedirectRejection;
};
/** The comparable target of an expected redirect URI (so `discord-1:/authorize/callback` matches itself). */
export declare function expectedTarget(redirectUri: string): string;
