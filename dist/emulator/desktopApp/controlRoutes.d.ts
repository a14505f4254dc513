/**
 * `/_emulator/desktop-app/*`: the emulated Discord apps' control calls over HTTP (control.desktopApp), for
 * tests in other processes. Bad input answers 400 naming the field, like the rest of the control API.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DesktopAppInfo } from './app.js';
import type { DesktopAppJoinInput } from './service.js';
type Body = Record<string, unknown>;
/** The operations these routes serve: the `desktopApp` member of the control object (`control.desktopApp`). */
export interface DesktopAppControlCalls {
    /**
     * Starts the app signed in as `userId`, listening on `discord-ipc-N` in `dir` (default: a new temporary
     * folder, never the player's own). Point a game at it with `XDG_RUNTIME_DIR`/`TMPDIR` or the SDK's
     * `desktopApp.directories` option.
     */
    start(input: {
        userId: string;
        dir?: string | undefined;
    }): Promise<DesktopAppInfo>;
    /** Quits the user's app (every app without an id): a CLOSE frame to each game. */
    stop(userId?: string): Promise<void>;
    /** The user's app crashes (no CLOSE frame); its activities go. */
    kill(userId: string): Promise<void>;
    /** Kills the user's app and starts it again in the same folder. */
    restart(userId: string): Promise<DesktopAppInfo>;
    /** The running apps and their connected games. */
    list(): DesktopAppInfo[];
    /** The user accepts, in the app, `fromUserId`'s invite: ACTIVITY_JOIN (their join secret) to the game. */
    acceptInvite(input: DesktopAppJoinInput): number;
    /** `fromUserId` asks the app's user to join: ACTIVITY_JOIN_REQUEST to the game. */
    requestJoin(input: DesktopAppJoinInput): number;
    /** The app's user accepts (default) or declines a join request in the app; false when none waited. */
    answerJoinRequest(input: DesktopAppJoinInput & {
        accept?: boolean | undefined;
    }): boolean;
}
export declare function desktopAppControlRoutes(apps: DesktopAppControlCalls, body: (value: unknown) => Body): FastifyPluginAsync;
export {};
