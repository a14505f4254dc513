import { VoiceCloseCode } from '../../model/voice.js';
/** Bytes a connection may leave unread before it is cut off (a resume can take it up again). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** One WebSocket of the voice gateway. */
export class VoiceConnection {
    ws;
    version;
    /** When it opened, or lost its session (the Identify deadline runs from then). */
    openedAt;
    lastBeatAt;
    participant = null;
    closedWith = null;
    windowStart;
    /** Frames in the window, heartbeats and Speaking aside. */
    windowCount = 0;
    /** Speaking updates in the window (their own allowance). */
    speakingCount = 0;
    constructor(ws, version, now) {
        this.ws = ws;
        this.version = version;
        this.openedAt = now;
        this.lastBeatAt = now;
        this.windowStart = now;
    }
    send(text) {
        if (this.closedWith !== null || this.ws.readyState !== this.ws.OPEN)
            return;
        // A client that does not read cannot make the server hold its messages without limit.
        if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
            this.closedWith = VoiceCloseCode.SessionTimeout;
            this.ws.terminate();
            return;
        }
        this.ws.send(text);
    }
    close(code, reason) {
        if (this.closedWith !== null)
            return;
        this.closedWith = code;
        try {
            this.ws.close(code, reason.slice(0, 120));
        }
        catch {
            this.ws.terminate();
        }
    }
}
