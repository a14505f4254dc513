/**
 * Activity invites on the Client against the emulator, with three players: an invite accepted and its
 * secret landing both in the same lobby (Promise style), a join request approved and accepted (callback
 * style), the four callbacks as slots and `on(...)` events, validity following the sender's party and the
 * emulator's clock (6 hours), and the refusals: a stranger outside the game, a block, someone else's
 * invite, an activity that cannot be joined.
 */
import { describe, expect, it } from 'vitest';
import { Activity, ActivityParty, ActivitySecrets } from '../../src/client/activity.js';
import { ActivityInvite } from '../../src/client/activityInvite.js';
import { type ClientResult, ErrorType } from '../../src/client/clientResult.js';
import { ActivityActionTypes } from '../../src/model/index.js';
import { until } from '../connection/world.js';
import { failure, type Player, useFriendsWorld } from './friendsWorld.js';

const friends = useFriendsWorld();
const SIX_HOURS = 6 * 60 * 60 * 1000;

/** A joinable activity: party `partyId` with room, and `secret` to join it. */
function joinable(secret: string, partyId = 'party-1', size: [number, number] = [1, 4]): Activity {
  const activity = new Activity();
  activity.SetState('In lobby');
  const party = new ActivityParty();
  party.SetId(partyId);
  party.SetCurrentSize(size[0]);
  party.SetMaxSize(size[1]);
  activity.SetParty(party);
  const secrets = new ActivitySecrets();
  secrets.SetJoin(secret);
  activity.SetSecrets(secrets);
  return activity;
}

/** What a player's invite callbacks and events received. */
interface Inbox {
  created: ActivityInvite[];
  updated: ActivityInvite[];
  /** From `on('activityInviteCreated')`, beside the slot. */
  createdEvents: ActivityInvite[];
  messages: string[];
}

function inbox(player: Player): Inbox {
  const box: Inbox = { created: [], updated: [], createdEvents: [], messages: [] };
  player.client.SetActivityInviteCreatedCallback((invite) => box.created.push(invite));
  player.client.SetActivityInviteUpdatedCallback((invite) => box.updated.push(invite));
  player.client.on('activityInviteCreated', (invite) => box.createdEvents.push(invite));
  player.client.on('messageCreated', (id) => box.messages.push(id));
  return box;
}

describe('activity invites', () => {
  it('an invite is accepted and its secret lands both in the same lobby (Promise style)', async () => {
    const ann = await friends.player('ann_inv1');
    const bo = await friends.player('bo_inv1');
    await friends.befriend(ann, bo);
    const box = inbox(bo);
    const lobbyId = await ann.client.CreateOrJoinLobby('lobby-secret-inv1');
    await ann.client.UpdateRichPresence(joinable('lobby-secret-inv1'));
    await ann.client.SendActivityInvite(bo.user.id, 'come play');
    await until(() => box.created.length === 1 && box.createdEvents.length === 1, 'the invite');
    const invite = box.created[0] as ActivityInvite;
    expect(invite.SenderId()).toBe(ann.user.id);
    expect(invite.Type()).toBe(ActivityActionTypes.Join);
    expect(invite.PartyId()).toBe('party-1');
    expect(invite.ApplicationId()).toBe(friends.world.fx.app.id);
    expect(invite.IsValid()).toBe(true);
    expect(invite.SessionId()).not.toBe('');
    expect(invite.MessageId()).toBe(box.createdEvents[0]?.MessageId());
    // An invite is not also a message.
    expect(box.messages).toEqual([]);

    const secret = await bo.client.AcceptActivityInvite(invite);
    expect(secret).toBe('lobby-secret-inv1');
    expect(await bo.client.CreateOrJoinLobby(secret)).toBe(lobbyId);
    // The secret travelled only in the answer to the receiver: not in the log, not on the bus.
    const { control } = friends.world.emulator;
    expect(JSON.stringify(control.requests())).not.toContain('lobby-secret-inv1');
    expect(JSON.stringify(control.events())).not.toContain('lobby-secret-inv1');
    // Nor in the friend's cache.
    expect(bo.client.GetUser(ann.user.id)?.GameActivity()?.Secrets()).toBeNull();
  });

  it('a join request is approved and accepted (callback style)', async () => {
    const cy = await friends.player('cy_inv2');
    const dee = await friends.player('dee_inv2');
    await friends.befriend(cy, dee);
    const cyBox = inbox(cy);
    const deeBox = inbox(dee);
    await cy.client.UpdateRichPresence(joinable('lobby-secret-inv2'));
    await until(() => dee.client.GetUser(cy.user.id)?.GameActivity() != null, "cy's activity");

    const asked = await new Promise<ClientResult>((resolve) => {
      void dee.client.SendActivityJoinRequest(cy.user.id, resolve);
    });
    expect(asked.Successful()).toBe(true);
    await until(() => cyBox.created.length === 1, 'the join request');
    const request = cyBox.created[0] as ActivityInvite;
    expect(request.Type()).toBe(ActivityActionTypes.JoinRequest);
    expect(request.SenderId()).toBe(dee.user.id);
    expect(request.PartyId()).toBe('party-1');

    const replied = await new Promise<ClientResult>((resolve) => {
      void cy.client.SendActivityJoinRequestReply(request, resolve);
    });
    expect(replied.Successful()).toBe(true);
    await until(() => deeBox.created.length === 1, 'the invite answering it');
    const invite = deeBox.created[0] as ActivityInvite;
    expect(invite.Type()).toBe(ActivityActionTypes.Join);
    const [result, secret] = await new Promise<[ClientResult, string]>((resolve) => {
      void dee.client.AcceptActivityInvite(invite, (r, s) => resolve([r, s]));
    });
    expect(result.Successful()).toBe(true);
    expect(secret).toBe('lobby-secret-inv2');
    expect(cyBox.messages).toEqual([]);
    expect(deeBox.messages).toEqual([]);
  });

  it('an invite turns invalid when its sender leaves the party, valid again on rejoin', async () => {
    const eli = await friends.player('eli_inv3');
    const fay = await friends.player('fay_inv3');
    await friends.befriend(eli, fay);
    const box = inbox(fay);
    const updatedEvents: boolean[] = [];
    fay.client.on('activityInviteUpdated', (updated) => updatedEvents.push(updated.IsValid()));
    await eli.client.UpdateRichPresence(joinable('lobby-secret-inv3'));
    // The callback style of SendActivityInvite.
    const sent = await new Promise<ClientResult>((resolve) => {
      void eli.client.SendActivityInvite(fay.user.id, '', resolve);
    });
    expect(sent.Successful()).toBe(true);
    await until(() => box.created.length === 1, 'the invite');
    const invite = box.created[0] as ActivityInvite;

    await eli.client.UpdateRichPresence(joinable('other-secret', 'party-2'));
    await until(() => box.updated.length === 1, 'invalid');
    expect(box.updated[0]?.IsValid()).toBe(false);
    expect(box.updated[0]?.MessageId()).toBe(invite.MessageId());
    const refused = await failure(fay.client.AcceptActivityInvite(invite));
    expect(refused.type).toBe(ErrorType.HTTPError);
    expect(refused.status).toBe(400);
    expect(refused.responseBody).toContain('ACTIVITY_INVITE_INVALID');

    await eli.client.UpdateRichPresence(joinable('lobby-secret-inv3'));
    await until(() => box.updated.length === 2, 'valid again');
    expect(box.updated[1]?.IsValid()).toBe(true);
    expect(await fay.client.AcceptActivityInvite(invite)).toBe('lobby-secret-inv3');

    // Clearing the rich presence leaves the party too.
    eli.client.ClearRichPresence();
    await until(() => box.updated.length === 3, 'invalid once cleared');
    expect(box.updated[2]?.IsValid()).toBe(false);
    // The slot and the on(...) event saw the same changes.
    await until(() => updatedEvents.length === 3, 'the events');
    expect(updatedEvents).toEqual([false, true, false]);
  });

  it('an invite turns invalid 6 hours after it was sent, by the emulator clock, for good', async () => {
    const gus = await friends.player('gus_inv4');
    const hal = await friends.player('hal_inv4');
    await friends.befriend(gus, hal);
    const box = inbox(hal);
    await gus.client.UpdateRichPresence(joinable('lobby-secret-inv4'));
    await gus.client.SendActivityInvite(hal.user.id, 'quick');
    await until(() => box.created.length === 1, 'the invite');
    const invite = box.created[0] as ActivityInvite;
    const { control } = friends.world.emulator;
    const readies: number[] = [];
    hal.client.on('dispatch', (event) => {
      if (event.t === 'READY') readies.push(event.s);
    });
    await control.clock.advance(SIX_HOURS - 1000);
    expect(await hal.client.AcceptActivityInvite(invite)).toBe('lobby-secret-inv4');
    // The jump outran the heartbeats: both players get new sessions, and gus restates his activity.
    await until(() => readies.length > 0, "hal's new session");
    await until(() => hal.client.GetUser(gus.user.id)?.GameActivity() != null, "gus's activity again");
    // (Leaving and rejoining on the way may have sent hal updates; what comes after the jump ends it.)
    const before = box.updated.length;

    await control.clock.advance(2000);
    await until(() => box.updated.length > before && box.updated.at(-1)?.IsValid() === false, 'expired');
    expect(box.updated.at(-1)?.MessageId()).toBe(invite.MessageId());
    const refused = await failure(hal.client.AcceptActivityInvite(invite));
    expect(refused.responseBody).toContain('ACTIVITY_INVITE_INVALID');
    // For good: gus restating the same party does not bring it back.
    await gus.client.UpdateRichPresence(joinable('lobby-secret-inv4'));
    expect((await failure(hal.client.AcceptActivityInvite(invite))).status).toBe(400);
  });

  it("refuses a stranger outside the game, a block, another one's invite and an unjoinable activity", async () => {
    const ivy = await friends.player('ivy_inv5');
    const jo = await friends.player('jo_inv5');
    const kit = await friends.player('kit_inv5');
    const { user: lou } = await friends.user('lou_inv5');
    const { control } = friends.world.emulator;

    // No joinable activity yet: found before anything is sent.
    const early = await failure(ivy.client.SendActivityInvite(jo.user.id, ''));
    expect(early.type).toBe(ErrorType.ValidationError);
    expect(early.error).toContain('activity');
    const full = await failure(ivy.client.SendActivityJoinRequest(jo.user.id));
    expect(full.status).toBe(400);
    expect(full.responseBody).toContain('ACTIVITY_NOT_JOINABLE');

    await ivy.client.UpdateRichPresence(joinable('lobby-secret-inv5'));
    // Lou is no friend and not in the game.
    const stranger = await failure(ivy.client.SendActivityInvite(lou.id, ''));
    expect([stranger.status, stranger.errorCode]).toEqual([403, 50007]);
    // Kit is no friend but in the game: allowed, until a block.
    const kitBox = inbox(kit);
    await ivy.client.SendActivityInvite(kit.user.id, '');
    await until(() => kitBox.created.length === 1, "kit's invite");
    await control.addRelationship({
      user: kit.user.id,
      other: ivy.user.id,
      kind: 'discord',
      type: 'blocked',
    });
    const blocked = await failure(ivy.client.SendActivityInvite(kit.user.id, ''));
    expect([blocked.status, blocked.errorCode]).toEqual([403, 50007]);
    const blockedAccept = await failure(kit.client.AcceptActivityInvite(kitBox.created[0] as ActivityInvite));
    expect(blockedAccept.status).toBe(403);

    // Jo's invite, accepted by someone else: unknown to them.
    const joBox = inbox(jo);
    await ivy.client.SendActivityInvite(jo.user.id, '');
    await until(() => joBox.created.length === 1, "jo's invite");
    const copy = new ActivityInvite();
    copy.SetMessageId((joBox.created[0] as ActivityInvite).MessageId());
    copy.SetType(ActivityActionTypes.Join);
    const notYours = await failure(kit.client.AcceptActivityInvite(copy));
    expect([notYours.status, notYours.errorCode]).toEqual([404, 10008]);

    // The wrong kind of invite for each call.
    const wrongAccept = await failure(jo.client.AcceptActivityInvite(new ActivityInvite()));
    expect(wrongAccept.error).toContain('invite');
    const wrongReply = await failure(
      ivy.client.SendActivityJoinRequestReply(joBox.created[0] as ActivityInvite),
    );
    expect(wrongReply.type).toBe(ErrorType.ValidationError);
    expect(wrongReply.error).toContain('invite');

    // A full party cannot be joined: the invite exists, accepting says why.
    await ivy.client.UpdateRichPresence(joinable('lobby-secret-inv5', 'party-1', [4, 4]));
    const whenFull = await failure(jo.client.AcceptActivityInvite(joBox.created[0] as ActivityInvite));
    expect(whenFull.responseBody).toContain('ACTIVITY_NOT_JOINABLE');
  });

  it('a join from outside the game reaches both join callbacks and their events', async () => {
    const max = await friends.player('max_inv6', { callbackMode: 'pumped' });
    const joins: string[] = [];
    max.client.SetActivityJoinCallback((secret) => joins.push(`join:${secret}`));
    max.client.SetActivityJoinWithApplicationCallback((app, secret) => joins.push(`app:${app}:${secret}`));
    max.client.on('activityJoin', (secret) => joins.push(`on:${secret}`));
    max.client.on('activityJoinWithApplication', (app, secret) => joins.push(`on-app:${app}:${secret}`));
    max.client.deliverActivityJoin('lobby-secret-inv6', friends.world.fx.app.id);
    expect(joins).toEqual([]);
    max.client.RunCallbacks();
    expect(joins).toEqual([
      'join:lobby-secret-inv6',
      'on:lobby-secret-inv6',
      `app:${friends.world.fx.app.id}:lobby-secret-inv6`,
      `on-app:${friends.world.fx.app.id}:lobby-secret-inv6`,
    ]);
    expect(() => max.client.deliverActivityJoin('', '1')).toThrow(/joinSecret/);
    expect(() => max.client.deliverActivityJoin('s', 'x')).toThrow(/applicationId/);
  });

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
