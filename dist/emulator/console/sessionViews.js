/**
 * The console's gateway page: every session (connected now, or waiting for a RESUME), whose it is, and
 * the last frames of it from the request log (tokens there are already redacted; frame data is left out,
 * the log has it); and the emulated Discord desktop apps with the games connected to them.
 */
import { usernameOf } from './peopleViews.js';
/** Frames shown per session, newest last. */
export const FRAMES_SHOWN = 8;
/** The gateway page: the gateway's counts, every session with its last frames, the desktop apps. */
export function sessionsView(sources) {
    const frames = new Map();
    for (const entry of sources.requests.list()) {
        const frame = entry.frame;
        if (frame?.session == null)
            continue;
        const list = frames.get(frame.session) ?? [];
        list.push({
            seq: entry.seq,
            time: entry.time,
            direction: frame.direction,
            op: frame.op,
            t: frame.t,
            s: frame.s,
            close: frame.close,
        });
        if (list.length > FRAMES_SHOWN)
            list.shift();
        frames.set(frame.session, list);
    }
    return {
        stats: sources.gateway.stats(),
        sessions: sources.gateway.sessions().map((session) => ({
            id: session.id,
            userId: session.userId,
            username: usernameOf(sources.ctx, session.userId),
            applicationId: session.applicationId,
            state: session.connected ? 'connected' : 'resumable',
            awaySince: session.awaySince,
            createdAt: session.createdAt,
            seq: session.seq,
            dispatched: session.dispatched,
            frames: frames.get(session.id) ?? [],
        })),
        desktopApps: sources.desktopApps.list().map((app) => ({
            userId: app.userId,
            username: usernameOf(sources.ctx, app.userId),
            path: app.path,
            games: app.games,
        })),
    };
}
