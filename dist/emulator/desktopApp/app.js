/**
 * One emulated Discord app: a user signed in, listening on `discord-ipc-N` in a folder a test chose (never
 * the player's own), speaking the IPC protocol the community clients speak (docs/desktop-app.md). Each
 * game that connects sends the handshake `{v: 1, client_id}` and gets READY with the app's user (close
 * 4004 for another version, 4000 for an application the service does not know); then commands with
 * nonces: SET_ACTIVITY (the user's presence on the service, presence/presences.ts), SUBSCRIBE and
 * UNSUBSCRIBE (ACTIVITY_JOIN, ACTIVITY_JOIN_REQUEST, ACTIVITY_INVITE, ACTIVITY_SPECTATE),
 * SEND_ACTIVITY_JOIN_INVITE and CLOSE_ACTIVITY_REQUEST (answering a join request), AUTHORIZE (by the
 * emulator's consent setting; authorize.ts). What a game sends is bounded like the gateway's frames: one frame of at
 * most 64 KiB buffered, a handshake within 10 s, at most 32 games; a stream that is not frames is closed.
 */
import { existsSync, unlinkSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { encodeFrame, FrameDecoder, IpcFrameError, IpcOpcode } from '../../rules/ipcFrames.js';
import { rpcActivity } from './activity.js';
import { authorizeOverIpc } from './authorize.js';
/** How long a game may take to send its handshake, ms. */
export const HANDSHAKE_DEADLINE_MS = 10_000;
/** The most games one app serves at once. */
export const MAX_GAMES = 32;
/** The events a game may subscribe to. */
const EVENTS = new Set([
    'ACTIVITY_JOIN',
    'ACTIVITY_JOIN_REQUEST',
    'ACTIVITY_INVITE',
    'ACTIVITY_SPECTATE',
]);
/** RPC close codes and error codes (the service's published tables; docs/desktop-app.md). */
export const RpcCodes = {
    closeInvalidClientId: 4000,
    closeInvalidVersion: 4004,
    unknownError: 1000,
    invalidPayload: 4000,
    invalidCommand: 4002,
    invalidEvent: 4004,
    invalidClientId: 4007,
    invalidUser: 4010,
    oauth2Error: 5000,
};
class Game {
    socket;
    /** The app's name for this connection (the presence domain keeps it as the activity's session). */
    id;
    decoder = new FrameDecoder();
    subscriptions = new Set();
    applicationId = null;
    pid = null;
    deadline;
    constructor(socket, id) {
        this.socket = socket;
        this.id = id;
    }
}
export class EmulatedApp {
    #ctx;
    #presences;
    #hooks;
    userId;
    dir;
    #server;
    #path = '';
    #games = new Set();
    #requests = [];
    constructor(ctx, presences, hooks, userId, dir) {
        this.#ctx = ctx;
        this.#presences = presences;
        this.#hooks = hooks;
        this.userId = userId;
        this.dir = dir;
    }
    /**
     * Listens on the first free `discord-ipc-N` of the folder (a stale socket file is replaced); on Windows
     * the folder is a pipe namespace (`\\?\pipe\<name>`) and the pipe `<folder>\discord-ipc-N`.
     */
    async listen() {
        for (let n = 0; n < 10; n++) {
            const path = pipePath(this.dir, n);
            if (!WINDOWS && existsSync(path)) {
                if (await answers(path))
                    continue;
                unlinkSync(path);
            }
            const server = createServer((socket) => this.#accept(socket));
            server.maxConnections = MAX_GAMES;
            const listening = await new Promise((resolve, reject) => {
                server.once('error', (error) => 
                // A pipe of that name is someone's: the next number (sockets were checked above).
                WINDOWS && error.code === 'EADDRINUSE' ? resolve(false) : reject(error));
                server.listen(path, () => {
                    server.removeAllListeners('error');
                    resolve(true);
                });
            });
            if (!listening)
                continue;
            server.unref();
            server.on('error', () => undefined);
            this.#server = server;
            this.#path = path;
            this.#presences.desktopApp(this.userId, true);
            return path;
        }
        throw new Error(`desktopApp.start: discord-ipc-0 to 9 are all taken in ${this.dir}`);
    }
    /** What the control API lists. */
    info() {
        return {
            userId: this.userId,
            path: this.#path,
            dir: this.dir,
            games: [...this.#games].map((game) => ({
                applicationId: game.applicationId,
                pid: game.pid,
                subscriptions: [...game.subscriptions],
            })),
        };
    }
    /**
     * Quits: gracefully (`graceful`, a CLOSE frame to each game first) or as a crash (the sockets just end).
     * The user's activities set through it go, and the app no longer keeps them online.
     */
    async quit(graceful) {
        const server = this.#server;
        this.#server = undefined;
        const applications = new Set();
        for (const game of this.#games) {
            if (game.applicationId !== null)
                applications.add(game.applicationId);
            if (graceful)
                game.socket.end(encodeFrame(IpcOpcode.Close, { code: 1000, message: 'Discord is closing' }));
            else
                game.socket.destroy();
            clearTimeout(game.deadline);
        }
        this.#games.clear();
        if (server)
            await new Promise((resolve) => server.close(() => resolve()));
        if (!WINDOWS && this.#path !== '' && existsSync(this.#path))
            unlinkSync(this.#path);
        this.#presences.desktopApp(this.userId, false, [...applications]);
    }
    /** Sends a dispatch to the games of `applicationId` that subscribed to `event`; how many got it. */
    dispatch(applicationId, event, data) {
        let sent = 0;
        for (const game of this.#games)
            if (game.applicationId === applicationId && game.subscriptions.has(event)) {
                game.socket.write(encodeFrame(IpcOpcode.Frame, { cmd: 'DISPATCH', data, evt: event, nonce: null }));
                sent++;
            }
        return sent;
    }
    /** A friend asks to join the app's user: ACTIVITY_JOIN_REQUEST to the game; how many games got it. */
    requestJoin(applicationId, fromUserId) {
        if (!this.#requests.some((r) => r.applicationId === applicationId && r.fromUserId === fromUserId)) {
            this.#requests.push({ applicationId, fromUserId });
            if (this.#requests.length > 100)
                this.#requests.shift();
        }
        return this.dispatch(applicationId, 'ACTIVITY_JOIN_REQUEST', { user: this.#publicUser(fromUserId) });
    }
    /** Answers a join request (the game's command, or the user in the app): true when one was waiting. */
    answerRequest(applicationId, fromUserId, accept) {
        const index = this.#requests.findIndex((r) => r.applicationId === applicationId && r.fromUserId === fromUserId);
        if (index < 0)
            return false;
        this.#requests.splice(index, 1);
        if (accept)
            this.#hooks.letJoin(this.userId, fromUserId, applicationId);
        return true;
    }
    #hasRequest(applicationId, fromUserId) {
        return this.#requests.some((r) => r.applicationId === applicationId && r.fromUserId === fromUserId);
    }
    #accept(socket) {
        const game = new Game(socket, `desktop-app-${this.#ctx.ids.next()}`);
        this.#games.add(game);
        game.deadline = setTimeout(() => this.#close(game, RpcCodes.invalidPayload, 'no handshake in time'), HANDSHAKE_DEADLINE_MS);
        game.deadline.unref();
        socket.on('data', (chunk) => {
            if (!this.#games.has(game))
                return;
            let frames;
            try {
                frames = game.decoder.push(chunk);
            }
            catch (error) {
                this.#close(game, RpcCodes.invalidPayload, error instanceof IpcFrameError ? error.message : 'bad frame');
                return;
            }
            try {
                for (const frame of frames)
                    if (this.#games.has(game))
                        this.#frame(game, frame);
            }
            catch {
                // Nothing a game sends may take the emulator down: an unforeseen failure ends this game only.
                this.#close(game, RpcCodes.unknownError, 'Unknown error');
            }
        });
        socket.on('error', () => undefined);
        socket.on('close', () => this.#gone(game));
    }
    #frame(game, frame) {
        if (game.applicationId === null) {
            if (frame.op !== IpcOpcode.Handshake) {
                this.#close(game, RpcCodes.invalidPayload, 'expected the handshake first');
                return;
            }
            this.#handshake(game, record(frame.body));
            return;
        }
        switch (frame.op) {
            case IpcOpcode.Ping:
                game.socket.write(encodeFrame(IpcOpcode.Pong, frame.body));
                return;
            case IpcOpcode.Pong:
                return;
            case IpcOpcode.Close:
                game.socket.end();
                return;
            case IpcOpcode.Handshake:
                this.#close(game, RpcCodes.invalidPayload, 'a second handshake');
                return;
            case IpcOpcode.Frame:
                this.#command(game, record(frame.body));
                return;
        }
    }
    #handshake(game, body) {
        clearTimeout(game.deadline);
        const version = body?.v;
        if (version !== 1 && version !== '1') {
            this.#close(game, RpcCodes.closeInvalidVersion, 'Invalid Version');
            return;
        }
        const clientId = body?.client_id;
        if (typeof clientId !== 'string' || !this.#ctx.store.applications.has(clientId)) {
            this.#close(game, RpcCodes.closeInvalidClientId, 'Invalid Client ID');
            return;
        }
        game.applicationId = clientId;
        const data = {
            v: 1,
            config: {
                cdn_host: 'cdn.discordapp.com',
                api_endpoint: '//discord.com/api',
                environment: 'production',
            },
            user: this.#publicUser(this.userId),
        };
        game.socket.write(encodeFrame(IpcOpcode.Frame, { cmd: 'DISPATCH', data, evt: 'READY', nonce: null }));
    }
    #command(game, body) {
        const applicationId = game.applicationId;
        const cmd = typeof body?.cmd === 'string' ? body.cmd.slice(0, 64) : '';
        const nonce = typeof body?.nonce === 'string' ? body.nonce.slice(0, 128) : null;
        const args = record(body?.args) ?? {};
        const reply = (data, evt = null) => game.socket.write(encodeFrame(IpcOpcode.Frame, { cmd, data, evt, nonce }));
        const fail = (code, message) => reply({ code, message }, 'ERROR');
        switch (cmd) {
            case 'SET_ACTIVITY': {
                if (typeof args.pid === 'number' && Number.isInteger(args.pid))
                    game.pid = args.pid;
                const name = this.#ctx.store.applications.get(applicationId)?.name ?? 'Game';
                const checked = rpcActivity(args.activity, name);
                if ('issues' in checked) {
                    fail(RpcCodes.invalidPayload, `child "activity" fails because ${checked.issues.join('; ').slice(0, 500)}`);
                    return;
                }
                // Clearing clears only what this game set: an activity set since by another session stays.
                const current = this.#presences.activity(this.userId, applicationId);
                if (checked.activity !== null || current?.sessionId === game.id)
                    this.#presences.appActivity(this.userId, applicationId, checked.activity, game.id);
                reply(checked.activity === null ? null : shown(checked.activity, name, applicationId));
                return;
            }
            case 'SUBSCRIBE':
            case 'UNSUBSCRIBE': {
                const event = body?.evt;
                if (typeof event !== 'string' || !EVENTS.has(event)) {
                    fail(RpcCodes.invalidEvent, `Invalid event: ${String(event).slice(0, 64)}`);
                    return;
                }
                if (cmd === 'SUBSCRIBE')
                    game.subscriptions.add(event);
                else
                    game.subscriptions.delete(event);
                reply({ evt: event });
                return;
            }
            case 'SEND_ACTIVITY_JOIN_INVITE':
            case 'CLOSE_ACTIVITY_REQUEST': {
                const userId = args.user_id;
                const accept = cmd === 'SEND_ACTIVITY_JOIN_INVITE';
                if (typeof userId !== 'string' || !this.#hasRequest(applicationId, userId)) {
                    fail(RpcCodes.invalidUser, `Invalid user: no join request from ${String(userId).slice(0, 32)}`);
                    return;
                }
                if (accept &&
                    this.#presences.activity(this.userId, applicationId)?.activity.secrets?.join === undefined) {
                    fail(RpcCodes.invalidPayload, 'No joinable activity: set one with a join secret first');
                    return;
                }
                this.answerRequest(applicationId, userId, accept);
                reply(null);
                return;
            }
            case 'AUTHORIZE': {
                const outcome = authorizeOverIpc(this.#ctx, this.userId, applicationId, args, this.#hooks.consent(this.userId));
                if ('error' in outcome)
                    fail(RpcCodes.oauth2Error, `OAuth2 Error: ${outcome.error}`);
                else
                    reply({ code: outcome.code });
                return;
            }
            default:
                fail(RpcCodes.invalidCommand, `Invalid command: ${cmd || '(none)'}`);
        }
    }
    /** A CLOSE frame with the code and reason, then the end of the socket. */
    #close(game, code, message) {
        if (!this.#games.has(game))
            return;
        game.socket.end(encodeFrame(IpcOpcode.Close, { code, message }));
        this.#gone(game);
    }
    /** A game went: so does the activity it set. */
    #gone(game) {
        if (!this.#games.delete(game))
            return;
        clearTimeout(game.deadline);
        const applicationId = game.applicationId;
        if (applicationId !== null && this.#presences.activity(this.userId, applicationId)?.sessionId === game.id)
            this.#presences.appActivity(this.userId, applicationId, null, game.id);
    }
    /** A user's public fields, as READY and ACTIVITY_JOIN_REQUEST carry them. */
    #publicUser(userId) {
        const user = this.#ctx.store.users.get(userId);
        return {
            id: userId,
            username: user?.username ?? 'unknown',
            discriminator: user?.discriminator ?? '0',
            global_name: user?.global_name ?? null,
            avatar: user?.avatar ?? null,
            bot: false,
            flags: user?.public_flags ?? 0,
            premium_type: user?.premium_type ?? 0,
        };
    }
}
/** What SET_ACTIVITY answers: the activity as shown (the application's name and id), secrets kept out. */
function shown(activity, name, applicationId) {
    const { secrets: _secrets, ...rest } = activity;
    return { ...rest, name, application_id: applicationId };
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
const WINDOWS = process.platform === 'win32';
/** The socket (a named pipe on Windows) of pipe number `n` in `dir`. */
function pipePath(dir, n) {
    return WINDOWS ? `${dir.replace(/\\+$/, '')}\\discord-ipc-${n}` : join(dir, `discord-ipc-${n}`);
}
/** Whether something listens at `path` (an app already running there). */
function answers(path) {
    return new Promise((resolve) => {
        const socket = connect(path);
        socket.once('connect', () => {
            socket.destroy();
            resolve(true);
        });
        socket.once('error', () => resolve(false));
    });
}
