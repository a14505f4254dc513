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
export const DEFAULT_POLICY = {
    maxRetries: 8,
    backoffBaseMs: 1000,
    backoffMaxMs: 30_000,
    reidentifyMinMs: 1000,
    reidentifyMaxMs: 5000,
    healthyAfterMs: 60_000,
};
/** The detail of a status change caused by INVALID SESSION: its opcode, 9 (no close code applies). */
export const INVALID_SESSION_DETAIL = 9;
export const INITIAL_STATE = {
    status: ConnectionStatus.Disconnected,
    failures: 0,
    invalidSessions: 0,
    resumable: false,
    waiting: false,
    connectAfterClose: false,
};
const KEEP_SESSION = GatewayCloseCode.UnknownError;
const END_SESSION = GatewayCloseCode.Normal;
const NO_CHANGE = (state) => ({ state, effects: [] });
/** The next state and its effects. Inputs that make no sense in a state leave it unchanged. */
export function transition(state, input, env) {
    const S = ConnectionStatus;
    switch (input.type) {
        case 'connect':
            if (state.status === S.Disconnecting)
                return NO_CHANGE({ ...state, connectAfterClose: true });
            if (state.status !== S.Disconnected)
                return NO_CHANGE(state);
            return startConnecting(state);
        case 'disconnect':
            return disconnect(state);
        case 'urlResolved':
            if (state.status !== S.HttpWait || state.waiting)
                return NO_CHANGE(state);
            return move(state, { status: S.Connecting }, ConnectionError.None, 0, [
                { type: 'open', resume: false },
            ]);
        case 'urlFailed':
            if (state.status !== S.HttpWait || state.waiting)
                return NO_CHANGE(state);
            if (!input.retryable)
                return giveUp(state, ConnectionError.ConnectionFailed, input.detail);
            return retry(state, ConnectionError.ConnectionFailed, input.detail, env);
        case 'retryDue':
            if (!state.waiting)
                return NO_CHANGE(state);
            if (state.status === S.HttpWait)
                return { state: { ...state, waiting: false }, effects: [{ type: 'resolveUrl' }] };
            return { state: { ...state, waiting: false }, effects: [{ type: 'open', resume: state.resumable }] };
        case 'opened':
            if (!isOpening(state))
                return NO_CHANGE(state);
            return move(state, { status: S.Connected }, ConnectionError.None, 0, []);
        case 'ready':
            if (state.status !== S.Connected)
                return NO_CHANGE(state);
            return move(state, { status: S.Ready, resumable: true }, ConnectionError.None, 0, []);
        case 'healthy':
            if (state.status !== S.Ready)
                return NO_CHANGE(state);
            return NO_CHANGE({ ...state, failures: 0, invalidSessions: 0 });
        case 'failed':
            return failed(state, input.code, input.socketOpen, env);
        case 'invalidSession':
            if (state.status !== S.Connected && state.status !== S.Ready)
                return NO_CHANGE(state);
            if (input.resumable && state.resumable)
                return failed(state, KEEP_SESSION, true, env);
            if (state.invalidSessions > 0)
                return invalidAgain(state, env);
            return move(state, { status: S.Connected, resumable: false, invalidSessions: 1 }, ConnectionError.None, 0, [
                { type: 'forgetSession' },
                {
                    type: 'identify',
                    ms: between(env.policy.reidentifyMinMs, env.policy.reidentifyMaxMs, env.random),
                },
            ]);
        case 'tokenChanged':
            // While the address is fetched nothing was sent yet: IDENTIFY will read the new token.
            if (!isLive(state) || state.status === S.HttpWait)
                return NO_CHANGE(state);
            return move(state, { status: S.Reconnecting, resumable: false, waiting: false }, ConnectionError.None, 0, [
                state.waiting ? { type: 'abandon' } : { type: 'close', code: END_SESSION },
                { type: 'forgetSession' },
                { type: 'open', resume: false },
            ]);
        case 'closeDone':
            if (state.status !== S.Disconnecting)
                return NO_CHANGE(state);
            if (state.connectAfterClose)
                return startConnecting({ ...INITIAL_STATE, status: S.Disconnecting });
            return move(state, { ...INITIAL_STATE }, ConnectionError.None, 0, []);
    }
}
function startConnecting(state) {
    return move(state, { ...INITIAL_STATE, status: ConnectionStatus.HttpWait }, ConnectionError.None, 0, [
        { type: 'resolveUrl' },
    ]);
}
function disconnect(state) {
    const S = ConnectionStatus;
    if (state.status === S.Disconnected)
        return NO_CHANGE(state);
    if (state.status === S.Disconnecting)
        return NO_CHANGE({ ...state, connectAfterClose: false });
    const canceled = state.status === S.Ready ? ConnectionError.None : ConnectionError.ConnectionCanceled;
    // Nothing is open while waiting or while fetching the address: done at once.
    if (state.waiting || state.status === S.HttpWait)
        return move(state, { ...INITIAL_STATE }, canceled, 0, [{ type: 'abandon' }, { type: 'forgetSession' }]);
    return move(state, { ...INITIAL_STATE, status: S.Disconnecting }, canceled, 0, [
        { type: 'close', code: END_SESSION },
        { type: 'forgetSession' },
    ]);
}
function failed(state, code, socketOpen, env) {
    if (!isOpening(state) &&
        state.status !== ConnectionStatus.Connected &&
        state.status !== ConnectionStatus.Ready)
        return NO_CHANGE(state);
    const wasReady = state.status === ConnectionStatus.Ready;
    const close = socketOpen ? [{ type: 'close', code: KEEP_SESSION }] : [];
    if (FATAL_GATEWAY_CLOSE_CODES.has(code)) {
        const out = giveUp(state, ConnectionError.ConnectionFailed, code);
        return { state: out.state, effects: [...close, ...out.effects] };
    }
    const error = wasReady ? ConnectionError.UnexpectedClose : ConnectionError.ConnectionFailed;
    const resumable = state.resumable && !SESSION_ENDING_CLOSE_CODES.has(code);
    const out = retry({ ...state, resumable }, error, code, env);
    const forget = resumable ? [] : [{ type: 'forgetSession' }];
    return { state: out.state, effects: [...close, ...forget, ...out.effects] };
}
/**
 * A second INVALID SESSION before the connection was healthy (a server that never lets a session start):
 * the connection is closed and retried with backoff like a lost one, so the loop ends after `maxRetries`.
 */
function invalidAgain(state, env) {
    const error = state.status === ConnectionStatus.Ready
        ? ConnectionError.UnexpectedClose
        : ConnectionError.ConnectionFailed;
    const out = retry({ ...state, resumable: false }, error, INVALID_SESSION_DETAIL, env);
    return {
        state: out.state,
        effects: [{ type: 'close', code: END_SESSION }, { type: 'forgetSession' }, ...out.effects],
    };
}
/** Waits (backoff with jitter) before the next attempt, or gives up after too many failures. */
function retry(state, error, detail, env) {
    // Not reset by READY: only a connection that stayed healthy forgets its failures (`healthy`).
    const failures = state.failures + 1;
    if (failures > env.policy.maxRetries)
        return giveUp(state, error, detail);
    const ms = backoffDelay(failures, { baseMs: env.policy.backoffBaseMs, maxMs: env.policy.backoffMaxMs }, () => env.random);
    // Fetching the address is retried as it was (HttpWait); a lost connection reconnects.
    const status = state.status === ConnectionStatus.HttpWait ? ConnectionStatus.HttpWait : ConnectionStatus.Reconnecting;
    return move(state, { status, failures, waiting: true }, error, detail, [{ type: 'wait', ms }]);
}
function giveUp(state, error, detail) {
    return move(state, { ...INITIAL_STATE }, error, detail, [{ type: 'abandon' }, { type: 'forgetSession' }]);
}
/** The new state, with a status effect (last) when the status changed. */
function move(state, changes, error, detail, effects) {
    const next = { ...state, ...changes };
    if (next.status === state.status)
        return { state: next, effects };
    return { state: next, effects: [...effects, { type: 'status', status: next.status, error, detail }] };
}
/** A socket is being opened (first connection or a retry's). */
function isOpening(state) {
    return (state.status === ConnectionStatus.Connecting ||
        (state.status === ConnectionStatus.Reconnecting && !state.waiting));
}
function isLive(state) {
    return state.status !== ConnectionStatus.Disconnected && state.status !== ConnectionStatus.Disconnecting;
}
function between(min, max, random) {
    return Math.round(min + random * Math.max(0, max - min));
}
