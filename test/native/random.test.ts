import { describe, expect, it } from 'vitest';
import { nativeStatus, randomBytes, randomFill } from '../../src/native/index.js';
import { BAD_RANDOM_CALLS, chiSquare, implementations } from './helpers.js';

describe('native status', () => {
  it('has the compiled addon really loaded (no silent fallback)', () => {
    const status = nativeStatus();
    expect(status.error).toBeUndefined();
    expect(status.loaded).toBe(true);
    expect(status.path).toMatch(/social_sdk\.node$/);
    expect(status.randomSource).toBe(process.platform === 'linux' ? 'getrandom' : status.randomSource);
  });

  it('public randomBytes/randomFill go through the addon', () => {
    expect(randomBytes(16)).toHaveLength(16);
    const view = new Uint8Array(64);
    expect(randomFill(view)).toBe(view);
    expect(view.some((byte) => byte !== 0)).toBe(true);
  });
});

describe.each(implementations)('%s randomness', (_name, get) => {
  it('randomBytes returns exactly the requested length', () => {
    const impl = get();
    for (const size of [0, 1, 31, 32, 33, 255, 256, 257, 65536, 65537, 1 << 20]) {
      const bytes = impl.randomBytes(size);
      expect(Buffer.isBuffer(bytes)).toBe(true);
      expect(bytes.length).toBe(size);
    }
  });

  it('randomFill fills every byte of Buffers, typed arrays, DataViews and ArrayBuffers in place', () => {
    const impl = get();
    // With 4096 bytes the chance that any given position stays 0 in all of 8 fills is 256^-8.
    const views = [Buffer.alloc(4096), new Uint8Array(4096), new Uint32Array(1024), new Float64Array(512)];
    for (const view of views) {
      const seen = new Uint8Array(view.byteLength);
      for (let round = 0; round < 8; round++) {
        expect(impl.randomFill(view)).toBe(view);
        const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
        bytes.forEach((byte, i) => {
          seen[i] = (seen[i] ?? 0) | byte;
        });
      }
      expect(seen.every((byte) => byte !== 0)).toBe(true);
    }
    const buffer = new ArrayBuffer(64);
    expect(impl.randomFill(buffer)).toBe(buffer);
    const dataView = new DataView(new ArrayBuffer(64), 8, 16);
    impl.randomFill(dataView);
    expect(new Uint8Array(dataView.buffer).subarray(0, 8).every((b) => b === 0)).toBe(true);
    expect(new Uint8Array(dataView.buffer).subarray(24).every((b) => b === 0)).toBe(true);
  });

  it('randomFill honours offset and size in elements and leaves the rest untouched', () => {
    const impl = get();
    const words = new Uint32Array(16);
    for (let round = 0; round < 4; round++) impl.randomFill(words, 4, 8);
    expect([...words.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...words.subarray(12)]).toEqual([0, 0, 0, 0]);
    expect(words.subarray(4, 12).some((w) => w !== 0)).toBe(true);
    // A view onto the middle of a larger buffer writes only inside the view.
    const backing = new Uint8Array(96);
    impl.randomFill(new Uint8Array(backing.buffer, 32, 32));
    expect(backing.subarray(0, 32).every((b) => b === 0)).toBe(true);
    expect(backing.subarray(64).every((b) => b === 0)).toBe(true);
  });

  it('never repeats a 32-byte draw in 100,000 draws', () => {
    const impl = get();
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(impl.randomBytes(32).toString('base64'));
    expect(seen.size).toBe(100_000);
  });

  it('byte frequencies over 1 MiB pass a chi-square sanity check', () => {
    const impl = get();
    // 255 degrees of freedom: mean 255, sd ~22.6. The bounds sit about 5 sd out (p < 1e-6 each side),
    // so a correct generator essentially never fails, while a stuck or biased one always does.
    const statistic = chiSquare(impl.randomBytes(1 << 20));
    expect(statistic).toBeGreaterThan(150);
    expect(statistic).toBeLessThan(370);
    // The test must be able to fail: a visibly biased source lands far outside the bounds.
    const biased = impl.randomBytes(1 << 20).map((byte) => byte & 0xfe);
    expect(chiSquare(biased)).toBeGreaterThan(370);
  });

  it.each(BAD_RANDOM_CALLS)('rejects %s with a clear error', (_case, fn, args, errorClass, message) => {
    const impl = get();
    const call = impl[fn] as (...args: unknown[]) => unknown;
    expect(() => call(...args)).toThrow(errorClass);
    expect(() => call(...args)).toThrow(message);
  });
});
