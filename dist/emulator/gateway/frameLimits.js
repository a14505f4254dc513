/**
 * The payload checks of what a client sends, as the service makes them: a frame over `maxFrameBytes`
 * (4096 by default) is refused with 4002, and more than `frameLimit` frames (120) per `frameWindowMs`
 * (60 s) close with 4008. Windows run on the emulator clock, so a test moves past one with
 * `control.clock.advance`. Heartbeats count, with an allowance on top for those a client sends at the
 * announced interval, so a client that follows HELLO is never cut off by its own heartbeats.
 */
import { GatewayCloseCode } from '../../model/gateway.js';
/** Counts a frame of `bytes` received at `now`; the close it deserves, or undefined. */
export function frameRefusal(window, bytes, now, limits) {
    if (now - window.start >= limits.frameWindowMs || now < window.start) {
        window.start = now;
        window.frames = 0;
    }
    const heartbeats = Math.ceil((2 * limits.frameWindowMs) / limits.heartbeatIntervalMs);
    if (++window.frames > limits.frameLimit + heartbeats)
        return {
            ok: false,
            code: GatewayCloseCode.RateLimited,
            reason: `too many frames: at most ${limits.frameLimit} per ${limits.frameWindowMs} ms`,
        };
    if (bytes > limits.maxFrameBytes)
        return {
            ok: false,
            code: GatewayCloseCode.DecodeError,
            reason: `frame: ${bytes} bytes, more than the ${limits.maxFrameBytes} allowed`,
        };
    return undefined;
}
