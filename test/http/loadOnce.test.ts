import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/http/loadOnce.js';

describe('loadOnce', () => {
  it('loads on first use only, and shares one load between concurrent callers', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      return { value: loads };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next use tries again and reports its own error', async () => {
    let attempt = 0;
    const load = loadOnce(async () => {
      attempt++;
      if (attempt === 1) throw new Error('first attempt failed');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('first attempt failed');
    await expect(load()).resolves.toBe('loaded');
    expect(attempt).toBe(2);
  });
});
