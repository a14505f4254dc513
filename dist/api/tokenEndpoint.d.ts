/**
 * What the token-endpoint routes share (oauth.ts, deviceGrant.ts): the check of a secret-bearing
 * argument, the client's authentication, a provisional merge's fields, and the request whose answer is
 * checked once as a token response. Internal to `src/api` (not exported by its index).
 */
import { type RequestInfo } from '../http/errors.js';
import type { RequestAuth, Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { AuthenticationExternalAuthType } from '../model/provisional.js';
import { type Issue } from '../rules/issues.js';
import type { CallOptions } from './call.js';
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
