/**
 * The audio I/O of a call, kept minimal on purpose so a later issue can plug real devices in: a capture
 * delivers 20 ms frames of interleaved signed 16-bit PCM at 48 kHz stereo (960 samples per channel,
 * 1,920 values), and a playback accepts such frames, one per remote user per 20 ms. The defaults carry
 * no device: the capture is silence delivered on a clock (so the game's capture callback supplies the
 * audio: that is how a headless game, a bot or a test talks), and the playback discards what it is given.
 *
 * A capture must call `onFrame` once per 20 ms while started, from the event loop; the frame it hands
 * over is owned by the call until `onFrame` returns (the capture callback may change it in place).
 */

/** Samples per second of every frame. */
export const SAMPLE_RATE = 48_000;
/** Interleaved channels of every frame. */
export const CHANNELS = 2;
/** Milliseconds of audio in one frame. */
export const FRAME_MS = 20;
/** Samples per channel in one frame (960). */
export const FRAME_SAMPLES = (SAMPLE_RATE * FRAME_MS) / 1000;
/** Int16 values in one frame (1,920). */
export const FRAME_VALUES = FRAME_SAMPLES * CHANNELS;

/** Where a call's outgoing audio comes from. */
export interface AudioCapture {
  /** Starts delivering one frame per 20 ms to `onFrame` (an `Int16Array` of {@link FRAME_VALUES}). */
  start(onFrame: (frame: Int16Array) => void): void;
  /** Stops delivering; `start` may be called again. */
  stop(): void;
}

/** Where a call's incoming audio goes, per remote user. */
export interface AudioPlayback {
  /** One frame of `userId`'s audio after volumes and mutes (Int16, interleaved, {@link FRAME_VALUES}). */
  play(userId: string, frame: Int16Array): void;
  /** The call ended: release what is held. */
  close(): void;
}

/** A clock that calls `tick` every 20 ms (catching up when late, never more than a few frames at once). */
export interface FrameClock {
  /** Starts calling `tick` once per 20 ms frame (a second `start` replaces the first tick). */
  start(tick: () => void): void;
  /** Stops calling `tick`; `start` may be called again. */
  stop(): void;
}

/** Most frames one late timer turn may catch up (beyond, the clock skips ahead: a stalled loop drops audio). */
const MAX_CATCH_UP = 5;

/**
 * A frame clock on the event loop's timers, paced against `performance.now()` so that a late timer turn
 * delivers the frames it owes (never drifting), up to five frames at once (`MAX_CATCH_UP`).
 */
export class TimerFrameClock implements FrameClock {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #next = 0;
  #tick: (() => void) | undefined;

  /** Starts calling `tick` every 20 ms, paced from now. */
  start(tick: () => void): void {
    this.stop();
    this.#tick = tick;
    this.#next = performance.now() + FRAME_MS;
    this.#schedule();
  }

  /** Stops the timer; no tick runs after this returns. */
  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#tick = undefined;
  }

  #schedule(): void {
    const wait = Math.max(0, this.#next - performance.now());
    this.#timer = setTimeout(() => this.#fire(), wait);
    this.#timer.unref?.();
  }

  #fire(): void {
    const tick = this.#tick;
    if (tick === undefined) return;
    const now = performance.now();
    let owed = 0;
    while (this.#next <= now && owed < MAX_CATCH_UP) {
      this.#next += FRAME_MS;
      owed++;
    }
    if (this.#next <= now) this.#next = now + FRAME_MS;
    for (let i = 0; i < owed && this.#tick === tick; i++) tick();
    if (this.#tick === tick) this.#schedule();
  }
}

/** The default capture: silence, one frame per 20 ms on a clock (the capture callback writes the audio). */
export class SilenceCapture implements AudioCapture {
  readonly #clock: FrameClock;
  readonly #frame = new Int16Array(FRAME_VALUES);

  constructor(clock: FrameClock = new TimerFrameClock()) {
    this.#clock = clock;
  }

  start(onFrame: (frame: Int16Array) => void): void {
    this.#clock.start(() => {
      this.#frame.fill(0);
      onFrame(this.#frame);
    });
  }

  stop(): void {
    this.#clock.stop();
  }
}

/** The default playback: discards every frame (the received callback is where a headless game hears). */
export class DiscardPlayback implements AudioPlayback {
  play(_userId: string, _frame: Int16Array): void {}
  close(): void {}
}
