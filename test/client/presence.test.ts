/**
 * Users and presence on the Client against the emulator: GetCurrentUserV2, the user handle's Status,
 * Relationship, AvatarUrl and GameActivity, SetOnlineStatus seen by a friend, and USER_UPDATE.
 */
import { describe, expect, it } from 'vitest';
import { UserHandle } from '../../src/client/handles.js';
import { AvatarType, RelationshipType, StatusType } from '../../src/model/index.js';
import { useFriendsWorld } from './friendsWorld.js';

const friends = useFriendsWorld();

describe('users and presence', () => {
  it("the signed-in user's handle: own status, no relationship, avatar, no game activity yet", async () => {
    const dee = await friends.player('dee_p1');
    const me = dee.client.GetCurrentUserV2() as UserHandle;
    expect(me.Id()).toBe(dee.user.id);
    expect(me.Status()).toBe(StatusType.Online);
    expect(me.Relationship().DiscordRelationshipType()).toBe(RelationshipType.None);
    expect(me.Relationship().IsSpamRequest()).toBe(false);
    expect(me.GameActivity()).toBeNull();
    expect(me.AvatarUrl(UserHandle.AvatarType.Gif, AvatarType.Png)).toMatch(
      /^https:\/\/cdn\.discordapp\.com\/embed\/avatars\/[0-5]\.png$/,
    );
    await dee.client.SetOnlineStatus(StatusType.Dnd);
    expect(me.Status()).toBe(StatusType.Dnd);
    // A new avatar reaches the user's own session too.
    await friends.world.emulator.control.updateUser(dee.user.id, {
      avatar: 'a_0123456789abcdef0123456789abcdef',
    });
    await dee.seen(`userUpdated:${dee.user.id}`);
    expect(me.AvatarUrl(AvatarType.Gif, AvatarType.Png)).toBe(
      `https://cdn.discordapp.com/avatars/${dee.user.id}/a_0123456789abcdef0123456789abcdef.gif`,
    );
  });

  it("a friend's status as they set it, a spam request, and a user update", async () => {
    const eli = await friends.player('eli_p2');
    const fox = await friends.player('fox_p2');
    const { user: gus } = await friends.user('gus_p2');
    const { control } = friends.world.emulator;
    await control.addRelationship({ user: eli.user.id, other: fox.user.id, kind: 'discord', type: 'friend' });
    await control.addRelationship({
      user: gus.id,
      other: eli.user.id,
      kind: 'discord',
      type: 'pending',
      spam: true,
    });
    await eli.seen(`relationshipCreated:${gus.id}:true`);
    expect(eli.client.GetRelationshipHandle(gus.id).IsSpamRequest()).toBe(true);
    expect(eli.client.GetUser(gus.id)?.Status()).toBe(StatusType.Offline);
    await eli.seen(`relationshipGroupsUpdated:${fox.user.id}`);
    const foxHandle = eli.client.GetUser(fox.user.id) as UserHandle;
    expect(foxHandle.Status()).toBe(StatusType.Online);
    for (const [status, seenAs, times] of [
      [StatusType.Idle, StatusType.Idle, 1],
      [StatusType.Invisible, StatusType.Offline, 2],
      [StatusType.Online, StatusType.Online, 3],
    ] as const) {
      await fox.client.SetOnlineStatus(status);
      await eli.seen(`userUpdated:${fox.user.id}`, times + 1);
      expect(foxHandle.Status()).toBe(seenAs);
    }
    await control.updateUser(fox.user.id, { global_name: 'Foxy' });
    await eli.seen(`userUpdated:${fox.user.id}`, 5);
    expect(foxHandle.DisplayName()).toBe('Foxy');
    expect(foxHandle.Relationship().User()?.GlobalName()).toBe('Foxy');
  });
});
