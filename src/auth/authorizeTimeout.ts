/**
 * How long an authorization waits for its redirect: the default, the bound, and the check shared by the
 * client's option (`authorizeTimeoutMs`) and the per-call `AuthorizationArgs.SetTimeoutMs`.
 */
import { ValidationError } from '../http/errors.js';

/** Default time to wait for the redirect: 5 minutes. */
export const DEFAULT_AUTHORIZE_TIMEOUT_MS = 5 * 60_000;
/** Longest accepted wait for a redirect: 1 hour. */
export const MAX_AUTHORIZE_TIMEOUT_MS = 60 * 60_000;

/** Checks a wait for a redirect; `where` names the argument in the error. */
export function checkAuthorizeTimeout(ms: number, where = 'authorizeTimeoutMs'): number {
  if (!Number.isInteger(ms) || ms < 1 || ms > MAX_AUTHORIZE_TIMEOUT_MS) {
    throw ValidationError.argument(
      where,
      `${where}: expected an integer from 1 to ${MAX_AUTHORIZE_TIMEOUT_MS} ms, received ${String(ms)}`,
    );
  }
  return ms;
}
