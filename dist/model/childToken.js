/**
 * The parent-to-child application token exchange on the wire (the C++ library's `ExchangeChildToken`).
 * The service's route is not documented: ours is an OAuth 2.0 Token Exchange (RFC 8693) grant at the
 * token endpoint (docs/child-applications.md).
 */
/** `grant_type` of the token exchange (RFC 8693 2.1). */
export const TOKEN_EXCHANGE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:token-exchange';
/** `subject_token_type` and `issued_token_type` of an access token (RFC 8693 3). */
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
