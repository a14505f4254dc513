/** The transport's small pure parts: backoff, routes, redaction, deadlines, the rate gate. */
import { describe, expect, it, vi } from 'vitest';
import { ClientResult, ErrorType, errorTypeName } from '../../src/client/clientResult.js';
import { backoffDelay } from '../../src/http/backoff.js';
import { Deadlines } from '../../src/http/deadlines.js';
import { RateGate } from '../../src/http/rateGate.js';
import { REDACTED, redact } from '../../src/http/redact.js';
import { buildPath, majorParameter } from '../../src/http/route.js';

describe('backoffDelay', () => {
  it('doubles per retry up to the cap, with half of each step jittered', () => {
    const options = { baseMs: 100, maxMs: 1000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, options, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, options, () => 0.999999))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
  });
});

describe('routes', () => {
  it('fills and encodes parameters and finds the major one', () => {
    const template = '/applications/{application.id}/guilds/{guild.id}/commands/{command.id}';
    const params = { 'application.id': '1', 'guild.id': '2', 'command.id': '3' };
    expect(buildPath(template, params)).toBe('/applications/1/guilds/2/commands/3');
    expect(majorParameter(template, params)).toBe('2');
    expect(majorParameter('/applications/{application.id}/commands', { 'application.id': '1' })).toBe('');
    expect(majorParameter('/lobbies/{lobby.id}/members/{user.id}', { 'lobby.id': '9', 'user.id': '8' })).toBe(
      '9',
    );
    expect(buildPath('/users/@me', undefined)).toBe('/users/@me');
    expect(() => buildPath('users', undefined)).toThrow("must start with '/'");
  });
});

describe('redact', () => {
  it('removes secrets, plain and URL-encoded, and ignores ones too short to be secrets', () => {
    expect(redact('a=s3cr3t/x+y&b=s3cr3t%2Fx%2By', ['s3cr3t/x+y'])).toBe(`a=${REDACTED}&b=${REDACTED}`);
    expect(redact('abc', ['b', undefined])).toBe('abc');
  });
});

describe('ClientResult', () => {
  it('is frozen plain data with the C++ values and a readable toString', () => {
    const ok = ClientResult.ok(204);
    expect(ok.successful()).toBe(true);
    expect(ok.toString()).toBe('None (status 204)');
    expect(Object.isFrozen(ok)).toBe(true);
    const limited = new ClientResult({
      type: ErrorType.HTTPError,
      status: 429,
      retryAfter: 1.5,
      error: 'slow',
      retryable: true,
    });
    expect(limited.toString()).toBe('HTTPError (status 429, retry after 1.5s): slow');
    expect(JSON.parse(JSON.stringify(limited))).toEqual({
      type: 2,
      error: 'slow',
      errorCode: 0,
      status: 429,
      responseBody: '',
      retryable: true,
      retryAfter: 1.5,
    });
    expect([ErrorType.None, ErrorType.Aborted, ErrorType.RPCError]).toEqual([0, 7, 9]);
    expect(errorTypeName(8)).toBe('AuthorizationFailed');
    expect(errorTypeName(42)).toBe('Unknown(42)');
  });
});

describe('Deadlines', () => {
  it('aborts no sooner than the timeout and at most 1% (>= 1 ms) later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const deadlines = new Deadlines(true);
      const slot = deadlines.start(200);
      vi.advanceTimersByTime(199);
      expect(deadlines.expired(slot)).toBe(false);
      vi.advanceTimersByTime(2); // the slot is 2 ms wide (1% of 200)
      expect(deadlines.expired(slot)).toBe(true);
      deadlines.release(slot);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one slot between attempts with nearby deadlines, and an unused slot holds nothing open', () => {
    const deadlines = new Deadlines(true);
    const a = deadlines.start(30_000);
    const b = deadlines.start(30_000);
    expect(b).toBe(a);
    const timer = (a as unknown as { timer: NodeJS.Timeout }).timer;
    deadlines.release(a);
    expect(timer.hasRef()).toBe(true);
    deadlines.release(b);
    expect(timer.hasRef()).toBe(false);
    expect(deadlines.start(30_000)).toBe(a);
    expect(timer.hasRef()).toBe(true);
    deadlines.release(a);
  });

  it('without sharing, each attempt has its own signal and its timer ends with it', () => {
    const deadlines = new Deadlines(false);
    const a = deadlines.start(30_000);
    const b = deadlines.start(30_000);
    expect(b.signal).not.toBe(a.signal);
    const timer = (a as unknown as { timer: NodeJS.Timeout }).timer;
    deadlines.release(a);
    deadlines.release(b);
    expect(a.signal.aborted).toBe(false);
    // Cleared, not merely unreferenced (Node marks a cleared Timeout as destroyed).
    expect((timer as unknown as { _destroyed: boolean })._destroyed).toBe(true);
  });
});

describe('RateGate', () => {
  it('probes an unknown bucket with one request, then admits up to the learned remaining', async () => {
    const gate = new RateGate();
    const now = Date.now();
    expect(gate.tryAcquire(now)).toBe(true);
    expect(gate.tryAcquire(now)).toBe(false); // probe in flight
    const second = gate.acquire(undefined);
    gate.learn({ limit: 3, remaining: 2, resetAfterMs: 60_000 }, now);
    gate.release();
    await second; // admitted by the release
    expect(gate.tryAcquire(Date.now())).toBe(true);
    expect(gate.tryAcquire(Date.now())).toBe(false); // window used up
    const controller = new AbortController();
    const parked = gate.acquire(controller.signal);
    controller.abort(new Error('gone'));
    await expect(parked).rejects.toThrow('gone');
    expect(gate.waiting).toBe(0);
  });

  it('a self-managed window refills after windowMs', () => {
    const gate = new RateGate(1000, 2);
    expect(gate.tryAcquire(0)).toBe(true);
    expect(gate.tryAcquire(10)).toBe(true);
    expect(gate.tryAcquire(20)).toBe(false);
    expect(gate.tryAcquire(1000)).toBe(true);
  });
});
