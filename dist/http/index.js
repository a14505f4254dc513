/** The HTTP transport: requests, timeouts, rate limits, retries and error classes. */
export { backoffDelay } from './backoff.js';
export { AbortError, HttpResponseError, InvalidResponseError, NetworkError, OAuthError, RateLimitedError, SdkError, ServiceError, TimeoutError, ValidationError, } from './errors.js';
export { REDACTED } from './redact.js';
export { MAJOR_PARAMETERS } from './route.js';
export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, DEFAULT_USER_AGENT, MAX_TIMEOUT_MS, Transport, } from './transport.js';
