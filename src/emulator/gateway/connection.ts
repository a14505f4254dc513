/**
 * One WebSocket connection to the gateway: the socket, the session it carries once identified, when it
 * last heartbeat, and how many frames it sent in the current rate window. The protocol itself is the
 * gateway's (gateway.ts); this only keeps the connection's facts and closes it once.
 */
import type { WebSocket } from 'ws';
import type { GatewaySession, SessionLink } from './session.js';

export class GatewayConnection implements SessionLink {
  readonly #socket: WebSocket;
  /** The session, once IDENTIFY or RESUME succeeded. */
  session: GatewaySession | null = null;
  /** Emulator time of the last heartbeat (or of the connection's opening). */
  lastBeatAt: number;
  /** The close code the emulator closed with; null while open or when the client closed. */
  closedWith: number | null = null;
  /** The session ends with this connection (no RESUME): set by closes that end it. */
  endsSession = false;
  #windowStart: number;
  #frames = 0;
  #identifyTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(socket: WebSocket, now: number, realNow: number) {
    this.#socket = socket;
    this.lastBeatAt = now;
    this.#windowStart = realNow;
  }

  /** Closes the connection unless it is still unidentified after `ms` (a real-time deadline). */
  armIdentifyDeadline(ms: number, onExpired: () => void): void {
    this.#identifyTimer = setTimeout(() => {
      if (this.session === null) onExpired();
    }, ms);
    this.#identifyTimer.unref();
  }

  /** Counts a frame; false once the window's allowance is spent. */
  take(realNow: number, allowance: number, windowMs: number): boolean {
    if (realNow - this.#windowStart >= windowMs) {
      this.#windowStart = realNow;
      this.#frames = 0;
    }
    return ++this.#frames <= allowance;
  }

  get open(): boolean {
    return this.closedWith === null && this.#socket.readyState === this.#socket.OPEN;
  }

  send(text: string): void {
    if (this.open) this.#socket.send(text);
  }

  /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
  close(code: number, reason: string, ends: boolean): void {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    this.endsSession ||= ends;
    this.#socket.close(code, reason.slice(0, 120));
  }

  /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
  terminate(ends: boolean): void {
    this.endsSession ||= ends;
    this.#socket.terminate();
  }

  /** The connection is over: no timer of it outlives it. */
  closed(): void {
    clearTimeout(this.#identifyTimer);
  }
}
