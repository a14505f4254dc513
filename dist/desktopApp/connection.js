/**
 * A connection to the Discord app's IPC socket, kept in the background (docs/desktop-app.md): it finds
 * the socket ({@link ipcCandidates}), sends the handshake `{v: 1, client_id}`, waits (bounded) for the
 * READY dispatch that names the app's user, and from then on carries commands, each with a nonce and a
 * bounded wait for its answer, and the app's dispatches. When the app is not there, quits, or breaks the
 * protocol (an unknown opcode, a body that is not JSON, a length over the bound, no READY in time), the
 * socket is dropped and found again after a backoff that doubles up to a ceiling, until {@link close}.
 * An idle connection never keeps the process alive: the socket and every timer are unreferenced, except
 * while a caller awaits the connection (a try's outcome through {@link settled}, or a command's answer),
 * when the socket is referenced so that the await settles (bounded) instead of Node exiting under it
 * with the await unsettled (exit code 13). Whatever the app sends is bounded (one frame buffered at most,
 * a bounded number of commands waiting).
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { encodeFrame, FrameDecoder, IpcFrameError, IpcOpcode } from './frames.js';
import { ipcCandidates } from './paths.js';
/** `node:net`, loaded when the app is first looked for, not by importing the SDK (issue 45: cold start). */
const nodeNet = () => createRequire(import.meta.url)('node:net');
/** Why a command or a connection failed: a short code, and a message that says what and where. */
export class DesktopAppError extends Error {
    name = 'DesktopAppError';
    /**
     * `absent` (no app answered), `closed` (the connection went, or was closed), `timeout` (no answer in
     * time), `busy` (too many commands waiting), `rpc` (the app answered with an ERROR event).
     */
    code;
    /** The app's error code, for `rpc` (RPC error codes: 4000 invalid payload, 5000 OAuth2 error, ...). */
    rpcCode;
    constructor(code, message, rpcCode) {
        super(message);
        this.code = code;
        this.rpcCode = rpcCode;
    }
}
/** The most commands waiting for an answer at once; more are refused with `busy`. */
export const MAX_PENDING_COMMANDS = 32;
/** One application's connection to the app. */
export class DesktopAppConnection {
    #options;
    #state = 'idle';
    #socket;
    #ready;
    #timer;
    #failures = 0;
    /** Why the last try did not reach READY (for a clear error), or undefined. */
    #problem;
    #pending = new Map();
    /** Who waits for the current try to end (READY, or a failure). */
    #settleWaiters = [];
    /** The socket being connected by the current try, before it becomes {@link #socket}. */
    #connecting;
    /** @param options - the application id, and the bounds (see {@link DesktopAppConnectionOptions}). */
    constructor(options) {
        if (!/^\d{1,20}$/.test(options.clientId))
            throw new TypeError(`clientId: expected a snowflake string, received ${JSON.stringify(options.clientId)}`);
        this.#options = options;
    }
    /** Where the connection is. */
    get state() {
        return this.#state;
    }
    /** The app's READY while connected, else undefined. */
    get ready() {
        return this.#state === 'ready' ? this.#ready : undefined;
    }
    /** Why the last try failed (no app found, no READY in time, closed by the app), or undefined. */
    get problem() {
        return this.#problem;
    }
    /** Starts looking for the app (once; later calls do nothing until {@link close}). */
    start() {
        if (this.#state !== 'idle')
            return;
        void this.#attempt();
    }
    /**
     * The app's READY once the current try ends: at once when ready, undefined when it failed (see
     * {@link problem}) or the connection is closed. Starts the connection if it was idle.
     */
    settled() {
        if (this.#state === 'ready')
            return Promise.resolve(this.#ready);
        if (this.#state === 'closed' || this.#state === 'waiting')
            return Promise.resolve(undefined);
        const waiting = new Promise((resolve) => this.#settleWaiters.push(resolve));
        this.start();
        this.#holdWhileAwaited();
        return waiting;
    }
    /**
     * Sends a command and waits (bounded) for the answer with its nonce.
     * @returns the answer's `data`.
     * @throws DesktopAppError: `closed` when not ready or when the connection goes, `timeout`, `busy`, `rpc`.
     */
    command(command, args, event) {
        const socket = this.#socket;
        if (this.#state !== 'ready' || socket === undefined)
            return Promise.reject(new DesktopAppError('closed', `${command}: not connected to the Discord app (${this.#problem ?? this.#state})`));
        if (this.#pending.size >= MAX_PENDING_COMMANDS)
            return Promise.reject(new DesktopAppError('busy', `${command}: ${MAX_PENDING_COMMANDS} commands already wait for the app`));
        const nonce = randomUUID();
        const frame = encodeFrame(IpcOpcode.Frame, {
            cmd: command,
            args,
            ...(event ? { evt: event } : {}),
            nonce,
        });
        return new Promise((resolve, reject) => {
            const timeoutMs = this.#options.commandTimeoutMs ?? 10_000;
            const timer = setTimeout(() => {
                this.#pending.delete(nonce);
                this.#holdWhileAwaited();
                reject(new DesktopAppError('timeout', `${command}: no answer from the Discord app in ${timeoutMs} ms`));
            }, timeoutMs);
            timer.unref();
            this.#pending.set(nonce, { resolve, reject, timer, command });
            this.#holdWhileAwaited();
            socket.write(frame);
        });
    }
    /** Closes the connection for good: commands waiting are refused, no new try is made. */
    close() {
        if (this.#state === 'closed')
            return;
        this.#state = 'closed';
        clearTimeout(this.#timer);
        this.#drop('closed by the game');
        this.#settle(undefined);
    }
    async #attempt() {
        this.#state = 'searching';
        let places;
        try {
            places = (this.#options.candidates ?? (() => ipcCandidates()))();
        }
        catch (error) {
            this.#fail(`cannot tell where the Discord app listens: ${error instanceof Error ? error.message : 'error'}`);
            return;
        }
        let socket;
        for (const place of places) {
            socket = await this.#connectOne(place);
            if (this.#closed()) {
                socket?.destroy();
                return;
            }
            if (socket !== undefined)
                break;
        }
        if (socket === undefined) {
            const where = places.length === 1 ? places[0] : `${places.length} places (${places[0] ?? 'none'}, ...)`;
            this.#fail(`no Discord app found at ${where}`);
            return;
        }
        this.#listen(socket);
    }
    /** Whether {@link close} was called (read after an await, where the state may have moved). */
    #closed() {
        return this.#state === 'closed';
    }
    /** A connected socket at `place`, or undefined (nothing listens there, or it took too long). */
    #connectOne(place) {
        return new Promise((resolve) => {
            const socket = nodeNet().connect(place);
            this.#connecting = socket;
            this.#holdWhileAwaited();
            const timer = setTimeout(() => done(false), this.#options.connectTimeoutMs ?? 1000);
            timer.unref();
            const done = (ok) => {
                clearTimeout(timer);
                if (this.#connecting === socket)
                    this.#connecting = undefined;
                socket.removeAllListeners('connect');
                socket.removeAllListeners('error');
                if (ok)
                    resolve(socket);
                else {
                    socket.destroy();
                    resolve(undefined);
                }
            };
            socket.once('connect', () => done(true));
            socket.once('error', () => done(false));
        });
    }
    #listen(socket) {
        this.#state = 'handshaking';
        this.#socket = socket;
        this.#holdWhileAwaited();
        const decoder = new FrameDecoder();
        socket.on('data', (chunk) => {
            if (this.#socket !== socket)
                return;
            let frames;
            try {
                frames = decoder.push(chunk);
            }
            catch (error) {
                const message = error instanceof IpcFrameError ? error.message : 'unreadable bytes';
                this.#lose(`the Discord app broke the protocol: ${message}`);
                return;
            }
            for (const frame of frames) {
                if (this.#socket !== socket)
                    return;
                this.#frame(socket, frame);
            }
        });
        socket.on('error', () => undefined); // 'close' follows and says it
        socket.on('close', () => {
            if (this.#socket === socket)
                this.#lose('the Discord app closed the connection');
        });
        const timeoutMs = this.#options.handshakeTimeoutMs ?? 5000;
        this.#timer = setTimeout(() => this.#lose(`no READY from the Discord app within ${timeoutMs} ms`), timeoutMs);
        this.#timer.unref();
        socket.write(encodeFrame(IpcOpcode.Handshake, { v: 1, client_id: this.#options.clientId }));
    }
    #frame(socket, frame) {
        switch (frame.op) {
            case IpcOpcode.Ping:
                socket.write(encodeFrame(IpcOpcode.Pong, frame.body));
                return;
            case IpcOpcode.Pong:
                return;
            case IpcOpcode.Close: {
                const body = record(frame.body);
                const code = typeof body?.code === 'number' ? body.code : 'no code';
                const message = typeof body?.message === 'string' ? body.message.slice(0, 200) : '';
                this.#lose(`the Discord app closed the connection (${code}${message ? `: ${message}` : ''})`);
                return;
            }
            case IpcOpcode.Handshake:
                this.#lose('the Discord app broke the protocol: a handshake frame from the app');
                return;
            case IpcOpcode.Frame:
                this.#message(record(frame.body));
                return;
        }
    }
    #message(body) {
        if (body === undefined)
            return;
        const { cmd, evt, nonce, data } = body;
        if (cmd === 'DISPATCH' && evt === 'READY') {
            const ready = readyOf(data);
            if (ready === undefined) {
                this.#lose('the Discord app broke the protocol: a READY without its user');
                return;
            }
            if (this.#state !== 'handshaking')
                return;
            clearTimeout(this.#timer);
            this.#state = 'ready';
            this.#ready = ready;
            this.#failures = 0;
            this.#problem = undefined;
            this.#options.log?.(`Discord app: ready, signed in as user ${ready.user.id}`);
            this.#settle(ready);
            this.#options.onReady?.(ready);
            return;
        }
        if (typeof nonce === 'string' && nonce !== '') {
            const pending = this.#pending.get(nonce);
            if (pending === undefined)
                return; // an answer that came too late, or to nobody
            this.#pending.delete(nonce);
            clearTimeout(pending.timer);
            this.#holdWhileAwaited();
            if (evt === 'ERROR') {
                const error = record(data);
                const code = typeof error?.code === 'number' ? error.code : undefined;
                const message = typeof error?.message === 'string' ? error.message.slice(0, 300) : 'no message';
                pending.reject(new DesktopAppError('rpc', `${pending.command}: the Discord app answered ${code ?? 'an error'}: ${message}`, code));
            }
            else
                pending.resolve(data);
            return;
        }
        if (cmd === 'DISPATCH' && typeof evt === 'string' && this.#state === 'ready')
            this.#options.onDispatch?.(evt, data);
    }
    /** The socket went or must go: drop it, tell who waits, and look again after the backoff. */
    #lose(reason) {
        const wasReady = this.#state === 'ready';
        this.#drop(reason);
        if (this.#state === 'closed')
            return;
        if (wasReady)
            this.#options.onLost?.(reason);
        this.#fail(reason);
    }
    #fail(reason) {
        this.#problem = reason;
        this.#options.log?.(`Discord app: ${reason}`);
        this.#settle(undefined);
        if (this.#state === 'closed')
            return;
        this.#state = 'waiting';
        const min = this.#options.retryMinMs ?? 1000;
        const delay = Math.min(this.#options.retryMaxMs ?? 30_000, min * 2 ** Math.min(this.#failures, 20));
        this.#failures++;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => void this.#attempt(), delay);
        this.#timer.unref();
    }
    #drop(reason) {
        clearTimeout(this.#timer);
        const socket = this.#socket;
        this.#socket = undefined;
        this.#ready = undefined;
        socket?.removeAllListeners('data');
        socket?.destroy();
        for (const [nonce, pending] of this.#pending) {
            this.#pending.delete(nonce);
            clearTimeout(pending.timer);
            pending.reject(new DesktopAppError('closed', `${pending.command}: ${reason}`));
        }
    }
    #settle(ready) {
        const waiters = this.#settleWaiters;
        this.#settleWaiters = [];
        this.#holdWhileAwaited();
        for (const waiter of waiters)
            waiter(ready);
    }
    /**
     * References the socket (the one connecting, or the connected one) while a caller awaits the
     * connection, and unreferences it otherwise: an idle connection must not keep the process alive, but
     * a script that awaits `GetDiscordClientConnectedUser` or `UpdateRichPresence` through the app, with
     * nothing else to keep Node running, would otherwise exit under the await (issue 43's exit test).
     * Every such wait is bounded (connect, handshake and command timeouts), so the hold is too.
     */
    #holdWhileAwaited() {
        const awaited = this.#settleWaiters.length > 0 || this.#pending.size > 0;
        for (const socket of [this.#connecting, this.#socket]) {
            if (socket === undefined)
                continue;
            if (awaited)
                socket.ref();
            else
                socket.unref();
        }
    }
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
/** READY's data when it names a user with an id and a username; else undefined. */
function readyOf(data) {
    const fields = record(data);
    const user = record(fields?.user);
    if (user === undefined || typeof user.id !== 'string' || !/^\d{1,20}$/.test(user.id))
        return undefined;
    if (typeof user.username !== 'string')
        return undefined;
    const text = (value) => (typeof value === 'string' ? value : undefined);
    return {
        v: typeof fields?.v === 'number' ? fields.v : 1,
        config: record(fields?.config) ?? {},
        user: {
            id: user.id,
            username: user.username.slice(0, 64),
            discriminator: text(user.discriminator),
            global_name: text(user.global_name) ?? null,
            avatar: text(user.avatar) ?? null,
            bot: user.bot === true,
        },
    };
}
