/**
 * Issue 41: the audio module on a private PulseAudio server (test/support/pulseAudio.ts), no hardware.
 *
 * 1. Capture-to-playback latency through a null sink: a 20 ms 1 kHz burst handed to
 *    `DevicePlayback.play` on "Test Speakers", until the `DeviceCapture` of "Monitor of Test Speakers"
 *    delivers the frame that holds it: what a game sees from handing a frame over to getting it back
 *    (our playback queue of 3 frames, Pulse's playback and record buffers, our capture ring). 40 bursts.
 * 2. CPU of an idle open device: this process and the PulseAudio daemon, 10 s with nothing open, then
 *    10 s with a capture (the 440 Hz default input) and a playback (silence) open and their frames going
 *    nowhere, in percent of one core (process.cpuUsage and /proc/<pid>/stat).
 *
 * Prints a table; exits 1 when the module or pulseaudio is missing (nothing to measure).
 */
import { readFileSync } from 'node:fs';
import { audioModule } from '../src/native/audio.js';
import { DEVICE_SAMPLE_RATE, DeviceCapture, DevicePlayback } from '../src/native/audioStreams.js';
import { SPEAKERS, SPEAKERS_MONITOR, startPulseServer } from '../test/support/pulseAudio.js';

const BURSTS = 40;
const IDLE_MS = 10_000;

const { module, status } = audioModule();
if (module === undefined) {
  console.error(`audio module not loaded: ${status.error ?? ''}`);
  process.exit(1);
}
const server = await startPulseServer();
server.use();

function rms(frame: Int16Array): number {
  let sum = 0;
  for (const value of frame) sum += value * value;
  return Math.sqrt(sum / frame.length);
}

/** Clock ticks (utime + stime) of a process, from /proc. */
function processTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}
const TICKS_PER_SECOND = 100;

async function idleCpu(open: boolean): Promise<{ ours: number; daemon: number }> {
  const capture = new DeviceCapture({ module: module as NonNullable<typeof module> });
  const playback = new DevicePlayback({ module: module as NonNullable<typeof module>, device: SPEAKERS });
  if (open) {
    let frames = 0;
    capture.start(() => {
      frames++;
    });
    playback.start();
    await Promise.all([capture.opened(), playback.opened()]);
    // Past the first second, where a fresh null sink settles its latency.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (frames === 0) throw new Error('the capture delivered nothing');
  }
  const daemon0 = processTicks(server.pid as number);
  const ours0 = process.cpuUsage();
  const wall0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const wall = performance.now() - wall0;
  const used = process.cpuUsage(ours0);
  const daemon = ((processTicks(server.pid as number) - daemon0) / TICKS_PER_SECOND) * 1000;
  capture.stop();
  playback.close();
  await Promise.all([capture.closed(), playback.closed()]);
  return { ours: ((used.user + used.system) / 1000 / wall) * 100, daemon: (daemon / wall) * 100 };
}

interface Shape {
  readonly deviceBuffers?: number;
  readonly targetFrames?: number;
}

async function latency(shape: Shape): Promise<{ times: number[]; underruns: number }> {
  const audio = module as NonNullable<typeof module>;
  const playback = new DevicePlayback({ module: audio, device: SPEAKERS, ...shape });
  const capture = new DeviceCapture({
    module: audio,
    device: SPEAKERS_MONITOR,
    deviceBuffers: shape.deviceBuffers,
  });
  const burst = new Int16Array(1920);
  for (let i = 0; i < 960; i++) {
    const value = Math.round(8000 * Math.sin((2 * Math.PI * 1000 * i) / DEVICE_SAMPLE_RATE));
    burst[2 * i] = value;
    burst[2 * i + 1] = value;
  }
  const results: number[] = [];
  let sentAt: number | undefined;
  let quiet = 0;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  playback.start();
  capture.start((frame) => {
    const loud = rms(frame) > 1000;
    if (sentAt !== undefined) {
      if (!loud) return;
      results.push(performance.now() - sentAt);
      sentAt = undefined;
      quiet = 0;
      if (results.length === BURSTS) done();
      return;
    }
    quiet = loud ? 0 : quiet + 1;
    // The next burst after 10 quiet frames (the last one has drained from every buffer).
    if (quiet === 10) {
      sentAt = performance.now();
      playback.play('bench', burst);
    }
  });
  await Promise.all([playback.opened(), capture.opened()]);
  await finished;
  const underruns = playback.info()?.underruns ?? 0;
  capture.stop();
  playback.close();
  await Promise.all([capture.closed(), playback.closed()]);
  return { times: results.sort((a, b) => a - b), underruns };
}

try {
  console.log(`capture-to-playback latency through the null sink, ${BURSTS} bursts (ms):`);
  for (const [name, shape] of [
    ['default (playback: 4 device buffers, 3 frames queued)', {}],
    ['short (playback: 2 device buffers, 2 frames queued)', { deviceBuffers: 2, targetFrames: 2 }],
  ] as const) {
    const { times, underruns } = await latency(shape);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
    console.log(
      `  ${name}: min ${at(0)}  median ${at(0.5)}  p90 ${at(0.9)}  max ${at(1)}  (playback underruns ${underruns})`,
    );
  }
  const none = await idleCpu(false);
  const open = await idleCpu(true);
  console.log(`CPU over ${IDLE_MS / 1000} s, % of one core:`);
  console.log(
    `  nothing open:             this process ${none.ours.toFixed(2)}  pulseaudio ${none.daemon.toFixed(2)}`,
  );
  console.log(
    `  capture + playback open:  this process ${open.ours.toFixed(2)}  pulseaudio ${open.daemon.toFixed(2)}`,
  );
} finally {
  await server.stop();
}
