import type { FrameProblem } from '../../rules/gateway.js';
/** The limits, from the gateway's settings. */
export interface FrameLimitSettings {
    maxFrameBytes: number;
    frameLimit: number;
    frameWindowMs: number;
    heartbeatIntervalMs: number;
}
/** A connection's count of frames in its current window. */
export interface FrameWindow {
    start: number;
    frames: number;
}
/** Counts a frame of `bytes` received at `now`; the close it deserves, or undefined. */
export declare function frameRefusal(window: FrameWindow, bytes: number, now: number, limits: FrameLimitSettings): FrameProblem | undefined;
