/**
 * The prebuilt addon's checks, run on its own platform by scripts/check-prebuilds.sh: bundled (esbuild)
 * into one file inside an unpacked copy of the package, and run with `node --test` by that platform's
 * Node: the host's for linux-x64, an arm64 Node under qemu-user for linux-arm64. (win32-x64 is the
 * mingw build that scripts/test-windows.sh runs its whole suite on under Wine; the script checks that the
 * prebuild is that same file.) Written for node:test, not Vitest, which has no arm64 build installed here.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadAddon, PACKAGE_ROOT, prebuildTarget } from '../../src/native/loader.js';
import { BAD_RANDOM_CALLS, chiSquare } from '../native/helpers.js';

const { addon, status } = loadAddon({});

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
