/**
 * Pending authorizations: each `Authorize` call registers one transaction (its state, expected redirect
 * URI, timeout) and waits for the redirect. {@link PendingAuthorizations.handleRedirect} is the single
 * entry point for redirects from any source (deep link, Electron main process, loopback server).
 *
 * A redirect settles a transaction only when its URL targets that transaction's redirect URI exactly and
 * its `state` equals the transaction's state (compared in constant time over SHA-256 digests, so neither
 * the length nor a prefix of the state leaks). A transaction is used once: a replayed redirect finds
 * nothing. URLs that match nothing are reported to the caller and leave the pending transactions waiting,
 * so a stray or forged URL cannot cancel a real sign-in.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { expectedTarget, parseRedirect, type RedirectRejection } from '../rules/redirect.js';
import { AuthorizationAbortedError, AuthorizationError } from './errors.js';

/** What `Authorize` resolves to: the code and the redirect URI to send with it to the token endpoint. */
export interface AuthorizationCode {
  readonly code: string;
  readonly redirectUri: string;
}

/** The result of handing a URL to {@link Authorizer.handleRedirect} (the client's `HandleRedirect`). */
export type RedirectOutcome =
  /** The URL settled one pending authorization (with a code, or with the service's error). */
  | { readonly handled: true }
  /** The URL was ignored; pending authorizations keep waiting. */
  | { readonly handled: false; readonly reason: RedirectRejection | 'no_pending_authorization' };

/** Options of one pending authorization. */
export interface BeginOptions {
  readonly state: string;
  readonly redirectUri: string;
  /** Milliseconds to wait for the redirect before failing with a timeout. */
  readonly timeoutMs: number;
  /** What the timeout's message adds after its first sentence: the likely causes and how to check them. */
  readonly timeoutAdvice?: string | undefined;
  /**
   * The issuer the redirect's `iss` must equal when present (RFC 9207). Called only when `iss` is
   * present; may fetch discovery.
   */
  readonly expectedIssuer: () => Promise<string>;
  /** Called once when the transaction settles (success, error, timeout or abort): release resources. */
  readonly onSettled?: (() => void) | undefined;
}

interface Entry {
  readonly stateDigest: Buffer;
  readonly target: string;
  readonly options: BeginOptions;
  readonly resolve: (value: AuthorizationCode) => void;
  readonly reject: (reason: Error) => void;
  timer: NodeJS.Timeout | undefined;
}

/** Authorization codes are opaque VSCHAR strings; anything else did not come from the service. */
const CODE = /^[\x21-\x7e]{1,2048}$/;
/** Longest service error text we repeat; control characters are dropped (the text is untrusted). */
const MAX_SERVICE_TEXT = 300;

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Untrusted text from a redirect, made safe to show: printable, bounded. */
export function sanitizeServiceText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const printable = text.replace(/[\x00-\x1f\x7f]/g, ' ');
  return printable.length > MAX_SERVICE_TEXT ? `${printable.slice(0, MAX_SERVICE_TEXT)}...` : printable;
}

/** The set of authorizations waiting for their redirect. */
export class PendingAuthorizations {
  readonly #entries = new Set<Entry>();

  /** Number of authorizations still waiting. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Registers a transaction. `result` settles on its redirect, timeout or abort; `cancel` ends it early
   * with the given error (e.g. when the browser could not be opened).
   */
  begin(options: BeginOptions): { result: Promise<AuthorizationCode>; cancel(error: Error): void } {
    let entry: Entry | undefined;
    const result = new Promise<AuthorizationCode>((resolve, reject) => {
      const created: Entry = {
        stateDigest: digest(options.state),
        target: expectedTarget(options.redirectUri),
        options,
        resolve,
        reject,
        timer: undefined,
      };
      created.timer = setTimeout(() => {
        this.#settle(created, () =>
          reject(
            new AuthorizationAbortedError(
              'timeout',
              `authorization timed out: no redirect arrived within ${options.timeoutMs} ms` +
                (options.timeoutAdvice === undefined ? '' : `. ${options.timeoutAdvice}`),
            ),
          ),
        );
      }, options.timeoutMs);
      this.#entries.add(created);
      entry = created;
    });
    const registered = entry as unknown as Entry;
    return { result, cancel: (error) => this.#settle(registered, () => registered.reject(error)) };
  }

  /** Cancels every pending authorization with an `Aborted` error. Returns how many were cancelled. */
  abortAll(message = 'authorization aborted by AbortAuthorize()'): number {
    const entries = [...this.#entries];
    for (const entry of entries) {
      this.#settle(entry, () => entry.reject(new AuthorizationAbortedError('aborted', message)));
    }
    return entries.length;
  }

  /**
   * Offers a redirect URL. Returns whether it settled a pending authorization; never throws, whatever the
   * input. The settled authorization's promise carries the outcome (code, or the service's error).
   */
  handleRedirect(url: unknown): RedirectOutcome {
    if (this.#entries.size === 0) return { handled: false, reason: 'no_pending_authorization' };
    const parsed = parseRedirect(url);
    if (!parsed.ok) return { handled: false, reason: parsed.reason };
    const { params } = parsed;
    const candidates = [...this.#entries].filter((entry) => entry.target === params.target);
    if (candidates.length === 0) return { handled: false, reason: 'unexpected_redirect_uri' };
    if (params.state === undefined || params.state === '') return { handled: false, reason: 'missing_state' };
    const received = digest(params.state);
    let match: Entry | undefined;
    // Compare with every candidate, without stopping early, so timing does not reveal which one matched.
    for (const entry of candidates) {
      if (timingSafeEqual(entry.stateDigest, received) && match === undefined) match = entry;
    }
    if (match === undefined) return { handled: false, reason: 'unknown_state' };
    const entry = match;
    // Single use: from here on, the same state finds nothing.
    this.#settle(entry, () => {
      void this.#finish(entry, params).then(entry.resolve, entry.reject);
    });
    return { handled: true };
  }

  async #finish(
    entry: Entry,
    params: {
      code: string | undefined;
      error: string | undefined;
      errorDescription: string | undefined;
      iss: string | undefined;
    },
  ): Promise<AuthorizationCode> {
    if (params.iss !== undefined) {
      const expected = await entry.options.expectedIssuer();
      if (params.iss !== expected) {
        throw new AuthorizationError(
          'issuer_mismatch',
          `the redirect's iss is not the expected issuer ${JSON.stringify(expected)} (RFC 9207); the response was not from this service`,
        );
      }
    }
    if (params.error !== undefined) {
      const description =
        params.errorDescription === undefined ? '' : `: ${sanitizeServiceText(params.errorDescription)}`;
      const error = sanitizeServiceText(params.error);
      throw new AuthorizationError(
        'authorization_denied',
        `the service refused the authorization (${error})${description}`,
        {
          serviceError: error,
        },
      );
    }
    if (params.code === undefined || !CODE.test(params.code)) {
      throw new AuthorizationError(
        'missing_code',
        params.code === undefined
          ? 'the redirect carried no authorization code'
          : 'the redirect carried a malformed authorization code (expected 1 to 2048 printable ASCII characters)',
      );
    }
    return { code: params.code, redirectUri: entry.options.redirectUri };
  }

  #settle(entry: Entry, settle: () => void): void {
    if (!this.#entries.delete(entry)) return;
    clearTimeout(entry.timer);
    try {
      entry.options.onSettled?.();
    } finally {
      settle();
    }
  }
}
