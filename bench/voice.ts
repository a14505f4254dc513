/**
 * Voice on the Client (issue 40): mouth-to-ear latency, from the capture callback that writes a tone
 * burst to the received callback that hears its onset, p50 and p99 on loopback, through the whole SDK
 * (two `Client`s in a lobby call on the emulator's voice server: VAD, Opus, AES-GCM, RTP, the relay, the
 * jitter buffer, the 20 ms playout clock), against a floor that sends the same PCM through the same Opus
 * and the same encryption over a bare UDP relay (bench/lib/voiceRelayServer.ts `bare`, in its own
 * process) and decodes on arrival: no voice gateway, no jitter buffer, no playout clock. Both sides are
 * paced by the same 20 ms frame clock. Then the CPU a talking participant costs the SDK: the sender's
 * work per frame (captured callback, voice activity, Opus encode, seal) and one listener's (open, jitter
 * buffer, Opus decode, volume), in CPU time over a loop, as a share of one core at 50 frames a second; and the
 * whole process (two clients and the emulator's relay) during the live call, for scale.
 *
 * Aims (the issue's): under 10 ms over the floor at p50; under 3% of a core per talking participant.
 */
import { fork } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { fileURLToPath } from 'node:url';
import { Call } from '../src/client/calls.js';
import { LoggingSeverity } from '../src/model/logging.js';
import { VoiceEncryptionMode } from '../src/model/voice.js';
import { testEmulator } from '../src/testing/index.js';
import { FRAME_VALUES, TimerFrameClock } from '../src/voice/audioIo.js';
import { JitterBuffer } from '../src/voice/jitterBuffer.js';
import { loadOpus } from '../src/voice/opus.js';
import { openRtp, rtpHeader, sealRtp } from '../src/voice/rtp.js';
import { applyGain, VoiceActivity } from '../src/voice/signal.js';

const BURSTS = Number(process.env.VOICE_BENCH_BURSTS ?? 40);
/** Frames per burst period (200 ms): 3 of tone, then silence (within the VAD's hangover: no op 5 churn). */
const PERIOD = 10;
const TONE = 3;
const HZ = 1000;
/** `VOICE_BENCH_OPUS=opusscript` measures the WebAssembly Opus instead of the native one. */
const OPUS = process.env.VOICE_BENCH_OPUS === 'opusscript' ? 'opusscript' : undefined;

function power(data: Int16Array): number {
  const n = data.length / 2;
  const coeff = 2 * Math.cos((2 * Math.PI * HZ) / 48_000);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < n; i++) {
    const s0 = (data[2 * i] ?? 0) / 32768 + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return (4 * (s1 * s1 + s2 * s2 - coeff * s1 * s2)) / (n * n);
}

/** Writes the burst pattern into `data` for frame `index`; returns whether it starts a burst. */
function burst(data: Int16Array, index: number): boolean {
  const inPeriod = index % PERIOD;
  if (inPeriod >= TONE) {
    data.fill(0);
    return false;
  }
  for (let i = 0; i < FRAME_VALUES / 2; i++) {
    const t = inPeriod * (FRAME_VALUES / 2) + i;
    const v = Math.round(8000 * Math.sin((2 * Math.PI * HZ * t) / 48_000));
    data[2 * i] = v;
    data[2 * i + 1] = v;
  }
  return inPeriod === 0;
}

/** Onset detector: a frame with the tone after one without. */
function onsets(): { heard(data: Int16Array, at: number): number | undefined } {
  let before = false;
  return {
    heard(data, at) {
      const now = power(data) > 0.01;
      const onset = now && !before;
      before = now;
      return onset ? at : undefined;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

/** Pairs each burst's capture time with the onset heard after it (the next one within 200 ms). */
function latencies(sent: number[], heard: number[]): number[] {
  const out: number[] = [];
  for (const at of sent) {
    const onset = heard.find((h) => h >= at && h - at < (PERIOD * 20) / 2 + 100);
    if (onset !== undefined) out.push(onset - at);
  }
  return out.slice(2); // the first bursts meet a cold jitter buffer and a fresh decoder
}

async function sdk(): Promise<{ latency: number[]; processCores: number }> {
  const fixture = testEmulator({ timeoutMs: 20_000 });
  try {
    const [ana, ben] = await fixture.players(2, { lobby: 'bench-voice', client: { voice: { opus: OPUS } } });
    const lobbyId = ana.lobbyId as string;
    const sent: number[] = [];
    const heard: number[] = [];
    let index = 0;
    let measuring = false;
    let resolveDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      resolveDone = resolve;
    });
    const detector = onsets();
    if (process.env.VOICE_BENCH_LOG === '1')
      ben.AddVoiceLogCallback((line) => console.log(`   [ben] ${line}`), LoggingSeverity.Info);
    const a = ana.StartCallWithAudioCallbacks(
      lobbyId,
      () => false,
      (data) => {
        if (!measuring) return;
        if (burst(data, index++)) sent.push(performance.now());
        if (sent.length > BURSTS) resolveDone();
      },
    ) as Call;
    const b = ben.StartCallWithAudioCallbacks(
      lobbyId,
      (userId, data) => {
        const onset = detector.heard(data, performance.now());
        if (onset !== undefined && userId === ana.id) heard.push(onset);
        return false;
      },
      () => undefined,
    ) as Call;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('calls not Connected in 20 s')), 20_000);
      const check = () => {
        if (a.GetStatus() === Call.Status.Connected && b.GetStatus() === Call.Status.Connected) {
          clearTimeout(timer);
          resolve();
        }
      };
      a.SetStatusChangedCallback(check);
      b.SetStatusChangedCallback(check);
      check();
    });
    const cpu = process.cpuUsage();
    const wall = performance.now();
    measuring = true;
    await done;
    const used = process.cpuUsage(cpu);
    const processCores = (used.user + used.system) / 1e3 / (performance.now() - wall);
    await ana.EndCall(lobbyId);
    await ben.EndCall(lobbyId);
    return { latency: latencies(sent, heard), processCores };
  } finally {
    await fixture.close();
  }
}

async function floor(): Promise<number[]> {
  const worker = fork(fileURLToPath(new URL('./lib/voiceRelayServer.ts', import.meta.url)), ['bare'], {
    execArgv: ['--import', 'tsx'],
  });
  const ask = <T>(message: unknown) =>
    new Promise<T>((resolve) => {
      worker.once('message', (value) => resolve(value as T));
      worker.send(message as object);
    });
  const started = await new Promise<{ port: number }>((resolve) => worker.once('message', resolve as never));
  const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  const mode = VoiceEncryptionMode.AesGcm;
  const sender = createSocket('udp4');
  const receiver = createSocket('udp4');
  await Promise.all(
    [sender, receiver].map((s) => new Promise<void>((r) => s.bind(0, '127.0.0.1', () => r()))),
  );
  await ask({ type: 'register', ssrc: 1, key: [...key], port: sender.address().port });
  await ask({ type: 'register', ssrc: 2, key: [...key], port: receiver.address().port });
  const { make } = loadOpus(OPUS);
  const encoder = make();
  const decoder = make();
  const detector = onsets();
  const sent: number[] = [];
  const heard: number[] = [];
  receiver.on('message', (message) => {
    const packet = openRtp(mode, key, message);
    if (packet === undefined) return;
    const onset = detector.heard(decoder.decode(packet.payload), performance.now());
    if (onset !== undefined) heard.push(onset);
  });
  const clock = new TimerFrameClock();
  const frame = new Int16Array(FRAME_VALUES);
  let index = 0;
  let counter = 1;
  await new Promise<void>((resolve) => {
    clock.start(() => {
      if (burst(frame, index)) sent.push(performance.now());
      const header = rtpHeader(index, index * 960, 1);
      sender.send(sealRtp(mode, key, header, encoder.encode(frame), counter++), started.port, '127.0.0.1');
      index++;
      if (sent.length > BURSTS) {
        clock.stop();
        resolve();
      }
    });
  });
  await new Promise((r) => setTimeout(r, 300)); // the last burst's packets in flight
  sender.close();
  receiver.close();
  await ask({ type: 'stop' });
  return latencies(sent, heard);
}

/** Per-frame cost of one talking participant in the SDK, µs: the sender's and one listener's. */
function perFrame(): { send: number; listen: number } {
  const { make } = loadOpus(OPUS);
  const encoder = make();
  const decoder = make();
  const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  const mode = VoiceEncryptionMode.AesGcm;
  const vad = new VoiceActivity();
  const frame = new Int16Array(FRAME_VALUES);
  const packets: Buffer[] = [];
  const N = 2000;
  let cpu = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    burst(frame, i % TONE); // always tone: the encoder's worst case here
    applyGain(frame, 100);
    vad.update(frame);
    packets.push(sealRtp(mode, key, rtpHeader(i, i * 960, 1), encoder.encode(frame), i + 1));
  }
  const spent = (from: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / N;
  };
  const send = spent(cpu);
  const jitter = new JitterBuffer();
  cpu = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const packet = openRtp(mode, key, packets[i] as Buffer);
    if (packet === undefined) throw new Error('bench: a sealed packet did not open');
    jitter.push(packet.sequence, packet.timestamp, packet.payload, i * 20);
    const out = jitter.pop();
    if (out.kind === 'frame') applyGain(decoder.decode(out.payload), 80);
  }
  const listen = spent(cpu);
  return { send, listen };
}

const backend = loadOpus(OPUS).backend;
const ours = await sdk();
const bare = await floor();
const costs = perFrame();
const fmt = (n: number) => n.toFixed(1);
const p50 = percentile(ours.latency, 0.5);
const floor50 = percentile(bare, 0.5);
console.log(`Opus: ${backend}; ${ours.latency.length} and ${bare.length} bursts measured`);
console.log('| path | p50 ms | p99 ms |');
console.log('|---|---|---|');
console.log(
  `| SDK (Client to Client through the emulator) | ${fmt(p50)} | ${fmt(percentile(ours.latency, 0.99))} |`,
);
console.log(
  `| floor (same Opus and AES-GCM, bare UDP relay, decode on arrival) | ${fmt(floor50)} | ${fmt(percentile(bare, 0.99))} |`,
);
console.log(`over the floor at p50: ${fmt(p50 - floor50)} ms (aim < 10)`);
const share = ((costs.send + costs.listen) * 50) / 1e6;
console.log(
  `per talking participant: sender ${fmt(costs.send)} µs + one listener ${fmt(costs.listen)} µs a frame = ` +
    `${(share * 100).toFixed(2)}% of a core at 50 frames/s (aim < 3%)`,
);
console.log(
  `whole process during the call (two clients + the emulator's relay, one talking): ${(ours.processCores * 100).toFixed(1)}% of a core`,
);
const met = p50 - floor50 < 10 && share < 0.03;
console.log(met ? 'aims met' : 'aims missed');
process.exitCode = met ? 0 : 1;
