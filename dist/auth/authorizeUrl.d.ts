/**
 * The authorize URL (FACTS.md: `GET /oauth2/authorize`, no `/api` prefix) with the parameters of an
 * authorization-code request with PKCE.
 */
import type { ApplicationIntegrationType } from '../model/enums.js';
import type { Snowflake } from '../model/snowflake.js';
/** Path of the browser-facing authorize endpoint, relative to the service's base URL. */
export declare const AUTHORIZE_PATH = "/oauth2/authorize";
/** Everything that goes into an authorize URL. */
export interface AuthorizeUrlParams {
    /** The service's base URL, e.g. `https://discord.com` or an emulator's `http://127.0.0.1:<port>`. */
    readonly baseUrl: string;
    readonly clientId: Snowflake;
    readonly scopes: string;
    readonly state: string;
    readonly redirectUri: string;
    /** The S256 challenge; omitted only when the caller gave none (the service then refuses public clients). */
    readonly codeChallenge?: string | undefined;
    readonly nonce?: string | undefined;
    readonly integrationType?: ApplicationIntegrationType | undefined;
}
/** Builds the authorize URL; parameters are percent-encoded by `URLSearchParams`. */
export declare function buildAuthorizeUrl(params: AuthorizeUrlParams): string;
