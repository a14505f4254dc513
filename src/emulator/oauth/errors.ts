/**
 * The OAuth2 endpoints' errors (RFC 6749 5.2). Named apart from the SDK's `OAuthError` (which is what a
 * client receives): this is what the emulator answers with. The server's error handler renders it.
 */
import type { FastifyReply } from 'fastify';
import type { OAuthErrorCode } from '../../model/oauth.js';

/** OAuth responses are never cached (RFC 6749 5.1 and 5.2). */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

/** An OAuth2 error response: 400 `{ error, error_description }`, or 401 for `invalid_client`. */
export class OAuthErrorResponse extends Error {
  override name = 'OAuthErrorResponse';
  readonly status: number;
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    /** Whether the client tried HTTP Basic (then a 401 carries `WWW-Authenticate: Basic`). */
    readonly basic = false,
  ) {
    super(`${error}: ${description}`);
    this.status = error === 'invalid_client' ? 401 : 400;
  }

  /** The response body, in RFC 6749's shape: `{ error, error_description }`. */
  body(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}

/** Renders an {@link OAuthErrorResponse} (used by the server's error handler). */
export function sendOAuthError(reply: FastifyReply, error: OAuthErrorResponse): FastifyReply {
  reply.code(error.status).headers(NO_STORE);
  if (error.status === 401 && error.basic) reply.header('www-authenticate', 'Basic realm="emulator"');
  return reply.send(error.body());
}
