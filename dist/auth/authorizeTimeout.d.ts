/** Default time to wait for the redirect: 5 minutes. */
export declare const DEFAULT_AUTHORIZE_TIMEOUT_MS: number;
/** Longest accepted wait for a redirect: 1 hour. */
export declare const MAX_AUTHORIZE_TIMEOUT_MS: number;
/** Checks a wait for a redirect; `where` names the argument in the error. */
export declare function checkAuthorizeTimeout(ms: number, where?: string): number;
