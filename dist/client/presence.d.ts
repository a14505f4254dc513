import type { GatewayActivity } from '../model/activity.js';
import type { ClientContext } from './context.js';
import type { DesktopApp } from './desktopApp.js';
import type { StatusCallback } from './signIn.js';
/** The presence domain of one client. */
export declare class Presence {
    #private;
    /**
     * @param ctx - the client's context.
     * @param app - the desktop-app domain (rich presence before `Connect`), if any.
     */
    constructor(ctx: ClientContext, app?: DesktopApp);
    /** The activity this client last set (secrets included: it is the user's own), or null. */
    get activity(): GatewayActivity | null;
    /** `SetOnlineStatus`: Online, Idle, Dnd or Invisible; resolves once the command is sent. */
    setOnlineStatus(status: unknown, callback: StatusCallback | undefined): Promise<void>;
    /** `UpdateRichPresence`: checks every field, then sends (coalesced); resolves once it is sent. */
    updateRichPresence(activity: unknown, callback: StatusCallback | undefined): Promise<void>;
    /** `ClearRichPresence`: no activity from now on; sent when connected (a failure is only logged). */
    clearRichPresence(): void;
}
