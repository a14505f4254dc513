/**
 * A private PulseAudio server for the audio device tests: real devices without sound hardware. It runs
 * as the current user with no configuration of the machine's (`-n`, its own script), in a temporary
 * folder that holds its socket, state and runtime files (HOME, XDG_RUNTIME_DIR, XDG_CONFIG_HOME point
 * there), and the test process talks to it through PULSE_SERVER, so nothing of the machine's audio is
 * touched. It starts with:
 *   - "Test Speakers": a null sink, the default output (its monitor, "Monitor of Test Speakers", is a
 *     silent input while nothing plays into it);
 *   - "Test Mic": a null sink with a 440 Hz sine wave playing into it (module-sine), whose monitor,
 *     "Monitor of Test Mic", is the default input: a microphone that hears a tone.
 * (module-sine-source would be the obvious tone source, but PulseAudio 16's produces two-second blocks,
 * which overflow the 100 ms record buffer a call uses; a null sink's monitor follows the latency asked.)
 *
 * Readiness is the daemon's own "startup complete" log line, waited for with a bound; `stop()` ends it,
 * and a server whose test process died ends itself 30 s after its last client left (--exit-idle-time).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The Debian packages the tests need: the server and pactl. */
export const PULSE_TOOLS = ['pulseaudio', 'pactl'] as const;

/** The tone the default input hears, Hz. */
export const MIC_TONE_HZ = 440;
export const SPEAKERS = 'Test Speakers';
export const SPEAKERS_MONITOR = 'Monitor of Test Speakers';
export const MIC_MONITOR = 'Monitor of Test Mic';

/** The devices of a default server (see the file's header). */
const DEVICE_LINES = [
  `load-module module-null-sink sink_name=speakers rate=48000 sink_properties='device.description="${SPEAKERS}"'`,
  `load-module module-null-sink sink_name=mic rate=48000 sink_properties='device.description="Test Mic"'`,
  `load-module module-sine sink=mic frequency=${MIC_TONE_HZ}`,
  'set-default-sink speakers',
  'set-default-source mic.monitor',
];

export interface PulseServer {
  /** `unix:<socket>`: what PULSE_SERVER must hold for a client to use this server. */
  readonly address: string;
  /** The daemon's process id (bench/audioDevices.ts reads its CPU time). */
  readonly pid: number | undefined;
  /** Runs `pactl` against this server; resolves with its output. */
  pactl(...args: string[]): Promise<string>;
  /** Points this process's PulseAudio clients at the server (PULSE_SERVER), until stop(). */
  use(): void;
  /** Kills the server at once (SIGKILL), as a sound server crashing would go; resolves when it is gone. */
  crash(): Promise<void>;
  /** Ends the server and removes its folder; restores PULSE_SERVER. */
  stop(): Promise<void>;
}

/**
 * Starts a private server; rejects (after at most `timeoutMs`) when it does not come up. With
 * `devices: false` it has no sink and no source at all (no default device either).
 */
export async function startPulseServer(
  options: { devices?: boolean; timeoutMs?: number } = {},
): Promise<PulseServer> {
  const { devices = true, timeoutMs = 15_000 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'social-sdk-pulse-'));
  const socket = join(dir, 'native');
  const script = join(dir, 'server.pa');
  writeFileSync(
    script,
    [
      // Any failing line aborts the start (rather than a server without its devices).
      '.fail',
      `load-module module-native-protocol-unix auth-anonymous=1 socket=${socket}`,
      ...(devices ? DEVICE_LINES : []),
      '',
    ].join('\n'),
  );
  const env = {
    ...process.env,
    HOME: dir,
    XDG_RUNTIME_DIR: dir,
    XDG_CONFIG_HOME: dir,
    XDG_STATE_HOME: dir,
    PULSE_RUNTIME_PATH: dir,
    PULSE_STATE_PATH: dir,
  };
  const daemon = spawn(
    'pulseaudio',
    [
      '-n',
      '-F',
      script,
      '--daemonize=no',
      '--exit-idle-time=30',
      '--use-pid-file=no',
      '--log-target=stderr',
      '-v',
    ],
    { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const previous = process.env.PULSE_SERVER;
  const address = `unix:${socket}`;
  try {
    await ready(daemon, timeoutMs);
  } catch (error) {
    daemon.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const clientEnv = { ...process.env, PULSE_SERVER: address };
  return {
    address,
    pid: daemon.pid,
    async pactl(...args) {
      const { stdout } = await run('pactl', args, { env: clientEnv, timeout: 10_000 });
      return stdout.trim();
    },
    use() {
      process.env.PULSE_SERVER = address;
    },
    async crash() {
      if (daemon.exitCode !== null || daemon.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
      daemon.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (previous === undefined) delete process.env.PULSE_SERVER;
      else process.env.PULSE_SERVER = previous;
      if (daemon.exitCode === null && daemon.signalCode === null) {
        const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
        daemon.kill('SIGTERM');
        const timer = setTimeout(() => daemon.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves on the daemon's "startup complete" line; rejects when it exits first or the bound passes. */
function ready(daemon: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => fail(`pulseaudio did not start within ${timeoutMs} ms`), timeoutMs);
    const fail = (message: string) => {
      clearTimeout(timer);
      reject(new Error(`${message}; its log ends with:\n${log.split('\n').slice(-15).join('\n')}`));
    };
    daemon.stderr?.setEncoding('utf8');
    daemon.stderr?.on('data', (chunk: string) => {
      if (log.length < 100_000) log += chunk;
      if (log.includes('Daemon startup complete')) {
        clearTimeout(timer);
        resolve();
      }
    });
    daemon.once('error', (error) => fail(`could not run pulseaudio: ${error.message}`));
    daemon.once('exit', (code) => fail(`pulseaudio exited with ${code}`));
  });
}

/**
 * The power of `frequency` in `samples` (one channel, every `stride`-th value from `offset`) relative to
 * the signal's whole power: near 1 for a pure tone at that frequency, near 0 for silence or another tone
 * (the Goertzel algorithm: one DFT bin, without an FFT).
 */
export function toneShare(
  samples: Int16Array,
  frequency: number,
  sampleRate: number,
  stride = 1,
  offset = 0,
): number {
  const n = Math.floor((samples.length - offset) / stride);
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
  let previous = 0;
  let beforePrevious = 0;
  let energy = 0;
  for (let i = 0; i < n; i++) {
    const x = (samples[offset + i * stride] as number) / 32768;
    energy += x * x;
    const current = x + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  if (energy === 0) return 0;
  const power =
    previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
  // A pure tone of amplitude A over n samples: power ≈ (A·n/2)², energy ≈ A²·n/2, so power/energy ≈ n/2.
  return power / energy / (n / 2);
}

/** The RMS level of Int16 samples, in dBFS (-Infinity for digital silence). */
export function levelDbfs(samples: Int16Array): number {
  let sum = 0;
  for (const value of samples) sum += (value / 32768) ** 2;
  return 10 * Math.log10(sum / Math.max(1, samples.length));
}
