/**
 * The grants of the token endpoint (RFC 6749 4.1.3, 6 and 4.4): each checks its parameters against the
 * stored code, refresh token or client, and issues tokens through grants.ts. Errors are
 * {@link OAuthErrorResponse}s with the RFC's codes.
 */
import type { OAuthTokenResponse } from '../../model/oauth.js';
import type { EmulatorContext } from '../context.js';
import type { ClientAuth } from './clientAuth.js';
import type { ClientScopeLists } from './clientScopes.js';
import type { MergeHook } from './deviceGrant.js';
import { type OAuthForm } from './form.js';
export declare function authorizationCodeGrant(ctx: EmulatorContext, client: ClientAuth, form: OAuthForm, merge?: MergeHook | undefined): Promise<OAuthTokenResponse>;
export declare function refreshTokenGrant(ctx: EmulatorContext, client: ClientAuth, form: OAuthForm): Promise<OAuthTokenResponse>;
/** Synchronous: it never carries an id_token, and it is what app backends call in a loop. */
export declare function clientCredentialsGrant(ctx: EmulatorContext, client: ClientAuth, form: OAuthForm, scopeLists: ClientScopeLists): OAuthTokenResponse;
/**
 * The token endpoint's `error_description` for a malformed code_verifier (the rule is the shared one,
 * `codeVerifierProblem`), or undefined when it is well formed.
 */
export declare function verifierProblem(verifier: string): string | undefined;
