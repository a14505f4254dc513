/**
 * Audio helpers of the voice tests: a tone generator for the capture callback (continuous phase across
 * frames), Goertzel's algorithm for the power of one frequency in what arrives (a detection, not a byte
 * comparison: Opus changes every sample), and a recorder of received frames per user.
 */
import type { UserAudioCapturedCallback, UserAudioReceivedCallback } from '../../src/index.js';

/** A capture callback writing a sine of `hz` at `amplitude` (Int16) into both channels. */
export function tone(hz: number, amplitude = 8000): UserAudioCapturedCallback & { on: boolean } {
  let t = 0;
  const cb = ((data: Int16Array, samplesPerChannel: number, sampleRate: number, channels: number) => {
    if (!cb.on) return;
    for (let i = 0; i < samplesPerChannel; i++, t++) {
      const v = Math.round(amplitude * Math.sin((2 * Math.PI * hz * t) / sampleRate));
      for (let c = 0; c < channels; c++) data[i * channels + c] = v;
    }
  }) as UserAudioCapturedCallback & { on: boolean };
  cb.on = true;
  return cb;
}

/** Goertzel: the normalised power (0..~1 for a full-scale sine) of `hz` in the left channel of `data`. */
export function goertzel(data: Int16Array, hz: number, sampleRate = 48_000, channels = 2): number {
  const n = Math.floor(data.length / channels);
  const k = Math.round((n * hz) / sampleRate);
  const w = (2 * Math.PI * k) / n;
  const coeff = 2 * Math.cos(w);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < n; i++) {
    const s0 = (data[i * channels] ?? 0) / 32768 + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
  return (power * 4) / (n * n);
}

/** The frequency among `candidates` with the most power in `data`. */
export function dominant(data: Int16Array, candidates: readonly number[]): number {
  let best = candidates[0] ?? 0;
  let bestPower = -1;
  for (const hz of candidates) {
    const power = goertzel(data, hz);
    if (power > bestPower) {
      best = hz;
      bestPower = power;
    }
  }
  return best;
}

/**
 * Wakes waiters when something happened (a frame heard, a status, a participant change): a wait
 * re-checks its condition on each poke, never on a timer; its only timer is its bound.
 */
export class Wake {
  readonly #waiters = new Set<() => void>();

  readonly poke = (): void => {
    for (const waiter of [...this.#waiters]) waiter();
  };

  /** Resolves once `check()` holds (now or after a poke); rejects naming `what` after `timeoutMs`. */
  until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = () => {
        if (!check()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(waiter);
      };
      this.#waiters.add(waiter);
    });
  }
}

/** What a received callback heard, per user: frames and their tone power. */
export class Heard {
  readonly #wake: Wake | undefined;
  constructor(wake?: Wake) {
    this.#wake = wake;
  }
  readonly frames = new Map<string, Int16Array[]>();
  /** Returned by the callback (true mutes playback). */
  mute = false;
  /** Frames heard in all (the per-user lists keep the last 500). */
  total = 0;
  /** Frames heard per user, in all. */
  readonly totals = new Map<string, number>();
  /** Frames of `userId` heard in all. */
  heardOf(userId: string): number {
    return this.totals.get(userId) ?? 0;
  }
  readonly callback: UserAudioReceivedCallback = (userId, data) => {
    let list = this.frames.get(userId);
    if (list === undefined) {
      list = [];
      this.frames.set(userId, list);
    }
    list.push(Int16Array.from(data));
    if (list.length > 500) list.shift();
    this.total++;
    this.totals.set(userId, (this.totals.get(userId) ?? 0) + 1);
    this.#wake?.poke();
    return this.mute;
  };

  count(userId: string): number {
    return this.frames.get(userId)?.length ?? 0;
  }

  /** Frames of `userId` heard after the `from`th, whose `hz` power is at least `min`. */
  toneFrames(userId: string, hz: number, min = 0.01, from = 0): number {
    return (this.frames.get(userId) ?? []).slice(from).filter((f) => goertzel(f, hz) >= min).length;
  }

  /** Loud frames (any content) of `userId` after the `from`th. */
  loudFrames(userId: string, from = 0, minRms = 300): number {
    return (this.frames.get(userId) ?? []).slice(from).filter((f) => rms(f) >= minRms).length;
  }

  last(userId: string): Int16Array | undefined {
    return this.frames.get(userId)?.at(-1);
  }
}

export function rms(data: Int16Array): number {
  let sum = 0;
  for (const v of data) sum += v * v;
  return Math.sqrt(sum / Math.max(1, data.length));
}
