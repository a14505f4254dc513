/**
 * What the OAuth client endpoints' routes share (oauth.ts, deviceGrant.ts, childToken.ts): a client's
 * form POST end to end (`clientFormRequest`: argument checks, the client's authentication, a provisional
 * merge's fields, redaction, the request), a grant at the token endpoint with the one check of its answer
 * (`tokenGrant`), the checks of a secret-bearing argument and of a scope list, and the error for a
 * credentials answer that fails its check. Internal to `src/api` (not exported by its index).
 */
import { InvalidResponseError, type RequestInfo } from '../http/errors.js';
import type { RequestAuth, Transport, TransportResponse } from '../http/transport.js';
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
/** Reports a missing or blank space-separated scope list. */
export declare function scopeIssue(issues: Issue[], scope: unknown): void;
/** HTTP Basic for a confidential client; none (client_id in the form) for a public one. */
export declare function clientAuth(clientId: string, clientSecret: string | undefined): RequestAuth;
/**
 * The error for an answer that fails its one check (`what`: `a token response`): the body is withheld,
 * since it may hold credentials.
 */
export declare function invalidCredentialsResponse(request: RequestInfo, status: number, what: string, problem: string): InvalidResponseError;
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
/** A client's form POST to an OAuth endpoint: a {@link TokenGrant}'s fields, and where it goes. */
export interface ClientFormCall extends TokenGrant {
    /** `/oauth2/token`, `/oauth2/token/revoke` or `/oauth2/device/authorize` (unversioned). */
    route: string;
    /** The answer carries credentials: an error never quotes it. */
    sensitiveResponse: boolean;
}
/**
 * A client's form POST end to end: every argument checked before anything is sent (one
 * `ValidationError` listing all issues), the client authenticated, every secret redacted from errors.
 * Resolves with the response, for the caller's one check of it.
 */
export declare function clientFormRequest(transport: Transport, call: ClientFormCall, options: CallOptions): Promise<{
    request: RequestInfo;
    response: TransportResponse<unknown>;
}>;
/**
 * A token-endpoint grant end to end ({@link clientFormRequest}), then the one check of its answer as a
 * token response: downstream code (sign-in, ID tokens) relies on it.
 */
export declare function tokenGrant(transport: Transport, grant: TokenGrant, options?: CallOptions): Promise<OAuthTokenResponse>;
