/**
 * The emulated Discord apps (one per user at most), behind `control.desktopApp`: start one signed in as a
 * user in a folder the test chooses (a fresh temporary folder otherwise, never the player's own), stop it
 * gracefully, kill it as a crash, restart it in the same folder; make its user accept an invite or a join
 * request inside the app, which reaches the game as ACTIVITY_JOIN with the join secret of the friend's
 * activity (the presence domain holds it), or ask to join (ACTIVITY_JOIN_REQUEST).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SeedError } from '../seedChecks.js';
import { EmulatedApp } from './app.js';
export class DesktopApps {
    #ctx;
    #presences;
    #apps = new Map();
    #hooks;
    constructor(ctx, presences) {
        this.#ctx = ctx;
        this.#presences = presences;
        this.#hooks = {
            // From a game's command: never throws into the socket's handler (the host's activity was checked).
            letJoin: (hostId, joinerId, applicationId) => {
                try {
                    return this.#join(joinerId, hostId, applicationId) > 0;
                }
                catch {
                    return false;
                }
            },
            consent: (userId) => {
                const { mode, userId: only } = ctx.settings.consent;
                return only === null || only === userId ? mode : 'page';
            },
        };
    }
    /** Starts the user's app listening in `dir` (default: a new temporary folder); one app per user. */
    async start(input) {
        const userId = this.#user(input?.userId, 'userId');
        if (this.#apps.has(userId))
            throw new SeedError(`desktopApp.start: user ${userId} already runs an app`);
        if (input.dir !== undefined && (typeof input.dir !== 'string' || input.dir === ''))
            throw new SeedError(`desktopApp.start: dir: expected a folder path, received ${JSON.stringify(input.dir)}`);
        const dir = input.dir ?? defaultDir(() => this.#ctx.random.token(6));
        const app = new EmulatedApp(this.#ctx, this.#presences, this.#hooks, userId, dir);
        this.#apps.set(userId, app);
        try {
            await app.listen();
        }
        catch (error) {
            this.#apps.delete(userId);
            throw error;
        }
        return app.info();
    }
    /** Quits the user's app (every app without a user) gracefully: a CLOSE frame to each game. */
    async stop(userId) {
        const apps = userId === undefined ? [...this.#apps.values()] : [this.#app(userId)];
        for (const app of apps) {
            this.#apps.delete(app.userId);
            await app.quit(true);
        }
    }
    /** The user's app crashes: its sockets end without a word. */
    async kill(userId) {
        const app = this.#app(userId);
        this.#apps.delete(app.userId);
        await app.quit(false);
    }
    /** Kills the user's app and starts it again in the same folder (games reconnect on their own). */
    async restart(userId) {
        const app = this.#app(userId);
        await this.kill(userId);
        return this.start({ userId: app.userId, dir: app.dir });
    }
    /** The running apps and their games. */
    list() {
        return [...this.#apps.values()].map((app) => app.info());
    }
    /**
     * The app's user accepts, inside the app, an invite from `fromUserId`: the game gets ACTIVITY_JOIN with
     * the friend's join secret. Returns how many games got it.
     */
    acceptInvite(input) {
        const { userId, applicationId, fromUserId } = this.#join3(input);
        this.#app(userId);
        const sent = this.#join(userId, fromUserId, applicationId);
        if (sent === 0)
            throw new SeedError(`desktopApp.acceptInvite: no game of ${applicationId} subscribed to ACTIVITY_JOIN`);
        return sent;
    }
    /** `fromUserId` asks, to the app's user, to join: ACTIVITY_JOIN_REQUEST to their game. */
    requestJoin(input) {
        const { userId, applicationId, fromUserId } = this.#join3(input);
        return this.#app(userId).requestJoin(applicationId, fromUserId);
    }
    /** The app's user accepts (or declines) a join request inside the app; false when none was waiting. */
    answerJoinRequest(input) {
        const { userId, applicationId, fromUserId } = this.#join3(input);
        return this.#app(userId).answerRequest(applicationId, fromUserId, input.accept !== false);
    }
    /** Quits every app (the emulator closes, or is reset). */
    async closeAll() {
        await this.stop();
    }
    /** ACTIVITY_JOIN to the `joinerId`'s app with `hostId`'s join secret in `applicationId`. */
    #join(joinerId, hostId, applicationId) {
        const secret = this.#presences.activity(hostId, applicationId)?.activity.secrets?.join;
        if (secret === undefined)
            throw new SeedError(`desktopApp: user ${hostId} has no joinable activity in application ${applicationId}`);
        return this.#apps.get(joinerId)?.dispatch(applicationId, 'ACTIVITY_JOIN', { secret }) ?? 0;
    }
    #join3(input) {
        return {
            userId: this.#user(input?.userId, 'userId'),
            applicationId: snowflake(input?.applicationId, 'applicationId'),
            fromUserId: this.#user(input?.fromUserId, 'fromUserId'),
        };
    }
    #app(userId) {
        const app = this.#apps.get(snowflake(userId, 'userId'));
        if (app === undefined)
            throw new SeedError(`desktopApp: user ${userId} runs no app`);
        return app;
    }
    #user(value, what) {
        const id = snowflake(value, what);
        const user = this.#ctx.store.users.get(id);
        if (user === undefined || user.bot)
            throw new SeedError(`desktopApp: ${what}: no (non-bot) user ${id}`);
        return id;
    }
}
/** A new folder of its own (on Windows a pipe namespace of its own), never where the player's app is. */
function defaultDir(token) {
    if (process.platform === 'win32')
        return `\\\\?\\pipe\\emulated-discord-${token()}`;
    return mkdtempSync(join(tmpdir(), 'emulated-discord-'));
}
function snowflake(value, what) {
    if (typeof value !== 'string' || !/^\d{1,20}$/.test(value))
        throw new SeedError(`desktopApp: ${what}: expected a snowflake string, received ${JSON.stringify(value)}`);
    return value;
}
