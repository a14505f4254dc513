/**
 * The transport against the emulator's own 429s (issue 18): a per-route 429 (no `X-RateLimit-Global`,
 * scope `user`) parks only its bucket, a global one (`X-RateLimit-Global: true`, scope `global`) is
 * reported as global. Test order, not durations: the other route is answered while the limited one waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import { AbortError, RateLimitedError, type RetryEvent, Transport } from '../../src/http/index.js';
import { rejectionOf } from './helpers.js';

let emulator: RunningEmulator;
let botToken: string;
let appId: string;

beforeAll(async () => {
  emulator = await startEmulator({ rateLimits: false });
  const { applications } = await emulator.control.seed({ applications: [{ name: 'Limited' }] });
  botToken = applications[0]?.botToken ?? '';
  appId = applications[0]?.id ?? '';
});
afterAll(async () => {
  await emulator.close();
});

/**
 * Uses up the window with a plain request: a transport that saw the headers would rightly wait for the
 * reset instead of sending the request that gets the 429.
 */
async function spendWindow(): Promise<void> {
  const response = await fetch(`${emulator.url}/api/v10/users/@me`, {
    headers: { authorization: `Bot ${botToken}` },
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

function transport(options: { rateLimitRetries: number; onRetry?: (event: RetryEvent) => void }): Transport {
  return new Transport({
    baseUrl: emulator.url,
    authorization: { type: 'Bot', token: botToken },
    rateLimitRetries: options.rateLimitRetries,
    // The emulator's windows here are 60 s, longer than the default cap on a rate-limit wait (the
    // request timeout): let the limited request park, which is what these tests watch.
    maxRateLimitWaitMs: 120_000,
    hooks: options.onRetry ? { onRetry: options.onRetry } : {},
  });
}

describe("the transport reads the emulator's 429s as the service means them", () => {
  it('a per-route 429 is not global and parks only its own bucket', async () => {
    emulator.control.rateLimits.configure({ global: false, route: { limit: 1, windowMs: 60_000 } });
    try {
      await spendWindow();
      const error = await rejectionOf(
        transport({ rateLimitRetries: 0 }).request({ method: 'GET', route: '/users/@me' }),
      );
      expect(error).toBeInstanceOf(RateLimitedError);
      expect(error).toMatchObject({ global: false, scope: 'user' });

      // With a retry allowed, a limited request waits for its bucket (60 s on the emulator's clock)...
      let parked!: () => void;
      const retried = new Promise<void>((resolve) => {
        parked = resolve;
      });
      const patient = transport({ rateLimitRetries: 1, onRetry: () => parked() });
      const stop = new AbortController();
      const waiting = patient.request({ method: 'GET', route: '/users/@me', signal: stop.signal });
      const outcome = rejectionOf(waiting);
      await retried;
      // ...while another route of the same transport goes at once (bounded: a global park would abort).
      const other = await patient.request({
        method: 'GET',
        route: '/applications/{application_id}/commands',
        params: { application_id: appId },
        signal: AbortSignal.timeout(10_000),
      });
      expect(other).toMatchObject({ status: 200, body: [] });
      stop.abort();
      expect(await outcome).toBeInstanceOf(AbortError);
    } finally {
      emulator.control.rateLimits.configure(false);
    }
  });

  it('a global 429 is reported as global', async () => {
    emulator.control.rateLimits.configure({ global: { limit: 1, windowMs: 60_000 }, route: false });
    try {
      await spendWindow();
      const error = await rejectionOf(
        transport({ rateLimitRetries: 0 }).request({ method: 'GET', route: '/users/@me' }),
      );
      expect(error).toMatchObject({ global: true, scope: 'global' });
    } finally {
      emulator.control.rateLimits.configure(false);
    }
  });
});
