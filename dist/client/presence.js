/**
 * The client's presence domain: `SetOnlineStatus`, `UpdateRichPresence` and `ClearRichPresence`, the
 * account's status and this application's activity, sent together over the gateway as the Presence
 * Update command (op 3), whose every field is checked first with the shared rules the emulator enforces
 * (src/rules/gateway.ts, src/rules/activity.ts). The service allows 5 commands per 20 s per session and
 * closes the connection above that: commands are paced under that window, and coalesced (pacer.ts), so a
 * game that updates every frame sends at most the window's allowance, the newest state each time.
 */
import { ValidationError } from '../http/errors.js';
import { GatewayLimits } from '../model/gateway.js';
import { StatusType } from '../model/index.js';
import { validateActivity } from '../rules/activity.js';
import { checkPresenceUpdate } from '../rules/gateway.js';
import { Activity } from './activity.js';
import { activityToWire } from './activityWire.js';
import { LatestOnly, Pacer } from './pacer.js';
/** The statuses a user may choose, from the C++ library's `StatusType` to the command's word. */
const CHOSEN = new Map([
    [StatusType.Online, 'online'],
    [StatusType.Idle, 'idle'],
    [StatusType.Dnd, 'dnd'],
    [StatusType.Invisible, 'invisible'],
]);
/** The presence domain of one client. */
export class Presence {
    #ctx;
    /** At most `PRESENCE_UPDATES` commands per window go out, each the newest state. */
    #sends = new LatestOnly(new Pacer(GatewayLimits.PRESENCE_UPDATES, GatewayLimits.PRESENCE_WINDOW_MS));
    /** The chosen status, as the library names it (what the own user's handle reads once sent). */
    #status = StatusType.Online;
    /** This application's activity, as checked (null: none). */
    #activity = null;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
        // The service drops an activity with the connection that set it: a new or resumed session restates it.
        ctx.realtime.onSessionStart(() => {
            if (this.#activity !== null)
                this.#sendLogged('UpdateRichPresence');
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
        const work = async () => {
            if (!(activity instanceof Activity))
                throw ValidationError.argument('activity', 'activity: expected an Activity (new Activity())');
            const applicationId = this.#ctx.cache.friends.applicationId;
            const checked = validateActivity(activityToWire(activity, applicationId), { unknownFields: 'refuse' });
            if (checked.issues.length > 0)
                throw new ValidationError(undefined, 'activity', checked.issues.map((issue) => ({ ...issue, path: ['activity', ...issue.path] })));
            this.#activity = checked.value;
            await this.#send('UpdateRichPresence');
        };
        return this.#ctx.call('UpdateRichPresence', work, callback, []);
    }
    /** `ClearRichPresence`: no activity from now on; sent when connected (a failure is only logged). */
    clearRichPresence() {
        this.#activity = null;
        if (this.#ctx.realtime.readyUser !== undefined)
            this.#sendLogged('ClearRichPresence');
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
