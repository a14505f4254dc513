import type { NativeAddon } from '../../src/native/addon.js';
import { fallbackRandomBytes, fallbackRandomFill } from '../../src/native/fallback.js';
import { loadAddon } from '../../src/native/loader.js';

/** The real compiled addon, loaded directly; tests fail when it is missing rather than skip. */
export function realAddon(): NativeAddon {
  const { addon, status } = loadAddon({});
  if (addon === undefined) throw new Error(`native addon not loaded: ${status.error ?? ''}`);
  return addon;
}

/** Both implementations of the randomness contract, so every test runs against each. */
export const implementations: ReadonlyArray<
  readonly [string, () => Pick<NativeAddon, 'randomFill' | 'randomBytes'>]
> = [
  ['addon', realAddon],
  ['fallback', () => ({ randomFill: fallbackRandomFill, randomBytes: fallbackRandomBytes })],
];

/** Pearson's chi-square statistic of byte frequencies against the uniform distribution. */
export function chiSquare(bytes: Uint8Array): number {
  const counts = new Float64Array(256);
  for (const byte of bytes) counts[byte] = (counts[byte] ?? 0) + 1;
  const expected = bytes.length / 256;
  let sum = 0;
  for (const count of counts) sum += (count - expected) ** 2 / expected;
  return sum;
}

/**
 * Wrong arguments to randomBytes/randomFill and the error each must raise: the same contract for the addon
 * on every OS (test/windows/ runs them under Wine) and for the JavaScript fallback.
 */
export const BAD_RANDOM_CALLS: ReadonlyArray<
  readonly [string, 'randomBytes' | 'randomFill', unknown[], ErrorConstructor, RegExp]
> = [
  ['size missing', 'randomBytes', [], TypeError, /randomBytes\(size\): size is required/],
  ['size negative', 'randomBytes', [-1], RangeError, /must be between 0 and 2147483647, received -1/],
  ['size non-integer', 'randomBytes', [1.5], RangeError, /expected an integer, received 1\.5/],
  ['size NaN', 'randomBytes', [Number.NaN], RangeError, /expected an integer, received NaN/],
  ['size Infinity', 'randomBytes', [Number.POSITIVE_INFINITY], RangeError, /expected an integer/],
  ['size too large', 'randomBytes', [2 ** 31], RangeError, /must be between 0 and 2147483647/],
  ['size a string', 'randomBytes', ['32'], TypeError, /expected a number, received string/],
  ['size null', 'randomBytes', [null], TypeError, /expected a number, received null/],
  ['size a bigint', 'randomBytes', [32n], TypeError, /expected a number, received bigint/],
  ['buffer missing', 'randomFill', [], TypeError, /randomFill\(buffer\): buffer is required/],
  ['buffer undefined', 'randomFill', [undefined], TypeError, /received undefined/],
  ['buffer a plain object', 'randomFill', [{}], TypeError, /expected a Buffer, TypedArray, DataView/],
  ['buffer an array', 'randomFill', [[1, 2, 3]], TypeError, /received array/],
  ['buffer a string', 'randomFill', ['abc'], TypeError, /received string/],
  ['buffer a number', 'randomFill', [32], TypeError, /received number/],
  [
    'offset past the end',
    'randomFill',
    [Buffer.alloc(4), 5],
    RangeError,
    /offset\): must be between 0 and 4/,
  ],
  ['offset negative', 'randomFill', [Buffer.alloc(4), -1], RangeError, /offset\): must be between 0 and 4/],
  ['offset a string', 'randomFill', [Buffer.alloc(4), '1'], TypeError, /offset\): expected a number/],
  ['size past the end', 'randomFill', [Buffer.alloc(4), 1, 4], RangeError, /size\): must be between 0 and 3/],
  ['size in elements', 'randomFill', [new Uint32Array(4), 3, 2], RangeError, /must be between 0 and 1/],
  ['size non-integer', 'randomFill', [Buffer.alloc(4), 0, 0.5], RangeError, /expected an integer/],
];
