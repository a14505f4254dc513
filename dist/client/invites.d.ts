import type { ClientContext } from './context.js';
import type { DesktopApp } from './desktopApp.js';
import type { Presence } from './presence.js';
import { type ResultCallback } from './results.js';
import type { StatusCallback } from './signIn.js';
/** Callback of `AcceptActivityInvite`: the join secret to pass to `CreateOrJoinLobby`. */
export type AcceptActivityInviteCallback = ResultCallback<[joinSecret: string]>;
/** The invite domain of one client. */
export declare class Invites {
    #private;
    /**
     * @param ctx - the client's context.
     * @param presence - the presence domain, whose activity is the one an invite shares.
     * @param app - the Discord app beside the game, which answers the join requests made in it.
     */
    constructor(ctx: ClientContext, presence: Presence, app?: DesktopApp);
    /** `SendActivityInvite`: only a joinable activity (party with room, join secret) can be shared. */
    sendInvite(userId: unknown, content: unknown, callback: StatusCallback | undefined): Promise<void>;
    /** `SendActivityJoinRequest`: asks to join the user's activity in this game. */
    sendJoinRequest(userId: unknown, callback: StatusCallback | undefined): Promise<void>;
    /** `SendActivityJoinRequestReply`: approves a join request by inviting its sender. */
    sendJoinRequestReply(invite: unknown, callback: StatusCallback | undefined): Promise<void>;
    /** `AcceptActivityInvite`: the sender's join secret, while the invite is valid. */
    accept(invite: unknown, callback: AcceptActivityInviteCallback | undefined): Promise<unknown>;
    /**
     * A join that arrived from outside the game (a deep link `discord-<app id>:/...?secret=` handed over by
     * the single-instance receiver): `activityJoin` and `activityJoinWithApplication` fire, through their
     * slots and `on(...)`, as callbacks do.
     * @param joinSecret - the secret, 1..128 characters.
     * @param applicationId - the application the join is for (a snowflake).
     * @throws ValidationError naming `joinSecret` or `applicationId`.
     */
    deliverActivityJoin(joinSecret: unknown, applicationId: unknown): void;
}
