/**
 * One gateway session: who it is for, its own sequence of dispatches, and the last of them kept for a
 * RESUME. It outlives its connection: while the client is away, dispatches still take sequence numbers
 * and wait in the replay buffer; a RESUME with the last number received sends what follows, in order.
 */
import { GatewayLimits } from '../../model/gateway.js';
import type { GatewayCaller } from './access.js';

/** A sent dispatch as kept for replay: its sequence number and its frame's text. */
export interface KeptDispatch {
  readonly s: number;
  readonly t: string;
  readonly text: string;
}

/** What a session is connected through (the socket side, see connection.ts). */
export interface SessionLink {
  send(text: string): void;
}

export class GatewaySession {
  readonly id: string;
  readonly userId: string;
  readonly applicationId: string;
  /** The session may see lobby events / direct messages / relationships and presence (the token's scopes). */
  readonly sees: {
    readonly lobbies: boolean;
    readonly directMessages: boolean;
    readonly relationships: boolean;
  };
  /** Sequence number of the last dispatch. */
  seq = 0;
  /** Dispatches so far (replays not counted). */
  dispatched = 0;
  /** The live connection, or null while the client is away. */
  link: SessionLink | null = null;
  /** Emulator time when the connection went away (null while connected). */
  awaySince: number | null = null;
  readonly createdAt: number;
  /** The raw token it was opened with, re-checked while it lives. Memory only: never logged or listed. */
  #token: string;
  readonly #replay: KeptDispatch[] = [];
  readonly #replayLimit: number;
  /** Emulator times of the presence updates (op 3) within the current window, oldest first. */
  readonly #presenceUpdates: number[] = [];

  constructor(init: { id: string; caller: GatewayCaller; token: string; now: number; replayLimit: number }) {
    this.id = init.id;
    this.userId = init.caller.user.id;
    this.applicationId = init.caller.application.id;
    this.sees = {
      lobbies: init.caller.lobbies,
      directMessages: init.caller.directMessages,
      relationships: init.caller.relationships,
    };
    this.#token = init.token;
    this.createdAt = init.now;
    this.#replayLimit = init.replayLimit;
  }

  /** The token the session was opened or last resumed with. */
  get token(): string {
    return this.#token;
  }

  /** A RESUME may present a newer token of the same user (after a refresh). */
  resumedWith(token: string): void {
    this.#token = token;
  }

  /**
   * Sends (or keeps, while away) a dispatch whose data is already JSON text: the text is built once per
   * event and only the sequence number differs between sessions. Returns the frame's sequence number.
   */
  dispatch(t: string, json: string): number {
    const s = ++this.seq;
    this.dispatched++;
    const text = `{"op":0,"d":${json},"s":${s},"t":"${t}"}`;
    this.#replay.push({ s, t, text });
    if (this.#replay.length > this.#replayLimit) this.#replay.shift();
    this.link?.send(text);
    return s;
  }

  /**
   * The frames after sequence number `seq`, oldest first; undefined when some of them are no longer
   * kept (the client was away too long for a replay) or `seq` is ahead of the session.
   */
  framesAfter(seq: number): readonly KeptDispatch[] | undefined {
    if (seq > this.seq) return undefined;
    if (seq === this.seq) return [];
    const first = this.#replay[0];
    if (first === undefined || first.s > seq + 1) return undefined;
    return this.#replay.slice(seq + 1 - first.s);
  }

  /** Counts a presence update (op 3) at `now`; false when the window's allowance is already spent. */
  takePresenceUpdate(now: number): boolean {
    while (
      this.#presenceUpdates.length > 0 &&
      now - (this.#presenceUpdates[0] as number) >= GatewayLimits.PRESENCE_WINDOW_MS
    )
      this.#presenceUpdates.shift();
    if (this.#presenceUpdates.length >= GatewayLimits.PRESENCE_UPDATES) return false;
    this.#presenceUpdates.push(now);
    return true;
  }

  toString(): string {
    return `GatewaySession(${this.id}, user ${this.userId})`;
  }
}
