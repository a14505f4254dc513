/**
 * Activity invites on the Client against the emulator, with three players: an invite accepted and its
 * secret landing both in the same lobby (Promise style), a join request approved and accepted (callback
 * style), the four callbacks as slots and `on(...)` events, validity following the sender's party and the
 * emulator's clock (6 hours), and the refusals: a stranger outside the game, a block, someone else's
 * invite, an activity that cannot be joined.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Activity, ActivityParty, ActivitySecrets } from '../../src/client/activity.js';
import { ActivityInvite } from '../../src/client/activityInvite.js';
import { type ClientResult, ErrorType } from '../../src/client/clientResult.js';
import { ActivityActionTypes } from '../../src/model/index.js';
import { type TestPlayer, testEmulator } from '../../src/testing/index.js';
import { failure } from './friendsWorld.js';

const game = testEmulator({
  afterEach,
  afterAll,
  // Heartbeats far apart: a missed ACK on a loaded machine would reconnect a player mid-test.
  emulator: { gateway: { heartbeatIntervalMs: 5000 } },
  // Quick reconnects: the clock's 6-hour jump ends every session.
  client: {
    connection: { policy: { maxRetries: 3, backoffBaseMs: 10, backoffMaxMs: 50 }, handshakeTimeoutMs: 3000 },
  },
});
const { players } = game;
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

function inbox(player: TestPlayer): Inbox {
  const box: Inbox = { created: [], updated: [], createdEvents: [], messages: [] };
  player.SetActivityInviteCreatedCallback((invite) => box.created.push(invite));
  player.SetActivityInviteUpdatedCallback((invite) => box.updated.push(invite));
  player.on('activityInviteCreated', (invite) => box.createdEvents.push(invite));
  player.on('messageCreated', (id) => box.messages.push(id));
  return box;
}

describe('activity invites', () => {
  it('an invite is accepted and its secret lands both in the same lobby (Promise style)', async () => {
    const [ann, bo] = await players(2, { friends: true });
    const box = inbox(bo);
    const lobbyId = await ann.CreateOrJoinLobby('lobby-secret-inv1');
    await ann.UpdateRichPresence(joinable('lobby-secret-inv1'));
    await ann.SendActivityInvite(bo.id, 'come play');
    await bo.until(() => box.created.length === 1 && box.createdEvents.length === 1, 'the invite');
    const invite = box.created[0] as ActivityInvite;
    expect(invite.SenderId()).toBe(ann.id);
    expect(invite.Type()).toBe(ActivityActionTypes.Join);
    expect(invite.PartyId()).toBe('party-1');
    expect(invite.ApplicationId()).toBe(game.application.id);
    expect(invite.IsValid()).toBe(true);
    expect(invite.SessionId()).not.toBe('');
    expect(invite.MessageId()).toBe(box.createdEvents[0]?.MessageId());
    // An invite is not also a message.
    expect(box.messages).toEqual([]);

    const secret = await bo.AcceptActivityInvite(invite);
    expect(secret).toBe('lobby-secret-inv1');
    expect(await bo.CreateOrJoinLobby(secret)).toBe(lobbyId);
    // The secret travelled only in the answer to the receiver: not in the log, not on the bus.
    const { control } = game.emulator;
    expect(JSON.stringify(control.requests())).not.toContain('lobby-secret-inv1');
    expect(JSON.stringify(control.events())).not.toContain('lobby-secret-inv1');
    // Nor in the friend's cache.
    expect(bo.GetUser(ann.id)?.GameActivity()?.Secrets()).toBeNull();
  });

  it('a join request is approved and accepted (callback style)', async () => {
    const [cy, dee] = await players(2, { friends: true });
    const cyBox = inbox(cy);
    const deeBox = inbox(dee);
    await cy.UpdateRichPresence(joinable('lobby-secret-inv2'));
    await dee.until(() => dee.GetUser(cy.id)?.GameActivity() != null, "cy's activity");

    const asked = await new Promise<ClientResult>((resolve) => {
      void dee.SendActivityJoinRequest(cy.id, resolve);
    });
    expect(asked.Successful()).toBe(true);
    await cy.until(() => cyBox.created.length === 1, 'the join request');
    const request = cyBox.created[0] as ActivityInvite;
    expect(request.Type()).toBe(ActivityActionTypes.JoinRequest);
    expect(request.SenderId()).toBe(dee.id);
    expect(request.PartyId()).toBe('party-1');

    const replied = await new Promise<ClientResult>((resolve) => {
      void cy.SendActivityJoinRequestReply(request, resolve);
    });
    expect(replied.Successful()).toBe(true);
    await dee.until(() => deeBox.created.length === 1, 'the invite answering it');
    const invite = deeBox.created[0] as ActivityInvite;
    expect(invite.Type()).toBe(ActivityActionTypes.Join);
    const [result, secret] = await new Promise<[ClientResult, string]>((resolve) => {
      void dee.AcceptActivityInvite(invite, (r, s) => resolve([r, s]));
    });
    expect(result.Successful()).toBe(true);
    expect(secret).toBe('lobby-secret-inv2');
    expect(cyBox.messages).toEqual([]);
    expect(deeBox.messages).toEqual([]);
  });

  it('an invite turns invalid when its sender leaves the party, valid again on rejoin', async () => {
    const [eli, fay] = await players(2, { friends: true });
    const box = inbox(fay);
    const updatedEvents: boolean[] = [];
    fay.on('activityInviteUpdated', (updated) => updatedEvents.push(updated.IsValid()));
    await eli.UpdateRichPresence(joinable('lobby-secret-inv3'));
    // The callback style of SendActivityInvite.
    const sent = await new Promise<ClientResult>((resolve) => {
      void eli.SendActivityInvite(fay.id, '', resolve);
    });
    expect(sent.Successful()).toBe(true);
    await fay.until(() => box.created.length === 1, 'the invite');
    const invite = box.created[0] as ActivityInvite;

    await eli.UpdateRichPresence(joinable('other-secret', 'party-2'));
    await fay.until(() => box.updated.length === 1, 'invalid');
    expect(box.updated[0]?.IsValid()).toBe(false);
    expect(box.updated[0]?.MessageId()).toBe(invite.MessageId());
    const refused = await failure(fay.AcceptActivityInvite(invite));
    expect(refused.type).toBe(ErrorType.HTTPError);
    expect(refused.status).toBe(400);
    expect(refused.responseBody).toContain('ACTIVITY_INVITE_INVALID');

    await eli.UpdateRichPresence(joinable('lobby-secret-inv3'));
    await fay.until(() => box.updated.length === 2, 'valid again');
    expect(box.updated[1]?.IsValid()).toBe(true);
    expect(await fay.AcceptActivityInvite(invite)).toBe('lobby-secret-inv3');

    // Clearing the rich presence leaves the party too.
    eli.ClearRichPresence();
    await fay.until(() => box.updated.length === 3, 'invalid once cleared');
    expect(box.updated[2]?.IsValid()).toBe(false);
    // The slot and the on(...) event saw the same changes.
    await fay.until(() => updatedEvents.length === 3, 'the events');
    expect(updatedEvents).toEqual([false, true, false]);
  });

  it('an invite turns invalid 6 hours after it was sent, by the emulator clock, for good', async () => {
    const [gus, hal] = await players(2, { friends: true });
    const box = inbox(hal);
    await gus.UpdateRichPresence(joinable('lobby-secret-inv4'));
    await gus.SendActivityInvite(hal.id, 'quick');
    await hal.until(() => box.created.length === 1, 'the invite');
    const invite = box.created[0] as ActivityInvite;
    const { control } = game.emulator;
    const readies: number[] = [];
    hal.on('dispatch', (event) => {
      if (event.t === 'READY') readies.push(event.s);
    });
    await control.clock.advance(SIX_HOURS - 1000);
    expect(await hal.AcceptActivityInvite(invite)).toBe('lobby-secret-inv4');
    // The jump outran the heartbeats: both players get new sessions, and gus restates his activity.
    await hal.until(() => readies.length > 0, "hal's new session");
    await hal.until(() => hal.GetUser(gus.id)?.GameActivity() != null, "gus's activity again");
    // (Leaving and rejoining on the way may have sent hal updates; what comes after the jump ends it.)
    const before = box.updated.length;

    await control.clock.advance(2000);
    await hal.until(() => box.updated.length > before && box.updated.at(-1)?.IsValid() === false, 'expired');
    expect(box.updated.at(-1)?.MessageId()).toBe(invite.MessageId());
    const refused = await failure(hal.AcceptActivityInvite(invite));
    expect(refused.responseBody).toContain('ACTIVITY_INVITE_INVALID');
    // For good: gus restating the same party does not bring it back.
    await gus.UpdateRichPresence(joinable('lobby-secret-inv4'));
    expect((await failure(hal.AcceptActivityInvite(invite))).status).toBe(400);
  });

  it("refuses a stranger outside the game, a block, another one's invite and an unjoinable activity", async () => {
    const [ivy, jo, kit] = await players(3);
    const [lou] = await players(1, { connected: false });
    const { control } = game.emulator;

    // No joinable activity yet: found before anything is sent.
    const early = await failure(ivy.SendActivityInvite(jo.id, ''));
    expect(early.type).toBe(ErrorType.ValidationError);
    expect(early.error).toContain('activity');
    const full = await failure(ivy.SendActivityJoinRequest(jo.id));
    expect(full.status).toBe(400);
    expect(full.responseBody).toContain('ACTIVITY_NOT_JOINABLE');

    await ivy.UpdateRichPresence(joinable('lobby-secret-inv5'));
    // Lou is no friend and not in the game.
    const stranger = await failure(ivy.SendActivityInvite(lou.id, ''));
    expect([stranger.status, stranger.errorCode]).toEqual([403, 50007]);
    // Kit is no friend but in the game: allowed, until a block.
    const kitBox = inbox(kit);
    await ivy.SendActivityInvite(kit.id, '');
    await kit.until(() => kitBox.created.length === 1, "kit's invite");
    await control.addRelationship({
      user: kit.id,
      other: ivy.id,
      kind: 'discord',
      type: 'blocked',
    });
    const blocked = await failure(ivy.SendActivityInvite(kit.id, ''));
    expect([blocked.status, blocked.errorCode]).toEqual([403, 50007]);
    const blockedAccept = await failure(kit.AcceptActivityInvite(kitBox.created[0] as ActivityInvite));
    expect(blockedAccept.status).toBe(403);

    // Jo's invite, accepted by someone else: unknown to them.
    const joBox = inbox(jo);
    await ivy.SendActivityInvite(jo.id, '');
    await jo.until(() => joBox.created.length === 1, "jo's invite");
    const copy = new ActivityInvite();
    copy.SetMessageId((joBox.created[0] as ActivityInvite).MessageId());
    copy.SetType(ActivityActionTypes.Join);
    const notYours = await failure(kit.AcceptActivityInvite(copy));
    expect([notYours.status, notYours.errorCode]).toEqual([404, 10008]);

    // The wrong kind of invite for each call.
    const wrongAccept = await failure(jo.AcceptActivityInvite(new ActivityInvite()));
    expect(wrongAccept.error).toContain('invite');
    const wrongReply = await failure(ivy.SendActivityJoinRequestReply(joBox.created[0] as ActivityInvite));
    expect(wrongReply.type).toBe(ErrorType.ValidationError);
    expect(wrongReply.error).toContain('invite');

    // A full party cannot be joined: the invite exists, accepting says why.
    await ivy.UpdateRichPresence(joinable('lobby-secret-inv5', 'party-1', [4, 4]));
    const whenFull = await failure(jo.AcceptActivityInvite(joBox.created[0] as ActivityInvite));
    expect(whenFull.responseBody).toContain('ACTIVITY_NOT_JOINABLE');
  });

  it('a join from outside the game reaches both join callbacks and their events', async () => {
    const [max] = await players(1, { client: { callbackMode: 'pumped' } });
    const joins: string[] = [];
    max.SetActivityJoinCallback((secret) => joins.push(`join:${secret}`));
    max.SetActivityJoinWithApplicationCallback((app, secret) => joins.push(`app:${app}:${secret}`));
    max.on('activityJoin', (secret) => joins.push(`on:${secret}`));
    max.on('activityJoinWithApplication', (app, secret) => joins.push(`on-app:${app}:${secret}`));
    max.deliverActivityJoin('lobby-secret-inv6', game.application.id);
    expect(joins).toEqual([]);
    max.RunCallbacks();
    expect(joins).toEqual([
      'join:lobby-secret-inv6',
      'on:lobby-secret-inv6',
      `app:${game.application.id}:lobby-secret-inv6`,
      `on-app:${game.application.id}:lobby-secret-inv6`,
    ]);
    expect(() => max.deliverActivityJoin('', '1')).toThrow(/joinSecret/);
    expect(() => max.deliverActivityJoin('s', 'x')).toThrow(/applicationId/);
  });
});
