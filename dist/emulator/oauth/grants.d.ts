import type { OAuthTokenResponse } from '../../model/oauth.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord, GrantRecord, TokenRecord } from '../records.js';
export declare const DEAUTHORIZED_EVENT = "APPLICATION_DEAUTHORIZED";
/** Event logged when a rotated refresh token is replayed and the grant is revoked for safety. */
export declare const REFRESH_REUSE_EVENT = "REFRESH_TOKEN_REUSED";
/** The user's live grant to the app, updated with new scopes, or a new one (found by index, not a scan). */
export declare function upsertGrant(ctx: EmulatorContext, applicationId: string, userId: string, scopes: string[]): GrantRecord;
/** What a token response is made from. */
export interface IssueTokensInput {
    app: ApplicationRecord;
    userId: string | null;
    grantId: string | null;
    scopes: string[];
    /** Unix ms of the user's consent (`auth_time`). */
    authTime: number;
    /** With refresh token (user grants) or not (client credentials). */
    refresh: boolean;
    nonce?: string | null | undefined;
    /** Access-token lifetime in seconds, when not the grant's usual (provisional accounts: 3600). */
    ttlSeconds?: number | undefined;
}
/** What {@link storeTokens} issued. */
export interface IssuedTokens {
    response: OAuthTokenResponse;
    /** Digests of the stored tokens (the access token first). */
    hashes: string[];
    /** Emulator clock (Unix ms) at issue. */
    issuedAt: number;
}
/**
 * Creates and stores the tokens and returns the token response (without an id_token) plus the hashes of
 * what was stored. Synchronous, so the client-credentials grant, which never carries an id_token, is
 * answered without a promise.
 */
export declare function storeTokens(ctx: EmulatorContext, input: IssueTokensInput): IssuedTokens;
/** {@link storeTokens}, plus the signed id_token when a user granted `openid`. */
export declare function issueTokens(ctx: EmulatorContext, input: IssueTokensInput): Promise<IssuedTokens>;
/** OIDC `at_hash` for RS256 and ES256: base64url of the left half of SHA-256 of the access token. */
export declare function atHash(accessToken: string): string;
/** Revokes one token (no cascade). */
export declare function revokeToken(ctx: EmulatorContext, token: TokenRecord): void;
/** Revokes a grant and every token issued under it. */
export declare function revokeGrant(ctx: EmulatorContext, grant: GrantRecord): void;
/**
 * The user takes the app's access away (revocation, account removal): the grant and its tokens die and
 * the app is told with an APPLICATION_DEAUTHORIZED webhook event carrying the user.
 */
export declare function deauthorize(ctx: EmulatorContext, grant: GrantRecord): void;
/** Deauthorizes every live grant of a user (to one app, or to all). Returns how many. */
export declare function deauthorizeUser(ctx: EmulatorContext, userId: string, applicationId?: string): number;
/**
 * Forgets expired codes and dead tokens, all at once (when the control API moves the clock); the token
 * endpoint sweeps a few at a time meanwhile (expirySweep.ts).
 */
export declare function sweepExpired(ctx: EmulatorContext): void;
