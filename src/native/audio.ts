/**
 * The optional audio module (`social_sdk_audio.node`, native/audio_*.cc): OS audio devices through
 * RtAudio. It is a separate file from the main addon and is loaded lazily, on the first device call, so
 * that the main addon and `import('social-sdk')` never depend on the system's audio libraries. Like the
 * main addon it comes prebuilt (prebuilds/<platform>-<arch>/social_sdk_audio.node, scripts/prebuild.sh)
 * and a build from source comes first. When it is absent (a platform without a prebuild and no build) or
 * does not load (a Linux without libpulse or libasound), {@link audioModule} says why and callers use the
 * PCM-only path.
 *
 * Every call into it is bounded here: the native side probes and opens devices on libuv's worker pool,
 * and a backend that hangs (a stuck sound server) becomes a rejected Promise after {@link AUDIO_TIMEOUT_MS}.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type NativeSource, PACKAGE_ROOT, prebuildTarget } from './loader.js';

/** One device as the OS backend names it (the name is its identity). */
export interface NativeAudioDevice {
  readonly name: string;
  readonly inputChannels: number;
  readonly outputChannels: number;
  readonly defaultInput: boolean;
  readonly defaultOutput: boolean;
  readonly preferredSampleRate: number;
}

/** The devices of one backend (`pulse`, `alsa`, `wasapi`, `ds`, `core`). */
export interface NativeAudioDeviceList {
  readonly api: string;
  readonly devices: readonly NativeAudioDevice[];
}

/** What an open stream reports (`info()`). */
export interface NativeAudioStreamInfo {
  readonly closed: boolean;
  readonly device?: string;
  readonly api?: string;
  /** Channels the device is opened with (a mono microphone: 1, converted to the stream's 2). */
  readonly deviceChannels?: number;
  /** Samples per channel the device hands over per callback. */
  readonly bufferFrames?: number;
  /** Int16 values waiting in the ring, and its size. */
  readonly queued?: number;
  readonly capacity?: number;
  readonly callbacks?: number;
  readonly overruns?: number;
  readonly underruns?: number;
  /** True once the device failed while running (unplugged, the sound server gone); `error` says how. */
  readonly failed?: boolean;
  readonly error?: string;
}

/** An open device stream: capture fills its ring, playback drains it. */
export interface NativeAudioStream {
  /** Capture: copies whole frames out of the ring into `target`; returns the Int16 values copied. */
  read(target: Int16Array): number;
  /** Playback: copies `source` into the ring, as much as fits; returns the Int16 values copied. */
  write(source: Int16Array): number;
  /** Re-arms the signal: call before draining (capture) or filling (playback). */
  acknowledge(): void;
  /** Int16 values waiting in the ring (no allocation: safe per frame). */
  queued(): number;
  /** True once the device failed while running; `info().error` says how. */
  failed(): boolean;
  info(): NativeAudioStreamInfo;
  /** Stops and closes the device (on the worker pool). */
  close(): Promise<void>;
}

/** How to open a stream. */
export interface NativeAudioOpenOptions {
  api?: string;
  direction: 'capture' | 'playback';
  /** A device name from `listDevices`; empty or absent: the backend's default device. */
  device?: string;
  channels?: 1 | 2;
  sampleRate?: number;
  frameSamples?: number;
  ringFrames?: number;
  lowWaterFrames?: number;
  /** Frames the backend queues on its side (Pulse: its buffer length), 2..50; default 4. */
  deviceBuffers?: number;
  /** Ask for realtime scheduling of the device thread at this priority (where the OS grants it). */
  priority?: number;
}

/** The module's surface, as audio_addon.cc exports it. */
export interface NativeAudioModule {
  /** The backends compiled in, in the order `auto` tries them. */
  apis(): string[];
  listDevices(api?: string): Promise<NativeAudioDeviceList>;
  /** Opens and starts a stream; `onSignal` runs on the event loop when a frame is ready or the ring is low. */
  openStream(options: NativeAudioOpenOptions, onSignal: () => void): Promise<NativeAudioStream>;
  readonly abiVersion: number;
}

/** Whether the audio module is loaded, from where, and if not, why. */
export interface AudioModuleStatus {
  readonly loaded: boolean;
  readonly path?: string;
  /** Where the loaded (or tried) file came from, as for the main addon. */
  readonly source?: NativeSource;
  readonly error?: string;
}

/** How long one probe, open or close may take before it is reported as failed, ms. */
export const AUDIO_TIMEOUT_MS = 10_000;

/**
 * The `.node` files the loader tries, in order: a build from source first (it exists only when someone
 * built it on purpose), then the prebuild shipped for this platform, as for the main addon.
 */
export function audioModuleCandidates(
  root: string = PACKAGE_ROOT,
  target: string = prebuildTarget(),
): { readonly path: string; readonly source: NativeSource }[] {
  return [
    { path: join(root, 'build', 'audio', 'Release', 'social_sdk_audio.node'), source: 'build' },
    { path: join(root, 'build', 'audio', 'Debug', 'social_sdk_audio.node'), source: 'build' },
    { path: join(root, 'prebuilds', target, 'social_sdk_audio.node'), source: 'prebuild' },
  ];
}

/**
 * Said when a Linux module does not load for want of a shared library: the prebuilt one links the
 * system's PulseAudio and ALSA client libraries (libpulse-simple, libpulse, libasound).
 */
const MISSING_LIBRARY_HINT =
  'the audio module needs the PulseAudio and ALSA client libraries (Debian/Ubuntu: apt-get install libpulse0 libasound2; desktops have them); calls use the PCM-only path';

function assertAudioShape(value: unknown): asserts value is NativeAudioModule {
  const module = value as Partial<Record<keyof NativeAudioModule, unknown>> | null;
  if (
    typeof module !== 'object' ||
    module === null ||
    typeof module.apis !== 'function' ||
    typeof module.listDevices !== 'function' ||
    typeof module.openStream !== 'function' ||
    module.abiVersion !== 1
  )
    throw new Error('not the social-sdk audio module (or a version this code does not speak)');
}

/**
 * Loads the audio module from `root` (no caching: see {@link audioModule}). `SOCIAL_SDK_AUDIO=off` opts
 * out; `SOCIAL_SDK_AUDIO_PATH` names a specific `.node` file.
 */
export function loadAudioModule(
  env: NodeJS.ProcessEnv = process.env,
  root: string = PACKAGE_ROOT,
): { readonly module: NativeAudioModule | undefined; readonly status: AudioModuleStatus } {
  if (env.SOCIAL_SDK_AUDIO === 'off')
    return { module: undefined, status: { loaded: false, error: 'disabled by SOCIAL_SDK_AUDIO=off' } };
  const override = env.SOCIAL_SDK_AUDIO_PATH;
  const found =
    override === undefined
      ? audioModuleCandidates(root).find((candidate) => existsSync(candidate.path))
      : { path: override, source: 'path' as const };
  if (found === undefined)
    return { module: undefined, status: { loaded: false, error: missingReason(root) } };
  const { path, source } = found;
  try {
    const module: unknown = createRequire(import.meta.url)(path);
    assertAudioShape(module);
    return { module, status: { loaded: true, path, source } };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const hint = /\blib(pulse|asound)[\w-]*\.so[.\d]*: cannot open shared object file/.test(message)
      ? `; ${MISSING_LIBRARY_HINT}`
      : '';
    return {
      module: undefined,
      status: { loaded: false, path, source, error: `could not load ${path}: ${message}${hint}` },
    };
  }
}

function missingReason(root: string): string {
  const errorFile = join(root, 'build', 'audio', 'audio-build-error.txt');
  if (existsSync(errorFile))
    return `the audio module was not built and has no prebuild for ${prebuildTarget()}: ${readFileSync(errorFile, 'utf8').trim()}`;
  return `the audio module is not built and has no prebuild for ${prebuildTarget()} (\`npm run build:native\` in the social-sdk package builds it where the system has audio headers: Debian libpulse-dev or libasound2-dev)`;
}

let loaded: ReturnType<typeof loadAudioModule> | undefined;

/** The audio module of this package, loaded on first use and then kept (with its status). */
export function audioModule(): ReturnType<typeof loadAudioModule> {
  loaded ??= loadAudioModule();
  return loaded;
}

/**
 * `promise`, or a rejection naming `what` once {@link AUDIO_TIMEOUT_MS} (or `ms`) pass first. The timer
 * is unref'd: a hung backend never keeps the process alive.
 */
export function boundedAudio<T>(
  promise: Promise<T>,
  what: string,
  ms: number = AUDIO_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
