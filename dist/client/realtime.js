/**
 * The client's connection domain: the gateway session (`Connect`, `Disconnect`, `GetStatus`), the status
 * callback slot, the user READY described, and the readiness check of the calls that need the connection.
 * Each dispatch goes to the cache first, then to the `dispatch` event, then to the lobby, message,
 * relationship and user events it caused; one that failed its check at the edge (src/rules/dispatches.ts)
 * reaches none of them and is counted and reported by the `dispatchDropped` event instead. The lobby,
 * message, relationship and user events wait until the client is Ready: READY (and a RESUME's replay)
 * is applied before the status changes, and no event may reach the game before the `Get*` calls can read
 * what it announces; they are delivered, in order, just before the status callback reports Ready. It also sends the session's Presence Update command (op 3). The gateway reads the token from the context's {@link TokenState}, never from the client.
 */
import { GatewayConnection } from '../connection/gatewayConnection.js';
import { connectionErrorName, connectionStatusName } from '../connection/status.js';
import { ValidationError } from '../http/errors.js';
import { GatewayCloseCode } from '../model/gateway.js';
import { LoggingSeverity } from '../model/logging.js';
import { ClientResult, ErrorType } from './clientResult.js';
import { ClientError, ClientStatus } from './clientStatus.js';
import { slotCallback } from './events.js';
import { ClientResultError } from './results.js';
import { RingQueue } from './ringQueue.js';
/**
 * Events held while the client is not Ready, at most (as many as queued callbacks): past it the oldest
 * are dropped, with one warning, in O(1).
 */
export const MAX_HELD_EVENTS = 100_000;
/** The connection domain of one client. */
export class Realtime {
    #gateway;
    #tokens;
    #events;
    #log;
    #statusCallback;
    /** The user of the session, from READY; forgotten when the session ends. */
    #user;
    /** Domains that restate something on each new or resumed session (presence resends its activity). */
    #sessionListeners = [];
    /** Listeners of every dispatch, at once (the calls domain: voice cannot wait for RunCallbacks). */
    #dispatchListeners = [];
    /** The gateway session's id (READY), for the voice gateway's Identify. */
    #sessionId;
    /** Dispatches dropped at the edge since the client was made (each also reported by `dispatchDropped`). */
    #dropped = 0;
    /** Why the last session ended, when it failed: the not-ready error says it (until the next Connect). */
    #failure;
    /** The lobby, message, relationship and user events of dispatches applied while not Ready, in order. */
    #held = new RingQueue();
    #heldWarned = false;
    /**
     * @param shared - the context's transport, token state, cache, delivery and log.
     * @param options - retry policy and handshake bound.
     * @throws RangeError for an out-of-range policy or bound (the gateway's own checks).
     */
    constructor(shared, options = {}) {
        this.#tokens = shared.tokens;
        this.#events = shared.events;
        this.#log = shared.log;
        this.#gateway = new GatewayConnection({
            transport: shared.transport,
            token: shared.tokens.read,
            policy: options.policy,
            handshakeTimeoutMs: options.handshakeTimeoutMs,
            resumeHosts: options.resumeHosts,
            log: shared.log,
            onStatus: (status, error, detail) => this.#statusChanged(status, error, detail),
            onDispatch: (event) => this.#dispatched(event, shared.cache),
            onDropped: (t, reason) => {
                this.#dropped++;
                this.#events.deliver('dispatchDropped', { t, reason, count: this.#dropped });
            },
        });
    }
    /** The connection's status. */
    get status() {
        return this.#gateway.status;
    }
    /** @throws ValidationError naming `token` when no token was set with `UpdateToken`. */
    connect() {
        if (this.#tokens.current === undefined)
            throw ValidationError.argument('token', 'Connect: no token: call UpdateToken first');
        this.#failure = undefined;
        this.#gateway.connect();
    }
    /** Ends the session: Disconnecting, then Disconnected. */
    disconnect() {
        this.#gateway.disconnect();
    }
    /** The token changed: a live connection starts a fresh session with it. */
    tokenChanged() {
        this.#gateway.tokenChanged();
    }
    /** @throws ValidationError naming `callback` when it is neither a function nor undefined. */
    setStatusChangedCallback(callback) {
        this.#statusCallback = slotCallback(callback);
    }
    /**
     * Calls that need the connection fail at once before Ready.
     * @param call - the facade's name of the call, for the error.
     * @returns the session's user.
     * @throws ClientResultError with `ErrorType.ClientNotReady` before `Client.Status.Ready`.
     */
    requireReady(call) {
        if (this.#gateway.status === ClientStatus.Ready && this.#user !== undefined)
            return this.#user;
        throw notReady(call, this.#gateway.status, this.#failure);
    }
    /** The session's user while Ready, else undefined (never throws). */
    get readyUser() {
        return this.#gateway.status === ClientStatus.Ready ? this.#user : undefined;
    }
    /**
     * Sends a Presence Update command (op 3) on the session.
     * @param call - the facade's name of the call, for the error.
     * @param command - its d, checked by the caller.
     * @throws ClientResultError with `ErrorType.ClientNotReady` unless the session is Ready.
     */
    sendPresenceUpdate(call, command) {
        this.requireReady(call);
        if (!this.#gateway.sendPresenceUpdate(command))
            throw notReady(call, this.#gateway.status, this.#failure);
    }
    /**
     * Sends Update Lobby Voice States (op 17): the lobby calls of this session.
     * @returns false when the session is not Ready (nothing sent).
     */
    sendLobbyVoiceStates(states) {
        return this.#gateway.sendLobbyVoiceStates(states);
    }
    /** The gateway session's id while one is open (READY's `session_id`). */
    get sessionId() {
        return this.#sessionId;
    }
    /**
     * @param listener - called with every dispatch that passed its check, at once (not through the
     *   callback delivery), after the cache applied it. A listener that throws is logged and skipped.
     */
    onDispatch(listener) {
        this.#dispatchListeners.push(listener);
    }
    /**
     * @param listener - called after each READY and RESUMED has been applied: the service forgot what the
     *   session's connection set when it dropped, so a domain may restate it.
     */
    onSessionStart(listener) {
        this.#sessionListeners.push(listener);
    }
    #dispatched(event, cache) {
        if (event.t === 'READY') {
            this.#user = event.d.user;
            this.#sessionId = event.d.session_id;
        }
        let social = [];
        try {
            social = cache.apply(event);
        }
        catch (error) {
            // A dispatch the cache could not take must not end the socket's handler (nor the session).
            this.#log?.(`gateway: ${event.t} could not be applied: ${error instanceof Error ? error.message : 'error'}`, LoggingSeverity.Warning);
        }
        for (const listener of this.#dispatchListeners) {
            try {
                listener(event.t, event.d);
            }
            catch (error) {
                this.#log?.(`gateway: a ${event.t} listener failed: ${error instanceof Error ? error.message : 'error'}`, LoggingSeverity.Warning);
            }
        }
        this.#events.deliver('dispatch', event);
        this.deliverWhenReady(social);
        if (event.t === 'READY' || event.t === 'RESUMED')
            for (const listener of this.#sessionListeners)
                listener();
    }
    /**
     * Delivers lobby, message, relationship and user events now if the client is Ready, else holds them,
     * in order, until it is (no event may reach the game before the `Get*` calls can read its state).
     */
    deliverWhenReady(events) {
        if (this.readyUser !== undefined && this.#held.size === 0)
            for (const happened of events)
                this.#events.deliverSocial(happened);
        else
            for (const happened of events)
                this.#hold(happened);
    }
    /** Keeps an event until Ready (bounded: the oldest goes first, reported once). */
    #hold(happened) {
        this.#held.push(happened);
        if (this.#held.size <= MAX_HELD_EVENTS)
            return;
        this.#held.shift();
        if (this.#heldWarned)
            return;
        this.#heldWarned = true;
        this.#log?.(`gateway: more than ${MAX_HELD_EVENTS} events arrived before Ready: the oldest are dropped (not repeated)`, LoggingSeverity.Warning);
    }
    /**
     * @param listener - told each status change at once (not through the callback delivery), after the
     *   READY or RESUMED it follows was applied: the calls domain, whose voice cannot wait for RunCallbacks.
     */
    onStatus(listener) {
        this.#statusListeners.push(listener);
    }
    #statusListeners = [];
    #statusChanged(status, error, detail) {
        this.#logStatus(status, error, detail);
        for (const listener of this.#statusListeners) {
            try {
                listener(status);
            }
            catch (failure) {
                this.#log?.(`connection: a status listener failed: ${failure instanceof Error ? failure.message : 'error'}`, LoggingSeverity.Warning);
            }
        }
        if (status === ClientStatus.Disconnected &&
            error !== ClientError.None &&
            error !== ClientError.ConnectionCanceled)
            this.#failure = { error, detail };
        if (status === ClientStatus.Disconnected) {
            this.#user = undefined;
            this.#sessionId = undefined;
        }
        // What READY or a replay announced can be read now: its events go first, then Ready is reported.
        if (this.readyUser !== undefined)
            for (const happened of this.#held.takeAll())
                this.#events.deliverSocial(happened);
        // Read when it runs (pumped mode), as the slot is then.
        this.#events.run(() => this.#statusCallback?.(status, error, detail));
        this.#events.deliver('statusChanged', status, error, detail);
    }
    #logStatus(status, error, detail) {
        const reason = error === ClientError.None ? '' : ` (${connectionErrorName(error)}, detail ${detail})`;
        const severity = error !== ClientError.None && error !== ClientError.ConnectionCanceled
            ? LoggingSeverity.Warning
            : LoggingSeverity.Info;
        const advice = status === ClientStatus.Disconnected ? failureAdvice(error, detail) : undefined;
        this.#log?.(`connection: ${connectionStatusName(status)}${reason}${advice === undefined ? '' : `: ${advice}`}`, severity);
    }
}
/**
 * What a session that ended with `error` and `detail` asks of the developer, when it is more than "connect
 * again": a refused token (close 4004) is refused again until the player signs in again.
 */
function failureAdvice(error, detail) {
    if (error === ClientError.ConnectionFailed && detail === GatewayCloseCode.AuthenticationFailed)
        return ('the service refused the token (gateway close 4004: it is unknown, expired or revoked, or lacks the scopes): ' +
            'sign the player in again (Authorize and GetToken, or RefreshToken), pass the new token to UpdateToken, then call Connect()');
    return undefined;
}
function notReady(call, status, failure) {
    const prefix = `${call}: the client is not ready: `;
    let error = `${prefix}call Connect() and wait for Client.Status.Ready`;
    if (failure !== undefined && status === ClientStatus.Disconnected) {
        const ended = `the last session ended with ${connectionErrorName(failure.error)} (detail ${failure.detail})`;
        error = `${prefix}${failureAdvice(failure.error, failure.detail) ?? `${ended}: call Connect() and wait for Client.Status.Ready`}`;
    }
    return new ClientResultError(new ClientResult({ type: ErrorType.ClientNotReady, error }));
}
