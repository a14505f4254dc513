/** OAuth responses are never cached (RFC 6749 5.1 and 5.2). */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };
/** An OAuth2 error response: 400 `{ error, error_description }`, or 401 for `invalid_client`. */
export class OAuthErrorResponse extends Error {
    error;
    description;
    basic;
    name = 'OAuthErrorResponse';
    status;
    constructor(error, description, 
    /** Whether the client tried HTTP Basic (then a 401 carries `WWW-Authenticate: Basic`). */
    basic = false) {
        super(`${error}: ${description}`);
        this.error = error;
        this.description = description;
        this.basic = basic;
        this.status = error === 'invalid_client' ? 401 : 400;
    }
    /** The response body, in RFC 6749's shape: `{ error, error_description }`. */
    body() {
        return { error: this.error, error_description: this.description };
    }
}
/** Renders an {@link OAuthErrorResponse} (used by the server's error handler). */
export function sendOAuthError(reply, error) {
    reply.code(error.status).headers(NO_STORE);
    if (error.status === 401 && error.basic)
        reply.header('www-authenticate', 'Basic realm="emulator"');
    return reply.send(error.body());
}
