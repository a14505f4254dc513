/**
 * The connection's state machine, as a pure function: a state and an input give the next state and
 * the effects to carry out (open a socket, wait, close, report a status). No sockets, no timers, no
 * clock; the random draw for jitter comes in with the input. gatewayConnection.ts carries the effects
 * out and feeds what happens back in; the property test drives this function with random inputs.
 *
 * Rules:
 * - A lost connection (closed, silent, asked to reconnect) is retried with exponential backoff and jitter,
 *   resuming the session when there is one; after `maxRetries` failures in a row it gives up.
 * - The count of failures resets only once a connection stayed Ready for `healthyAfterMs` (the `healthy`
 *   input), not on READY itself: a server that sends READY then RECONNECT every time gives up after
 *   `maxRetries` rounds of growing backoff instead of looping for ever.
 * - A close that says the token or the protocol is wrong (4004, 4012) is not retried.
 * - A close that ends the session (4007, 4009, a normal close) reconnects with a fresh IDENTIFY.
 * - INVALID SESSION: identify afresh on the same connection after a short random pause, the first time
 *   since the connection was last healthy; another one before that closes the connection and retries
 *   with backoff like a failure (Reconnecting, detail {@link INVALID_SESSION_DETAIL}), so an endless
 *   INVALID SESSION ends in a reported error after `maxRetries`.
 * - A new token: close (the session ends with the old token) and identify afresh with the new one.
 */
import { backoffDelay } from '../http/backoff.js';
import { FATAL_GATEWAY_CLOSE_CODES, GatewayCloseCode, SESSION_ENDING_CLOSE_CODES } from '../model/gateway.js';
import { ConnectionError, ConnectionStatus } from './status.js';

/** How the connection retries. */
export interface ConnectionPolicy {
  /** Failures in a row (without reaching Ready) before giving up. Default 8. */
  readonly maxRetries: number;
  /** Delay before the first retry, before jitter, ms. Default 1000. */
  readonly backoffBaseMs: number;
  /** Longest delay between retries, ms. Default 30000. */
  readonly backoffMaxMs: number;
  /** Pause before a fresh IDENTIFY after INVALID SESSION, ms: uniformly between these. Default 1000..5000. */
  readonly reidentifyMinMs: number;
  readonly reidentifyMaxMs: number;
  /**
   * How long a connection must stay Ready before its failures are forgotten, ms. Default 60000. (Optional
   * in the type so that older policies still compile; the connection fills in the default.)
   */
  readonly healthyAfterMs?: number | undefined;
}

/** A policy with every field set. */
export type FullConnectionPolicy = { readonly [K in keyof ConnectionPolicy]-?: number };

export const DEFAULT_POLICY: FullConnectionPolicy = {
  maxRetries: 8,
  backoffBaseMs: 1000,
  backoffMaxMs: 30_000,
  reidentifyMinMs: 1000,
  reidentifyMaxMs: 5000,
  healthyAfterMs: 60_000,
};

/** The detail of a status change caused by INVALID SESSION: its opcode, 9 (no close code applies). */
export const INVALID_SESSION_DETAIL = 9;

export interface MachineState {
  readonly status: ConnectionStatus;
  /** Failures in a row since the last healthy connection (or since Connect). */
  readonly failures: number;
  /** INVALID SESSIONs since the last healthy connection (or since Connect). */
  readonly invalidSessions: number;
  /** A session exists that a new connection may RESUME. */
  readonly resumable: boolean;
  /** Reconnecting: a retry timer is armed (no socket is open). */
  readonly waiting: boolean;
  /** Connect was called while disconnecting: connect again once closed. */
  readonly connectAfterClose: boolean;
}

export const INITIAL_STATE: MachineState = {
  status: ConnectionStatus.Disconnected,
  failures: 0,
  invalidSessions: 0,
  resumable: false,
  waiting: false,
  connectAfterClose: false,
};

export type MachineInput =
  | { readonly type: 'connect' }
  | { readonly type: 'disconnect' }
  | { readonly type: 'urlResolved' }
  /** `GET /gateway` failed: `retryable` (network, 5xx, 429) or not; `detail` the HTTP status or 0. */
  | { readonly type: 'urlFailed'; readonly retryable: boolean; readonly detail: number }
  /** The socket is open and HELLO arrived. */
  | { readonly type: 'opened' }
  /** READY or RESUMED arrived. */
  | { readonly type: 'ready' }
  /** The connection has stayed Ready for `healthyAfterMs`: its failures are forgotten. */
  | { readonly type: 'healthy' }
  /**
   * The connection failed: closed by the server or the network (`socketOpen` false), or found dead
   * while still open (`socketOpen` true: missed ACK, RECONNECT, a bad frame, a handshake deadline).
   * `code` is the close code (1006 for a network failure) or the reason's code.
   */
  | { readonly type: 'failed'; readonly code: number; readonly socketOpen: boolean }
  | { readonly type: 'invalidSession'; readonly resumable: boolean }
  | { readonly type: 'tokenChanged' }
  | { readonly type: 'retryDue' }
  /** The socket closed after a `close` effect. */
  | { readonly type: 'closeDone' };

export type Effect =
  /** Fetch the gateway's address; report `urlResolved` or `urlFailed`. */
  | { readonly type: 'resolveUrl' }
  /** Open a socket; on HELLO send RESUME (when `resume` and a session exists) or IDENTIFY. */
  | { readonly type: 'open'; readonly resume: boolean }
  /** Close the socket with `code` (4000 keeps the session resumable, 1000 ends it); report `closeDone`. */
  | { readonly type: 'close'; readonly code: number }
  /** Drop whatever is pending (socket, request, timers) without waiting. */
  | { readonly type: 'abandon' }
  /** Report `retryDue` after `ms`. */
  | { readonly type: 'wait'; readonly ms: number }
  /** Send IDENTIFY on the open socket after `ms`. */
  | { readonly type: 'identify'; readonly ms: number }
  /** Forget the session (no RESUME from now on). */
  | { readonly type: 'forgetSession' }
  | {
      readonly type: 'status';
      readonly status: ConnectionStatus;
      readonly error: ConnectionError;
      readonly detail: number;
    };

export interface Transition {
  readonly state: MachineState;
  readonly effects: readonly Effect[];
}

/** What a transition may draw on: the policy, and a random number in [0, 1) for jitter. */
export interface MachineEnv {
  readonly policy: ConnectionPolicy;
  readonly random: number;
}

const KEEP_SESSION = GatewayCloseCode.UnknownError;
const END_SESSION = GatewayCloseCode.Normal;
const NO_CHANGE = (state: MachineState): Transition => ({ state, effects: [] });

/** The next state and its effects. Inputs that make no sense in a state leave it unchanged. */
export function transition(state: MachineState, input: MachineInput, env: MachineEnv): Transition {
  const S = ConnectionStatus;
  switch (input.type) {
    case 'connect':
      if (state.status === S.Disconnecting) return NO_CHANGE({ ...state, connectAfterClose: true });
      if (state.status !== S.Disconnected) return NO_CHANGE(state);
      return startConnecting(state);
    case 'disconnect':
      return disconnect(state);
    case 'urlResolved':
      if (state.status !== S.HttpWait || state.waiting) return NO_CHANGE(state);
      return move(state, { status: S.Connecting }, ConnectionError.None, 0, [
        { type: 'open', resume: false },
      ]);
    case 'urlFailed':
      if (state.status !== S.HttpWait || state.waiting) return NO_CHANGE(state);
      if (!input.retryable) return giveUp(state, ConnectionError.ConnectionFailed, input.detail);
      return retry(state, ConnectionError.ConnectionFailed, input.detail, env);
    case 'retryDue':
      if (!state.waiting) return NO_CHANGE(state);
      if (state.status === S.HttpWait)
        return { state: { ...state, waiting: false }, effects: [{ type: 'resolveUrl' }] };
      return { state: { ...state, waiting: false }, effects: [{ type: 'open', resume: state.resumable }] };
    case 'opened':
      if (!isOpening(state)) return NO_CHANGE(state);
      return move(state, { status: S.Connected }, ConnectionError.None, 0, []);
    case 'ready':
      if (state.status !== S.Connected) return NO_CHANGE(state);
      return move(state, { status: S.Ready, resumable: true }, ConnectionError.None, 0, []);
    case 'healthy':
      if (state.status !== S.Ready) return NO_CHANGE(state);
      return NO_CHANGE({ ...state, failures: 0, invalidSessions: 0 });
    case 'failed':
      return failed(state, input.code, input.socketOpen, env);
    case 'invalidSession':
      if (state.status !== S.Connected && state.status !== S.Ready) return NO_CHANGE(state);
      if (input.resumable && state.resumable) return failed(state, KEEP_SESSION, true, env);
      if (state.invalidSessions > 0) return invalidAgain(state, env);
      return move(
        state,
        { status: S.Connected, resumable: false, invalidSessions: 1 },
        ConnectionError.None,
        0,
        [
          { type: 'forgetSession' },
          {
            type: 'identify',
            ms: between(env.policy.reidentifyMinMs, env.policy.reidentifyMaxMs, env.random),
          },
        ],
      );
    case 'tokenChanged':
      // While the address is fetched nothing was sent yet: IDENTIFY will read the new token.
      if (!isLive(state) || state.status === S.HttpWait) return NO_CHANGE(state);
      return move(
        state,
        { status: S.Reconnecting, resumable: false, waiting: false },
        ConnectionError.None,
        0,
        [
          state.waiting ? { type: 'abandon' } : { type: 'close', code: END_SESSION },
          { type: 'forgetSession' },
          { type: 'open', resume: false },
        ],
      );
    case 'closeDone':
      if (state.status !== S.Disconnecting) return NO_CHANGE(state);
      if (state.connectAfterClose) return startConnecting({ ...INITIAL_STATE, status: S.Disconnecting });
      return move(state, { ...INITIAL_STATE }, ConnectionError.None, 0, []);
  }
}

function startConnecting(state: MachineState): Transition {
  return move(state, { ...INITIAL_STATE, status: ConnectionStatus.HttpWait }, ConnectionError.None, 0, [
    { type: 'resolveUrl' },
  ]);
}

function disconnect(state: MachineState): Transition {
  const S = ConnectionStatus;
  if (state.status === S.Disconnected) return NO_CHANGE(state);
  if (state.status === S.Disconnecting) return NO_CHANGE({ ...state, connectAfterClose: false });
  const canceled = state.status === S.Ready ? ConnectionError.None : ConnectionError.ConnectionCanceled;
  // Nothing is open while waiting or while fetching the address: done at once.
  if (state.waiting || state.status === S.HttpWait)
    return move(state, { ...INITIAL_STATE }, canceled, 0, [{ type: 'abandon' }, { type: 'forgetSession' }]);
  return move(state, { ...INITIAL_STATE, status: S.Disconnecting }, canceled, 0, [
    { type: 'close', code: END_SESSION },
    { type: 'forgetSession' },
  ]);
}

function failed(state: MachineState, code: number, socketOpen: boolean, env: MachineEnv): Transition {
  if (
    !isOpening(state) &&
    state.status !== ConnectionStatus.Connected &&
    state.status !== ConnectionStatus.Ready
  )
    return NO_CHANGE(state);
  const wasReady = state.status === ConnectionStatus.Ready;
  const close: Effect[] = socketOpen ? [{ type: 'close', code: KEEP_SESSION }] : [];
  if (FATAL_GATEWAY_CLOSE_CODES.has(code)) {
    const out = giveUp(state, ConnectionError.ConnectionFailed, code);
    return { state: out.state, effects: [...close, ...out.effects] };
  }
  const error = wasReady ? ConnectionError.UnexpectedClose : ConnectionError.ConnectionFailed;
  const resumable = state.resumable && !SESSION_ENDING_CLOSE_CODES.has(code);
  const out = retry({ ...state, resumable }, error, code, env);
  const forget: Effect[] = resumable ? [] : [{ type: 'forgetSession' }];
  return { state: out.state, effects: [...close, ...forget, ...out.effects] };
}

/**
 * A second INVALID SESSION before the connection was healthy (a server that never lets a session start):
 * the connection is closed and retried with backoff like a lost one, so the loop ends after `maxRetries`.
 */
function invalidAgain(state: MachineState, env: MachineEnv): Transition {
  const error =
    state.status === ConnectionStatus.Ready
      ? ConnectionError.UnexpectedClose
      : ConnectionError.ConnectionFailed;
  const out = retry({ ...state, resumable: false }, error, INVALID_SESSION_DETAIL, env);
  return {
    state: out.state,
    effects: [{ type: 'close', code: END_SESSION }, { type: 'forgetSession' }, ...out.effects],
  };
}

/** Waits (backoff with jitter) before the next attempt, or gives up after too many failures. */
function retry(state: MachineState, error: ConnectionError, detail: number, env: MachineEnv): Transition {
  // Not reset by READY: only a connection that stayed healthy forgets its failures (`healthy`).
  const failures = state.failures + 1;
  if (failures > env.policy.maxRetries) return giveUp(state, error, detail);
  const ms = backoffDelay(
    failures,
    { baseMs: env.policy.backoffBaseMs, maxMs: env.policy.backoffMaxMs },
    () => env.random,
  );
  // Fetching the address is retried as it was (HttpWait); a lost connection reconnects.
  const status =
    state.status === ConnectionStatus.HttpWait ? ConnectionStatus.HttpWait : ConnectionStatus.Reconnecting;
  return move(state, { status, failures, waiting: true }, error, detail, [{ type: 'wait', ms }]);
}

function giveUp(state: MachineState, error: ConnectionError, detail: number): Transition {
  return move(state, { ...INITIAL_STATE }, error, detail, [{ type: 'abandon' }, { type: 'forgetSession' }]);
}

/** The new state, with a status effect (last) when the status changed. */
function move(
  state: MachineState,
  changes: Partial<MachineState>,
  error: ConnectionError,
  detail: number,
  effects: Effect[],
): Transition {
  const next: MachineState = { ...state, ...changes };
  if (next.status === state.status) return { state: next, effects };
  return { state: next, effects: [...effects, { type: 'status', status: next.status, error, detail }] };
}

/** A socket is being opened (first connection or a retry's). */
function isOpening(state: MachineState): boolean {
  return (
    state.status === ConnectionStatus.Connecting ||
    (state.status === ConnectionStatus.Reconnecting && !state.waiting)
  );
}

function isLive(state: MachineState): boolean {
  return state.status !== ConnectionStatus.Disconnected && state.status !== ConnectionStatus.Disconnecting;
}

function between(min: number, max: number, random: number): number {
  return Math.round(min + random * Math.max(0, max - min));
}
