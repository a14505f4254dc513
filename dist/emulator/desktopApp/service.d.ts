import type { EmulatorContext } from '../context.js';
import type { Presences } from '../presence/presences.js';
import { type DesktopAppInfo } from './app.js';
/** Who accepts or asks what, inside the app of `userId`. */
export interface DesktopAppJoinInput {
    /** The user whose app it is. */
    userId: string;
    /** The game's application. */
    applicationId: string;
    /** The friend who invited (acceptInvite), asks to join (requestJoin), or whose request is accepted. */
    fromUserId: string;
}
export declare class DesktopApps {
    #private;
    constructor(ctx: EmulatorContext, presences: Presences);
    /** Starts the user's app listening in `dir` (default: a new temporary folder); one app per user. */
    start(input: {
        userId: string;
        dir?: string | undefined;
    }): Promise<DesktopAppInfo>;
    /** Quits the user's app (every app without a user) gracefully: a CLOSE frame to each game. */
    stop(userId?: string): Promise<void>;
    /** The user's app crashes: its sockets end without a word. */
    kill(userId: string): Promise<void>;
    /** Kills the user's app and starts it again in the same folder (games reconnect on their own). */
    restart(userId: string): Promise<DesktopAppInfo>;
    /** The running apps and their games. */
    list(): DesktopAppInfo[];
    /**
     * The app's user accepts, inside the app, an invite from `fromUserId`: the game gets ACTIVITY_JOIN with
     * the friend's join secret. Returns how many games got it.
     */
    acceptInvite(input: DesktopAppJoinInput): number;
    /** `fromUserId` asks, to the app's user, to join: ACTIVITY_JOIN_REQUEST to their game. */
    requestJoin(input: DesktopAppJoinInput): number;
    /** The app's user accepts (or declines) a join request inside the app; false when none was waiting. */
    answerJoinRequest(input: DesktopAppJoinInput & {
        accept?: boolean | undefined;
    }): boolean;
    /** Quits every app (the emulator closes, or is reset). */
    closeAll(): Promise<void>;
}
