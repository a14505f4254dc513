/**
 * What the token-endpoint routes share (oauth.ts, deviceGrant.ts): one grant's whole path (`tokenGrant`:
 * argument checks, the client's authentication, a provisional merge's fields, the request and the one
 * check of its answer as a token response), and the check of a secret-bearing argument. Internal to
 * `src/api` (not exported by its index).
 */
import { type RequestInfo } from '../http/errors.js';
import type { RequestAuth, Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { AuthenticationExternalAuthType } from '../model/provisional.js';
import { type Issue } from '../rules/issues.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/** A provisional account to merge at sign-in: its external credential. */
export interface ProvisionalMerge {
    externalAuthType: AuthenticationExternalAuthType;
    externalAuthToken: string;
}
/** Issues of a merge's credential, under the facade's argument names. */
export declare function mergeIssues(merge: ProvisionalMerge): Issue[];
/** The token endpoint's merge fields (none without a merge). */
export declare function mergeFields(merge: ProvisionalMerge | undefined): Record<string, string | undefined>;
/** Reports a missing or malformed secret-bearing string without quoting it. */
export declare function secretIssue(issues: Issue[], name: string, value: unknown): void;
/** HTTP Basic for a confidential client; none (client_id in the form) for a public one. */
export declare function clientAuth(clientId: string, clientSecret: string | undefined): RequestAuth;
/** A token-endpoint request and the one check of its answer (secrets redacted from any error). */
export declare function tokenRequest(transport: Transport, request: RequestInfo, form: Record<string, string | undefined>, auth: RequestAuth, secrets: (string | undefined)[], options: CallOptions): Promise<OAuthTokenResponse>;
/** One grant at the token endpoint, as its route function describes it to `tokenGrant`. */
export interface TokenGrant {
    /** How a refusal names the grant, e.g. `refresh token grant`. */
    name: string;
    clientId: SnowflakeArg;
    /** A confidential client's secret (HTTP Basic); checked unless `secrets` already names it. */
    clientSecret?: string | undefined;
    /** Secret-bearing arguments by their facade names: each checked (never quoted) and redacted. */
    secrets: Record<string, unknown>;
    /** The grant's other argument issues (redirect URI, verifier, scope), reported after the secrets'. */
    issues?: Issue[] | undefined;
    /** Values to redact that `secrets` does not check (a PKCE verifier). */
    alsoRedact?: (string | undefined)[] | undefined;
    merge?: ProvisionalMerge | undefined;
    /** The grant's form fields given the checked client id; a merge's fields are added to them. */
    form: (clientId: string) => Record<string, string | undefined>;
}
/**
 * A token-endpoint grant end to end: every argument checked before anything is sent (one
 * `ValidationError` listing all issues), then the request and the one check of its answer.
 */
export declare function tokenGrant(transport: Transport, grant: TokenGrant, options?: CallOptions): Promise<OAuthTokenResponse>;
