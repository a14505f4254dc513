/**
 * One WebSocket of the voice gateway: its version, its deadlines (opened, last heartbeat), its frame
 * window, the participant it carries, and how it closed. A client that leaves more than 1 MiB unread is
 * cut off rather than buffered for without limit.
 */
import type { WebSocket } from 'ws';
import type { Participant, VoiceLink } from './calls.js';
/** One WebSocket of the voice gateway. */
export declare class VoiceConnection implements VoiceLink {
    readonly ws: WebSocket;
    readonly version: number;
    /** When it opened, or lost its session (the Identify deadline runs from then). */
    openedAt: number;
    lastBeatAt: number;
    participant: Participant | null;
    closedWith: number | null;
    windowStart: number;
    /** Frames in the window, heartbeats and Speaking aside. */
    windowCount: number;
    /** Speaking updates in the window (their own allowance). */
    speakingCount: number;
    constructor(ws: WebSocket, version: number, now: number);
    send(text: string | Buffer): void;
    close(code: number, reason: string): void;
}
