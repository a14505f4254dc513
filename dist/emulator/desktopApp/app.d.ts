import type { EmulatorContext } from '../context.js';
import type { Presences } from '../presence/presences.js';
/** How long a game may take to send its handshake, ms. */
export declare const HANDSHAKE_DEADLINE_MS = 10000;
/** The most games one app serves at once. */
export declare const MAX_GAMES = 32;
/** RPC close codes and error codes (the service's published tables; docs/desktop-app.md). */
export declare const RpcCodes: {
    readonly closeInvalidClientId: 4000;
    readonly closeInvalidVersion: 4004;
    readonly unknownError: 1000;
    readonly invalidPayload: 4000;
    readonly invalidCommand: 4002;
    readonly invalidEvent: 4004;
    readonly invalidClientId: 4007;
    readonly invalidUser: 4010;
    readonly oauth2Error: 5000;
};
/** A game connected to the app, as the control API lists it. */
export interface DesktopAppGame {
    /** The application of its handshake (null before it). */
    applicationId: string | null;
    /** The process id its last SET_ACTIVITY named, or null. */
    pid: number | null;
    /** The events it subscribed to. */
    subscriptions: string[];
}
/** A running app, as the control API lists it. */
export interface DesktopAppInfo {
    userId: string;
    /** The socket's path (`<dir>/discord-ipc-N`). */
    path: string;
    /** The folder it listens in. */
    dir: string;
    games: DesktopAppGame[];
}
/** What the app does for the service's other domains (the control API answers join requests through it). */
export interface AppHooks {
    /** The app's user let `toUserId` join them in `applicationId`: the joiner's app dispatches ACTIVITY_JOIN. */
    letJoin(fromUserId: string, toUserId: string, applicationId: string): boolean;
    /** Whether AUTHORIZE is approved for the user (the emulator's consent setting). */
    consent(userId: string): 'approve' | 'deny' | 'page';
}
export declare class EmulatedApp {
    #private;
    readonly userId: string;
    readonly dir: string;
    constructor(ctx: EmulatorContext, presences: Presences, hooks: AppHooks, userId: string, dir: string);
    /**
     * Listens on the first free `discord-ipc-N` of the folder (a stale socket file is replaced); on Windows
     * the folder is a pipe namespace (`\\?\pipe\<name>`) and the pipe `<folder>\discord-ipc-N`.
     */
    listen(): Promise<string>;
    /** What the control API lists. */
    info(): DesktopAppInfo;
    /**
     * Quits: gracefully (`graceful`, a CLOSE frame to each game first) or as a crash (the sockets just end).
     * The user's activities set through it go, and the app no longer keeps them online.
     */
    quit(graceful: boolean): Promise<void>;
    /** Sends a dispatch to the games of `applicationId` that subscribed to `event`; how many got it. */
    dispatch(applicationId: string, event: string, data: unknown): number;
    /** A friend asks to join the app's user: ACTIVITY_JOIN_REQUEST to the game; how many games got it. */
    requestJoin(applicationId: string, fromUserId: string): number;
    /** Answers a join request (the game's command, or the user in the app): true when one was waiting. */
    answerRequest(applicationId: string, fromUserId: string, accept: boolean): boolean;
}
