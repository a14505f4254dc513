/**
 * The audio module against real devices without sound hardware: a private PulseAudio server
 * (test/support/pulseAudio.ts) with null sinks and a 440 Hz tone as the default input. Frames are judged
 * by what they sound like (Goertzel at the tone's frequency, the RMS level), never by bytes. Skipped with
 * the reason outside CI when pulseaudio or the audio module is missing; in CI both must be there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  audioModule,
  audioModuleCandidates,
  loadAudioModule,
  type NativeAudioModule,
} from '../../src/native/audio.js';
import { DEVICE_SAMPLE_RATE, DeviceCapture, DevicePlayback } from '../../src/native/audioStreams.js';
import { PACKAGE_ROOT, prebuildTarget } from '../../src/native/loader.js';
import {
  levelDbfs,
  MIC_MONITOR,
  MIC_TONE_HZ,
  type PulseServer,
  SPEAKERS,
  SPEAKERS_MONITOR,
  startPulseServer,
  toneShare,
} from '../support/pulseAudio.js';
import { usePulseServer } from '../support/pulseWorld.js';
import type { SkippableContext } from '../support/systemTools.js';

let server: PulseServer | undefined;
const pulse = usePulseServer(async (started) => {
  server = started;
});

/** The loaded audio module, with the server running (or the test skipped, or failed in CI, with why). */
function needs(ctx: SkippableContext): NativeAudioModule {
  pulse(ctx);
  const { module } = audioModule();
  if (module === undefined) throw new Error('the audio module did not load');
  return module;
}

/**
 * Captures from `device` until `done(frame)` is true for `wanted` frames in a row, or `limit` frames
 * have come (the first frames of a fresh null sink may be late or empty while its latency settles).
 */
async function captureUntil(
  audio: NativeAudioModule,
  device: string,
  done: (frame: Int16Array) => boolean,
  wanted = 5,
  limit = 500,
): Promise<{ matched: boolean; frames: number; capture: DeviceCapture }> {
  const capture = new DeviceCapture({ module: audio, device });
  const result = await new Promise<{ matched: boolean; frames: number }>((resolve, reject) => {
    let frames = 0;
    let run = 0;
    capture.start((frame) => {
      frames++;
      run = done(frame) ? run + 1 : 0;
      if (run >= wanted || frames >= limit) {
        capture.stop();
        resolve({ matched: run >= wanted, frames });
      }
    });
    capture.opened().catch(reject);
  });
  await capture.closed();
  return { ...result, capture };
}

const hearsTone = (hz: number) => (frame: Int16Array) =>
  toneShare(frame, hz, DEVICE_SAMPLE_RATE, 2, 0) > 0.8 && levelDbfs(frame) > -40;
const isSilent = (frame: Int16Array) => levelDbfs(frame) < -90;

describe('the audio module on a private PulseAudio server', () => {
  it("lists the server's devices, with the defaults flagged", async (ctx) => {
    const audio = needs(ctx);
    expect(audio.apis()).toContain('pulse');
    const list = await audio.listDevices('auto');
    expect(list.api).toBe('pulse');
    const speakers = list.devices.find((device) => device.name === SPEAKERS);
    expect(speakers).toMatchObject({ outputChannels: 2, defaultOutput: true, inputChannels: 0 });
    const mic = list.devices.find((device) => device.name === MIC_MONITOR);
    expect(mic).toMatchObject({ inputChannels: 2, defaultInput: true });
    expect(list.devices.find((device) => device.name === SPEAKERS_MONITOR)?.defaultInput).toBe(false);
  });

  it("captures the default input: 20 ms stereo frames that carry the source's 440 Hz tone", async (ctx) => {
    const audio = needs(ctx);
    const sizes = new Set<number>();
    const { matched } = await captureUntil(audio, '', (frame) => {
      sizes.add(frame.length);
      return hearsTone(MIC_TONE_HZ)(frame) && toneShare(frame, 1000, DEVICE_SAMPLE_RATE, 2, 0) < 0.05;
    });
    expect(matched).toBe(true);
    expect([...sizes]).toEqual([1920]);
  });

  it("captures silence from a silent input (the speakers' monitor, nothing playing)", async (ctx) => {
    const audio = needs(ctx);
    const { matched } = await captureUntil(audio, SPEAKERS_MONITOR, isSilent, 10);
    expect(matched).toBe(true);
  });

  it('plays frames to an output: a 1 kHz tone written to the speakers is heard on their monitor', async (ctx) => {
    const audio = needs(ctx);
    const playback = new DevicePlayback({ module: audio, device: SPEAKERS });
    const tone = new Int16Array(1920);
    let phase = 0;
    const feed = setInterval(() => {
      // Ahead of the device: frames queue per user and the device pulls them every 20 ms.
      for (let k = 0; k < 2; k++) {
        for (let i = 0; i < 960; i++, phase++) {
          const value = Math.round(8000 * Math.sin((2 * Math.PI * 1000 * phase) / DEVICE_SAMPLE_RATE));
          tone[2 * i] = value;
          tone[2 * i + 1] = value;
        }
        playback.play('42', tone);
      }
    }, 20);
    try {
      playback.start();
      await playback.opened();
      const { matched } = await captureUntil(audio, SPEAKERS_MONITOR, hearsTone(1000));
      expect(matched).toBe(true);
    } finally {
      clearInterval(feed);
      playback.close();
      await playback.closed();
    }
  });

  it('mixes at most 64 remote users: a new one past that replaces the one heard least recently', async (ctx) => {
    const audio = needs(ctx);
    const playback = new DevicePlayback({ module: audio, device: SPEAKERS });
    const frame = new Int16Array(1920);
    try {
      for (let user = 0; user < 100; user++) playback.play(String(user), frame);
      expect(playback.users()).toBe(64);
      await playback.opened();
    } finally {
      playback.close();
      await playback.closed();
    }
    expect(playback.users()).toBe(0);
  });

  it('reports a device that is not there, and an unknown backend, as errors (no crash)', async (ctx) => {
    const audio = needs(ctx);
    const errors: string[] = [];
    const capture = new DeviceCapture({
      module: audio,
      device: 'No Such Microphone',
      onError: (m) => errors.push(m),
    });
    capture.start(() => {});
    await expect(capture.opened()).rejects.toThrow(/no input device named "No Such Microphone" \(pulse\)/);
    expect(errors).toHaveLength(1);
    await expect(audio.listDevices('jack')).rejects.toThrow(/"jack" is not compiled in/);
    expect(() => audio.openStream({ direction: 'capture', channels: 3 as 2 }, () => {})).toThrow(RangeError);
    expect(() => audio.openStream({ direction: 'sideways' as 'capture' }, () => {})).toThrow(
      /direction must be/,
    );
  });

  it('sees a device added while running (a new null sink) in the next listing', async (ctx) => {
    const audio = needs(ctx);
    const before = await audio.listDevices('pulse');
    expect(before.devices.some((device) => device.name === 'Plugged Headset')).toBe(false);
    const index = await server?.pactl(
      'load-module',
      'module-null-sink',
      'sink_name=headset',
      `sink_properties='device.description="Plugged Headset"'`,
    );
    const after = await audio.listDevices('pulse');
    expect(after.devices.some((device) => device.name === 'Plugged Headset')).toBe(true);
    await server?.pactl('unload-module', String(index));
    const removed = await audio.listDevices('pulse');
    expect(removed.devices.some((device) => device.name === 'Plugged Headset')).toBe(false);
  });
});

describe('the audio module on a PulseAudio server with no devices at all', () => {
  // Regression: RtAudio's Pulse probe copied the server's NULL default sink/source names into
  // std::string and crashed the process (native/audio/CMakeLists.txt guards those lines).
  it('lists no devices and refuses to open the default input, without crashing', async (ctx) => {
    const audio = needs(ctx);
    const empty = await startPulseServer({ devices: false });
    try {
      empty.use();
      const list = await audio.listDevices('pulse');
      expect(list).toEqual({ api: 'pulse', devices: [] });
      await expect(audio.openStream({ api: 'pulse', direction: 'capture' }, () => {})).rejects.toThrow(
        /no default input device \(pulse\)/,
      );
    } finally {
      await empty.stop();
      server?.use();
    }
  });
});

describe('the audio module prints nothing of its own', () => {
  // Regression: libasound prints its errors (and its PulseAudio plugin's) to stderr. On a machine whose
  // ALSA default goes through a sound server that is not there, every probe and open printed a dozen
  // "ALSA lib ..." lines into the game's output (326 in one green `npm test`), for what RtAudio already
  // reports to us as one error. The module sets libasound's error handler when it loads.
  it('an ALSA probe and open with no sound server leave stderr empty', (ctx) => {
    needs(ctx);
    const script = [
      "import { audioModule } from './src/native/audio.ts';",
      'const audio = audioModule().module;',
      "const list = await audio.listDevices('alsa');",
      "const open = await audio.openStream({ api: 'alsa', direction: 'capture' }, () => {}).then(",
      "  (stream) => { stream.close(); return 'opened'; },",
      '  (error) => error.message,',
      ');',
      'console.log(JSON.stringify({ devices: list.devices.length, open }));',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: PACKAGE_ROOT,
      // No server at this address: ALSA's default device (the pulse plugin) fails to connect.
      env: { ...process.env, PULSE_SERVER: `unix:${join(tmpdir(), 'no-pulse-server-here')}` },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.status, child.stderr).toBe(0);
    expect(JSON.parse(child.stdout)).toMatchObject({ devices: expect.any(Number) });
    expect(child.stderr).toBe('');
  });
});

describe('the audio module when the sound server dies', () => {
  // Regression: RtAudio reports a failed read or write as a warning and calls again at once; with
  // warnings dropped, a dead server had the device thread spin, handing stale buffers to JavaScript as
  // fast as it could (400,000 frames and a core in 2 s). Now the stream fails, stops, and says so once.
  it('fails the capture and the playback once each, and stops delivering', async (ctx) => {
    const audio = needs(ctx);
    const doomed = await startPulseServer();
    const errors: string[] = [];
    let frames = 0;
    const wake = { poke: () => {} };
    const told = new Promise<void>((resolve) => {
      wake.poke = () => {
        if (errors.length === 2) resolve();
      };
    });
    const onError = (message: string) => {
      errors.push(message);
      wake.poke();
    };
    doomed.use();
    const capture = new DeviceCapture({ module: audio, onError });
    const playback = new DevicePlayback({ module: audio, device: SPEAKERS, onError });
    try {
      capture.start(() => {
        frames++;
      });
      playback.start();
      await Promise.all([capture.opened(), playback.opened()]);
      await doomed.crash();
      const atCrash = frames;
      await told;
      expect(errors.sort()).toEqual([
        expect.stringMatching(/^the device "Monitor of Test Mic" failed: .*Connection terminated/),
        expect.stringMatching(/^the device "Test Speakers" failed: .*Connection terminated/),
      ]);
      // What was in flight at the crash, at most the ring (25 frames): not a flood.
      expect(frames - atCrash).toBeLessThanOrEqual(25);
    } finally {
      capture.stop();
      playback.close();
      await Promise.all([capture.closed(), playback.closed()]);
      await doomed.stop();
      server?.use();
    }
  });
});

describe('the audio module loader', () => {
  it('says why when the module is switched off or missing', () => {
    expect(loadAudioModule({ SOCIAL_SDK_AUDIO: 'off' }).status).toEqual({
      loaded: false,
      error: 'disabled by SOCIAL_SDK_AUDIO=off',
    });
    const missing = loadAudioModule({}, '/nonexistent-root');
    expect(missing.module).toBeUndefined();
    expect(missing.status.error).toMatch(/audio module is not built/);
    const wrong = loadAudioModule({ SOCIAL_SDK_AUDIO_PATH: '/nonexistent/social_sdk_audio.node' });
    expect(wrong.status.error).toMatch(/could not load \/nonexistent\/social_sdk_audio.node/);
    expect(wrong.status.source).toBe('path');
  });

  it('tries a build from source first, then the prebuild for this platform', () => {
    expect(audioModuleCandidates('/pkg', 'linux-arm64')).toEqual([
      { path: join('/pkg', 'build', 'audio', 'Release', 'social_sdk_audio.node'), source: 'build' },
      { path: join('/pkg', 'build', 'audio', 'Debug', 'social_sdk_audio.node'), source: 'build' },
      { path: join('/pkg', 'prebuilds', 'linux-arm64', 'social_sdk_audio.node'), source: 'prebuild' },
    ]);
  });
});

/** The prebuilt audio module of this platform (scripts/prebuild.sh), when the package ships one. */
const shippedPrebuild = join(PACKAGE_ROOT, 'prebuilds', prebuildTarget(), 'social_sdk_audio.node');

describe.skipIf(!existsSync(shippedPrebuild))(`the ${prebuildTarget()} audio module prebuild`, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-audio-prebuild-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A package root with nothing built from source and `bytes` as its prebuilt audio module. */
  function installed(name: string, bytes: Buffer): string {
    const root = join(scratch, name);
    mkdirSync(join(root, 'prebuilds', prebuildTarget()), { recursive: true });
    writeFileSync(join(root, 'prebuilds', prebuildTarget(), 'social_sdk_audio.node'), bytes);
    return root;
  }

  it('is what an installed package loads when nothing was built from source', async () => {
    const root = installed('installed', readFileSync(shippedPrebuild));
    const prebuild = join(root, 'prebuilds', prebuildTarget(), 'social_sdk_audio.node');
    const { module, status } = loadAudioModule({}, root);
    expect(status).toEqual({ loaded: true, path: prebuild, source: 'prebuild' });
    expect(module?.apis()).toEqual(process.platform === 'win32' ? ['wasapi', 'ds'] : ['pulse', 'alsa']);
    const list = await module?.listDevices('auto');
    expect(Array.isArray(list?.devices)).toBe(true);
  });

  it.skipIf(process.platform !== 'linux')(
    'names the missing sound library and the PCM-only path when libpulse is not on the machine',
    () => {
      // The same module with its libpulse-simple dependency renamed (same length) to one no system has:
      // what a machine without libpulse0 sees.
      const bytes = readFileSync(shippedPrebuild);
      const needed = Buffer.from('libpulse-simple.so.0');
      const at = bytes.indexOf(needed);
      expect(at).toBeGreaterThan(0);
      Buffer.from('libpulse-simpl_.so.0').copy(bytes, at);
      const root = installed('without-libpulse', bytes);
      const { module, status } = loadAudioModule({}, root);
      expect(module).toBeUndefined();
      expect(status).toMatchObject({ loaded: false, source: 'prebuild' });
      expect(status.error).toContain('libpulse-simpl_.so.0: cannot open shared object file');
      expect(status.error).toContain('apt-get install libpulse0 libasound2');
      expect(status.error).toContain('calls use the PCM-only path');
    },
  );
});
