/**
 * One WebSocket of the voice gateway: its version, its deadlines (opened, last heartbeat), its frame
 * window, the participant it carries, and how it closed. A client that leaves more than 1 MiB unread is
 * cut off rather than buffered for without limit.
 */
import type { WebSocket } from 'ws';
import { VoiceCloseCode } from '../../model/voice.js';
import type { Participant, VoiceLink } from './calls.js';

/** Bytes a connection may leave unread before it is cut off (a resume can take it up again). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** One WebSocket of the voice gateway. */
export class VoiceConnection implements VoiceLink {
  readonly ws: WebSocket;
  readonly version: number;
  /** When it opened, or lost its session (the Identify deadline runs from then). */
  openedAt: number;
  lastBeatAt: number;
  participant: Participant | null = null;
  closedWith: number | null = null;
  windowStart: number;
  /** Frames in the window, heartbeats and Speaking aside. */
  windowCount = 0;
  /** Speaking updates in the window (their own allowance). */
  speakingCount = 0;

  constructor(ws: WebSocket, version: number, now: number) {
    this.ws = ws;
    this.version = version;
    this.openedAt = now;
    this.lastBeatAt = now;
    this.windowStart = now;
  }

  send(text: string | Buffer): void {
    if (this.closedWith !== null || this.ws.readyState !== this.ws.OPEN) return;
    // A client that does not read cannot make the server hold its messages without limit.
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closedWith = VoiceCloseCode.SessionTimeout;
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
  }

  close(code: number, reason: string): void {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    try {
      this.ws.close(code, reason.slice(0, 120));
    } catch {
      this.ws.terminate();
    }
  }
}
