/** The control API answers an over-large body with 413 and a JSON error, as the service's routes do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import { safeEqual } from '../../src/emulator/secrets.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ rateLimits: false, bodyLimit: 64 * 1024 });
});
afterAll(() => emulator.close());

describe('control API bodies', () => {
  it('an over-large control body gets 413 with a JSON error, and the connection stays usable', async () => {
    const big = JSON.stringify({ users: [{ username: 'x'.repeat(200_000) }] });
    const response = await fetch(`${emulator.url}/_emulator/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: 0, message: expect.stringMatching(/too large/i) });
    const after = await fetch(`${emulator.url}/_emulator/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ users: [{ username: 'small' }] }),
    });
    expect(after.status).toBe(201);
  });
});

describe('secret comparison', () => {
  it('compares any two strings, of equal or different lengths, without throwing', () => {
    expect(safeEqual('secret-value', 'secret-value')).toBe(true);
    expect(safeEqual('secret-value', 'secret-valuf')).toBe(false);
    expect(safeEqual('secret-value', 'secret')).toBe(false);
    expect(safeEqual('', 'x'.repeat(10_000))).toBe(false);
    expect(safeEqual('é', 'e\u0301')).toBe(false);
  });
});
