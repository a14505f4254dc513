/** The HTTP transport: requests, timeouts, rate limits, retries and error classes. */
export { type BackoffOptions, backoffDelay } from './backoff.js';
export { AbortError, HttpResponseError, InvalidResponseError, NetworkError, OAuthError, RateLimitedError, type RequestInfo, SdkError, type SdkErrorCode, ServiceError, TimeoutError, ValidationError, } from './errors.js';
export type { WindowInfo } from './rateGate.js';
export type { HeaderReader, RateLimitHeaders } from './rateLimits.js';
export { REDACTED } from './redact.js';
export { MAJOR_PARAMETERS, type RouteParams } from './route.js';
export { type Authorization, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, DEFAULT_USER_AGENT, type FetchInitLike, type FetchLike, type FetchResponseLike, type HttpMethod, MAX_TIMEOUT_MS, type RequestAuth, type RequestEvent, type ResponseEvent, type RetryEvent, Transport, type TransportHooks, type TransportOptions, type TransportRequest, type TransportResponse, } from './transport.js';
