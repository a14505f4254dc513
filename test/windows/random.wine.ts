/**
 * The cross-built addon's randomness (BCryptGenRandom) in Node for Windows under Wine: it loads, returns
 * OS bytes of every size asked, fills views in place within their bounds, and answers wrong arguments
 * with the same TypeError/RangeError as on Linux, the process going on afterwards.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nativeStatus, randomBytes, randomFill } from '../../src/native/index.js';
import { loadAddon } from '../../src/native/loader.js';
import { BAD_RANDOM_CALLS, chiSquare } from '../native/helpers.js';
import './support/lingering.js';

const { addon, status } = loadAddon();
if (addon === undefined) throw new Error(`the Windows addon did not load: ${status.error ?? ''}`);

describe('randomness from the Windows addon', () => {
  it('loads the mingw build in node.exe, and the SDK uses it (no fallback)', () => {
    assert.equal(process.platform, 'win32');
    assert.equal(addon.randomSource, 'BCryptGenRandom');
    assert.deepEqual(
      { ...nativeStatus(), path: undefined },
      // `path`: the suite points the loader at the mingw build (SOCIAL_SDK_NATIVE_PATH), not a prebuild.
      { loaded: true, path: undefined, source: 'path', randomSource: 'BCryptGenRandom' },
    );
    assert.match(nativeStatus().path ?? '', /win32-x64\\social_sdk\.node$/);
  });

  it('randomBytes returns exactly the size asked, from 0 bytes to 1 MiB', () => {
    for (const size of [0, 1, 31, 32, 33, 255, 256, 257, 65_536, 65_537, 1 << 20]) {
      const bytes = randomBytes(size);
      assert.ok(Buffer.isBuffer(bytes));
      assert.equal(bytes.length, size);
    }
    // 32 bytes all zero, or two equal draws, happen with probability 2^-256 from a working source.
    const [first, second] = [randomBytes(32), randomBytes(32)];
    assert.notDeepEqual(first, Buffer.alloc(32));
    assert.notDeepEqual(first, second);
  });

  it('fills a 16 MiB buffer from its first byte to its last', () => {
    const big = Buffer.alloc((1 << 24) + 7);
    assert.equal(randomFill(big), big);
    assert.notDeepEqual(big.subarray(-64), Buffer.alloc(64));
    assert.notDeepEqual(big.subarray(0, 64), Buffer.alloc(64));
  });

  it('byte frequencies over 1 MiB pass the same chi-square check as on Linux', () => {
    const statistic = chiSquare(randomBytes(1 << 20));
    assert.ok(statistic > 150 && statistic < 370, `chi-square ${statistic} outside (150, 370)`);
  });

  it('randomFill counts offset and size in elements and writes nothing outside them', () => {
    const words = new Uint32Array(16);
    for (let round = 0; round < 4; round++) assert.equal(randomFill(words, 4, 8), words);
    assert.deepEqual([...words.subarray(0, 4)], [0, 0, 0, 0]);
    assert.deepEqual([...words.subarray(12)], [0, 0, 0, 0]);
    assert.ok(words.subarray(4, 12).some((word) => word !== 0));

    const backing = new ArrayBuffer(96);
    randomFill(new DataView(backing, 32, 32));
    const bytes = new Uint8Array(backing);
    assert.ok(bytes.subarray(0, 32).every((byte) => byte === 0));
    assert.ok(bytes.subarray(64).every((byte) => byte === 0));
    assert.ok(bytes.subarray(32, 64).some((byte) => byte !== 0));
  });

  describe('wrong arguments throw and never abort node.exe', () => {
    for (const [name, fn, args, errorClass, message] of BAD_RANDOM_CALLS) {
      it(`${fn}: ${name}`, () => {
        const call = addon[fn] as (...args: unknown[]) => unknown;
        assert.throws(
          () => call(...args),
          (error: unknown) => {
            assert.ok(error instanceof errorClass, `${String(error)} is not a ${errorClass.name}`);
            assert.match(error.message, message);
            return true;
          },
        );
      });
    }

    it('still answers after every wrong call above', () => {
      assert.equal(addon.randomBytes(16).length, 16);
    });
  });
});
