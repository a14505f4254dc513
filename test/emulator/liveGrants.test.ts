/**
 * A sign-in finds the user's live grant to the app through an index (`ctx.liveGrants`, see
 * src/emulator/liveGrants.ts), not a scan of every grant: the same grant is extended, a revoked one is
 * replaced, and the index follows the store when the state is replaced wholesale (a data file loaded)
 * or holds two live grants for one pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/emulator/context.js';
import { upsertGrant } from '../../src/emulator/oauth/grants.js';
import type { GrantRecord } from '../../src/emulator/records.js';
import { type Fixture, signIn, startFixtureWithContext } from './helpers.js';

let fx: Fixture;
let ctx: EmulatorContext;
beforeAll(async () => {
  ({ fx, ctx } = await startFixtureWithContext());
});
afterAll(() => fx.emulator.close());

function liveGrantsOf(userId: string): GrantRecord[] {
  return [...ctx.store.grants.values()].filter(
    (grant) => grant.userId === userId && grant.applicationId === fx.app.id && grant.revokedAt === null,
  );
}

describe('the live grant of a user to an app', () => {
  it('is extended by a second sign-in, and replaced after the user deauthorizes the app', async () => {
    await signIn(fx, 'identify');
    await signIn(fx, 'identify email');
    const [grant, ...more] = liveGrantsOf(fx.user.id);
    expect(more).toEqual([]);
    expect(grant?.scopes).toEqual(['identify', 'email']);
    // Another user's sign-in gets a grant of its own.
    await signIn(fx, 'identify', fx.other.id);
    expect(liveGrantsOf(fx.other.id).map((g) => g.id)).not.toContain(grant?.id);

    expect(await fx.emulator.control.deauthorize(fx.user.id, fx.app.id)).toBe(1);
    await signIn(fx, 'identify');
    const [fresh, ...others] = liveGrantsOf(fx.user.id);
    expect(others).toEqual([]);
    expect(fresh?.id).not.toBe(grant?.id);
    expect(fresh?.scopes).toEqual(['identify']);
  });

  it('is found in a state loaded wholesale, the first of two live ones first', () => {
    const userId = fx.user.id;
    const grant = (id: string, scopes: string[]): GrantRecord => ({
      id,
      applicationId: fx.app.id,
      userId,
      scopes,
      createdAt: ctx.clock.now(),
      revokedAt: null,
    });
    const snapshot = ctx.store.snapshot();
    // A hand-written data file with two live grants for one pair (the emulator never makes that).
    snapshot.grants = [
      ['900001', grant('900001', ['identify'])],
      ['900002', grant('900002', ['email'])],
    ];
    ctx.store.load(structuredClone(snapshot));
    expect(upsertGrant(ctx, fx.app.id, userId, ['guilds']).id).toBe('900001');
    const first = ctx.store.grants.get('900001');
    if (!first) throw new Error('the loaded grant is missing');
    first.revokedAt = ctx.clock.now();
    // The first one revoked: the other live grant of the pair is found, not a third one made.
    const next = upsertGrant(ctx, fx.app.id, userId, ['guilds']);
    expect(next.id).toBe('900002');
    expect(next.scopes).toEqual(['email', 'guilds']);
    expect(ctx.store.grants.size).toBe(2);
  });

  it('is made for each of many users, one grant each', () => {
    const before = ctx.store.grants.size;
    const users = Array.from({ length: 2000 }, (_, i) => String(800_000 + i));
    for (const userId of users) upsertGrant(ctx, fx.app.id, userId, ['identify']);
    for (const userId of users) upsertGrant(ctx, fx.app.id, userId, ['email']);
    expect(ctx.store.grants.size).toBe(before + users.length);
    const last = users.at(-1) ?? '';
    expect(upsertGrant(ctx, fx.app.id, last, []).scopes).toEqual(['identify', 'email']);
  });
});
