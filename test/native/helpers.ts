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
