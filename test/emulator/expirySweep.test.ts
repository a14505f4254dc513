/**
 * Dead tokens are forgotten on the emulator's clock a few per token request (oauth/expirySweep.ts): no
 * request looks at more than its step, the sweep goes round and starts over, and a live token is kept.
 * The clock is set (not advanced) so that the control API's full sweep does not run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/emulator/context.js';
import { SWEEP_STEP } from '../../src/emulator/oauth/expirySweep.js';
import { type Fixture, startFixture, tokenRequest } from './helpers.js';

let fx: Fixture;
let ctx: EmulatorContext;
beforeAll(async () => {
  fx = await startFixture();
  ctx = (fx.emulator.server as unknown as { emulator: EmulatorContext }).emulator;
});
afterAll(async () => {
  await fx.emulator.close();
});

const DAY_MS = 86_400_000;

async function grant(): Promise<string> {
  const response = await tokenRequest(
    fx.url,
    { grant_type: 'client_credentials', scope: 'applications.commands.update' },
    { basic: [fx.app.id, fx.app.clientSecret] },
  );
  expect(response.status).toBe(200);
  return response.body.access_token as string;
}

describe('the token sweep', () => {
  it('forgets tokens 7 days past their expiry, at most a step per request, and keeps live ones', async () => {
    const old = 40;
    for (let i = 0; i < old; i++) await grant();
    const before = ctx.store.tokens.size;
    expect(before).toBeGreaterThanOrEqual(old);
    // Client-credentials tokens live 7 days; 15 days on, they are 8 days dead: past the 7-day grace.
    await fx.emulator.control.clock.set(ctx.clock.now() + 15 * DAY_MS);
    const fresh = await grant();
    let requests = 1;
    let size = ctx.store.tokens.size;
    expect(before + 1 - size).toBeLessThanOrEqual(SWEEP_STEP);
    while (size > requests && requests < 100) {
      const previous = size;
      await grant();
      requests++;
      size = ctx.store.tokens.size;
      // Each request adds one token and forgets at most a step's worth.
      expect(previous + 1 - size).toBeLessThanOrEqual(SWEEP_STEP);
    }
    // Every old token went; the new ones (one per request) are all still there and valid.
    expect(size).toBe(requests);
    expect(requests).toBeLessThan(old);
    const me = await fetch(`${fx.url}/api/v10/applications/@me`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(me.status).not.toBe(401);
  });
});
