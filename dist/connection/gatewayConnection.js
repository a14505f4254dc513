/**
 * The realtime session with the gateway: carries out the state machine's effects (machine.ts) over a
 * real WebSocket and feeds back what happens. It speaks the protocol (HELLO, IDENTIFY with the current
 * token, READY, heartbeats, RESUME with the last sequence number, INVALID SESSION), checks every frame
 * the server sends (src/rules/gateway.ts) and the data of every dispatch (src/rules/dispatches.ts: one
 * that fails is dropped and reported, never delivered), and hands each dispatch on exactly once, in
 * order: a replay after RESUME skips what was already delivered. A READY's `resume_gateway_url` is
 * followed only within the resume policy (resumeUrl.ts), and failures are forgotten only after the
 * connection stayed Ready for `healthyAfterMs` (machine.ts).
 *
 * Every wait is bounded: the upgrade, HELLO and READY each get `handshakeTimeoutMs`, a close gets a
 * second, retries are counted. It knows nothing of the facade's names; the Client maps its statuses.
 */
import { getGateway } from '../api/gateway.js';
import { AbortError, HttpResponseError, NetworkError, RateLimitedError, TimeoutError, } from '../http/errors.js';
import { GATEWAY_VERSION, GatewayCloseCode, GatewayOpcode, } from '../model/gateway.js';
import { checkDispatch } from '../rules/dispatches.js';
import { checkServerFrame } from '../rules/gateway.js';
import { Heartbeat } from './heartbeat.js';
import { DEFAULT_POLICY, INITIAL_STATE, transition, } from './machine.js';
import { checkAllowedHosts, checkResumeUrl } from './resumeUrl.js';
import { GatewaySocket } from './socket.js';
import { ConnectionStatus } from './status.js';
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 20_000;
const CLIENT_PROPERTIES = { os: process.platform, browser: 'social-sdk', device: 'social-sdk' };
export class GatewayConnection {
    #options;
    #policy;
    #handshakeTimeoutMs;
    #random;
    #resumeHosts;
    #state = INITIAL_STATE;
    /** Bumped by every effect that starts or stops something: late reports of older work are ignored. */
    #generation = 0;
    #url;
    #resume;
    /** The last sequence number delivered, also across a fresh session's start (for heartbeats). */
    #seq = null;
    #socket;
    #heartbeat;
    #timer;
    #request;
    /** The socket in use should RESUME on HELLO (else IDENTIFY). */
    #resumeOnHello = false;
    #applying = false;
    #inbox = [];
    constructor(options) {
        this.#options = options;
        const given = options.policy ?? {};
        this.#policy = checkPolicy({
            ...DEFAULT_POLICY,
            ...given,
            healthyAfterMs: given.healthyAfterMs ?? DEFAULT_POLICY.healthyAfterMs,
        });
        this.#handshakeTimeoutMs = checkedInteger('connection.handshakeTimeoutMs', options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS, 1, 600_000);
        this.#random = options.random ?? Math.random;
        this.#resumeHosts = checkAllowedHosts(options.resumeHosts, 'connection.resumeHosts');
    }
    get status() {
        return this.#state.status;
    }
    connect() {
        this.#feed({ type: 'connect' });
    }
    disconnect() {
        this.#feed({ type: 'disconnect' });
    }
    /** The token changed: a live connection starts a fresh session with it. */
    tokenChanged() {
        this.#feed({ type: 'tokenChanged' });
    }
    /**
     * Sends a Presence Update command (op 3) on the session's socket.
     * @param command - its d, already checked by the caller (src/rules/gateway.ts `checkPresenceUpdate`).
     * @returns false, with nothing sent, unless the session is Ready.
     */
    sendPresenceUpdate(command) {
        if (this.#state.status !== ConnectionStatus.Ready || this.#socket === undefined)
            return false;
        this.#send({ op: GatewayOpcode.PresenceUpdate, d: command });
        return true;
    }
    /**
     * Sends Update Lobby Voice States (op 17, VOICE.md §3.4): the lobby calls this session is in, with its
     * self mute and deafen in each; a lobby left out is a call left.
     * @returns false, with nothing sent, unless the session is Ready.
     */
    sendLobbyVoiceStates(states) {
        if (this.#state.status !== ConnectionStatus.Ready || this.#socket === undefined)
            return false;
        this.#send({ op: GatewayOpcode.UpdateLobbyVoiceStates, d: states });
        return true;
    }
    /** Inputs are applied one at a time, in order, even when an effect causes another input at once. */
    #feed(input) {
        this.#inbox.push(input);
        if (this.#applying)
            return;
        this.#applying = true;
        try {
            for (let next = this.#inbox.shift(); next !== undefined; next = this.#inbox.shift()) {
                const { state, effects } = transition(this.#state, next, {
                    policy: this.#policy,
                    random: this.#random(),
                });
                this.#state = state;
                for (const effect of effects)
                    this.#apply(effect);
            }
        }
        finally {
            this.#applying = false;
        }
    }
    #apply(effect) {
        switch (effect.type) {
            case 'resolveUrl': {
                this.#resolveUrl(this.#restart());
                return;
            }
            case 'open': {
                this.#open(this.#restart(), effect.resume);
                return;
            }
            case 'close': {
                const socket = this.#socket;
                const generation = this.#restart();
                if (socket === undefined) {
                    this.#feed({ type: 'closeDone' });
                    return;
                }
                void socket.close(effect.code).then(() => {
                    if (generation === this.#generation)
                        this.#feed({ type: 'closeDone' });
                });
                return;
            }
            case 'abandon':
                this.#socket?.terminate();
                this.#restart();
                return;
            case 'wait': {
                const generation = this.#restart();
                this.#arm(effect.ms, generation, () => this.#feed({ type: 'retryDue' }));
                return;
            }
            case 'identify': {
                const generation = this.#generation;
                this.#arm(effect.ms, generation, () => this.#identify(generation));
                return;
            }
            case 'forgetSession':
                this.#resume = undefined;
                return;
            case 'status':
                this.#options.log?.(`gateway: status ${effect.status} (error ${effect.error}, detail ${effect.detail})`);
                this.#options.onStatus(effect.status, effect.error, effect.detail);
                return;
        }
    }
    /** Stops everything in flight and starts a new generation; returns it. */
    #restart() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#heartbeat?.stop();
        this.#heartbeat = undefined;
        this.#request?.abort();
        this.#request = undefined;
        this.#socket = undefined;
        return ++this.#generation;
    }
    /** A one-shot timer of this generation (ignored once the generation is over). */
    #arm(ms, generation, then) {
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => {
            if (generation === this.#generation)
                then();
        }, ms);
        this.#timer.unref();
    }
    #resolveUrl(generation) {
        const request = new AbortController();
        this.#request = request;
        getGateway(this.#options.transport, { signal: request.signal }).then(({ url }) => {
            if (generation !== this.#generation)
                return;
            this.#url = url;
            this.#feed({ type: 'urlResolved' });
        }, (error) => {
            if (generation !== this.#generation || error instanceof AbortError)
                return;
            const status = error instanceof HttpResponseError ? error.status : 0;
            const retryable = error instanceof NetworkError ||
                error instanceof TimeoutError ||
                error instanceof RateLimitedError ||
                status >= 500;
            this.#options.log?.(`gateway: GET /gateway failed: ${error instanceof Error ? error.message : String(error)}`);
            this.#feed({ type: 'urlFailed', retryable, detail: status });
        });
    }
    #open(generation, resume) {
        const base = resume && this.#resume !== undefined ? this.#resume.url : this.#url;
        if (base === undefined) {
            // Only reachable if the address was never resolved; a failure that is retried like any other.
            this.#feed({ type: 'failed', code: 0, socketOpen: false });
            return;
        }
        this.#resumeOnHello = resume && this.#resume !== undefined;
        const url = new URL(base);
        url.searchParams.set('v', String(GATEWAY_VERSION));
        url.searchParams.set('encoding', 'json');
        const current = () => generation === this.#generation;
        const failed = (code, socketOpen) => {
            if (current())
                this.#feed({ type: 'failed', code, socketOpen });
        };
        this.#socket = new GatewaySocket(url.href, this.#handshakeTimeoutMs, {
            onOpen: () => {
                if (current())
                    this.#arm(this.#handshakeTimeoutMs, generation, () => failed(0, true));
            },
            onText: (text) => {
                if (current())
                    this.#onFrame(generation, text);
            },
            onClosed: (code) => failed(code, false),
        });
    }
    #onFrame(generation, text) {
        const check = checkServerFrame(text);
        if (!check.ok) {
            this.#options.log?.(`gateway: bad frame from the server (${check.reason}); reconnecting`);
            this.#feed({ type: 'failed', code: check.code, socketOpen: true });
            return;
        }
        this.#handle(generation, check.frame);
    }
    #handle(generation, frame) {
        switch (frame.op) {
            case GatewayOpcode.Hello:
                if (this.#heartbeat !== undefined) {
                    this.#options.log?.('gateway: a second HELLO on one connection was ignored');
                    return;
                }
                this.#heartbeat = new Heartbeat({
                    intervalMs: frame.d.heartbeat_interval,
                    jitter: this.#random(),
                    beat: () => this.#send({ op: GatewayOpcode.Heartbeat, d: this.#seq }),
                    onMissedAck: () => {
                        if (generation !== this.#generation)
                            return;
                        this.#options.log?.('gateway: a heartbeat was not acknowledged; reconnecting');
                        this.#feed({ type: 'failed', code: 0, socketOpen: true });
                    },
                });
                this.#feed({ type: 'opened' });
                if (this.#resumeOnHello && this.#resume !== undefined)
                    this.#sendResume(generation, this.#resume);
                else
                    this.#identify(generation);
                return;
            case GatewayOpcode.HeartbeatAck:
                this.#heartbeat?.acked();
                return;
            case GatewayOpcode.Heartbeat:
                this.#heartbeat?.beatNow();
                return;
            case GatewayOpcode.Reconnect:
                this.#feed({ type: 'failed', code: 0, socketOpen: true });
                return;
            case GatewayOpcode.InvalidSession:
                this.#feed({ type: 'invalidSession', resumable: frame.d });
                return;
            case GatewayOpcode.Dispatch: {
                this.#dispatch(frame.t, frame.s, frame.d);
                return;
            }
        }
    }
    #dispatch(t, s, d) {
        // A replay after RESUME may repeat what was delivered before the connection was lost.
        if (t !== 'READY' && this.#resume !== undefined && s <= this.#resume.seq)
            return;
        const shape = checkDispatch(t, d);
        if (!shape.ok) {
            this.#drop(t, s, shape.reason);
            return;
        }
        if (t === 'READY')
            this.#resume = this.#resumeOf(d, s);
        else if (this.#resume !== undefined)
            this.#resume.seq = s;
        this.#seq = s;
        // Delivered before the status changes, so that READY's user is known when Ready is reported.
        this.#options.onDispatch({ t, d, s });
        if (t === 'READY' || t === 'RESUMED') {
            clearTimeout(this.#timer);
            this.#feed({ type: 'ready' });
            // Failures are forgotten only once this connection has stayed Ready for a while (machine.ts).
            if (this.#state.status === ConnectionStatus.Ready)
                this.#arm(this.#policy.healthyAfterMs, this.#generation, () => this.#feed({ type: 'healthy' }));
        }
    }
    /**
     * The session a RESUME may continue, at the address READY named if the resume policy accepts it
     * (resumeUrl.ts). Otherwise none: the token never follows a server's redirection to another site or to
     * plain `ws:`, and the next connection identifies afresh on the original gateway.
     */
    #resumeOf(ready, s) {
        const verdict = checkResumeUrl(this.#url ?? '', ready.resume_gateway_url, this.#resumeHosts);
        if (verdict.ok)
            return { id: ready.session_id, url: verdict.url, seq: s };
        this.#options.log?.(`gateway: ${verdict.reason}; the next connection identifies afresh`);
        return undefined;
    }
    /**
     * A dispatch that failed its check never reaches the caches. Its sequence number still counts (a
     * RESUME must not ask for it again); a READY that cannot be used fails the attempt like a bad frame.
     */
    #drop(t, s, reason) {
        this.#options.log?.(`gateway: ${t} ignored: ${reason}`);
        this.#options.onDropped?.(t, reason);
        if (t === 'READY') {
            this.#feed({ type: 'failed', code: GatewayCloseCode.DecodeError, socketOpen: true });
            return;
        }
        this.#seq = s;
        if (this.#resume !== undefined)
            this.#resume.seq = s;
    }
    #identify(generation) {
        if (generation !== this.#generation)
            return;
        const token = this.#options.token();
        if (token === undefined) {
            this.#options.log?.('gateway: no token to identify with');
            this.#feed({ type: 'failed', code: 4004, socketOpen: true });
            return;
        }
        this.#seq = null;
        this.#send({ op: GatewayOpcode.Identify, d: { token, properties: CLIENT_PROPERTIES } });
        this.#awaitReady(generation);
    }
    #sendResume(generation, resume) {
        const token = this.#options.token();
        if (token === undefined) {
            this.#feed({ type: 'failed', code: 4004, socketOpen: true });
            return;
        }
        this.#send({ op: GatewayOpcode.Resume, d: { token, session_id: resume.id, seq: resume.seq } });
        this.#awaitReady(generation);
    }
    /** READY, RESUMED or INVALID SESSION must follow within the handshake bound. */
    #awaitReady(generation) {
        this.#arm(this.#handshakeTimeoutMs, generation, () => this.#feed({ type: 'failed', code: 0, socketOpen: true }));
    }
    #send(frame) {
        this.#socket?.send(JSON.stringify({ ...frame, s: null, t: null }));
    }
    toString() {
        return `GatewayConnection(status ${this.#state.status})`;
    }
}
/** The policy with every field checked (a clear error naming the field, never a silent default). */
function checkPolicy(policy) {
    checkedInteger('connection.policy.maxRetries', policy.maxRetries, 0, 100);
    checkedInteger('connection.policy.backoffBaseMs', policy.backoffBaseMs, 1, 600_000);
    checkedInteger('connection.policy.backoffMaxMs', policy.backoffMaxMs, policy.backoffBaseMs, 600_000);
    checkedInteger('connection.policy.reidentifyMinMs', policy.reidentifyMinMs, 0, 60_000);
    checkedInteger('connection.policy.reidentifyMaxMs', policy.reidentifyMaxMs, policy.reidentifyMinMs, 60_000);
    checkedInteger('connection.policy.healthyAfterMs', policy.healthyAfterMs, 1, 3_600_000);
    return policy;
}
function checkedInteger(what, value, min, max) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
        throw new RangeError(`${what}: expected an integer ${min}..${max}, received ${String(value)}`);
    return value;
}
