/**
 * The console's gateway page: every session (connected now, or waiting for a RESUME), whose it is, and
 * the last frames of it from the request log (tokens there are already redacted; frame data is left out,
 * the log has it).
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
/** The gateway page: the gateway's counts and every session with its last frames. */
export declare function sessionsView(sources: ConsoleSources): {
    stats: {
        connections: number;
        sessions: number;
        dispatched: number;
    };
    sessions: SessionView[];
};
