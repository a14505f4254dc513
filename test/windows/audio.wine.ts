/**
 * The cross-built audio module (RtAudio with WASAPI and DirectSound) in Node for Windows under Wine: it
 * loads, names its backends, lists the devices Windows has (Wine here has no sound card: none) or reports
 * none, refuses to open a missing default device with the reason, and the process goes on; the Client's
 * device calls answer from it. run.ts points the loader at the mingw build (SOCIAL_SDK_AUDIO_PATH).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '../../src/client/Client.js';
import { audioModule } from '../../src/native/audio.js';
import './support/lingering.js';

const { module, status } = audioModule();
if (module === undefined) throw new Error(`the Windows audio module did not load: ${status.error ?? ''}`);

describe('the audio module under Wine', () => {
  it('loads the mingw build and names the Windows backends', () => {
    assert.equal(process.platform, 'win32');
    assert.match(status.path ?? '', /win32-x64-audio\\social_sdk_audio\.node$/);
    assert.deepEqual(module.apis(), ['wasapi', 'ds']);
  });

  it('lists the devices of each backend (or none), each well formed', async () => {
    for (const [api, expected] of [
      ['auto', ['wasapi', 'ds']],
      ['wasapi', ['wasapi']],
      ['ds', ['ds']],
    ] as const) {
      const list = await module.listDevices(api);
      assert.ok((expected as readonly string[]).includes(list.api), `${api} answered as ${list.api}`);
      for (const device of list.devices) {
        assert.equal(typeof device.name, 'string');
        assert.ok(device.inputChannels + device.outputChannels > 0, `${device.name} has no channels`);
      }
    }
    await assert.rejects(module.listDevices('pulse'), /"pulse" is not compiled in/);
  });

  it('opens the default input if there is one, and otherwise says why; the process goes on', async () => {
    const list = await module.listDevices('wasapi');
    const hasInput = list.devices.some((device) => device.inputChannels > 0);
    const opening = module.openStream({ api: 'wasapi', direction: 'capture' }, () => {});
    if (hasInput) {
      const stream = await opening;
      assert.equal(stream.info().api, 'wasapi');
      await stream.close();
    } else {
      await assert.rejects(opening, /no default input device \(wasapi\)/);
    }
  });

  it("the Client's device calls answer from it", async () => {
    const lines: string[] = [];
    const client = new Client({ log: (line) => lines.push(line) });
    const inputs = await client.GetInputDevices();
    const outputs = await client.GetOutputDevices();
    assert.ok(Array.isArray(inputs) && Array.isArray(outputs));
    const current = await client.GetCurrentInputDevice();
    assert.equal(current.IsDefault(), true);
    assert.equal(
      lines.some((line) => line.includes('PCM-only')),
      false,
    );
  });
});
