/**
 * The media of one call: the voice connection (networking.ts, replaced by a fresh one when the server
 * moves), the capture path (a frame every 20 ms from the {@link AudioCapture}: the game's captured
 * callback, which may change the frame, then the input volume, voice activity or push-to-talk, Opus, transport
 * encryption, RTP) and the receive path (open, map the SSRC to its user by op 5, a jitter buffer per
 * participant, Opus or concealment on a 20 ms playout clock, participant and output volume, the game's
 * received callback, then the playback unless it asked to mute that buffer).
 *
 * Sending follows the service: op 5 `speaking: 1` before the first frame of a talk spurt; after it, five
 * silence frames, then `speaking: 0`. Self mute stops the same way. Self deafen plays and hands over
 * nothing. The PCM callbacks run at once on the event loop that has the audio, never queued: audio
 * cannot wait for a game frame. It knows nothing of the facade's names.
 */
import { loadOnce } from '../http/loadOnce.js';
import { type LogFunction, LoggingSeverity } from '../model/logging.js';
import { SpeakingFlags, type VoiceEncryptionMode } from '../model/voice.js';
import {
  type AudioCapture,
  type AudioPlayback,
  CHANNELS,
  DiscardPlayback,
  FRAME_SAMPLES,
  type FrameClock,
  SAMPLE_RATE,
  SilenceCapture,
  TimerFrameClock,
} from './audioIo.js';
import type { CallE2ee, DaveChoice } from './dave.js';
import { JitterBuffer, type Playout } from './jitterBuffer.js';
import type { VoiceJoin, VoiceNetworking, VoiceNetworkingState } from './networking.js';
import { VoiceNetworkingCode } from './networkingCode.js';
import { isSilenceFrame, loadOpus, type OpusBackend, type OpusCodec, SILENCE_FRAME } from './opus.js';
import { openRtp, rtpHeader, sealRtp } from './rtp.js';
import { applyGain, Concealment, VoiceActivity } from './signal.js';

/** The game's hook on received audio: `true` mutes this buffer's playback (the C++ `outShouldMute`). */
export type ReceivedAudio = (
  userId: string,
  data: Int16Array,
  samplesPerChannel: number,
  sampleRate: number,
  channels: number,
  // biome-ignore lint/suspicious/noConfusingVoidType: a callback that returns nothing must fit
) => boolean | undefined | void;

/** The game's hook on captured audio: writing into `data` changes what is sent. */
export type CapturedAudio = (
  data: Int16Array,
  samplesPerChannel: number,
  sampleRate: number,
  channels: number,
) => void;

/** How the microphone opens: by voice activity or by a push-to-talk key. */
export type TransmitMode = 'vad' | 'ptt';

/** Options of a {@link MediaCall}. */
export interface MediaCallOptions {
  readonly capture?: AudioCapture | undefined;
  readonly playback?: AudioPlayback | undefined;
  /** The playout clock. Default: the event loop's timers. */
  readonly playoutClock?: FrameClock | undefined;
  readonly received?: ReceivedAudio | undefined;
  readonly captured?: CapturedAudio | undefined;
  /** PEM of extra CAs to trust (the emulator's). */
  readonly ca?: string | readonly string[] | undefined;
  readonly handshakeTimeoutMs?: number | undefined;
  /** Encryption modes in order of preference (default AES-GCM first). */
  readonly modes?: readonly VoiceEncryptionMode[] | undefined;
  /** Which Opus package to use; default `@discordjs/opus` where it loads. */
  readonly opus?: OpusBackend | undefined;
  /** End-to-end encryption: 'preferred' (default), 'required' or 'off'. */
  readonly dave?: DaveChoice | undefined;
  readonly log?: LogFunction | undefined;
}

/** What a {@link MediaCall} reports. */
export interface MediaCallEvents {
  /** The voice connection changed state (`moved` true while a new server replaces the old). */
  onNetworking(state: VoiceNetworkingState, moved: boolean): void;
  /** A remote user started or stopped speaking (op 5). */
  onSpeaking(userId: string, speaking: boolean): void;
  /** Our own microphone opened (op 5 `speaking: 1`) or closed (after the trailing silence). */
  onTransmitting(transmitting: boolean): void;
}

/** Silence frames sent after a talk spurt before op 5 `speaking: 0`. */
export const TRAILING_SILENCE_FRAMES = 5;

interface Remote {
  readonly userId: string;
  readonly jitter: JitterBuffer;
  readonly conceal: Concealment;
  decoder: OpusCodec | undefined;
  speaking: boolean;
  /** When a frame of it was last played (performance.now()). */
  lastPlayAt: number;
  /** Frames played at a packet's arrival, and by the playout clock (the log's summary). */
  onArrival: number;
  onTick: number;
}

/**
 * The voice connection's code (the voice gateway, DAVE, UDP: networking.ts and what it imports) loads on
 * a call's first connect, not with the SDK (issue 45): a process that never calls pays nothing for it.
 * A call starts loading it when it is made, so it is there by the time the voice server is known.
 */
const loadNetworking = loadOnce(() => import('./networking.js'));

/** Least ms between two frames of one participant (a 20 ms frame, less the jitter a tick may add). */
const DUE_MS = 15;
/** Frames one arrival may play beyond its own to catch up. */
const MAX_CATCH_UP = 3;
/** Ms after the last frame played when the playout clock stops waiting for an arrival (a late packet). */
const LATE_MS = 30;

export class MediaCall {
  readonly #options: MediaCallOptions;
  readonly #events: MediaCallEvents;
  readonly #log: LogFunction;
  readonly #capture: AudioCapture;
  readonly #playback: AudioPlayback;
  readonly #playout: FrameClock;
  #networking: VoiceNetworking | undefined;
  #encoder: OpusCodec | undefined;
  readonly #vad = new VoiceActivity();
  readonly #bySsrc = new Map<number, string>();
  readonly #remotes = new Map<string, Remote>();
  #running = false;
  #transmitting = false;
  #trailing = 0;
  #pttReleasedAt = Number.NEGATIVE_INFINITY;
  #closed = false;
  /** Connects asked for: the last one wins when the code loads (see {@link connect}). */
  #connects = 0;

  // Settings (the facade checks their ranges).
  selfMute = false;
  selfDeaf = false;
  /** 0..100 (C++ input volume %). */
  inputVolume = 100;
  /** 0..200 (C++ output volume %). */
  outputVolume = 100;
  mode: TransmitMode = 'vad';
  #pttActive = false;
  pttReleaseDelayMs = 0;
  readonly localMutes = new Set<string>();
  readonly volumes = new Map<string, number>();
  /** Counters for logs, tests and the benchmark. */
  readonly stats = {
    framesSent: 0,
    packetsReceived: 0,
    packetsDropped: 0,
    framesPlayed: 0,
    framesConcealed: 0,
  };

  constructor(options: MediaCallOptions, events: MediaCallEvents) {
    this.#options = options;
    this.#events = events;
    this.#log = options.log ?? (() => undefined);
    this.#capture = options.capture ?? new SilenceCapture();
    this.#playback = options.playback ?? new DiscardPlayback();
    this.#playout = options.playoutClock ?? new TimerFrameClock();
    // Loaded while the main gateway asks for a voice server; a failure is reported at connect.
    loadNetworking().catch(() => undefined);
  }

  get vad(): VoiceActivity {
    return this.#vad;
  }

  get pttActive(): boolean {
    return this.#pttActive;
  }

  set pttActive(active: boolean) {
    if (this.#pttActive && !active) this.#pttReleasedAt = performance.now();
    this.#pttActive = active;
  }

  /** The current voice connection's state, if any. */
  get networking(): VoiceNetworkingState | undefined {
    return this.#networking?.state;
  }

  /** The end-to-end session of the current connection (when DAVE was offered). */
  get e2ee(): CallE2ee | undefined {
    return this.#networking?.e2ee;
  }

  /** Whether our microphone is open now (what op 5 says). */
  get transmitting(): boolean {
    return this.#transmitting;
  }

  /** Users heard speaking now (op 5). */
  speakingUsers(): string[] {
    return [...this.#remotes.values()].filter((r) => r.speaking).map((r) => r.userId);
  }

  /**
   * Connects to a voice server (again: a moved server replaces the connection, keeping the call's
   * settings and the participants' buffers).
   */
  connect(join: VoiceJoin): void {
    if (this.#closed) return;
    const moved = this.#connects > 0;
    const attempt = ++this.#connects;
    const old = this.#networking;
    this.#networking = undefined;
    old?.destroy();
    this.#bySsrc.clear();
    for (const remote of this.#remotes.values()) remote.jitter.reset();
    loadNetworking().then(
      ({ VoiceNetworking }) => {
        // Closed, or another server named, while the code was loading: this connect is void.
        if (this.#closed || attempt !== this.#connects) return;
        this.#open(VoiceNetworking, join, moved);
      },
      (error: unknown) => {
        if (this.#closed || attempt !== this.#connects) return;
        this.#log(
          `voice: the voice connection's code could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
          LoggingSeverity.Error,
        );
        // As a voice gateway that could not be reached: the call ends with SignalingConnectionFailed.
        this.#events.onNetworking(
          { code: VoiceNetworkingCode.Closed, closeCode: 1006, failed: 'signaling', wasReady: false },
          moved,
        );
      },
    );
  }

  #open(VoiceNetworkingClass: typeof VoiceNetworking, join: VoiceJoin, moved: boolean): void {
    const networking: VoiceNetworking = new VoiceNetworkingClass(
      join,
      {
        onStateChange: (_from, to) => {
          if (this.#networking !== networking) return;
          if (to.code === VoiceNetworkingCode.Ready) {
            this.#start();
            // A fresh connection (a moved server, a rejoin) knows nothing of a talk spurt under way.
            if (this.#transmitting && networking.speaking === 0)
              networking.setSpeaking(SpeakingFlags.Microphone);
          }
          this.#events.onNetworking(to, moved);
        },
        onPacket: (message) => this.#onPacket(networking, message),
        onSpeaking: (userId, ssrc, flags) => {
          this.#bySsrc.set(ssrc, userId);
          this.#remote(userId);
          this.#setSpeaking(userId, flags !== 0);
        },
        onClientsConnect: () => undefined,
        onClientDisconnect: (userId) => this.#forget(userId),
      },
      {
        ca: this.#options.ca,
        handshakeTimeoutMs: this.#options.handshakeTimeoutMs,
        modes: this.#options.modes,
        dave: this.#options.dave,
        log: this.#log,
      },
    );
    this.#networking = networking;
  }

  /** Ends the call's media: the connection, the clocks, the codecs. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#capture.stop();
    this.#playout.stop();
    this.#running = false;
    this.#networking?.destroy();
    this.#networking = undefined;
    this.#encoder?.close();
    for (const remote of this.#remotes.values()) {
      const { jitter } = remote;
      const j = jitter.stats;
      this.#log(
        `voice: from ${remote.userId}: ${j.received} packets, ${j.played} played, ${j.lost} lost, ${j.late} late, ` +
          `${j.overflow + j.trimmed} dropped to bound the delay; jitter ${jitter.jitterMs.toFixed(1)} ms, target ${jitter.target} frames; ` +
          `played at arrival ${remote.onArrival}, by the clock ${remote.onTick}`,
        LoggingSeverity.Info,
      );
      remote.decoder?.close();
    }
    this.#remotes.clear();
    try {
      this.#playback.close();
    } catch {
      // the game's playback; nothing to do
    }
  }

  #start(): void {
    if (this.#running || this.#closed) return;
    this.#running = true;
    try {
      this.#encoder = loadOpus(this.#options.opus).make();
      this.#log(`voice: Opus through ${loadOpus(this.#options.opus).backend}`, LoggingSeverity.Info);
    } catch (error) {
      this.#log(String(error instanceof Error ? error.message : error), LoggingSeverity.Error);
    }
    this.#capture.start((frame) => this.#captured(frame));
    this.#playout.start(() => this.#playoutTick());
  }

  #remote(userId: string): Remote {
    let remote = this.#remotes.get(userId);
    if (remote === undefined) {
      remote = {
        userId,
        jitter: new JitterBuffer(),
        conceal: new Concealment(),
        decoder: undefined,
        speaking: false,
        lastPlayAt: Number.NEGATIVE_INFINITY,
        onArrival: 0,
        onTick: 0,
      };
      this.#remotes.set(userId, remote);
    }
    return remote;
  }

  #forget(userId: string): void {
    const remote = this.#remotes.get(userId);
    if (remote === undefined) return;
    this.#setSpeaking(userId, false);
    remote.decoder?.close();
    this.#remotes.delete(userId);
    for (const [ssrc, id] of this.#bySsrc) if (id === userId) this.#bySsrc.delete(ssrc);
  }

  #setSpeaking(userId: string, speaking: boolean): void {
    const remote = this.#remotes.get(userId);
    if (remote === undefined || remote.speaking === speaking) return;
    remote.speaking = speaking;
    this.#events.onSpeaking(userId, speaking);
  }

  // --- sending ---

  #wantsToTransmit(frame: Int16Array): boolean {
    if (this.selfMute) {
      this.#vad.reset();
      return false;
    }
    if (this.mode === 'ptt')
      return this.#pttActive || performance.now() - this.#pttReleasedAt < this.pttReleaseDelayMs;
    return this.#vad.update(frame);
  }

  #captured(frame: Int16Array): void {
    if (this.#closed) return;
    const captured = this.#options.captured;
    if (captured !== undefined) {
      try {
        captured(frame, FRAME_SAMPLES, SAMPLE_RATE, CHANNELS);
      } catch (error) {
        this.#log(`voice: the captured-audio callback threw: ${String(error)}`, LoggingSeverity.Error);
      }
    }
    // After the callback: what the game wrote is scaled like a microphone would be.
    applyGain(frame, this.inputVolume);
    const networking = this.#networking;
    const session = networking?.session;
    if (networking === undefined || session === undefined || this.#encoder === undefined) return;
    const transmit = this.#wantsToTransmit(frame);
    if (transmit) {
      if (!this.#transmitting) {
        this.#transmitting = true;
        networking.setSpeaking(SpeakingFlags.Microphone);
        this.#events.onTransmitting(true);
      }
      this.#trailing = TRAILING_SILENCE_FRAMES;
      this.#send(networking, this.#encoder.encode(frame));
      return;
    }
    if (!this.#transmitting) return;
    if (this.#trailing > 0) {
      this.#trailing--;
      this.#send(networking, SILENCE_FRAME);
      if (this.#trailing > 0) return;
    }
    this.#transmitting = false;
    networking.setSpeaking(0);
    this.#events.onTransmitting(false);
  }

  #send(networking: VoiceNetworking, opus: Buffer): void {
    const session = networking.session;
    if (session === undefined) return;
    // DAVE first (the Opus frame), transport encryption around it; held back while the group forms.
    const e2ee = networking.e2ee;
    const body = e2ee === undefined ? opus : e2ee.encrypt(opus);
    if (
      networking.sendOpus(
        body,
        (header, body, counter) => sealRtp(session.mode, session.key, header, body, counter),
        rtpHeader,
      )
    )
      this.stats.framesSent++;
  }

  // --- receiving ---

  #onPacket(networking: VoiceNetworking, message: Buffer): void {
    if (networking !== this.#networking) return;
    const session = networking.session;
    if (session === undefined) return;
    const packet = openRtp(session.mode, session.key, message);
    const userId = packet === undefined ? undefined : this.#bySsrc.get(packet.ssrc);
    if (packet === undefined || userId === undefined) {
      this.stats.packetsDropped++;
      return;
    }
    const e2ee = networking.e2ee;
    const opus = e2ee === undefined ? packet.payload : e2ee.decrypt(userId, packet.payload);
    if (opus === undefined) {
      // Not decryptable (no key yet, a bad frame): never played; the jitter buffer conceals the gap.
      this.stats.packetsDropped++;
      return;
    }
    this.stats.packetsReceived++;
    const remote = this.#remote(userId);
    const now = performance.now();
    remote.jitter.push(packet.sequence, packet.timestamp, opus, now);
    if (this.#running) this.#drain(remote, now, true);
  }

  #playoutTick(): void {
    if (this.#closed) return;
    const now = performance.now();
    for (const remote of this.#remotes.values()) this.#drain(remote, now, false);
  }

  /**
   * Plays a participant's next frame when one is due: at a packet's arrival (playout follows the
   * sender's pace, so a steady stream waits for no clock: one frame per {@link DUE_MS}, or at once
   * while more than the target is held), or at the playout tick once the next arrival is
   * {@link LATE_MS} late (a held frame, or concealment when a packet is missing). An arrival that finds
   * the buffer still at its target after playing (a gap it revealed, frames left from a burst) plays up
   * to {@link MAX_CATCH_UP} more at once.
   */
  #drain(remote: Remote, now: number, arrival: boolean): void {
    const since = now - remote.lastPlayAt;
    const behind = remote.jitter.size > remote.jitter.target;
    if (arrival) {
      // An arrival plays when a frame is due, or at once when frames pile up past the target (a sender
      // whose timer stalled sends two at once: playing both keeps the delay at the network's).
      if (since < DUE_MS && !behind) return;
    } else if (since < LATE_MS) {
      // The clock only covers a late or lost packet; arrivals pace everything else.
      return;
    }
    const out = remote.jitter.pop();
    if (out.kind === 'empty') return;
    remote.lastPlayAt = now;
    if (arrival) remote.onArrival++;
    else remote.onTick++;
    this.#play(remote, out);
    if (!arrival) return;
    // Still behind (a concealed gap the arrival revealed, or frames left from a burst): catch up now,
    // a few frames at most, rather than stay a frame late until the buffer trims it.
    for (let extra = 0; extra < MAX_CATCH_UP && remote.jitter.size >= remote.jitter.target; extra++) {
      const next = remote.jitter.pop();
      if (next.kind === 'empty') break;
      this.#play(remote, next);
    }
  }

  #play(remote: Remote, out: Playout): void {
    let frame: Int16Array;
    if (out.kind === 'lost') {
      frame = remote.conceal.conceal();
      this.stats.framesConcealed++;
    } else if (out.kind === 'empty') {
      return;
    } else if (isSilenceFrame(out.payload)) {
      frame = new Int16Array(FRAME_SAMPLES * CHANNELS);
      remote.conceal.good(frame);
    } else {
      try {
        remote.decoder ??= loadOpus(this.#options.opus).make();
        frame = remote.decoder.decode(out.payload);
        remote.conceal.good(frame);
      } catch {
        frame = remote.conceal.conceal();
        this.stats.framesConcealed++;
      }
    }
    this.#deliver(remote.userId, frame);
  }

  #deliver(userId: string, frame: Int16Array): void {
    if (this.selfDeaf || this.localMutes.has(userId)) return;
    applyGain(frame, ((this.volumes.get(userId) ?? 100) * this.outputVolume) / 100);
    let mute = false;
    const received = this.#options.received;
    if (received !== undefined) {
      try {
        mute = received(userId, frame, FRAME_SAMPLES, SAMPLE_RATE, CHANNELS) === true;
      } catch (error) {
        this.#log(`voice: the received-audio callback threw: ${String(error)}`, LoggingSeverity.Error);
      }
    }
    this.stats.framesPlayed++;
    if (mute) return;
    try {
      this.#playback.play(userId, frame);
    } catch (error) {
      this.#log(`voice: the playback threw: ${String(error)}`, LoggingSeverity.Error);
    }
  }
}
