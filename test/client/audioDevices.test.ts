/**
 * The device calls of the Client against real devices without sound hardware: a private PulseAudio
 * server (test/support/pulseAudio.ts) whose default input hears a 440 Hz tone, and a real call on the
 * emulator. A player with `audio: { devices: true }` sends what its microphone hears; the other side
 * detects the tone (Goertzel), hears it stop when the input is switched to a silent source, and its own
 * 880 Hz tone comes out of the first player's speakers. Device changes are found while running. Skipped
 * with the reason outside CI when pulseaudio or the audio module is missing; in CI both must be there.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type AudioDevice, Call, type CallStatus, Client } from '../../src/index.js';
import { audioModule } from '../../src/native/audio.js';
import { DEVICE_SAMPLE_RATE, DeviceCapture } from '../../src/native/audioStreams.js';
import { testEmulator } from '../../src/testing/index.js';
import { MIC_MONITOR, SPEAKERS, SPEAKERS_MONITOR, toneShare } from '../support/pulseAudio.js';
import { usePulseServer } from '../support/pulseWorld.js';
import { Wake } from '../voice/audio.js';
import { type Talker, talk } from '../voice/callWorld.js';

const { players } = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });

// A silent input to switch to: a null sink nothing plays into.
const needs = usePulseServer((server) =>
  server.pactl(
    'load-module',
    'module-null-sink',
    'sink_name=quiet',
    `sink_properties='device.description="Quiet"'`,
  ),
);

const ids = (devices: AudioDevice[]) => devices.map((device) => device.Id());

describe('the device calls', () => {
  it('list the inputs and outputs with the defaults flagged, by Promise or by callback', async (ctx) => {
    needs(ctx);
    const client = new Client();
    const inputs = await client.GetInputDevices();
    expect(ids(inputs)).toEqual(expect.arrayContaining([MIC_MONITOR, SPEAKERS_MONITOR, 'Monitor of Quiet']));
    expect(inputs.filter((device) => device.IsDefault()).map((device) => device.Name())).toEqual([
      MIC_MONITOR,
    ]);
    const outputs = await new Promise<AudioDevice[]>((resolve) => void client.GetOutputDevices(resolve));
    expect(ids(outputs)).toEqual(expect.arrayContaining([SPEAKERS, 'Quiet']));
    expect(outputs.find((device) => device.IsDefault())?.Id()).toBe(SPEAKERS);
    expect(Client.GetDefaultAudioDeviceId()).toBe('default');
    expect((await client.GetCurrentInputDevice()).Id()).toBe(MIC_MONITOR);
    expect(
      (await client.GetCurrentOutputDevice()).Equals(outputs.find((d) => d.Id() === SPEAKERS) as AudioDevice),
    ).toBe(true);
  });

  it('select devices by id, refuse ids the OS does not list, and follow the default again', async (ctx) => {
    needs(ctx);
    const client = new Client();
    await client.SetOutputDevice('Quiet');
    expect((await client.GetCurrentOutputDevice()).Id()).toBe('Quiet');
    await expect(client.SetInputDevice('No Such Mic')).rejects.toMatchObject({
      result: {
        type: 6,
        error: expect.stringMatching(/SetInputDevice: no input device with id "No Such Mic"/),
      },
    });
    const results: string[] = [];
    await client.SetInputDevice('Quiet', (result) => results.push(result.toString()));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/ValidationError/);
    await client.SetOutputDevice(Client.GetDefaultAudioDeviceId());
    expect((await client.GetCurrentOutputDevice()).Id()).toBe(SPEAKERS);
    expect(() => client.SetInputDevice(3 as unknown as string)).toThrow(/deviceId must be a string/);
  });

  it('tell the change callback when a device is plugged in and when it is removed', async (ctx) => {
    const pulse = needs(ctx);
    const client = new Client({ audio: { pollIntervalMs: 100 } });
    const wake = new Wake();
    const changes: [string[], string[]][] = [];
    client.SetDeviceChangeCallback((inputs, outputs) => {
      changes.push([ids(inputs), ids(outputs)]);
      wake.poke();
    });
    // The first comparison needs a listing to compare with: wait until the poll has one (a change now
    // would otherwise be the baseline).
    await client.GetOutputDevices();
    await new Promise((resolve) => setImmediate(resolve));
    const index = await pulse.pactl(
      'load-module',
      'module-null-sink',
      'sink_name=headset',
      `sink_properties='device.description="USB Headset"'`,
    );
    await wake.until(
      () => changes.some(([, outputs]) => outputs.includes('USB Headset')),
      'the headset is seen',
    );
    expect(changes.at(-1)?.[0]).toContain('Monitor of USB Headset');
    await pulse.pactl('unload-module', index);
    await wake.until(() => !(changes.at(-1)?.[1] ?? []).includes('USB Headset'), 'the headset is gone');
    client.SetDeviceChangeCallback(undefined);
  });
});

describe('a call on the devices', () => {
  it("sends the microphone's tone, stops when the input is switched to a silent source, and plays the other side to the speakers", async (ctx) => {
    needs(ctx);
    const lines: string[] = [];
    const [ana] = await players(1, {
      lobby: 'devices',
      client: { audio: { devices: true }, log: (line) => lines.push(line) },
    });
    const [ben] = await players(1, { lobby: 'devices' });
    if (ana === undefined || ben === undefined) throw new Error('players missing');
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const detected: boolean[] = [];
    ana.SetNoAudioInputThreshold(-60);
    ana.SetNoAudioInputCallback((inputDetected) => {
      detected.push(inputDetected);
      wake.poke();
    });
    const call = ana.StartCall(lobbyId);
    if (call === null) throw new Error('StartCall returned null');
    call.SetStatusChangedCallback(() => wake.poke());
    const b: Talker = talk(ben, lobbyId, wake, 880);
    await wake.until(() => call.GetStatus() === (Call.Status.Connected as CallStatus), 'ana connected');

    // Ben hears the microphone's 440 Hz (through Opus and the relay).
    await wake.until(
      () => b.heard.toneFrames(ana.id, 440, 0.005) >= 5,
      'ben hears the 440 Hz microphone',
      15_000,
    );
    await wake.until(() => detected.includes(true), "ana's input is detected");

    // Ben's 880 Hz comes out of ana's speakers: their monitor hears it.
    const speakers = await hear(SPEAKERS_MONITOR, 880);
    expect(speakers).toBe(true);

    // Switched to a silent source, ana stops being heard and her input is reported silent.
    await ana.SetInputDevice('Monitor of Quiet');
    expect((await ana.GetCurrentInputDevice()).Id()).toBe('Monitor of Quiet');
    await wake.until(
      () => b.speaking.some(([id, on]) => id === ana.id && !on),
      'ana stops speaking for ben',
      15_000,
    );
    // From here on nothing of ana's tone arrives; her silent input is reported a second later.
    const mark = b.heard.frames.get(ana.id)?.length ?? 0;
    await wake.until(() => detected.at(-1) === false, "ana's input is reported silent", 15_000);
    expect(b.heard.toneFrames(ana.id, 440, 0.005, mark)).toBe(0);
    expect(lines.some((line) => line.includes('PCM-only'))).toBe(false);
    await ana.EndCall(lobbyId);
    await ben.EndCall(lobbyId);
  });
});

/** Whether a capture of `device` hears `hz` in 5 frames in a row, within 500 frames. */
async function hear(device: string, hz: number): Promise<boolean> {
  const module = audioModule().module;
  if (module === undefined) return false;
  const capture = new DeviceCapture({ module, device });
  const heard = await new Promise<boolean>((resolve, reject) => {
    let frames = 0;
    let run = 0;
    capture.start((frame) => {
      frames++;
      run = toneShare(frame, hz, DEVICE_SAMPLE_RATE, 2, 0) > 0.5 ? run + 1 : 0;
      if (run >= 5 || frames >= 500) {
        capture.stop();
        resolve(run >= 5);
      }
    });
    capture.opened().catch(reject);
  });
  await capture.closed();
  return heard;
}
