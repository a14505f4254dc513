/**
 * Users and presence on the Client against the emulator: GetCurrentUserV2, the user handle's Status,
 * Relationship, AvatarUrl and GameActivity, SetOnlineStatus seen by a friend, and USER_UPDATE.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { UserHandle } from '../../src/client/handles.js';
import { AvatarType, RelationshipType, StatusType } from '../../src/model/index.js';
import { testEmulator } from '../../src/testing/index.js';

// Heartbeats far apart: a missed ACK on a loaded machine would reconnect a player mid-test.
const game = testEmulator({ afterEach, afterAll, emulator: { gateway: { heartbeatIntervalMs: 5000 } } });
const { players } = game;

describe('users and presence', () => {
  it("the signed-in user's handle: own status, no relationship, avatar, no game activity yet", async () => {
    const [dee] = await players(1);
    const me = dee.GetCurrentUserV2() as UserHandle;
    expect(me.Id()).toBe(dee.id);
    expect(me.Status()).toBe(StatusType.Online);
    expect(me.Relationship().DiscordRelationshipType()).toBe(RelationshipType.None);
    expect(me.Relationship().IsSpamRequest()).toBe(false);
    expect(me.GameActivity()).toBeNull();
    expect(me.AvatarUrl(UserHandle.AvatarType.Gif, AvatarType.Png)).toMatch(
      /^https:\/\/cdn\.discordapp\.com\/embed\/avatars\/[0-5]\.png$/,
    );
    await dee.SetOnlineStatus(StatusType.Dnd);
    expect(me.Status()).toBe(StatusType.Dnd);
    // A new avatar reaches the user's own session too.
    await game.emulator.control.updateUser(dee.id, { avatar: 'a_0123456789abcdef0123456789abcdef' });
    await dee.next('UserUpdated', { where: (id) => id === dee.id });
    expect(me.AvatarUrl(AvatarType.Gif, AvatarType.Png)).toBe(
      `https://cdn.discordapp.com/avatars/${dee.id}/a_0123456789abcdef0123456789abcdef.gif`,
    );
  });

  it("a friend's status as they set it, a spam request, and a user update", async () => {
    const [eli, fox] = await players(2, { friends: true });
    const [gus] = await players(1, { connected: false });
    const { control } = game.emulator;
    await control.addRelationship({
      user: gus.id,
      other: eli.id,
      kind: 'discord',
      type: 'pending',
      spam: true,
    });
    expect(await eli.next('RelationshipCreated', { where: (id) => id === gus.id })).toEqual([gus.id, true]);
    expect(eli.GetRelationshipHandle(gus.id).IsSpamRequest()).toBe(true);
    expect(eli.GetUser(gus.id)?.Status()).toBe(StatusType.Offline);
    const foxHandle = eli.GetUser(fox.id) as UserHandle;
    expect(foxHandle.Status()).toBe(StatusType.Online);
    for (const [status, seenAs] of [
      [StatusType.Idle, StatusType.Idle],
      [StatusType.Invisible, StatusType.Offline],
      [StatusType.Online, StatusType.Online],
    ] as const) {
      await fox.SetOnlineStatus(status);
      await eli.next('UserUpdated', { where: (id) => id === fox.id });
      expect(foxHandle.Status()).toBe(seenAs);
    }
    await control.updateUser(fox.id, { global_name: 'Foxy' });
    await eli.next('UserUpdated', { where: (id) => id === fox.id });
    expect(foxHandle.DisplayName()).toBe('Foxy');
    expect(foxHandle.Relationship().User()?.GlobalName()).toBe('Foxy');
  });
});
