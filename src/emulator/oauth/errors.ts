/**
 * The OAuth2 endpoints' errors (RFC 6749 5.2). Named apart from the SDK's `OAuthError` (which is what a
 * client receives): this is what the emulator answers with. The server's error handler renders it.
 */
import type { OAuthErrorCode } from '../../model/oauth.js';

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

  body(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}
