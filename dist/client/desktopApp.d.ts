/**
 * The client's desktop-app domain (docs/desktop-app.md): the Discord app running beside the game, reached
 * over its local IPC socket (src/desktopApp). The C++ library uses it before `Connect`: rich presence
 * goes through the app (presence.ts asks this module), `GetDiscordClientConnectedUser` reads the app's
 * READY, and a join accepted in the app reaches `SetActivityJoinCallback` and
 * `SetActivityJoinWithApplicationCallback`; a join request made in the app reaches the invite callbacks.
 * The connection starts on first use, is kept in the background (found again when the app restarts) and
 * is closed by `Disconnect`; it never keeps the process alive.
 */
import { type DesktopAppReady } from '../desktopApp/index.js';
import { type GatewayActivity } from '../model/activity.js';
import type { DesktopAppOptions } from './clientOptions.js';
import type { ClientContext } from './context.js';
import { type ResultCallback } from './results.js';
import { UserHandle } from './userHandles.js';
export type { DesktopAppOptions } from './clientOptions.js';
/** Callback of `GetDiscordClientConnectedUser`: the app's user, or null. */
export type GetDiscordClientConnectedUserCallback = ResultCallback<[user: UserHandle | null]>;
/** The desktop-app domain of one client. */
export declare class DesktopApp {
    #private;
    /**
     * @param ctx - the client's context.
     * @param options - the path's options, or false for none.
     * @param applicationId - the application id set with `SetApplicationId`, if any.
     */
    constructor(ctx: ClientContext, options: DesktopAppOptions | false | undefined, applicationId: () => string | undefined);
    /** Whether the path is on (not `desktopApp: false`). */
    get enabled(): boolean;
    /** The application the connection is for (`SetApplicationId`), or undefined. */
    get applicationId(): string | undefined;
    /** Runs `listener` at each READY of the app (the first, and after each restart of the app). */
    onReady(listener: () => void): void;
    /**
     * The app's READY for `applicationId` (the client's when omitted), once the current try ends: undefined
     * when the path is off, no application id is known, or no app answered (see {@link problem}).
     */
    ready(applicationId?: string | undefined): Promise<DesktopAppReady | undefined>;
    /** Whether the connection is ready now. */
    get isReady(): boolean;
    /** Why no app is reachable, for errors and logs. */
    get problem(): string;
    /**
     * SET_ACTIVITY through the app: the activity (null clears it). Writes at once; the Promise settles with
     * the app's answer (bounded).
     */
    setActivity(activity: GatewayActivity | null): Promise<unknown>;
    /** SEND_ACTIVITY_JOIN_INVITE (accept) or CLOSE_ACTIVITY_REQUEST (decline) for a join request made in the app. */
    answerJoinRequest(userId: string, accept: boolean): Promise<unknown>;
    /** `GetDiscordClientConnectedUser`: the user signed in to the app, read from its READY. */
    getConnectedUser(applicationId: unknown, callback: GetDiscordClientConnectedUserCallback | undefined): Promise<UserHandle | null> | Promise<void>;
    /** Closes the connection (`Disconnect`); a later use opens a new one. */
    close(): void;
}
