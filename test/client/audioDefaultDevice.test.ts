/**
 * `SetDeviceChangeCallback` fires when the system's default device changes, not only when a device is
 * plugged in or removed (issue 41), against a private PulseAudio server (test/support/pulseAudio.ts)
 * with a second null sink, "Other", beside the default "Test Speakers" and "Test Mic": changing the
 * default source and then the default sink with `pactl` (the device lists themselves unchanged) reaches
 * the callback with the new default flagged, and `GetInputDevices`/`GetOutputDevices`' `IsDefault` and
 * the devices the default selection (`GetDefaultAudioDeviceId()`) stands for follow it. Skipped with the
 * reason outside CI when pulseaudio or the audio module is missing; in CI both must be there.
 */
import { describe, expect, it } from 'vitest';
import { type AudioDevice, Client } from '../../src/index.js';
import { MIC_MONITOR, SPEAKERS } from '../support/pulseAudio.js';
import { usePulseServer } from '../support/pulseWorld.js';
import { Wake } from '../voice/audio.js';

const OTHER = 'Other';
const OTHER_MONITOR = 'Monitor of Other';

// A second sink (and so a second source, its monitor) to make the default.
const needs = usePulseServer((server) =>
  server.pactl(
    'load-module',
    'module-null-sink',
    'sink_name=other',
    'rate=48000',
    `sink_properties='device.description="${OTHER}"'`,
  ),
);

const ids = (devices: AudioDevice[]) => devices.map((device) => device.Id()).sort();
const defaults = (devices: AudioDevice[]) =>
  devices.filter((device) => device.IsDefault()).map((device) => device.Id());

/** One call of the change callback: the ids listed and the ids flagged default. */
interface Change {
  inputs: string[];
  outputs: string[];
  defaultInputs: string[];
  defaultOutputs: string[];
}

describe('the default device changing', () => {
  it('reaches the change callback, IsDefault and the default selection, for the input and the output', async (ctx) => {
    const pulse = needs(ctx);
    const client = new Client({ audio: { pollIntervalMs: 100 } });
    const wake = new Wake();
    const changes: Change[] = [];
    client.SetDeviceChangeCallback((inputs, outputs) => {
      changes.push({
        inputs: ids(inputs),
        outputs: ids(outputs),
        defaultInputs: defaults(inputs),
        defaultOutputs: defaults(outputs),
      });
      wake.poke();
    });
    // The starting point, which the first poll keeps as its baseline: wait until it has one (as
    // audioDevices.test.ts does), so the change below is compared with it rather than taken for it.
    const inputsBefore = await client.GetInputDevices();
    const outputsBefore = await client.GetOutputDevices();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ids(inputsBefore)).toEqual(expect.arrayContaining([MIC_MONITOR, OTHER_MONITOR]));
    expect(ids(outputsBefore)).toEqual(expect.arrayContaining([SPEAKERS, OTHER]));
    expect(defaults(inputsBefore)).toEqual([MIC_MONITOR]);
    expect(defaults(outputsBefore)).toEqual([SPEAKERS]);
    expect(Client.GetDefaultAudioDeviceId()).toBe('default');
    expect((await client.GetCurrentInputDevice()).Id()).toBe(MIC_MONITOR);

    // The default input changes; no device comes or goes.
    await pulse.pactl('set-default-source', 'other.monitor');
    await wake.until(
      () => changes.at(-1)?.defaultInputs.join() === OTHER_MONITOR,
      'the change callback with the new default input',
    );
    const afterSource = changes.at(-1) as Change;
    expect(afterSource.inputs).toEqual(ids(inputsBefore));
    expect(afterSource.outputs).toEqual(ids(outputsBefore));
    expect(afterSource.defaultOutputs).toEqual([SPEAKERS]);
    expect(defaults(await client.GetInputDevices())).toEqual([OTHER_MONITOR]);
    // The default selection follows the system's default.
    expect((await client.GetCurrentInputDevice()).Id()).toBe(OTHER_MONITOR);

    // The default output changes.
    const count = changes.length;
    await pulse.pactl('set-default-sink', 'other');
    await wake.until(
      () => changes.length > count && changes.at(-1)?.defaultOutputs.join() === OTHER,
      'the change callback with the new default output',
    );
    const afterSink = changes.at(-1) as Change;
    expect(afterSink.outputs).toEqual(ids(outputsBefore));
    expect(afterSink.inputs).toEqual(ids(inputsBefore));
    expect(afterSink.defaultInputs).toEqual([OTHER_MONITOR]);
    expect(defaults(await client.GetOutputDevices())).toEqual([OTHER]);
    expect((await client.GetCurrentOutputDevice()).Id()).toBe(OTHER);

    // And back: the callback again, the first defaults flagged again.
    await pulse.pactl('set-default-source', 'mic.monitor');
    await pulse.pactl('set-default-sink', 'speakers');
    await wake.until(() => {
      const last = changes.at(-1);
      return last?.defaultInputs.join() === MIC_MONITOR && last.defaultOutputs.join() === SPEAKERS;
    }, 'the change callback with the first defaults again');
    expect((await client.GetCurrentInputDevice()).Id()).toBe(MIC_MONITOR);
    expect((await client.GetCurrentOutputDevice()).Id()).toBe(SPEAKERS);
    client.SetDeviceChangeCallback(undefined);
  });
});
