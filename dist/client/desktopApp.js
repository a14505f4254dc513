/**
 * The client's desktop-app domain (docs/desktop-app.md): the Discord app running beside the game, reached
 * over its local IPC socket (src/desktopApp). The C++ library uses it before `Connect`: rich presence
 * goes through the app (presence.ts asks this module), `GetDiscordClientConnectedUser` reads the app's
 * READY, and a join accepted in the app reaches `SetActivityJoinCallback` and
 * `SetActivityJoinWithApplicationCallback`; a join request made in the app reaches the invite callbacks.
 * The connection starts on first use, is kept in the background (found again when the app restarts) and
 * is closed by `Disconnect`; it never keeps the process alive.
 */
import { snowflakeArgument } from '../api/call.js';
import { DesktopAppConnection, DesktopAppError, ipcCandidates, } from '../desktopApp/index.js';
import { ValidationError } from '../http/errors.js';
import { ActivityActionTypes } from '../model/activity.js';
import { ActivityLimits } from '../rules/activity.js';
import { ActivityInvite } from './activityInvite.js';
import { ClientResult, ErrorType } from './clientResult.js';
import { ClientResultError } from './results.js';
import { UserHandle } from './userHandles.js';
/** The events a game subscribes to once the app is ready. */
const SUBSCRIPTIONS = ['ACTIVITY_JOIN', 'ACTIVITY_JOIN_REQUEST'];
/** The desktop-app domain of one client. */
export class DesktopApp {
    #ctx;
    #options;
    #applicationId;
    #connection;
    #readyListeners = [];
    /**
     * @param ctx - the client's context.
     * @param options - the path's options, or false for none.
     * @param applicationId - the application id set with `SetApplicationId`, if any.
     */
    constructor(ctx, options, applicationId) {
        this.#ctx = ctx;
        this.#options = options ?? {};
        this.#applicationId = applicationId;
        if (this.#options !== false)
            checkOptions(this.#options);
    }
    /** Whether the path is on (not `desktopApp: false`). */
    get enabled() {
        return this.#options !== false;
    }
    /** The application the connection is for (`SetApplicationId`), or undefined. */
    get applicationId() {
        return this.#applicationId();
    }
    /** Runs `listener` at each READY of the app (the first, and after each restart of the app). */
    onReady(listener) {
        this.#readyListeners.push(listener);
    }
    /**
     * The app's READY for `applicationId` (the client's when omitted), once the current try ends: undefined
     * when the path is off, no application id is known, or no app answered (see {@link problem}).
     */
    async ready(applicationId = this.#applicationId()) {
        const connection = this.#connectionFor(applicationId);
        return connection === undefined ? undefined : connection.settled();
    }
    /** Whether the connection is ready now. */
    get isReady() {
        return this.#connection?.ready !== undefined;
    }
    /** Why no app is reachable, for errors and logs. */
    get problem() {
        if (this.#options === false)
            return 'the desktop-app path is turned off (desktopApp: false)';
        if (this.#applicationId() === undefined)
            return 'no application id (SetApplicationId first)';
        return this.#connection?.problem ?? 'not looked for yet';
    }
    /**
     * SET_ACTIVITY through the app: the activity (null clears it). Writes at once; the Promise settles with
     * the app's answer (bounded).
     */
    setActivity(activity) {
        const connection = this.#connection;
        if (connection === undefined)
            return Promise.reject(new DesktopAppError('closed', `SET_ACTIVITY: ${this.problem}`));
        return connection.command('SET_ACTIVITY', activity === null ? { pid: process.pid } : { pid: process.pid, activity });
    }
    /** SEND_ACTIVITY_JOIN_INVITE (accept) or CLOSE_ACTIVITY_REQUEST (decline) for a join request made in the app. */
    answerJoinRequest(userId, accept) {
        const connection = this.#connection;
        if (connection?.ready === undefined)
            return Promise.reject(new DesktopAppError('closed', `join request: ${this.problem}`));
        return connection.command(accept ? 'SEND_ACTIVITY_JOIN_INVITE' : 'CLOSE_ACTIVITY_REQUEST', {
            user_id: userId,
        });
    }
    /** `GetDiscordClientConnectedUser`: the user signed in to the app, read from its READY. */
    getConnectedUser(applicationId, callback) {
        const work = async () => {
            const id = snowflakeArgument(applicationId, 'applicationId');
            if (this.#options === false)
                throw appError('GetDiscordClientConnectedUser: the desktop-app path is turned off (desktopApp: false)');
            // The client's own connection when it is for this application; else a short one of its own.
            const own = this.#applicationId() === id;
            const connection = own ? this.#connectionFor(id) : this.#newConnection(id);
            try {
                const ready = await connection?.settled();
                if (ready === undefined)
                    throw appError(`GetDiscordClientConnectedUser: ${connection?.problem ?? 'no Discord app'}`);
                return new UserHandle(this.#ctx.cache, appUser(ready));
            }
            finally {
                if (!own)
                    connection?.close();
            }
        };
        return this.#ctx.settle(work, callback, (user) => [user], [null]);
    }
    /** Closes the connection (`Disconnect`); a later use opens a new one. */
    close() {
        this.#connection?.close();
        this.#connection = undefined;
    }
    /** The connection for `applicationId`, started; a new one when the application changed. */
    #connectionFor(applicationId) {
        if (this.#options === false || applicationId === undefined)
            return undefined;
        if (this.#connection !== undefined && this.#connectionAppId === applicationId)
            return this.#connection;
        this.#connection?.close();
        this.#connection = this.#newConnection(applicationId, true);
        this.#connectionAppId = applicationId;
        this.#connection.start();
        return this.#connection;
    }
    #connectionAppId;
    #newConnection(applicationId, main = false) {
        const options = this.#options === false ? {} : this.#options;
        const directories = options.directories;
        return new DesktopAppConnection({
            clientId: applicationId,
            candidates: () => ipcCandidates(directories === undefined ? {} : { directories }),
            handshakeTimeoutMs: options.handshakeTimeoutMs,
            commandTimeoutMs: options.commandTimeoutMs,
            retryMinMs: options.retryMinMs,
            retryMaxMs: options.retryMaxMs,
            log: (line) => this.#ctx.log(line),
            ...(main
                ? {
                    onReady: () => this.#ready(),
                    onDispatch: (event, data) => this.#dispatch(applicationId, event, data),
                }
                : {}),
        });
    }
    #ready() {
        const connection = this.#connection;
        for (const event of SUBSCRIPTIONS)
            connection
                ?.command('SUBSCRIBE', {}, event)
                .catch((error) => this.#ctx.log(`Discord app: SUBSCRIBE ${event} failed: ${error instanceof Error ? error.message : 'error'}`));
        for (const listener of this.#readyListeners)
            listener();
    }
    /** A dispatch from the app: checked at the edge, then delivered as the library's callbacks. */
    #dispatch(applicationId, event, data) {
        const fields = typeof data === 'object' && data !== null ? data : {};
        if (event === 'ACTIVITY_JOIN') {
            const secret = fields.secret;
            if (typeof secret !== 'string' || secret.length === 0 || secret.length > ActivityLimits.SECRET_MAX) {
                this.#ctx.log('Discord app: ACTIVITY_JOIN without a usable secret, ignored');
                return;
            }
            this.#ctx.events.deliverSocial({ name: 'activityJoin', args: [secret] });
            this.#ctx.events.deliverSocial({ name: 'activityJoinWithApplication', args: [applicationId, secret] });
            return;
        }
        if (event === 'ACTIVITY_JOIN_REQUEST') {
            const user = typeof fields.user === 'object' && fields.user !== null
                ? fields.user
                : {};
            if (typeof user.id !== 'string' || !/^\d{1,20}$/.test(user.id)) {
                this.#ctx.log('Discord app: ACTIVITY_JOIN_REQUEST without a user id, ignored');
                return;
            }
            // A request made in the app has no message: its MessageId reads 0, and answering it goes back
            // through the app (SendActivityJoinRequestReply).
            const invite = new ActivityInvite();
            invite.SetSenderId(user.id);
            invite.SetType(ActivityActionTypes.JoinRequest);
            invite.SetApplicationId(applicationId);
            invite.SetIsValid(true);
            this.#ctx.events.deliverSocial({ name: 'activityInviteCreated', args: [invite] });
        }
    }
}
function appError(message) {
    return new ClientResultError(new ClientResult({ type: ErrorType.RPCError, error: message }));
}
/** The app's user as the library's `User` (what READY says; the rest unknown). */
function appUser(ready) {
    return {
        id: ready.user.id,
        username: ready.user.username,
        discriminator: ready.user.discriminator ?? '0',
        global_name: ready.user.global_name ?? null,
        avatar: ready.user.avatar ?? null,
        bot: ready.user.bot === true,
    };
}
function checkOptions(options) {
    if (typeof options !== 'object' || options === null)
        throw ValidationError.argument('desktopApp', 'desktopApp: expected an object, or false');
    if (options.directories !== undefined &&
        (!Array.isArray(options.directories) ||
            !options.directories.every((dir) => typeof dir === 'string' && dir !== '')))
        throw ValidationError.argument('desktopApp.directories', 'desktopApp.directories: expected folder paths');
    for (const key of ['handshakeTimeoutMs', 'commandTimeoutMs', 'retryMinMs', 'retryMaxMs']) {
        const value = options[key];
        if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > 600_000))
            throw ValidationError.argument(`desktopApp.${key}`, `desktopApp.${key}: expected 1..600000 ms`);
    }
}
