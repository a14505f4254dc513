/**
 * The client's heartbeat: the first beat after a random part of the interval (so that many clients
 * reconnecting together spread out), then one per interval. A beat that finds the previous one still
 * unacknowledged means the connection is a zombie: the server, or the path to it, stopped answering
 * while the socket still looks open. The timers never keep the process alive on their own.
 */

export interface HeartbeatOptions {
  /** The interval HELLO announced, ms. */
  readonly intervalMs: number;
  /** In [0, 1): which part of the interval the first beat waits. */
  readonly jitter: number;
  /** Sends one beat. */
  readonly beat: () => void;
  /** Called once when a beat finds the previous one unacknowledged; beating stops. */
  readonly onMissedAck: () => void;
}

export class Heartbeat {
  readonly #options: HeartbeatOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #awaitingAck = false;
  #stopped = false;

  constructor(options: HeartbeatOptions) {
    this.#options = options;
    this.#schedule(Math.floor(options.intervalMs * options.jitter));
  }

  /** The server acknowledged the last beat. */
  acked(): void {
    this.#awaitingAck = false;
  }

  /** The server asked for a beat now (op 1): send one without changing the schedule. */
  beatNow(): void {
    if (this.#stopped) return;
    this.#awaitingAck = true;
    this.#options.beat();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  #schedule(ms: number): void {
    this.#timer = setTimeout(() => this.#tick(), ms);
    this.#timer.unref();
  }

  #tick(): void {
    if (this.#stopped) return;
    if (this.#awaitingAck) {
      this.stop();
      this.#options.onMissedAck();
      return;
    }
    this.beatNow();
    this.#schedule(this.#options.intervalMs);
  }
}
