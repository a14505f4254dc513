/**
 * The types the transport's callers and observers name, in a module of their own so that the hook sets
 * (hookSets.ts) can name them without importing the transport that imports them: the HTTP methods and
 * the hook events, none of which can carry a secret.
 */

/** HTTP methods the service uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** Fields common to every hook event. None of them can carry a secret. */
export interface RequestEvent {
  readonly method: HttpMethod;
  /** Route template, e.g. `/lobbies/{lobby.id}/messages`. */
  readonly route: string;
  /** Rate-limit bucket key (bucket hash or method+route, then `:` and the major parameter). */
  readonly bucket: string;
  /** 1 for the first attempt of a call, then 2, 3, ... */
  readonly attempt: number;
}

/** An attempt finished, with a response or with a failure. */
export interface ResponseEvent extends RequestEvent {
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** Milliseconds from sending to the complete body (or the failure). */
  readonly durationMs: number;
  /** Why no response arrived. */
  readonly failure?: 'timeout' | 'network' | 'aborted' | undefined;
  /** The bucket's window as the response stated it. */
  readonly rateLimit?: { limit: number; remaining: number; resetAfterMs: number } | undefined;
}

/** A retry is about to wait `delayMs` and try again. */
export interface RetryEvent extends RequestEvent {
  readonly reason: 'rate-limit' | 'server-error' | 'network' | 'timeout';
  /** Status of the failed attempt (0 without a response). */
  readonly status: number;
  readonly delayMs: number;
}

/** Observability hooks. They run synchronously; an exception thrown by a hook is ignored. */
export interface TransportHooks {
  /** Called as each attempt is sent, after any rate-limit wait. */
  onRequest?: ((event: RequestEvent) => void) | undefined;
  /** Called when an attempt ends: with its status, or status 0 and the `failure`. */
  onResponse?: ((event: ResponseEvent) => void) | undefined;
  /** Called before the transport waits `delayMs` to try again (429, 5xx, network failure, timeout). */
  onRetry?: ((event: RetryEvent) => void) | undefined;
}
