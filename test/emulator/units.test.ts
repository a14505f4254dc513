import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmulatorClock } from '../../src/emulator/clock.js';
import { FaultInjector } from '../../src/emulator/faults.js';
import { escapeHtml } from '../../src/emulator/oauth/consentPage.js';
import { verifierProblem } from '../../src/emulator/oauth/tokenGrants.js';
import { DataFile } from '../../src/emulator/persistence.js';
import { RateLimiter } from '../../src/emulator/rateLimits.js';
import { EmulatorStore } from '../../src/emulator/store.js';
import { isS256Challenge, redirectUriAllowed, s256Challenge as s256 } from '../../src/rules/oauth.js';

describe('PKCE and redirect checks', () => {
  it('S256 matches the RFC 7636 test vector', () => {
    expect(s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(isS256Challenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(isS256Challenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c')).toBe(false);
  });

  it('verifiers: 43..128 unreserved characters', () => {
    expect(verifierProblem('a'.repeat(43))).toBeUndefined();
    expect(verifierProblem('a'.repeat(128))).toBeUndefined();
    expect(verifierProblem('a'.repeat(42))).toMatch(/43..128/);
    expect(verifierProblem('a'.repeat(129))).toMatch(/43..128/);
    expect(verifierProblem(`${'a'.repeat(42)}+`)).toMatch(/only/);
  });

  it('redirect URIs match exactly, loopback 127.0.0.1 with any port', () => {
    const registered = ['http://127.0.0.1/cb', 'discord-1:/authorize/callback', 'https://app.test/cb?x=1'];
    expect(redirectUriAllowed('http://127.0.0.1:1234/cb', registered)).toBe(true);
    expect(redirectUriAllowed('http://127.0.0.1/cb', registered)).toBe(true);
    expect(redirectUriAllowed('discord-1:/authorize/callback', registered)).toBe(true);
    expect(redirectUriAllowed('https://app.test/cb?x=1', registered)).toBe(true);
    for (const bad of [
      'http://127.0.0.1:1234/cb/',
      'http://127.0.0.1:1234/cb?extra=1',
      'http://127.0.0.1:1234/cb#frag',
      'http://user@127.0.0.1:1234/cb',
      'http://127.0.0.2:1234/cb',
      'http://localhost:1234/cb',
      'discord-1:/authorize/callback/',
      'discord-2:/authorize/callback',
      'https://app.test/cb',
      'https://app.test:444/cb?x=1',
    ]) {
      expect(redirectUriAllowed(bad, registered), bad).toBe(false);
    }
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;',
    );
  });
});

describe('clock', () => {
  it('advances, freezes, sets and restores', () => {
    let real = 1_000_000;
    const clock = new EmulatorClock({ now: () => real });
    expect(clock.now()).toBe(1_000_000);
    real += 10;
    expect(clock.now()).toBe(1_000_010);
    clock.advance(5000);
    expect(clock.now()).toBe(1_005_010);
    clock.freeze(true);
    real += 100;
    expect(clock.now()).toBe(1_005_010);
    clock.advance(1);
    expect(clock.now()).toBe(1_005_011);
    clock.freeze(false);
    real += 9;
    expect(clock.now()).toBe(1_005_020);
    const state = clock.state();
    const copy = new EmulatorClock({ now: () => real });
    copy.restore(state);
    expect(copy.now()).toBe(clock.now());
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.set(Number.NaN)).toThrow(RangeError);
  });
});

describe('fault injector', () => {
  it('matches wildcards and methods, counts down, first rule wins', () => {
    const faults = new FaultInjector();
    faults.add({ path: '/api/v10/lobbies/*/messages', method: 'post', status: 500, times: 2 });
    faults.add({ path: '/api/*', latencyMs: 5, times: 0 });
    expect(faults.match('GET', '/api/v10/lobbies/1/messages')?.latencyMs).toBe(5);
    expect(faults.match('POST', '/api/v10/lobbies/1/messages')?.status).toBe(500);
    expect(faults.match('POST', '/api/v10/lobbies/2/messages')?.status).toBe(500);
    expect(faults.match('POST', '/api/v10/lobbies/2/messages')?.status).toBeNull();
    expect(faults.match('GET', '/other')).toBeUndefined();
    expect(faults.list()).toHaveLength(1);
    // Regex metacharacters in paths are literal.
    faults.add({ path: '/a.b', status: 418 });
    expect(faults.match('GET', '/axb')).toBeUndefined();
  });
});

describe('rate limiter', () => {
  it('fixed windows per key, reset by the clock', () => {
    const clock = new EmulatorClock({ startMs: 2_000_000_000_000, frozen: true });
    const limiter = new RateLimiter(clock, { global: false, route: { limit: 2, windowMs: 1000 } });
    const take = (identity = 'a') => limiter.take({ bucket: 'b', major: 'm', identity });
    expect(take().limited).toBeUndefined();
    expect(take().headers['x-ratelimit-remaining']).toBe('0');
    expect(take().limited).toMatchObject({ scope: 'user', retryAfterSeconds: 1 });
    expect(take('b').limited).toBeUndefined();
    clock.advance(999);
    expect(take().limited?.retryAfterSeconds).toBeCloseTo(0.001);
    clock.advance(1);
    expect(take().limited).toBeUndefined();
  });
});

describe('store and data file', () => {
  it('plugin collections registered after a load get their entries', () => {
    const store = new EmulatorStore();
    store.collection<{ n: number }>('commands').set('x', { n: 1 });
    const snapshot = JSON.parse(JSON.stringify(store.snapshot()));
    const fresh = new EmulatorStore();
    fresh.load(snapshot);
    expect(fresh.snapshot().commands).toEqual([['x', { n: 1 }]]);
    expect(fresh.collection<{ n: number }>('commands').get('x')).toEqual({ n: 1 });
    fresh.clear();
    expect(fresh.collection('commands').size).toBe(0);
  });

  it('group-commits: saves made during a write share one queued write, serialized when it starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'datafile-'));
    try {
      const path = join(dir, 'state.json');
      const file = new DataFile(path);
      let state = 0;
      const serialized: number[] = [];
      const produce = () => {
        serialized.push(state);
        return JSON.stringify({ state });
      };
      const saves: Promise<void>[] = [];
      for (let i = 1; i <= 20; i++) {
        state = i;
        saves.push(file.save(produce));
      }
      // The first save writes state 1 at once; the other 19 join one write, made after it with state 20.
      const onDiskAfterLast = saves[19]?.then(async () => JSON.parse(await readFile(path, 'utf8')));
      await Promise.all(saves);
      expect(serialized).toEqual([1, 20]);
      expect(await onDiskAfterLast).toEqual({ state: 20 });
      // A save after the queue drained writes again; unchanged state is not rewritten.
      state = 21;
      await file.save(produce);
      await file.save(produce);
      expect(serialized).toEqual([1, 20, 21, 21]);
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ state: 21 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serializes writes in call order and skips unchanged content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'datafile-'));
    try {
      const file = new DataFile(join(dir, 'nested', 'state.json'));
      await Promise.all(Array.from({ length: 20 }, (_, i) => file.save(JSON.stringify({ i }))));
      expect(JSON.parse(await readFile(join(dir, 'nested', 'state.json'), 'utf8'))).toEqual({ i: 19 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
