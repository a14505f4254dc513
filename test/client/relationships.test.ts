/**
 * The relationships domain (src/client/relationships.ts) with three players over loopback against the
 * emulator: every call in both styles, the events and slots with their kind flag, live handles, game
 * friends, the service's refusals, blocking, and the friends list's groups moving live.
 */
import { describe, expect, it } from 'vitest';
import { type ClientResult, ErrorType } from '../../src/client/clientResult.js';
import { RelationshipGroupType, RelationshipType, StatusType } from '../../src/model/index.js';
import { failure, type Player, useFriendsWorld } from './friendsWorld.js';

const friends = useFriendsWorld();
const { None, Friend, Blocked, PendingIncoming, PendingOutgoing } = RelationshipType;
const { OnlinePlayingGame, OnlineElsewhere, Offline } = RelationshipGroupType;

const types = (p: Player, other: Player) => {
  const handle = p.client.GetRelationshipHandle(other.user.id);
  return [handle.DiscordRelationshipType(), handle.GameRelationshipType()];
};
const group = (p: Player, g: RelationshipGroupType) => p.client.GetRelationshipsByGroup(g).map((r) => r.Id());
/** Runs a call in the callback style; resolves with the result it was called with. */
const viaCallback = (start: (done: (result: ClientResult) => void) => void) =>
  new Promise<ClientResult>((resolve) => start(resolve));

describe('Discord friends', () => {
  it('a request by username, accepted by callback: events with the kind flag, live handles, the groups', async () => {
    const ann = await friends.player('ann_d1');
    const ben = await friends.player('ben_d1');
    const handle = ann.client.GetRelationshipHandle(BigInt(ben.user.id));
    expect([handle.DiscordRelationshipType(), handle.GameRelationshipType()]).toEqual([None, None]);

    await ann.client.SendDiscordFriendRequest('ben_d1');
    await ann.seen(`relationshipCreated:${ben.user.id}:true`);
    await ben.seen(`relationshipCreated:${ann.user.id}:true`);
    expect(types(ann, ben)).toEqual([PendingOutgoing, None]);
    expect(types(ben, ann)).toEqual([PendingIncoming, None]);
    // Requests are not friends: no group yet.
    expect(group(ann, OnlinePlayingGame)).toEqual([]);

    const slot: [string, boolean][] = [];
    ann.client.SetRelationshipCreatedCallback((userId, isDiscord) => slot.push([userId, isDiscord]));
    const accepted = await viaCallback(
      (done) => void ben.client.AcceptDiscordFriendRequest(ann.user.id, done),
    );
    expect(accepted.Successful()).toBe(true);
    await ann.seen(`relationshipCreated:${ben.user.id}:true`, 2);
    expect(slot).toEqual([[ben.user.id, true]]);
    // The handle taken before shows the friendship now; the user comes with the entry.
    expect(handle.DiscordRelationshipType()).toBe(Friend);
    expect(handle.User()?.Username()).toBe('ben_d1');
    expect(ann.client.GetUser(ben.user.id)?.Relationship().DiscordRelationshipType()).toBe(Friend);
    // Both are connected to this application: each plays the game in the other's list.
    await ann.seen(`relationshipGroupsUpdated:${ben.user.id}`);
    expect(group(ann, OnlinePlayingGame)).toEqual([ben.user.id]);
    expect(ann.client.GetUser(ben.user.id)?.Status()).toBe(StatusType.Online);
    expect(ann.client.GetRelationships().map((r) => r.Id())).toEqual([ben.user.id]);

    const removed = await viaCallback(
      (done) => void ann.client.RemoveDiscordAndGameFriend(ben.user.id, done),
    );
    expect(removed.Successful()).toBe(true);
    await ann.seen(`relationshipDeleted:${ben.user.id}:true`);
    await ben.seen(`relationshipDeleted:${ann.user.id}:true`);
    await ann.seen(`relationshipGroupsUpdated:${ben.user.id}`, 2);
    expect(types(ann, ben)).toEqual([None, None]);
    expect(ann.client.GetRelationships()).toEqual([]);
    expect(group(ann, OnlinePlayingGame)).toEqual([]);
    // No longer a friend: their presence is no longer known.
    expect(ann.client.GetUser(ben.user.id)?.Status()).toBe(StatusType.Offline);
  });

  it('a request to someone who asked first makes both friends; reject and cancel, in both styles', async () => {
    const cat = await friends.player('cat_d2');
    const dan = await friends.player('dan_d2');
    const eve = await friends.player('eve_d2');
    await dan.client.SendDiscordFriendRequestById(cat.user.id);
    await cat.seen(`relationshipCreated:${dan.user.id}:true`);
    const crossed = await viaCallback((done) => void cat.client.SendDiscordFriendRequest('dan_d2', done));
    expect(crossed.Successful()).toBe(true);
    await dan.seen(`relationshipCreated:${cat.user.id}:true`, 2);
    expect(types(cat, dan)).toEqual([Friend, None]);

    await eve.client.SendDiscordFriendRequest('cat_d2');
    await cat.seen(`relationshipCreated:${eve.user.id}:true`);
    const deletedSlot: [string, boolean][] = [];
    eve.client.SetRelationshipDeletedCallback((userId, isDiscord) => deletedSlot.push([userId, isDiscord]));
    await cat.client.RejectDiscordFriendRequest(eve.user.id);
    await eve.seen(`relationshipDeleted:${cat.user.id}:true`);
    expect(deletedSlot).toEqual([[cat.user.id, true]]);

    await eve.client.SendDiscordFriendRequestById(BigInt(dan.user.id));
    await dan.seen(`relationshipCreated:${eve.user.id}:true`);
    const canceled = await viaCallback(
      (done) => void eve.client.CancelDiscordFriendRequest(dan.user.id, done),
    );
    expect(canceled.Successful()).toBe(true);
    await dan.seen(`relationshipDeleted:${eve.user.id}:true`);
    expect(types(dan, eve)).toEqual([None, None]);
  });

  it("the service's refusals: unknown user, oneself, wrong state", async () => {
    const fay = await friends.player('fay_d3');
    const unknown = await failure(fay.client.SendDiscordFriendRequest('nobody_here'));
    expect([unknown.type, unknown.status, unknown.errorCode]).toEqual([ErrorType.HTTPError, 404, 10013]);
    const self = await failure(fay.client.SendDiscordFriendRequestById(fay.user.id));
    expect([self.status, self.errorCode]).toEqual([400, 80003]);
    const viaCb = await viaCallback(
      (done) => void fay.client.AcceptDiscordFriendRequest(friends.world.bob.id, done),
    );
    expect([viaCb.type, viaCb.status, viaCb.errorCode]).toEqual([ErrorType.HTTPError, 400, 50035]);
    expect(viaCb.responseBody).toMatch(/RELATIONSHIP_STATE_INVALID/);
  });
});

describe('game friends', () => {
  it('requests, accept, reject, cancel and remove on the game kind only; the flag says game', async () => {
    const gil = await friends.player('gil_g1');
    const hal = await friends.player('hal_g1');
    await gil.client.SendGameFriendRequest('hal_g1');
    await hal.seen(`relationshipCreated:${gil.user.id}:false`);
    expect(types(hal, gil)).toEqual([None, PendingIncoming]);
    await viaCallback((done) => void hal.client.AcceptGameFriendRequest(gil.user.id, done));
    await gil.seen(`relationshipCreated:${hal.user.id}:false`, 2);
    expect(types(gil, hal)).toEqual([None, Friend]);
    // A game friend in the game is in the list like any friend.
    await gil.seen(`relationshipGroupsUpdated:${hal.user.id}`);
    expect(group(gil, OnlinePlayingGame)).toEqual([hal.user.id]);
    expect(gil.client.SearchFriendsByUsername('hal').map((u) => u.Id())).toEqual([hal.user.id]);

    // A Discord request on top: the two kinds live side by side.
    await gil.client.SendDiscordFriendRequestById(hal.user.id);
    await hal.seen(`relationshipCreated:${gil.user.id}:true`);
    expect(types(hal, gil)).toEqual([PendingIncoming, Friend]);
    await hal.client.RejectDiscordFriendRequest(gil.user.id);
    await gil.seen(`relationshipDeleted:${hal.user.id}:true`);
    expect(types(gil, hal)).toEqual([None, Friend]);

    await viaCallback((done) => void gil.client.RemoveGameFriend(hal.user.id, done));
    await hal.seen(`relationshipDeleted:${gil.user.id}:false`);
    expect(types(hal, gil)).toEqual([None, None]);

    await hal.client.SendGameFriendRequestById(gil.user.id);
    await gil.seen(`relationshipCreated:${hal.user.id}:false`, 3);
    await gil.client.RejectGameFriendRequest(hal.user.id);
    await hal.seen(`relationshipDeleted:${gil.user.id}:false`, 2);
    await hal.client.SendGameFriendRequestById(gil.user.id);
    await gil.seen(`relationshipCreated:${hal.user.id}:false`, 4);
    await hal.client.CancelGameFriendRequest(gil.user.id);
    await gil.seen(`relationshipDeleted:${hal.user.id}:false`, 3);
    expect(gil.client.GetRelationships()).toEqual([]);
  });

  it("game-only friends: presence only while in the game; another application's are invisible", async () => {
    const ida = await friends.player('ida_g2');
    const { user: jon, token: jonToken } = await friends.user('jon_g2');
    const { user: kim } = await friends.user('kim_g2');
    const { control } = friends.world.emulator;
    const app = friends.world.fx.app.id;
    await control.addRelationship({
      user: ida.user.id,
      other: jon.id,
      kind: 'game',
      type: 'friend',
      application: app,
    });
    await control.addRelationship({ user: ida.user.id, other: kim.id, kind: 'discord', type: 'friend' });
    await ida.seen(`relationshipCreated:${jon.id}:false`);
    await ida.seen(`relationshipCreated:${kim.id}:true`);
    // Both online on another device: the Discord friend is online elsewhere, the game-only friend offline.
    await control.setPresence(jon.id, { status: 'online' });
    await control.setPresence(kim.id, { status: 'online' });
    await ida.seen(`relationshipGroupsUpdated:${kim.id}`, 2);
    expect(group(ida, OnlineElsewhere)).toEqual([kim.id]);
    expect(group(ida, Offline)).toEqual([jon.id]);
    // The game-only friend starts the game: now ida sees them, playing.
    const jonPlays = await friends.connect(jon, jonToken);
    await ida.seen(`relationshipGroupsUpdated:${jon.id}`, 2);
    expect(group(ida, OnlinePlayingGame)).toEqual([jon.id]);
    jonPlays.client.Disconnect();
    await ida.seen(`relationshipGroupsUpdated:${jon.id}`, 3);
    expect(group(ida, Offline)).toEqual([jon.id]);
    // A game friendship in another application never shows here.
    const other = friends.world.fx.publicApp.id;
    const before = ida.events.length;
    await control.addRelationship({
      user: ida.user.id,
      other: kim.id,
      kind: 'game',
      type: 'friend',
      application: other,
    });
    await control.removeRelationship({ user: ida.user.id, other: jon.id, kind: 'game', application: app });
    await ida.seen(`relationshipDeleted:${jon.id}:false`);
    expect(ida.events.slice(before).filter((e) => e.includes(':false') && e.includes(kim.id))).toEqual([]);
    expect(types(ida, { user: kim } as Player)).toEqual([Friend, None]);
  });
});

describe('the other style', () => {
  it('every mutator in the style the tests above did not use', async () => {
    const pia = await friends.player('pia_o1');
    const quy = await friends.player('quy_o1');
    const [p, q] = [pia.user.id, quy.user.id];
    const ok = async (start: (done: (result: ClientResult) => void) => void) =>
      expect((await viaCallback(start)).Successful()).toBe(true);

    await ok((done) => void quy.client.SendDiscordFriendRequestById(p, done));
    await pia.seen(`relationshipCreated:${q}:true`);
    await quy.client.CancelDiscordFriendRequest(p);
    await pia.seen(`relationshipDeleted:${q}:true`);
    await ok((done) => void quy.client.SendDiscordFriendRequestById(p, done));
    await pia.seen(`relationshipCreated:${q}:true`, 2);
    await ok((done) => void pia.client.RejectDiscordFriendRequest(q, done));
    await quy.seen(`relationshipDeleted:${p}:true`);

    await ok((done) => void quy.client.SendGameFriendRequest('pia_o1', done));
    await pia.seen(`relationshipCreated:${q}:false`);
    await pia.client.AcceptGameFriendRequest(q);
    await quy.seen(`relationshipCreated:${p}:false`, 2);
    await quy.client.RemoveGameFriend(p);
    await pia.seen(`relationshipDeleted:${q}:false`);
    await ok((done) => void quy.client.SendGameFriendRequestById(p, done));
    await pia.seen(`relationshipCreated:${q}:false`, 2);
    await ok((done) => void quy.client.CancelGameFriendRequest(p, done));
    await pia.seen(`relationshipDeleted:${q}:false`, 2);
    await quy.client.SendGameFriendRequestById(p);
    await pia.seen(`relationshipCreated:${q}:false`, 3);
    await ok((done) => void pia.client.RejectGameFriendRequest(q, done));
    await quy.seen(`relationshipDeleted:${p}:false`, 2);

    await pia.client.SendDiscordFriendRequest('quy_o1');
    await quy.seen(`relationshipCreated:${p}:true`);
    await quy.client.AcceptDiscordFriendRequest(p);
    await pia.seen(`relationshipCreated:${q}:true`, 4);
    await pia.client.RemoveDiscordAndGameFriend(q);
    await quy.seen(`relationshipDeleted:${p}:true`);
    await pia.client.BlockUser(q);
    await pia.seen(`relationshipCreated:${q}:true`, 5);
    await ok((done) => void pia.client.UnblockUser(q, done));
    // The fourth: two in the Discord requests above, one for the removal, and this one (the call's
    // answer may come before its dispatch).
    await pia.seen(`relationshipDeleted:${q}:true`, 4);
    expect(pia.client.GetRelationships()).toEqual([]);
    expect(quy.client.GetRelationships()).toEqual([]);
  });
});

describe('blocking', () => {
  it('drops the friendship on both sides, refuses their requests, reads Blocked; unblocking restores nothing', async () => {
    const lea = await friends.player('lea_b1');
    const max = await friends.player('max_b1');
    await lea.client.SendDiscordFriendRequest('max_b1');
    await max.seen(`relationshipCreated:${lea.user.id}:true`);
    await max.client.AcceptDiscordFriendRequest(lea.user.id);
    await lea.seen(`relationshipCreated:${max.user.id}:true`, 2);

    await viaCallback((done) => void lea.client.BlockUser(max.user.id, done));
    await max.seen(`relationshipDeleted:${lea.user.id}:true`);
    await lea.seen(`relationshipCreated:${max.user.id}:true`, 3);
    expect(types(lea, max)).toEqual([Blocked, None]);
    expect(types(max, lea)).toEqual([None, None]);
    expect(lea.client.GetUser(max.user.id)?.Status()).toBe(StatusType.Blocked);
    expect(group(lea, OnlinePlayingGame)).toEqual([]);
    // Neither side may ask, and the refusal does not say who blocked whom.
    const asked = await failure(max.client.SendDiscordFriendRequest('lea_b1'));
    expect([asked.status, asked.errorCode]).toEqual([403, 80000]);
    const asking = await failure(lea.client.SendGameFriendRequestById(max.user.id));
    expect([asking.status, asking.errorCode]).toEqual([403, 80000]);

    await lea.client.UnblockUser(max.user.id);
    await lea.seen(`relationshipDeleted:${max.user.id}:true`);
    expect(types(lea, max)).toEqual([None, None]);
    expect(types(max, lea)).toEqual([None, None]);
  });
});

describe('the friends list', () => {
  it('groups move live as friends connect, change status and disconnect, one event per move', async () => {
    const nia = await friends.player('nia_l1');
    const { user: oli, token: oliToken } = await friends.user('oli_l1');
    const { user: pam } = await friends.user('pam_l1');
    const { user: quin } = await friends.user('quin_l1');
    const { user: ray } = await friends.user('ray_l1');
    const { control } = friends.world.emulator;
    for (const other of [oli, pam, quin, ray])
      await control.addRelationship({ user: nia.user.id, other: other.id, kind: 'discord', type: 'friend' });
    await control.markPlayed(ray.id, friends.world.fx.app.id);
    await control.setPresence(pam.id, { status: 'online' });
    await control.setPresence(ray.id, { status: 'dnd' });
    await nia.seen(`relationshipGroupsUpdated:${ray.id}`, 2);
    await nia.seen(`relationshipGroupsUpdated:${pam.id}`, 2);
    // OnlineElsewhere: those who played the game first (ray), then the others.
    expect(group(nia, OnlineElsewhere)).toEqual([ray.id, pam.id]);
    expect(group(nia, Offline)).toEqual([oli.id, quin.id]);
    expect(nia.client.GetUser(ray.id)?.Status()).toBe(StatusType.Dnd);

    const groupsSlot: string[] = [];
    nia.client.SetRelationshipGroupsUpdatedCallback((userId) => groupsSlot.push(userId));
    const oliPlays = await friends.connect(oli, oliToken);
    await nia.seen(`relationshipGroupsUpdated:${oli.id}`, 2);
    expect(group(nia, OnlinePlayingGame)).toEqual([oli.id]);
    // Invisible reads as offline; idle is online.
    await oliPlays.client.SetOnlineStatus(StatusType.Invisible);
    await nia.seen(`relationshipGroupsUpdated:${oli.id}`, 3);
    expect(group(nia, Offline)).toEqual([oli.id, quin.id]);
    expect(oliPlays.client.GetCurrentUserV2()?.Status()).toBe(StatusType.Invisible);
    const viaCb = await viaCallback((done) => void oliPlays.client.SetOnlineStatus(StatusType.Idle, done));
    expect(viaCb.Successful()).toBe(true);
    await nia.seen(`relationshipGroupsUpdated:${oli.id}`, 4);
    expect(nia.client.GetUser(oli.id)?.Status()).toBe(StatusType.Idle);
    oliPlays.client.Disconnect();
    await nia.seen(`relationshipGroupsUpdated:${oli.id}`, 5);
    expect(group(nia, Offline)).toEqual([oli.id, quin.id]);
    expect(groupsSlot).toEqual([oli.id, oli.id, oli.id, oli.id]);

    // A rename re-sorts within the group without an event of the groups.
    await control.updateUser(quin.id, { global_name: 'Aaron' });
    await nia.seen(`userUpdated:${quin.id}`);
    expect(group(nia, Offline)).toEqual([quin.id, oli.id]);
    expect(nia.count(`relationshipGroupsUpdated:${quin.id}`)).toBe(1);

    // The search: by username or display name, prefixes first.
    expect(nia.client.SearchFriendsByUsername('AAR').map((u) => u.Id())).toEqual([quin.id]);
    // Same place in the name: by display name (quin's is now Aaron, but his match starts later).
    expect(nia.client.SearchFriendsByUsername('_l1').map((u) => u.Username())).toEqual([
      'oli_l1',
      'pam_l1',
      'ray_l1',
      'quin_l1',
    ]);
  });
});
