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
 * DAVE (issue 42): the live call runs twice, without end-to-end encryption (both Clients `dave: 'off'`,
 * the emulator `'allowed'`) and with it (the Clients' default, the emulator `'required'`, as the
 * service); the per-frame loops run without and with davey's step (`encryptOpus` after the encoder,
 * `decrypt` after the open: what a `CallE2ee` calls), and davey's step is also timed alone on the
 * loop's frames (bench/lib/davey.ts, shared with bench/dave.ts).
 *
 * Aims (issue 40's): under 10 ms over the floor at p50; under 3% of a core per talking participant.
 * Issue 42's: DAVE adds under 2 ms at p50 and under 1% of a core per talking participant.
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
import { cpuMicros, daveCost, daveDecrypt, davePair } from './lib/davey.js';
import { median } from './lib/measure.js';

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

/**
 * The live call, `dave` or not: with DAVE, both Clients at their default (`'preferred'`) on an emulator
 * that requires it, measured once both calls are encrypted end to end; without, both Clients
 * `dave: 'off'` on an emulator that allows that (transport encryption only).
 */
async function sdk(dave: boolean): Promise<{ latency: number[]; processCores: number }> {
  const fixture = testEmulator({
    timeoutMs: 20_000,
    emulator: { voice: { dave: dave ? 'required' : 'allowed' } },
  });
  try {
    const [ana, ben] = await fixture.players(2, {
      lobby: dave ? 'bench-voice-dave' : 'bench-voice',
      client: { voice: dave ? { opus: OPUS } : { opus: OPUS, dave: 'off' } },
    });
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
    // The group forms after Connected (frames are held until it does): measure only once it has.
    const encrypted = () => a.IsEndToEndEncrypted() && b.IsEndToEndEncrypted();
    if (dave)
      await new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const poll = setInterval(() => {
          if (encrypted()) resolve();
          else if (performance.now() - started > 20_000) reject(new Error('calls not encrypted in 20 s'));
          else return;
          clearInterval(poll);
        }, 20);
      });
    else if (a.IsEndToEndEncrypted() || b.IsEndToEndEncrypted())
      throw new Error("bench: a call with dave: 'off' is encrypted end to end");
    const cpu = process.cpuUsage();
    const wall = performance.now();
    measuring = true;
    await done;
    const used = process.cpuUsage(cpu);
    const processCores = (used.user + used.system) / 1e3 / (performance.now() - wall);
    if (encrypted() !== dave)
      throw new Error(`bench: the calls' end-to-end encryption changed during the run`);
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

type Pair = Awaited<ReturnType<typeof davePair>>;

/**
 * One round of the per-frame loops, µs a frame: the sender's work (`n` frames of tone, the encoder's
 * worst case here) and one listener's, with davey's step where a `CallE2ee` takes it when `dave` is
 * given (after the encoder, before the seal; after the open, before the jitter buffer); and the Opus
 * frames encoded, for their sizes.
 */
function frameLoop(n: number, dave: Pair | undefined): { send: number; listen: number; opus: Buffer[] } {
  const { make } = loadOpus(OPUS);
  const encoder = make();
  const decoder = make();
  const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  const mode = VoiceEncryptionMode.AesGcm;
  const vad = new VoiceActivity();
  const frame = new Int16Array(FRAME_VALUES);
  const opus: Buffer[] = [];
  const packets: Buffer[] = [];
  const send = cpuMicros(() => {
    for (let i = 0; i < n; i++) {
      burst(frame, i % TONE);
      applyGain(frame, 100);
      vad.update(frame);
      const encoded = encoder.encode(frame);
      opus.push(encoded);
      const body = dave === undefined ? encoded : dave.a.encryptOpus(encoded);
      packets.push(sealRtp(mode, key, rtpHeader(i, i * 960, 1), body, i + 1));
    }
  });
  const jitter = new JitterBuffer();
  const listen = cpuMicros(() => {
    for (let i = 0; i < n; i++) {
      const packet = openRtp(mode, key, packets[i] as Buffer);
      if (packet === undefined) throw new Error('bench: a sealed packet did not open');
      const payload = dave === undefined ? packet.payload : daveDecrypt(dave.b, packet.payload);
      jitter.push(packet.sequence, packet.timestamp, payload, i * 20);
      const out = jitter.pop();
      if (out.kind === 'frame') applyGain(decoder.decode(out.payload), 80);
    }
  });
  return { send: send / n, listen: listen / n, opus };
}

/**
 * Per-frame cost of one talking participant in the SDK, µs: the sender's and one listener's, without
 * and with DAVE in alternating rounds (medians, so the machine's noise hits both alike); and davey's step
 * alone (`encryptOpus` + `decrypt`, as bench/dave.ts times it) on the frames the loop encoded.
 */
async function perFrame(): Promise<{
  plain: { send: number; listen: number };
  dave: { send: number; listen: number };
  davey: { encrypt: number; decrypt: number; bytes: number; added: number };
}> {
  const pair = await davePair();
  const N = 1000;
  const ROUNDS = 9;
  frameLoop(N, undefined); // warm-up: JIT, encoder, davey
  frameLoop(N, pair);
  const rounds = {
    plain: [] as { send: number; listen: number }[],
    dave: [] as { send: number; listen: number }[],
  };
  let opus: Buffer[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const plain = frameLoop(N, undefined);
    opus = plain.opus;
    rounds.plain.push(plain);
    rounds.dave.push(frameLoop(N, pair));
  }
  const medians = (list: { send: number; listen: number }[]) => ({
    send: median(list.map((r) => r.send)),
    listen: median(list.map((r) => r.listen)),
  });
  const alone = daveCost(pair, opus, 200);
  const bytes = opus.reduce((sum, frame) => sum + frame.length, 0) / opus.length;
  const sealedBytes = alone.encrypted.reduce((sum, frame) => sum + frame.length, 0) / opus.length;
  return {
    plain: medians(rounds.plain),
    dave: medians(rounds.dave),
    davey: { encrypt: alone.encrypt, decrypt: alone.decrypt, bytes, added: sealedBytes - bytes },
  };
}

const backend = loadOpus(OPUS).backend;
const plain = await sdk(false);
const e2ee = await sdk(true);
const bare = await floor();
const costs = await perFrame();
const fmt = (n: number) => n.toFixed(1);
const pct = (share: number) => `${(share * 100).toFixed(2)}%`;
const p50 = percentile(e2ee.latency, 0.5);
const plain50 = percentile(plain.latency, 0.5);
const floor50 = percentile(bare, 0.5);
console.log(
  `Opus: ${backend}; ${plain.latency.length}, ${e2ee.latency.length} and ${bare.length} bursts measured`,
);
console.log('| path | p50 ms | p99 ms |');
console.log('|---|---|---|');
const row = (name: string, latency: number[]) =>
  console.log(`| ${name} | ${fmt(percentile(latency, 0.5))} | ${fmt(percentile(latency, 0.99))} |`);
row("SDK without DAVE (Clients dave: 'off', emulator 'allowed': transport encryption only)", plain.latency);
row("SDK with DAVE (Clients 'preferred', emulator 'required')", e2ee.latency);
row('floor (same Opus and AES-GCM, bare UDP relay, decode on arrival)', bare);
const daveMs = p50 - plain50;
console.log(
  `DAVE adds at p50: ${fmt(daveMs)} ms (aim < 2), at p99: ${fmt(percentile(e2ee.latency, 0.99) - percentile(plain.latency, 0.99))} ms`,
);
console.log(`over the floor at p50, with DAVE: ${fmt(p50 - floor50)} ms (aim < 10)`);
const shareOf = (c: { send: number; listen: number }) => ((c.send + c.listen) * 50) / 1e6;
const share = shareOf(costs.dave);
const daveShare = share - shareOf(costs.plain);
const { davey } = costs;
const daveyShare = ((davey.encrypt + davey.decrypt) * 50) / 1e6;
console.log('per talking participant (sender + one listener, µs a frame, medians of alternating rounds):');
console.log('| | sender µs | listener µs | share of a core at 50 frames/s |');
console.log('|---|---|---|---|');
for (const [name, c] of [
  ['without DAVE', costs.plain],
  ['with DAVE', costs.dave],
] as const)
  console.log(`| ${name} | ${fmt(c.send)} | ${fmt(c.listen)} | ${pct(shareOf(c))} |`);
console.log(
  `| difference | ${fmt(costs.dave.send - costs.plain.send)} | ${fmt(costs.dave.listen - costs.plain.listen)} | ${pct(daveShare)} |`,
);
console.log(
  `| davey alone on the loop's frames (${fmt(davey.bytes)} bytes of Opus, +${fmt(davey.added)}) | ${davey.encrypt.toFixed(2)} | ${davey.decrypt.toFixed(2)} | ${pct(daveyShare)} |`,
);
console.log(
  `DAVE per talking participant: ${pct(daveShare)} (loops' difference) / ${pct(daveyShare)} (davey alone) of a core (aim < 1%); ` +
    `the participant with DAVE: ${pct(share)} (aim < 3%)`,
);
console.log(
  `whole process during the call (two clients + the emulator's relay, one talking): ` +
    `without DAVE ${(plain.processCores * 100).toFixed(1)}%, with DAVE ${(e2ee.processCores * 100).toFixed(1)}% of a core`,
);
const met = p50 - floor50 < 10 && share < 0.03 && daveMs < 2 && Math.max(daveShare, daveyShare) < 0.01;
console.log(met ? 'aims met' : 'aims missed');
process.exitCode = met ? 0 : 1;
