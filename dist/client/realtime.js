/**
 * The client's connection domain: the gateway session (`Connect`, `Disconnect`, `GetStatus`), the status
 * callback slot, the user READY described, and the readiness check of the calls that need the connection.
 * Each dispatch goes to the cache first, then to the `dispatch` event, then to the lobby, message,
 * relationship and user events it caused; one that failed its check at the edge (src/rules/dispatches.ts)
 * reaches none of them and is counted and reported by the `dispatchDropped` event instead. It also sends the session's Presence Update command (op 3). The gateway reads the token from the context's {@link TokenState}, never from the client.
 */
import { GatewayConnection } from '../connection/gatewayConnection.js';
import { connectionErrorName, connectionStatusName } from '../connection/status.js';
import { ValidationError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { ClientResult, ErrorType } from './clientResult.js';
import { ClientError, ClientStatus } from './clientStatus.js';
import { slotCallback } from './events.js';
import { ClientResultError } from './results.js';
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
    /** Dispatches dropped at the edge since the client was made (each also reported by `dispatchDropped`). */
    #dropped = 0;
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
        throw notReady(call);
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
            throw notReady(call);
    }
    /**
     * @param listener - called after each READY and RESUMED has been applied: the service forgot what the
     *   session's connection set when it dropped, so a domain may restate it.
     */
    onSessionStart(listener) {
        this.#sessionListeners.push(listener);
    }
    #dispatched(event, cache) {
        if (event.t === 'READY')
            this.#user = event.d.user;
        let social = [];
        try {
            social = cache.apply(event);
        }
        catch (error) {
            // A dispatch the cache could not take must not end the socket's handler (nor the session).
            this.#log?.(`gateway: ${event.t} could not be applied: ${error instanceof Error ? error.message : 'error'}`, LoggingSeverity.Warning);
        }
        this.#events.deliver('dispatch', event);
        for (const happened of social)
            this.#events.deliverSocial(happened);
        if (event.t === 'READY' || event.t === 'RESUMED')
            for (const listener of this.#sessionListeners)
                listener();
    }
    #statusChanged(status, error, detail) {
        this.#logStatus(status, error, detail);
        if (status === ClientStatus.Disconnected)
            this.#user = undefined;
        // Read when it runs (pumped mode), as the slot is then.
        this.#events.run(() => this.#statusCallback?.(status, error, detail));
        this.#events.deliver('statusChanged', status, error, detail);
    }
    #logStatus(status, error, detail) {
        const reason = error === ClientError.None ? '' : ` (${connectionErrorName(error)}, detail ${detail})`;
        const severity = error !== ClientError.None && error !== ClientError.ConnectionCanceled
            ? LoggingSeverity.Warning
            : LoggingSeverity.Info;
        this.#log?.(`connection: ${connectionStatusName(status)}${reason}`, severity);
    }
}
function notReady(call) {
    return new ClientResultError(new ClientResult({
        type: ErrorType.ClientNotReady,
        error: `${call}: the client is not ready: call Connect() and wait for Client.Status.Ready`,
    }));
}
