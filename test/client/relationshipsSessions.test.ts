/**
 * The friends cache across sessions and at the facade's edge: a resume mid-change (nothing lost, nothing
 * doubled), a fresh session (the new READY replaces: events for the difference, no ghost friend, no missed
 * request), pumped delivery, calls before Ready, and hostile arguments refused before any request.
 */
import { describe, expect, it } from 'vitest';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientStatus } from '../../src/client/clientStatus.js';
import { RelationshipGroupType, RelationshipType, StatusType } from '../../src/model/index.js';
import { until, untilStatus } from '../connection/world.js';
import { failure, useFriendsWorld } from './friendsWorld.js';

const friends = useFriendsWorld();
const { Friend, PendingIncoming, None } = RelationshipType;

describe('sessions', () => {
  it('a resume mid-change: every change made while away arrives once', async () => {
    const sam = await friends.player('sam_s1');
    const { user: tia } = await friends.user('tia_s1');
    const { user: uma } = await friends.user('uma_s1');
    const { control } = friends.world.emulator;
    await control.addRelationship({ user: sam.user.id, other: tia.id, kind: 'discord', type: 'friend' });
    await sam.seen(`relationshipCreated:${tia.id}:true`);

    expect(control.gateway.drop(sam.user.id)).toBe(1);
    await until(() => sam.client.GetStatus() !== ClientStatus.Ready, 'the drop to be noticed');
    await control.addRelationship({ user: uma.id, other: sam.user.id, kind: 'discord', type: 'pending' });
    await control.setPresence(tia.id, { status: 'idle' });
    await control.updateUser(tia.id, { global_name: 'Tia' });
    await untilStatus(sam.client, ClientStatus.Ready);
    await sam.seen(`relationshipCreated:${uma.id}:true`);
    await sam.seen(`relationshipGroupsUpdated:${tia.id}`, 2);
    await sam.seen(`userUpdated:${tia.id}`, 2);
    expect(sam.log.some((line) => line.includes('status 4'))).toBe(true);
    expect(sam.count(`relationshipCreated:${uma.id}:true`)).toBe(1);
    expect(sam.count(`relationshipCreated:${tia.id}:true`)).toBe(1);
    expect(sam.client.GetRelationshipHandle(uma.id).DiscordRelationshipType()).toBe(PendingIncoming);
    expect(sam.client.GetUser(tia.id)?.DisplayName()).toBe('Tia');
    expect(
      sam.client.GetRelationshipsByGroup(RelationshipGroupType.OnlineElsewhere).map((r) => r.Id()),
    ).toEqual([tia.id]);
  });

  it('a fresh session: READY replaces the cache, with events for the difference only', async () => {
    // A fresh IDENTIFY waits 1-5 s by default (the service's advice): shortened here.
    const policy = {
      maxRetries: 3,
      backoffBaseMs: 10,
      backoffMaxMs: 50,
      reidentifyMinMs: 0,
      reidentifyMaxMs: 20,
    };
    const val = await friends.player('val_s2', { connection: { policy, handshakeTimeoutMs: 3000 } });
    const { user: wes } = await friends.user('wes_s2');
    const { user: xan } = await friends.user('xan_s2');
    const { user: yul } = await friends.user('yul_s2');
    const { control } = friends.world.emulator;
    await control.addRelationship({ user: val.user.id, other: wes.id, kind: 'discord', type: 'friend' });
    await control.addRelationship({ user: val.user.id, other: xan.id, kind: 'discord', type: 'friend' });
    await val.seen(`relationshipCreated:${xan.id}:true`);
    const before = val.events.length;

    control.gateway.drop(val.user.id, { resumable: false });
    await until(() => val.client.GetStatus() !== ClientStatus.Ready, 'the drop to be noticed');
    await control.removeRelationship({ user: val.user.id, other: wes.id, kind: 'discord' });
    await control.addRelationship({ user: yul.id, other: val.user.id, kind: 'discord', type: 'pending' });
    await untilStatus(val.client, ClientStatus.Ready);
    await val.seen(`relationshipCreated:${yul.id}:true`);
    // Wes is gone (no ghost), yul's request is there (none missed), xan is untouched (no event repeated).
    expect(val.events.slice(before).sort()).toEqual(
      [
        `relationshipDeleted:${wes.id}:true`,
        `relationshipGroupsUpdated:${wes.id}`,
        `relationshipCreated:${yul.id}:true`,
      ].sort(),
    );
    expect(
      val.client
        .GetRelationships()
        .map((r) => r.Id())
        .sort(),
    ).toEqual([xan.id, yul.id].sort());
    expect(val.client.GetRelationshipsByGroup(RelationshipGroupType.Offline).map((r) => r.Id())).toEqual([
      xan.id,
    ]);
    expect(val.client.GetRelationshipHandle(wes.id).DiscordRelationshipType()).toBe(None);
  });

  it('pumped mode: friends events and slots wait for RunCallbacks, in order', async () => {
    const zed = await friends.player('zed_s3', { callbackMode: 'pumped' });
    const { user: abe } = await friends.user('abe_s3');
    const slot: string[] = [];
    zed.client.SetUserUpdatedCallback((userId) => slot.push(`user:${userId}`));
    zed.client.SetRelationshipCreatedCallback((userId, isDiscord) =>
      slot.push(`created:${userId}:${isDiscord}`),
    );
    const { control } = friends.world.emulator;
    await control.addRelationship({ user: zed.user.id, other: abe.id, kind: 'discord', type: 'friend' });
    await control.setPresence(abe.id, { status: 'online' });
    await until(
      () => zed.client.GetRelationshipsByGroup(RelationshipGroupType.OnlineElsewhere).length === 1,
      'the cache to take the presence',
    );
    expect(zed.events).toEqual([]);
    expect(slot).toEqual([]);
    zed.client.RunCallbacks();
    expect(slot).toEqual([`created:${abe.id}:true`, `user:${abe.id}`]);
    expect(zed.events).toEqual([
      `relationshipCreated:${abe.id}:true`,
      `relationshipGroupsUpdated:${abe.id}`,
      `userUpdated:${abe.id}`,
      `relationshipGroupsUpdated:${abe.id}`,
    ]);
  });
});

describe('the edge', () => {
  it('not Ready: GetCurrentUserV2 is null, the reads are empty (cpp-api.json: no error channel), the calls fail with ClientNotReady', async () => {
    const { client } = await friends.player('bea_e1');
    expect(client.GetCurrentUserV2()?.Username()).toBe('bea_e1');
    client.Disconnect();
    await untilStatus(client, ClientStatus.Disconnected);
    expect(client.GetCurrentUserV2()).toBeNull();
    expect(client.GetRelationships()).toEqual([]);
    expect(client.GetRelationshipsByGroup(RelationshipGroupType.Offline)).toEqual([]);
    expect(client.SearchFriendsByUsername('a')).toEqual([]);
    expect((await failure(client.SetOnlineStatus(StatusType.Idle))).type).toBe(ErrorType.ClientNotReady);
    expect((await failure(client.SendDiscordFriendRequest('bob'))).type).toBe(ErrorType.ClientNotReady);
  });

  it('hostile arguments: a ValidationError naming the argument, before any request', async () => {
    const cy = await friends.player('cy_e2');
    const { control } = friends.world.emulator;
    const relationshipRequests = () =>
      control.requests().filter((entry) => JSON.stringify(entry).includes('/relationships')).length;
    const requestsBefore = relationshipRequests();
    const hostile = ['bob smith', 'аlice', 'x'.repeat(10_240), 'Alice', 'a..b', 'a', '', 42, null];
    for (const username of hostile) {
      const result = await failure(cy.client.SendDiscordFriendRequest(username as string));
      expect(result.type).toBe(ErrorType.ValidationError);
      expect(result.error).toMatch(/^username: /);
      expect(result.error.length).toBeLessThan(300);
      const game = await failure(cy.client.SendGameFriendRequest(username as string));
      expect(game.error).toMatch(/^username: /);
    }
    for (const userId of ['x', '-1', '1'.repeat(30), 12]) {
      const result = await failure(cy.client.BlockUser(userId as string));
      expect(result.error).toMatch(/^userId: /);
      expect((await failure(cy.client.AcceptGameFriendRequest(userId as string))).error).toMatch(/^userId: /);
      expect((await failure(cy.client.SendDiscordFriendRequestById(userId as string))).error).toMatch(
        /^userId: /,
      );
    }
    expect(() => cy.client.GetRelationshipHandle('x')).toThrow(/^userId: /);
    expect(() => cy.client.GetRelationshipsByGroup(3 as RelationshipGroupType)).toThrow(/^group: /);
    expect(() => cy.client.SearchFriendsByUsername('x'.repeat(10_240))).toThrow(/^searchStr: /);
    expect(() => cy.client.SearchFriendsByUsername(7 as unknown as string)).toThrow(/^searchStr: /);
    for (const status of [StatusType.Offline, StatusType.Blocked, StatusType.Streaming, 99, 'online']) {
      const result = await failure(cy.client.SetOnlineStatus(status as StatusType));
      expect([result.type, result.error.slice(0, 8)]).toEqual([ErrorType.ValidationError, 'status: ']);
    }
    expect(() => cy.client.SetUserUpdatedCallback(5 as unknown as undefined)).toThrow(/^callback: /);
    // Nothing reached the service: no relationship request, the session still Ready.
    expect(relationshipRequests()).toBe(requestsBefore);
    expect(cy.client.GetRelationships()).toEqual([]);
    expect(cy.client.GetStatus()).toBe(ClientStatus.Ready);
    expect(cy.client.GetCurrentUserV2()?.Status()).toBe(StatusType.Online);
    expect(cy.client.GetRelationshipHandle(friends.world.bob.id).DiscordRelationshipType()).not.toBe(Friend);
  });
});
