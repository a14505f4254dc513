/**
 * The OAuth2 endpoints' errors (RFC 6749 5.2). Named apart from the SDK's `OAuthError` (which is what a
 * client receives): this is what the emulator answers with. The server's error handler renders it.
 */
import type { FastifyReply } from 'fastify';
import type { OAuthErrorCode } from '../../model/oauth.js';
/** OAuth responses are never cached (RFC 6749 5.1 and 5.2). */
export declare const NO_STORE: {
    readonly 'cache-control': 'no-store';
    readonly pragma: 'no-cache';
};
/** An OAuth2 error response: 400 `{ error, error_description }`, or 401 for `invalid_client`. */
export declare class OAuthErrorResponse extends Error {
    readonly error: OAuthErrorCode;
    readonly description: string;
    /** Whether the client tried HTTP Basic (then a 401 carries `WWW-Authenticate: Basic`). */
    readonly basic: boolean;
    name: string;
    readonly status: number;
    constructor(error: OAuthErrorCode, description: string, 
    /** Whether the client tried HTTP Basic (then a 401 carries `WWW-Authenticate: Basic`). */
    basic?: boolean);
    /** The response body, in RFC 6749's shape: `{ error, error_description }`. */
    body(): {
        error: OAuthErrorCode;
        error_description: string;
    };
}
/** Renders an {@link OAuthErrorResponse} (used by the server's error handler). */
export declare function sendOAuthError(reply: FastifyReply, error: OAuthErrorResponse): FastifyReply;
