/**
 * The console's gateway page: every session (connected now, or waiting for a RESUME), whose it is, and
 * the last frames of it from the request log (tokens there are already redacted; frame data is left out,
 * the log has it); and the emulated Discord desktop apps with the games connected to them.
 */
import type { ConsoleSources } from './sources.js';
/** Frames shown per session, newest last. */
export declare const FRAMES_SHOWN = 8;
/** One frame of a session, as the page shows it. */
export interface FrameView {
    seq: number;
    time: number;
    direction: 'in' | 'out';
    op: number | null;
    t: string | null;
    s: number | null;
    close: number | null;
}
/** One gateway session on the page. */
export interface SessionView {
    id: string;
    userId: string;
    username: string;
    applicationId: string;
    /** `connected`: a connection carries it; `resumable`: its connection went away, a RESUME may take it up. */
    state: 'connected' | 'resumable';
    awaySince: number | null;
    createdAt: number;
    seq: number;
    dispatched: number;
    frames: FrameView[];
}
/** One emulated Discord desktop app on the page, with its games. */
export interface DesktopAppView {
    userId: string;
    username: string;
    path: string;
    games: {
        applicationId: string | null;
        pid: number | null;
        subscriptions: string[];
    }[];
}
/** The gateway page: the gateway's counts, every session with its last frames, the desktop apps. */
export declare function sessionsView(sources: ConsoleSources): {
    stats: {
        connections: number;
        sessions: number;
        dispatched: number;
    };
    sessions: SessionView[];
    desktopApps: DesktopAppView[];
};
