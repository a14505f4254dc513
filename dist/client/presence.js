/**
 * The client's presence domain: `SetOnlineStatus`, `UpdateRichPresence` and `ClearRichPresence`, the
 * account's status and this application's activity, sent together over the gateway as the Presence
 * Update command (op 3), whose every field is checked first with the shared rules the emulator enforces
 * (src/rules/gateway.ts, src/rules/activity.ts). The service allows 5 commands per 20 s per session and
 * closes the connection above that: commands are paced under that window, and coalesced (pacer.ts), so a
 * game that updates every frame sends at most the window's allowance, the newest state each time.
 *
 * Before `Connect` (the C++ library's behaviour, docs/desktop-app.md): the activity goes through the
 * Discord app beside the game when there is one (desktopApp.ts; the same checks and the same pacing), and
 * is restated there when the app restarts; with no app it is kept and sent once Ready (issue 44). Once
 * Ready, the gateway is the one path: what was set through the app is cleared there.
 */
import { ValidationError } from '../http/errors.js';
import { GatewayLimits } from '../model/gateway.js';
import { StatusType } from '../model/index.js';
import { validateActivity } from '../rules/activity.js';
import { checkPresenceUpdate } from '../rules/gateway.js';
import { Activity } from './activity.js';
import { activityToWire } from './activityWire.js';
import { ClientResult, ErrorType } from './clientResult.js';
import { LatestOnly, Pacer } from './pacer.js';
import { ClientResultError } from './results.js';
/** The statuses a user may choose, from the C++ library's `StatusType` to the command's word. */
const CHOSEN = new Map([
    [StatusType.Online, 'online'],
    [StatusType.Idle, 'idle'],
    [StatusType.Dnd, 'dnd'],
    [StatusType.Invisible, 'invisible'],
]);
/** Throws, naming the argument, unless `activity` is an {@link Activity}. */
function requireActivity(activity) {
    if (!(activity instanceof Activity))
        throw ValidationError.argument('activity', 'activity: expected an Activity (new Activity())');
}
/**
 * The activity as the Presence Update sends it, every field checked with the shared rules.
 * @throws ValidationError listing each bad field under `activity`.
 */
function checkedActivity(activity, applicationId) {
    const checked = validateActivity(activityToWire(activity, applicationId), { unknownFields: 'refuse' });
    if (checked.issues.length > 0)
        throw new ValidationError(undefined, 'activity', checked.issues.map((issue) => ({ ...issue, path: ['activity', ...issue.path] })));
    return checked.value;
}
/** The presence domain of one client. */
export class Presence {
    #ctx;
    /** At most `PRESENCE_UPDATES` commands per window go out, each the newest state. */
    #sends = new LatestOnly(new Pacer(GatewayLimits.PRESENCE_UPDATES, GatewayLimits.PRESENCE_WINDOW_MS));
    /** The chosen status, as the library names it (what the own user's handle reads once sent). */
    #status = StatusType.Online;
    /** This application's activity, as checked (null: none). */
    #activity = null;
    /** The Discord app beside the game (the path before `Connect`), if the client has one. */
    #app;
    /** Whether the app shows an activity we set through it (cleared there once the gateway is Ready). */
    #viaApp = false;
    /** The app's answer to the last SET_ACTIVITY sent (what the coalesced callers wait for). */
    #appReply = Promise.resolve();
    /**
     * @param ctx - the client's context.
     * @param app - the desktop-app domain (rich presence before `Connect`), if any.
     */
    constructor(ctx, app) {
        this.#ctx = ctx;
        this.#app = app;
        // The service drops an activity with the connection that set it: a new or resumed session restates it.
        ctx.realtime.onSessionStart(() => {
            // One path at a time: the gateway's now, so the app no longer shows what we set through it.
            if (this.#viaApp) {
                this.#viaApp = false;
                app?.setActivity(null).catch(() => undefined);
            }
            if (this.#activity !== null)
                this.#sendLogged('UpdateRichPresence');
        });
        // The app (re)started, or was found after the activity was kept for want of it, while the game is not
        // connected: it shows the activity (again).
        app?.onReady(() => {
            if (this.#activity !== null && this.#ctx.realtime.readyUser === undefined)
                this.#sendAppLogged('UpdateRichPresence');
        });
    }
    /** The activity this client last set (secrets included: it is the user's own), or null. */
    get activity() {
        return this.#activity;
    }
    /** `SetOnlineStatus`: Online, Idle, Dnd or Invisible; resolves once the command is sent. */
    setOnlineStatus(status, callback) {
        const work = async () => {
            const chosen = CHOSEN.get(status);
            if (chosen === undefined)
                throw ValidationError.argument('status', `status: expected StatusType Online 0, Idle 3, Dnd 4 or Invisible 5, received ${String(status).slice(0, 32)}`);
            this.#status = status;
            await this.#send('SetOnlineStatus');
        };
        return this.#ctx.call('SetOnlineStatus', work, callback, []);
    }
    /** `UpdateRichPresence`: checks every field, then sends (coalesced); resolves once it is sent. */
    updateRichPresence(activity, callback) {
        if (this.#ctx.realtime.readyUser === undefined && this.#app !== undefined)
            return this.#beforeReady(activity, callback);
        const work = async () => {
            requireActivity(activity);
            this.#activity = checkedActivity(activity, this.#ctx.cache.friends.applicationId);
            await this.#send('UpdateRichPresence');
        };
        return this.#ctx.call('UpdateRichPresence', work, callback, []);
    }
    /** `ClearRichPresence`: no activity from now on; sent when connected (a failure is only logged). */
    clearRichPresence() {
        this.#activity = null;
        if (this.#ctx.realtime.readyUser !== undefined)
            this.#sendLogged('ClearRichPresence');
        else if (this.#viaApp && this.#app?.isReady)
            this.#sendAppLogged('ClearRichPresence');
    }
    /**
     * `UpdateRichPresence` before Ready: the same checks, then through the Discord app when it answers
     * (paced like the gateway's commands), else kept for Ready.
     */
    #beforeReady(activity, callback) {
        const app = this.#app;
        const work = async () => {
            requireActivity(activity);
            const applicationId = app.applicationId;
            if (applicationId === undefined)
                throw ValidationError.argument('applicationId', 'UpdateRichPresence before Connect: SetApplicationId first (the Discord app and the service need the game)');
            this.#activity = checkedActivity(activity, applicationId);
            const ready = await app.ready();
            // Connected meanwhile: the session's start sent it over the gateway.
            if (this.#ctx.realtime.readyUser !== undefined)
                return;
            if (ready === undefined) {
                this.#ctx.log?.(`UpdateRichPresence: kept until Ready (no Discord app: ${app.problem})`);
                return;
            }
            await this.#sendApp('UpdateRichPresence');
        };
        return this.#ctx.settle(work, callback, () => [], []);
    }
    /** Sends the current activity to the app when the window allows; settles with the app's answer. */
    async #sendApp(call) {
        const app = this.#app;
        await this.#sends.submit(() => {
            this.#appReply = app.setActivity(this.#activity);
            this.#appReply.catch(() => undefined);
            this.#viaApp = this.#activity !== null;
        });
        try {
            await this.#appReply;
        }
        catch (error) {
            // The app refused it (its ERROR names the field) or went: the game learns it as an RPC error.
            throw new ClientResultError(new ClientResult({
                type: ErrorType.RPCError,
                error: `${call}: ${error instanceof Error ? error.message : 'the Discord app failed'}`,
            }), error);
        }
    }
    /** {@link #sendApp} that nobody awaits: a failure is only logged. */
    #sendAppLogged(call) {
        this.#sendApp(call).catch((error) => this.#ctx.log?.(`${call}: not shown by the Discord app: ${error instanceof Error ? error.message : 'error'}`));
    }
    /** A send nobody awaits: a failure (the connection went meanwhile) is only logged. */
    #sendLogged(call) {
        this.#send(call).catch((error) => this.#ctx.log?.(`${call}: not sent: ${error instanceof Error ? error.message : 'error'}`));
    }
    /** Sends the current status and activity when the window allows. */
    #send(call) {
        return this.#sends.submit(() => {
            const command = {
                since: null,
                activities: this.#activity === null ? [] : [this.#activity],
                status: CHOSEN.get(this.#status) ?? 'online',
                afk: false,
            };
            const checked = checkPresenceUpdate(command);
            if (!checked.ok)
                throw ValidationError.argument('activity', checked.reason);
            this.#ctx.realtime.sendPresenceUpdate(call, command);
            this.#ctx.cache.friends.ownStatus = this.#status;
            this.#ctx.cache.friends.ownActivity = this.#activity;
        });
    }
}
