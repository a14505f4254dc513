import { WebSocketServer } from 'ws';
import { GATEWAY_VERSION, GatewayCloseCode, GatewayLimits, GatewayOpcode, } from '../../model/gateway.js';
import { withoutSecrets } from '../../rules/activity.js';
import { checkClientFrame } from '../../rules/gateway.js';
import { parseUrl } from '../../rules/url.js';
import { withApplicationProfiles } from '../provisional/profiles.js';
import { canonicalTarget, hostHeaderCount } from '../requestPath.js';
import { publicUser } from '../wire.js';
import { gatewayCaller } from './access.js';
import { botGuildCreates, botIdentifyProblem, botReady } from './botIdentify.js';
import { BotSessions } from './botSessions.js';
import { COMPRESS_ZLIB_STREAM, ZlibStreamSender } from './compression.js';
import { GatewayConnection } from './connection.js';
import { DispatchFrame } from './dispatchFrame.js';
import { frameRefusal } from './frameLimits.js';
import { IdentifyLimits } from './identifyLimits.js';
import { ReplayLog } from './replayLog.js';
import { GatewaySession } from './session.js';
import { SessionIndex } from './sessionIndex.js';
import { WriteBatch } from './writeBatch.js';
/** The path of the WebSocket endpoint. */
export const GATEWAY_PATH = '/gateway';
const DEFAULTS = {
    heartbeatIntervalMs: 41_250,
    identifyTimeoutMs: 20_000,
    resumeWindowMs: 120_000,
    replayFrames: 1000,
    replayBytes: 32 * 1024 * 1024,
    identifyConcurrency: 10,
    sessionStartLimit: 1000,
    maxSessionsPerUser: 32,
    maxFrameBytes: 4096,
    frameLimit: GatewayLimits.RATE_FRAMES,
    frameWindowMs: GatewayLimits.RATE_WINDOW_MS,
    maxGuildsPerShard: 2500,
    maxBufferedBytes: 4 * 1024 * 1024,
};
/** Added to two heartbeat intervals before a silent connection counts as dead: a loaded machine lags. */
const HEARTBEAT_GRACE_MS = 5000;
/** How long closing connections get to answer the close frame when the emulator stops. */
const CLOSE_WAIT_MS = 1000;
/**
 * How long (emulator ms) a connection closed for not reading may take to let its close frame out (behind
 * what waits for it) before it is terminated and what it held is let go.
 */
export const SLOW_CLOSE_MS = 5000;
/** The smallest `maxBufferedBytes`: below it a healthy client's burst of small frames would be cut. */
const MIN_BUFFERED_BYTES = 16_384;
const REDACTED = '[redacted]';
/** Checks the options (a clear error naming the field) and fills in the defaults. */
export function checkGatewayOptions(options = {}) {
    const out = { ...DEFAULTS };
    for (const key of Object.keys(DEFAULTS)) {
        const value = options[key];
        if (value === undefined)
            continue;
        const min = key === 'heartbeatIntervalMs'
            ? GatewayLimits.HEARTBEAT_MIN_MS
            : key === 'maxBufferedBytes'
                ? MIN_BUFFERED_BYTES
                : 1;
        const max = key === 'heartbeatIntervalMs'
            ? GatewayLimits.HEARTBEAT_MAX_MS
            : key === 'maxFrameBytes'
                ? GatewayLimits.CLIENT_FRAME_BYTES
                : 86_400_000;
        if (!Number.isInteger(value) || value < min || value > max)
            throw new RangeError(`gateway.${key}: expected an integer ${min}..${max}, received ${String(value)}`);
        out[key] = value;
    }
    return out;
}
export class Gateway {
    #ctx;
    #requests;
    #options;
    #events;
    #readyParts;
    #presenceCommands;
    #voice;
    #server = new WebSocketServer({
        noServer: true,
        maxPayload: GatewayLimits.CLIENT_FRAME_BYTES,
        perMessageDeflate: false,
        clientTracking: false,
    });
    #connections = new Set();
    /** Every connection's writes of one event-loop turn leave together (writeBatch.ts). */
    #writes = new WriteBatch();
    #sessions = new Map();
    #byUser = new SessionIndex();
    #bots = new BotSessions();
    #identifyLimits;
    #replay;
    /**
     * Application id -> the users last announced as connected to it (GATEWAY_USER_CONNECTION is recorded
     * when this changes). By application, so no `app:user` key string is made and kept per user.
     */
    #announced = new Map();
    #acksPausedFor = new Set();
    #acksPausedForAll = false;
    #dispatched = 0;
    #slowClosed = 0;
    #port = 0;
    #sweepTimer;
    /** Set once the emulator stops: new upgrades are refused, so none can hold the server open. */
    #stopping = false;
    #unsubscribe;
    /**
     * `events`: the domains' gateway events (each domain's `events.ts`); `ready`: their READY parts (each
     * domain's `ready.ts`); both composed by the emulator.
     */
    constructor(ctx, requests, domains, options = {}) {
        this.#ctx = ctx;
        this.#requests = requests;
        this.#events = domains.events;
        this.#readyParts = domains.ready;
        this.#presenceCommands = domains.presenceCommands;
        this.#voice = domains.voice;
        this.#options = checkGatewayOptions(options);
        this.#identifyLimits = new IdentifyLimits(this.#options.identifyConcurrency, this.#options.sessionStartLimit);
        this.#replay = new ReplayLog({
            maxBytes: this.#options.replayBytes,
            windowMs: this.#options.resumeWindowMs,
        });
    }
    /** `ws://127.0.0.1:<port>/gateway`, what `GET /gateway` answers. */
    url() {
        return `${this.#ctx.baseUrl.replace(/^http/, 'ws')}${GATEWAY_PATH}`;
    }
    /** Takes WebSocket upgrades to `/gateway` on `server` and starts following the event bus. */
    attach(server) {
        server.on('upgrade', (request, socket, head) => {
            const address = server.address();
            this.#port = address?.port ?? 0;
            this.#upgrade(request, socket, head);
        });
        this.#unsubscribe ??= this.#ctx.events.subscribe((event) => this.#onEvent(event));
    }
    /** Closes every connection (1001) and forgets every session; resolves when they are closed. */
    async close() {
        this.#stopping = true;
        this.#unsubscribe?.();
        this.#unsubscribe = undefined;
        const closing = [...this.#connections];
        this.#forgetAll();
        for (const connection of closing)
            connection.close(GatewayCloseCode.GoingAway, 'the emulator stops', true);
        await this.#whenClosed(closing);
        this.#server.close();
    }
    /** After a reset of the state: every connection is closed (4009) and every session forgotten. */
    reset() {
        const closing = [...this.#connections];
        this.#forgetAll();
        for (const connection of closing)
            connection.close(GatewayCloseCode.SessionTimedOut, 'the emulator was reset', true);
    }
    /**
     * Ends what timed out by the emulator clock (silent connections, sessions away too long) and closes
     * sessions whose token is no longer valid (revoked, expired, user removed). Runs on a timer while
     * connections exist, and after the control API moves the clock or changes accounts.
     */
    sweep() {
        const now = this.#ctx.clock.now();
        this.#replay.trim(now);
        const deadline = 2 * this.#options.heartbeatIntervalMs + HEARTBEAT_GRACE_MS;
        for (const connection of this.#connections) {
            // Closed for not reading, and its close still stuck behind what waits: let it all go.
            if (connection.slowSince !== null && now - connection.slowSince >= SLOW_CLOSE_MS) {
                connection.terminate(false);
                continue;
            }
            const session = connection.session;
            if (session === null)
                continue;
            if (now - connection.lastBeatAt > deadline)
                this.#close(connection, GatewayCloseCode.SessionTimedOut, 'no heartbeat in time', true);
            else if (gatewayCaller(this.#ctx, session.token) === undefined)
                this.#close(connection, GatewayCloseCode.AuthenticationFailed, 'the token is no longer valid', true);
        }
        for (const session of this.#sessions.values()) {
            const gone = session.awaySince !== null && now - session.awaySince > this.#options.resumeWindowMs;
            if (gone || (session.link === null && gatewayCaller(this.#ctx, session.token) === undefined))
                this.#discard(session);
        }
    }
    // --- control ---
    sessions() {
        return [...this.#sessions.values()].map((session) => ({
            id: session.id,
            userId: session.userId,
            applicationId: session.applicationId,
            connected: session.link !== null,
            seq: session.seq,
            dispatched: session.dispatched,
            awaySince: session.awaySince,
            createdAt: session.createdAt,
        }));
    }
    /**
     * Drops a user's connections the way a network failure would (no close frame). `resumable` (default
     * true) keeps the sessions for a RESUME; false ends them, so the client must start afresh.
     * Returns how many sessions were affected.
     */
    drop(userId, options = {}) {
        const resumable = options.resumable ?? true;
        // A copy: discarding a session changes the index.
        const sessions = [...this.#byUser.ofUser(userId)];
        for (const session of sessions) {
            const connection = this.#connectionOf(session);
            if (!resumable)
                this.#discard(session);
            connection?.terminate(!resumable);
        }
        return sessions.length;
    }
    /** Asks a user's connected clients to reconnect and resume (op 7), then closes (4000). */
    reconnect(userId) {
        let count = 0;
        for (const session of this.#byUser.ofUser(userId)) {
            const connection = this.#connectionOf(session);
            if (connection === undefined)
                continue;
            this.#send(connection, frameText(GatewayOpcode.Reconnect, null), { op: GatewayOpcode.Reconnect });
            this.#close(connection, GatewayCloseCode.UnknownError, 'reconnect requested', false);
            count++;
        }
        return count;
    }
    /** Stops (true) or restarts (false) answering heartbeats, for one user or (no id) for everyone. */
    pauseAcks(paused, userId) {
        if (userId === undefined) {
            this.#acksPausedForAll = paused;
            if (!paused)
                this.#acksPausedFor.clear();
        }
        else if (paused)
            this.#acksPausedFor.add(userId);
        else
            this.#acksPausedFor.delete(userId);
    }
    /** Bytes that may wait for one peer (`maxBufferedBytes`); the console's live feed keeps the same bound. */
    get maxBufferedBytes() {
        return this.#options.maxBufferedBytes;
    }
    stats() {
        let bufferedBytes = 0;
        let largestBufferedBytes = 0;
        for (const connection of this.#connections) {
            const buffered = connection.bufferedBytes;
            bufferedBytes += buffered;
            largestBufferedBytes = Math.max(largestBufferedBytes, buffered);
        }
        return {
            connections: this.#connections.size,
            sessions: this.#sessions.size,
            dispatched: this.#dispatched,
            replayBytes: this.#replay.bytes,
            bufferedBytes,
            largestBufferedBytes,
            slowClosed: this.#slowClosed,
        };
    }
    // --- connections ---
    #upgrade(request, socket, head) {
        // Until ws takes the socket over (it listens for errors itself from then on).
        socket.on('error', destroyOnError);
        // The path as the HTTP routes read it (requestPath.ts): one canonical spelling everywhere.
        const target = canonicalTarget(request.url ?? '/');
        if (!target.ok) {
            refuse(socket, 400, 'Bad Request');
            return;
        }
        const url = new URL(`${target.path}?${target.query}`, 'http://emulator.invalid');
        if (url.pathname !== GATEWAY_PATH) {
            refuse(socket, 404, 'Not Found');
            return;
        }
        if (this.#stopping) {
            refuse(socket, 503, 'Service Unavailable');
            return;
        }
        // The same rule as an HTTP request: only this emulator's own loopback names, so a web page that
        // rebinds a DNS name to 127.0.0.1 cannot reach it.
        if (hostHeaderCount(request.rawHeaders) !== 1 ||
            !this.#isOwnHost(request.headers.host) ||
            !isLoopbackOrigin(request.headers.origin)) {
            refuse(socket, 403, 'Forbidden');
            return;
        }
        const version = url.searchParams.get('v');
        const encoding = url.searchParams.get('encoding');
        const compress = url.searchParams.get('compress');
        this.#server.handleUpgrade(request, socket, head, (ws) => this.#writes.gather(() => this.#upgraded(ws, socket, { version, encoding, compress })));
    }
    /** A connection `ws` took over: refused by its query, or opened (HELLO). */
    #upgraded(ws, socket, query) {
        const { version, encoding, compress } = query;
        socket.off('error', destroyOnError);
        if (this.#stopping) {
            ws.terminate();
            return;
        }
        const connection = this.#open(ws, socket, compress === COMPRESS_ZLIB_STREAM);
        if (compress !== null && compress !== COMPRESS_ZLIB_STREAM)
            this.#close(connection, GatewayCloseCode.DecodeError, `compress: only ${COMPRESS_ZLIB_STREAM} is served`, true);
        else if (version !== null && version !== String(GATEWAY_VERSION))
            this.#close(connection, GatewayCloseCode.InvalidApiVersion, `v: only ${GATEWAY_VERSION} is served`, true);
        else if (encoding !== null && encoding !== 'json')
            this.#close(connection, GatewayCloseCode.DecodeError, 'encoding: only json is served (no etf)', true);
    }
    #isOwnHost(host) {
        return host === `127.0.0.1:${this.#port}` || host === `localhost:${this.#port}`;
    }
    #open(ws, socket, zlibStream) {
        const compress = zlibStream ? (out) => new ZlibStreamSender(out) : undefined;
        const transport = {
            socket,
            batch: this.#writes,
            maxBufferedBytes: this.#options.maxBufferedBytes,
            onOverflow: (buffered) => this.#slowReader(connection, buffered),
        };
        const connection = new GatewayConnection(ws, transport, this.#ctx.clock.now(), compress);
        this.#connections.add(connection);
        this.#startSweeping();
        // What a client sends (and its leaving) is gathered: the writes it causes leave at the turn's end.
        ws.on('message', (data, isBinary) => this.#writes.gather(() => this.#onMessage(connection, data, isBinary)));
        ws.on('close', (code) => this.#writes.gather(() => this.#onClose(connection, code)));
        // ws reports oversized or malformed frames here and closes (1009, 1002); 'close' does the rest.
        ws.on('error', ignore);
        const hello = { heartbeat_interval: this.#options.heartbeatIntervalMs };
        this.#send(connection, frameText(GatewayOpcode.Hello, hello), { op: GatewayOpcode.Hello });
        connection.armIdentifyDeadline(this.#options.identifyTimeoutMs, () => this.#close(connection, GatewayCloseCode.SessionTimedOut, 'no IDENTIFY or RESUME in time', true));
        return connection;
    }
    /**
     * The peer does not take what is written to it: more than `maxBufferedBytes` waits. Closed 4000 and
     * resumable (the session keeps taking sequence numbers; a RESUME replays them from the log); the close
     * frame queues behind what waits, and the sweep terminates the connection if it is still there after
     * {@link SLOW_CLOSE_MS}.
     */
    #slowReader(connection, buffered) {
        if (connection.closedWith !== null)
            return;
        this.#slowClosed++;
        connection.slowSince = this.#ctx.clock.now();
        const reason = `the client does not read: ${buffered} bytes wait, more than ${this.#options.maxBufferedBytes}`;
        this.#close(connection, GatewayCloseCode.UnknownError, reason, false);
    }
    #onMessage(connection, data, isBinary) {
        if (!connection.open)
            return;
        const refusal = frameRefusal(connection.window, byteLength(data), this.#ctx.clock.now(), this.#options);
        if (refusal !== undefined) {
            this.#close(connection, refusal.code, refusal.reason, false);
            return;
        }
        if (isBinary) {
            this.#close(connection, GatewayCloseCode.DecodeError, 'frame: send JSON text, not binary', false);
            return;
        }
        const check = checkClientFrame(String(data), connection.session !== null);
        if (!check.ok) {
            this.#logIn(connection, null, undefined);
            this.#close(connection, check.code, check.reason, false);
            return;
        }
        const frame = check.frame;
        this.#logIn(connection, frame.op, frame.d);
        switch (frame.op) {
            case GatewayOpcode.Heartbeat:
                connection.lastBeatAt = this.#ctx.clock.now();
                if (!this.#acksPaused(connection))
                    this.#send(connection, frameText(GatewayOpcode.HeartbeatAck, null), {
                        op: GatewayOpcode.HeartbeatAck,
                    });
                return;
            case GatewayOpcode.Identify: {
                this.#identify(connection, frame.d);
                return;
            }
            case GatewayOpcode.Resume: {
                this.#resume(connection, frame.d);
                return;
            }
            case GatewayOpcode.PresenceUpdate: {
                this.#presenceUpdate(connection, frame.d);
                return;
            }
            case GatewayOpcode.LobbyVoiceServerPing:
                // Community documentation names it, not what it answers: accepted, nothing sent (docs/voice-server.md).
                return;
            case GatewayOpcode.VoiceStateUpdate:
            case GatewayOpcode.UpdateLobbyVoiceStates: {
                // Op 4 is a bot's (guild voice channels), op 17 a user's with the lobby scope (lobby calls).
                const session = connection.session;
                if (session === null || this.#voice === undefined)
                    return;
                const bot = this.#bots.intentsOf(session) !== undefined;
                if (frame.op === GatewayOpcode.VoiceStateUpdate ? !bot : bot || !session.sees.lobbies)
                    return;
                const sender = {
                    userId: session.userId,
                    applicationId: session.applicationId,
                    sessionId: session.id,
                    bot,
                };
                this.#voice.command(sender, frame);
                return;
            }
        }
    }
    #identify(connection, d) {
        if (connection.session !== null) {
            this.#close(connection, GatewayCloseCode.AlreadyAuthenticated, 'already identified', false);
            return;
        }
        const caller = gatewayCaller(this.#ctx, d.token);
        if (caller === undefined) {
            this.#close(connection, GatewayCloseCode.AuthenticationFailed, 'authentication failed', true);
            return;
        }
        const botProblem = caller.bot
            ? botIdentifyProblem(this.#ctx, caller, d, this.#options.maxGuildsPerShard)
            : undefined;
        if (botProblem !== undefined) {
            this.#close(connection, botProblem.code, botProblem.reason, true);
            return;
        }
        const refused = this.#identifyLimits.take(caller.user.id, caller.application.id, this.#ctx.clock.now());
        if (refused === 'concurrency') {
            // Too many at once: the service family answers INVALID SESSION, and the client tries again later.
            this.#invalidSession(connection);
            return;
        }
        if (refused === 'total') {
            this.#close(connection, GatewayCloseCode.RateLimited, 'session start limit reached for today', true);
            return;
        }
        this.#makeRoomFor(caller.user.id);
        const session = new GatewaySession({
            id: this.#ctx.random.token(16),
            caller,
            token: d.token,
            now: this.#ctx.clock.now(),
            replayLimit: this.#options.replayFrames,
            log: this.#replay,
        });
        this.#sessions.set(session.id, session);
        this.#byUser.add(session);
        this.#link(connection, session);
        // READY (or a bot's READY and GUILD_CREATEs) is bounded by its own limits, not by `maxBufferedBytes`.
        connection.starting(() => {
            if (caller.bot)
                this.#startBot(session, caller, d.intents ?? 0);
            else
                this.#dispatch(session, new DispatchFrame('READY', JSON.stringify(this.#ready(session, caller))), 'never');
        });
        this.#announce(session.applicationId, session.userId);
    }
    #ready(session, caller) {
        const connected = (appId, userId) => this.#isConnected(appId, userId);
        return {
            v: GATEWAY_VERSION,
            user: withApplicationProfiles(this.#ctx, session.applicationId, publicUser(caller.user)),
            session_id: session.id,
            resume_gateway_url: this.url(),
            application: { id: session.applicationId },
            ...this.#readyParts.fields(this.#ctx, session, connected),
        };
    }
    /** A bot's READY, then a GUILD_CREATE for each of its guilds (botIdentify.ts). */
    #startBot(session, caller, intents) {
        this.#bots.add(session, intents);
        const ready = botReady(this.#ctx, caller, session.id, this.url());
        this.#dispatch(session, new DispatchFrame('READY', JSON.stringify(ready)), 'never');
        for (const guild of botGuildCreates(this.#ctx, caller.user.id, intents))
            this.#dispatch(session, new DispatchFrame('GUILD_CREATE', JSON.stringify(guild)));
    }
    /**
     * Sends a dispatch to the connected bot sessions of an application (INTERACTION_CREATE for an app
     * without an interactions URL, whose data must not go through the stored bus: it holds a token).
     * Returns how many sessions received it.
     */
    dispatchToBot(applicationId, t, data, intents) {
        const application = this.#ctx.store.applications.get(applicationId);
        if (application === undefined)
            return 0;
        let sent = 0;
        let frame;
        for (const session of this.#byUser.ofUser(application.botUserId)) {
            if (session.applicationId !== applicationId)
                continue;
            if (session.link === null || !this.#bots.sees(session, intents))
                continue;
            frame ??= new DispatchFrame(t, JSON.stringify(data));
            this.#dispatch(session, frame);
            sent++;
        }
        return sent;
    }
    /**
     * Sends a dispatch to one session (VOICE_SERVER_UPDATE and its lobby form: they carry a token, so they
     * never go through the stored bus). Kept for a RESUME like the session's own dispatches. Whether the
     * session exists.
     */
    dispatchToSession(sessionId, t, data) {
        const session = this.#sessions.get(sessionId);
        if (session === undefined)
            return false;
        this.#dispatch(session, new DispatchFrame(t, JSON.stringify(data)), 'own');
        return true;
    }
    /** Op 3: the user's status, account-wide, for the presence domain to apply (rate limited per session). */
    #presenceUpdate(connection, d) {
        const session = connection.session;
        if (session === null)
            return;
        if (!session.takePresenceUpdate(this.#ctx.clock.now())) {
            this.#close(connection, GatewayCloseCode.RateLimited, 'too many presence updates', false);
            return;
        }
        this.#ctx.events.record('GATEWAY_STATUS_COMMAND', session.applicationId, {
            user_id: session.userId,
            status: d.status,
            since: d.since,
            afk: d.afk,
            activities: d.activities.map(withoutSecrets),
        });
        this.#presenceCommands?.({ userId: session.userId, applicationId: session.applicationId, sessionId: session.id }, d);
    }
    #resume(connection, d) {
        if (connection.session !== null) {
            this.#close(connection, GatewayCloseCode.AlreadyAuthenticated, 'already identified', false);
            return;
        }
        const session = this.#sessions.get(d.session_id);
        const expired = session?.awaySince != null && this.#ctx.clock.now() - session.awaySince > this.#options.resumeWindowMs;
        if (session === undefined || expired) {
            if (session)
                this.#discard(session);
            this.#invalidSession(connection);
            return;
        }
        const caller = gatewayCaller(this.#ctx, d.token);
        if (caller === undefined ||
            caller.user.id !== session.userId ||
            caller.application.id !== session.applicationId) {
            this.#close(connection, GatewayCloseCode.AuthenticationFailed, 'authentication failed', true);
            return;
        }
        if (d.seq > session.seq) {
            this.#close(connection, GatewayCloseCode.InvalidSeq, `seq: ${d.seq} was never dispatched`, true);
            return;
        }
        const frames = session.framesAfter(d.seq);
        if (frames === undefined) {
            this.#discard(session);
            this.#invalidSession(connection);
            return;
        }
        // A RESUME takes the session over from a connection that may still look alive (a zombie).
        const previous = this.#connectionOf(session);
        if (previous !== undefined) {
            previous.session = null;
            this.#close(previous, GatewayCloseCode.UnknownError, 'the session was resumed elsewhere', false);
        }
        session.resumedWith(d.token);
        this.#link(connection, session);
        // The replay is bounded by `replayFrames` and the log, not by `maxBufferedBytes`.
        connection.starting(() => {
            for (const kept of frames)
                this.#send(connection, kept.text, { op: GatewayOpcode.Dispatch, t: kept.t, s: kept.s });
            this.#dispatch(session, new DispatchFrame('RESUMED', '{}'), 'own');
        });
        this.#announce(session.applicationId, session.userId);
    }
    /**
     * Keeps a user under `maxSessionsPerUser`: the oldest resumable session goes first (nobody is using
     * it), else the oldest connected one, whose client is told its session is over (INVALID SESSION, then
     * a close that ends it). Memory per user is bounded whatever a token's holder does.
     */
    #makeRoomFor(userId) {
        while (this.#byUser.countOf(userId) >= this.#options.maxSessionsPerUser) {
            const oldest = this.#byUser.oldestOf(userId);
            if (oldest === undefined)
                return;
            const connection = this.#connectionOf(oldest);
            this.#discard(oldest);
            if (connection !== undefined) {
                this.#invalidSession(connection);
                this.#close(connection, GatewayCloseCode.SessionTimedOut, 'too many sessions: the oldest ends', true);
            }
        }
    }
    /** The `session_start_limit` of a user with an application now (for the control API and tests). */
    sessionStartLimit(userId, applicationId) {
        return this.#identifyLimits.limitOf(userId, applicationId, this.#ctx.clock.now());
    }
    #invalidSession(connection) {
        this.#send(connection, frameText(GatewayOpcode.InvalidSession, false), {
            op: GatewayOpcode.InvalidSession,
        });
    }
    #link(connection, session) {
        connection.identified();
        connection.session = session;
        session.link = connection;
        session.awaySince = null;
    }
    #connectionOf(session) {
        return session.link instanceof GatewayConnection ? session.link : undefined;
    }
    #onClose(connection, code) {
        connection.closed();
        this.#connections.delete(connection);
        if (this.#connections.size === 0)
            this.#stopSweeping();
        this.#log(connection, 'in', { op: null, close: code });
        const session = connection.session;
        connection.session = null;
        if (session === null || session.link !== connection)
            return;
        session.link = null;
        // A client's own normal close ends its session, as in the service family's gateway.
        if (connection.endsSession || (connection.closedWith === null && (code === 1000 || code === 1001)))
            this.#discard(session);
        else
            session.awaySince = this.#ctx.clock.now();
        this.#announce(session.applicationId, session.userId);
    }
    #close(connection, code, reason, ends) {
        if (connection.closedWith !== null)
            return;
        this.#log(connection, 'out', { op: null, close: code });
        connection.close(code, reason, ends);
    }
    /** Forgets a session (and detaches its connection, which is then closed by the caller or already). */
    #discard(session) {
        if (!this.#sessions.delete(session.id))
            return;
        this.#voice?.sessionEnded(session.id);
        this.#byUser.delete(session);
        const connection = this.#connectionOf(session);
        if (connection)
            connection.session = null;
        session.link = null;
        this.#announce(session.applicationId, session.userId);
    }
    #forgetAll() {
        for (const connection of this.#connections)
            connection.session = null;
        this.#sessions.clear();
        this.#byUser.clear();
        this.#identifyLimits.clear();
        this.#announced.clear();
        this.#replay.clear();
    }
    async #whenClosed(connections) {
        const deadline = Date.now() + CLOSE_WAIT_MS;
        while (connections.some((c) => this.#connections.has(c)) && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 10));
        for (const connection of connections)
            if (this.#connections.has(connection))
                connection.terminate(true);
    }
    #startSweeping() {
        if (this.#sweepTimer !== undefined)
            return;
        const every = Math.min(1000, Math.max(20, Math.floor(this.#options.heartbeatIntervalMs / 2)));
        this.#sweepTimer = setInterval(() => this.sweep(), every);
        this.#sweepTimer.unref();
    }
    #stopSweeping() {
        clearInterval(this.#sweepTimer);
        this.#sweepTimer = undefined;
    }
    #acksPaused(connection) {
        if (this.#acksPausedForAll)
            return true;
        const userId = connection.session?.userId;
        return userId !== undefined && this.#acksPausedFor.has(userId);
    }
    // --- dispatches and presence ---
    #onEvent(event) {
        if (this.#sessions.size === 0)
            return;
        const connected = (applicationId, userId) => this.#isConnected(applicationId, userId);
        const applicationsOf = (userId) => this.#applicationsOf(userId);
        for (const delivery of this.#events.deliveriesOf(this.#ctx, event, connected, applicationsOf)) {
            const appId = delivery.applicationId ?? event.applicationId;
            if (appId === null)
                continue;
            // Serialized once for every recipient: each session's frame only splices in its own number.
            let frame;
            for (const userId of delivery.userIds) {
                // Only this application's sessions of the user: the cost is linear in the sessions that receive it.
                for (const session of this.#byUser.ofUser(userId)) {
                    if (session.applicationId !== appId)
                        continue;
                    if (delivery.audience === 'bots') {
                        // A bot's intents are its session's own: the log's audience test cannot find these again,
                        // so each bot session keeps its copy (few: guild and message events of the bot's guilds).
                        if (!this.#bots.sees(session, delivery.intents))
                            continue;
                        frame ??= new DispatchFrame(delivery.t, JSON.stringify(delivery.data()));
                        this.#dispatch(session, frame, 'own');
                        continue;
                    }
                    if (!session.sees[delivery.audience])
                        continue;
                    if (frame === undefined) {
                        // Kept once for all its recipients, who find it again by the same test as the loop's.
                        frame = new DispatchFrame(delivery.t, JSON.stringify(delivery.data()));
                        const { t, audience, userIds } = delivery;
                        const time = this.#ctx.clock.now();
                        this.#replay.append({ t, json: frame.json, applicationId: appId, audience, userIds, time });
                    }
                    this.#dispatch(session, frame, 'log');
                }
            }
        }
    }
    /** `kept`: how a RESUME finds it again (see {@link GatewaySession.dispatch}); own by default. */
    #dispatch(session, frame, kept = 'own') {
        const s = session.dispatch(frame, kept);
        this.#dispatched++;
        if (session.link === null)
            return;
        // The log entry written out whole: this runs once per recipient of every dispatch.
        const logged = {
            direction: 'out',
            op: GatewayOpcode.Dispatch,
            t: frame.t,
            s,
            session: session.id,
            close: null,
        };
        this.#requests.frame(this.#ctx.clock.now(), 'none', logged);
    }
    /** Every application a user has a session with, connected or away (an away one keeps for a RESUME). */
    #applicationsOf(userId) {
        return this.#byUser.applicationsOf(userId);
    }
    #isConnected(applicationId, userId) {
        return this.#byUser.isConnected(applicationId, userId);
    }
    /**
     * Records GATEWAY_USER_CONNECTION when whether the user is connected to the application changed: the
     * gateway publishes on the bus like any domain (the lobbies domain announces it to the user's lobbies,
     * lobbies/connections.ts; the presence domain follows it too).
     */
    #announce(applicationId, userId) {
        const connected = this.#isConnected(applicationId, userId);
        let users = this.#announced.get(applicationId);
        if (connected === (users?.has(userId) ?? false))
            return;
        if (!connected)
            users?.delete(userId);
        else {
            if (users === undefined) {
                users = new Set();
                this.#announced.set(applicationId, users);
            }
            users.add(userId);
        }
        this.#ctx.events.record('GATEWAY_USER_CONNECTION', applicationId, { user_id: userId, connected });
    }
    // --- frames and the request log ---
    #send(connection, text, logged) {
        connection.send(text);
        this.#log(connection, 'out', logged);
    }
    #logIn(connection, op, d) {
        let redacted = typeof d === 'object' && d !== null && 'token' in d ? { ...d, token: REDACTED } : d;
        if (op === GatewayOpcode.PresenceUpdate) {
            const command = d;
            redacted = { ...command, activities: command.activities.map(redactSecrets) };
        }
        this.#log(connection, 'in', { op, d: redacted });
    }
    #log(connection, direction, fields) {
        const frame = {
            direction,
            op: fields.op,
            t: fields.t ?? null,
            s: fields.s ?? null,
            session: connection.session?.id ?? null,
            close: fields.close ?? null,
        };
        if (fields.d !== undefined)
            frame.d = fields.d;
        const auth = fields.op === GatewayOpcode.Identify || fields.op === GatewayOpcode.Resume ? 'bearer' : 'none';
        this.#requests.frame(this.#ctx.clock.now(), auth, frame);
    }
}
/** An op 3 activity as the request log shows it: its secrets' presence, never their values. */
function redactSecrets(activity) {
    return activity.secrets === undefined ? activity : { ...activity, secrets: REDACTED };
}
/** An upgrading socket's error: nothing more can be answered on it. */
function destroyOnError() {
    this.destroy();
}
function ignore() { }
/** The size of a received frame, bytes. */
function byteLength(data) {
    if (Array.isArray(data))
        return data.reduce((sum, part) => sum + part.byteLength, 0);
    return data instanceof ArrayBuffer || ArrayBuffer.isView(data) ? data.byteLength : String(data).length;
}
/** The text of a non-dispatch frame. */
function frameText(op, d) {
    return JSON.stringify({ op, d, s: null, t: null });
}
/** Answers an upgrade that is not accepted with a plain HTTP status and closes the socket. */
function refuse(socket, status, text) {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
/** No Origin (not a browser), or a page served from the loopback itself. */
function isLoopbackOrigin(origin) {
    if (origin === undefined)
        return true;
    const hostname = parseUrl(origin)?.hostname;
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}
