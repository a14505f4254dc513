/** `GET /users/@me` (users/routes.ts): what each kind of caller sees of the current user. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/emulator/records.js';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

let fx: Fixture;
/** A user whose stored premium_type is 2 (Nitro). */
let subscriber: UserRecord;

beforeAll(async () => {
  fx = await startFixture();
  const seeded = await fx.emulator.control.seed({ users: [{ username: 'carol', premium_type: 2 }] });
  subscriber = seeded.users[0] as UserRecord;
});
afterAll(async () => {
  await fx.emulator.close();
});

async function premiumTypeWith(scope: string): Promise<unknown> {
  const tokens = await signIn(fx, scope, subscriber.id);
  const me = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', {
    auth: `Bearer ${tokens.access_token}`,
  });
  expect(me.status).toBe(200);
  expect(me.body.id).toBe(subscriber.id);
  return me.body.premium_type;
}

describe('premium_type (SERVICE.md: 0 unless the app is approved for identify.premium)', () => {
  it('is 0 without the scope, and 0 with it while the app is not approved (the default)', async () => {
    expect(fx.app.premiumScopeApproved).toBe(false);
    expect(await premiumTypeWith('identify')).toBe(0);
    expect(await premiumTypeWith('identify identify.premium')).toBe(0);
  });

  it('is the stored value only with the scope on an approved app; a bot sees its own 0', async () => {
    const approved = await fx.emulator.control.createApplication({
      id: fx.app.id,
      premiumScopeApproved: true,
    });
    expect(approved.premiumScopeApproved).toBe(true);
    try {
      expect(await premiumTypeWith('identify identify.premium')).toBe(2);
      expect(await premiumTypeWith('sdk.social_layer identify.premium')).toBe(2);
      expect(await premiumTypeWith('identify')).toBe(0);
      const bot = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', {
        auth: `Bot ${fx.app.botToken}`,
      });
      expect(bot.body).toMatchObject({ id: fx.app.id, bot: true, premium_type: 0 });
    } finally {
      await fx.emulator.control.createApplication({ id: fx.app.id, premiumScopeApproved: false });
    }
    // Updating the application otherwise keeps the setting; withdrawing it takes effect at once.
    expect(await premiumTypeWith('identify identify.premium')).toBe(0);
  });

  it('refuses a setting that is not a boolean, naming the field', async () => {
    await expect(
      fx.emulator.control.createApplication({ premiumScopeApproved: 'yes' as unknown as boolean }),
    ).rejects.toThrow(/application\.premiumScopeApproved/);
    const viaHttp = await api<{ message: string }>(fx.url, '/_emulator/applications', {
      method: 'POST',
      body: { premiumScopeApproved: 1 },
    });
    expect(viaHttp.status).toBe(400);
    expect(viaHttp.body.message).toMatch(/premiumScopeApproved/);
  });
});
