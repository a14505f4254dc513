/**
 * Join links on the Client (moved from invites.test.ts, unchanged): a `discord-<app id>:/_discord/join`
 * link given to HandleRedirect (argv, a second instance, macOS open-url) reaches the join callbacks once
 * the application id is set, and hostile or foreign links do nothing and say why. Its player is made
 * without an application id, which the testing fixtures' players always have.
 */
import { describe, expect, it } from 'vitest';
import { useFriendsWorld } from './friendsWorld.js';

const friends = useFriendsWorld();

describe('join links', () => {
  it('a join link given to HandleRedirect (argv, second instance, open-url) reaches the join callbacks', async () => {
    const appId = friends.world.fx.app.id;
    const kim = await friends.player('kim_inv7', { callbackMode: 'pumped' });
    // Links of the application set with SetApplicationId are joins; before that, none is.
    const early = `discord-${appId}:/_discord/join?secret=too-early`;
    expect(kim.client.HandleRedirect(early)).toEqual({ handled: false, reason: 'no_pending_authorization' });
    kim.client.SetApplicationId(appId);
    const joins: string[] = [];
    kim.client.SetActivityJoinWithApplicationCallback((app, secret) => joins.push(`${app}:${secret}`));
    const link = `discord-${appId}:/_discord/join?secret=${encodeURIComponent('lobby secret/7&x')}`;
    expect(kim.client.HandleRedirect(link)).toEqual({ handled: true });
    kim.client.RunCallbacks();
    expect(joins).toEqual([`${appId}:lobby secret/7&x`]);

    // Hostile or foreign links do nothing and say why; none reaches the callbacks.
    const bad = [
      [`discord-${appId}:/_discord/join`, 'bad_join_secret'],
      [`discord-${appId}:/_discord/join?secret=a&secret=b`, 'bad_join_secret'],
      [`discord-${appId}:/_discord/join?secret=${'s'.repeat(129)}`, 'bad_join_secret'],
      ['discord-1:/_discord/join?secret=other-app', 'no_pending_authorization'],
      ['https://example.com/_discord/join?secret=x', 'no_pending_authorization'],
    ] as const;
    for (const [url, reason] of bad)
      expect(kim.client.HandleRedirect(url)).toEqual({ handled: false, reason });
    kim.client.RunCallbacks();
    expect(joins).toHaveLength(1);
  });
});
