/**
 * The prebuilt addon's checks, and its audio module's, run on its own platform by
 * scripts/check-prebuilds.sh: bundled (esbuild) into one file inside an unpacked copy of the package, and
 * run by that platform's Node: the host's for linux-x64, an arm64 Node under qemu-user for linux-arm64.
 * (win32-x64 are the mingw builds that scripts/test-windows.sh runs its whole suite on under Wine; the
 * script checks that the prebuilds are those same files.) Written for node:test, not Vitest, which has no
 * arm64 build installed here. The audio module links the system's libpulse and libasound, which the
 * machines that run this have (.ci/run installs them, for arm64 through Debian multiarch); there is no
 * sound server under qemu, so a backend may list no device: it must answer, not crash.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { boundedAudio, loadAudioModule, type NativeAudioDeviceList } from '../../src/native/audio.js';
import { loadAddon, PACKAGE_ROOT, prebuildTarget } from '../../src/native/loader.js';
import { BAD_RANDOM_CALLS, chiSquare } from '../native/helpers.js';

const { addon, status } = loadAddon({});
const audio = loadAudioModule({});

describe(`the ${prebuildTarget()} prebuild`, () => {
  it('is what the loader picks in an installed package, and loads', () => {
    assert.equal(status.error, undefined);
    assert.deepEqual(status, {
      loaded: true,
      source: 'prebuild',
      path: join(PACKAGE_ROOT, 'prebuilds', prebuildTarget(), 'social_sdk.node'),
    });
    assert.equal(addon?.randomSource, 'getrandom');
  });

  it('returns random bytes of exactly the size asked, uniformly distributed', () => {
    for (const size of [0, 1, 255, 256, 257, 65537, 1 << 20])
      assert.equal(addon?.randomBytes(size).length, size);
    // 256 degrees of freedom: above 400 happens with probability below 1e-8 for a uniform source.
    assert.ok(chiSquare(addon?.randomBytes(1 << 20) ?? new Uint8Array()) < 400);
  });

  it('fills typed arrays in place, offsets and sizes counted in elements', () => {
    const view = new Uint32Array(8);
    assert.equal(addon?.randomFill(view, 2, 4), view);
    assert.deepEqual([view[0], view[1], view[6], view[7]], [0, 0, 0, 0]);
    assert.ok(view.subarray(2, 6).some((word) => word !== 0));
  });

  for (const [name, method, args, type, message] of BAD_RANDOM_CALLS) {
    it(`throws ${type.name} for ${name}`, () => {
      const call = addon?.[method] as (...values: unknown[]) => unknown;
      assert.throws(
        () => call(...args),
        (error: unknown) => error instanceof type && message.test(String(error)),
      );
    });
  }

  it('registers, reads back and removes a URI scheme handler (XDG desktop entry)', () => {
    const home = mkdtempSync(join(tmpdir(), 'social-sdk-prebuild-xdg-'));
    after(() => rmSync(home, { recursive: true, force: true }));
    process.env.XDG_DATA_HOME = join(home, 'data');
    process.env.XDG_CONFIG_HOME = join(home, 'config');
    const registration = addon?.registerUriScheme({
      scheme: 'prebuild-check',
      command: process.execPath,
      args: ['/opt/game/main.js'],
      displayName: 'Prebuild Check',
    });
    assert.equal(
      registration?.location,
      join(home, 'data', 'applications', 'social-sdk-prebuild-check.desktop'),
    );
    assert.match(
      readFileSync(registration?.location ?? '', 'utf8'),
      /^MimeType=x-scheme-handler\/prebuild-check;$/m,
    );
    assert.equal(addon?.queryUriScheme('prebuild-check'), registration?.command);
    assert.equal(addon?.unregisterUriScheme('prebuild-check'), true);
    assert.equal(addon?.queryUriScheme('prebuild-check'), null);
  });
});

describe(`the ${prebuildTarget()} audio module prebuild`, () => {
  it('is what the audio loader picks in an installed package, and loads', () => {
    assert.equal(audio.status.error, undefined);
    assert.deepEqual(audio.status, {
      loaded: true,
      source: 'prebuild',
      path: join(PACKAGE_ROOT, 'prebuilds', prebuildTarget(), 'social_sdk_audio.node'),
    });
    assert.equal(audio.module?.abiVersion, 1);
  });

  it('has both Linux backends compiled in, PulseAudio first', () => {
    assert.deepEqual(audio.module?.apis(), ['pulse', 'alsa']);
  });

  it('lists the devices of each backend (or none), each well formed, and refuses one not compiled in', async () => {
    const module = audio.module;
    assert.ok(module);
    for (const api of ['auto', 'pulse', 'alsa']) {
      const list: NativeAudioDeviceList = await boundedAudio(module.listDevices(api), `listDevices(${api})`);
      assert.ok(['pulse', 'alsa'].includes(list.api), `${api} answered as ${list.api}`);
      for (const device of list.devices) {
        assert.equal(typeof device.name, 'string');
        assert.ok(device.inputChannels + device.outputChannels > 0, `${device.name} has no channels`);
      }
    }
    await assert.rejects(module.listDevices('wasapi'), /"wasapi" is not compiled in/);
  });
});
