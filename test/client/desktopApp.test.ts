/**
 * The Client and the Discord app beside the game (docs/desktop-app.md), against the emulated app on a
 * real Unix socket in a folder of the test's: rich presence without Connect reaching a friend's Client,
 * the app restarting mid-game, a join accepted in the app reaching the join callbacks and a join request
 * the invite callbacks, GetDiscordClientConnectedUser, no app at all (a clear result, no hang, the
 * activity kept and sent once Ready: issue 44), and Connect taking over from the app.
 *
 * Source: CLIENT-API.md section 4 (Presence), `UpdateRichPresence`: "Before `Connect` on desktop it talks to
 * a local Discord app over RPC; a later `Connect` clears that". With no app, the activity is kept and sent
 * once Ready (issue 44's reading of the C++ library: a game's presence is never lost for calling early).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Activity, ActivityParty, ActivitySecrets } from '../../src/client/activity.js';
import type { ActivityInvite } from '../../src/client/activityInvite.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError } from '../../src/client/results.js';
import { ActivityActionTypes, ActivityTypes } from '../../src/model/index.js';
import { testEmulator } from '../../src/testing/index.js';

const game = testEmulator({ afterEach, afterAll, emulator: { gateway: { heartbeatIntervalMs: 5000 } } });
const { players } = game;

let dir: string;
let empty: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-app-'));
  empty = await mkdtemp(join(tmpdir(), 'client-noapp-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(empty, { recursive: true, force: true });
});
afterEach(async () => {
  await game.emulator.control.desktopApp.stop();
});

/** Client options pointing at a folder, with short waits so a restart is found again at once. */
function appOptions(folder: string) {
  return { desktopApp: { directories: [folder], retryMinMs: 20, retryMaxMs: 100, handshakeTimeoutMs: 2000 } };
}

function joinable(state: string, secret: string): Activity {
  const activity = new Activity();
  activity.SetType(ActivityTypes.Playing);
  activity.SetState(state);
  const party = new ActivityParty();
  party.SetId('party-app');
  party.SetCurrentSize(1);
  party.SetMaxSize(4);
  activity.SetParty(party);
  const secrets = new ActivitySecrets();
  secrets.SetJoin(secret);
  activity.SetSecrets(secrets);
  return activity;
}

/** A player who never connects (the app is their path), and a connected friend of theirs. */
async function gamerAndFriend() {
  const [gamer] = await players(1, { connected: false, client: appOptions(dir) });
  const [friend] = await players(1);
  if (!gamer || !friend) throw new Error('no players');
  await game.emulator.control.addRelationship({
    user: gamer.id,
    other: friend.id,
    kind: 'discord',
    type: 'friend',
  });
  await friend.until(() => friend.GetUser(gamer.id) !== null, 'the gamer among the friends');
  await game.emulator.control.desktopApp.start({ userId: gamer.id, dir });
  return { gamer, friend };
}

describe('the Discord app as a path', () => {
  it('rich presence without Connect reaches a friend, and comes back when the app restarts', async () => {
    const { gamer, friend } = await gamerAndFriend();
    await gamer.UpdateRichPresence(joinable('Through the app', 'app-secret-1'));
    const state = () => friend.GetUser(gamer.id)?.GameActivity()?.State() ?? null;
    await friend.until(() => state() === 'Through the app', 'the activity set through the app');
    expect(friend.GetUser(gamer.id)?.GameActivity()?.Name()).toBe(game.application.name);
    expect(friend.GetUser(gamer.id)?.GameActivity()?.Secrets()).toBeNull();

    // The app crashes: the activity goes with it; it restarts and the game shows it again by itself.
    await game.emulator.control.desktopApp.kill(gamer.id);
    await friend.until(() => state() === null, 'the activity gone with the app');
    await game.emulator.control.desktopApp.start({ userId: gamer.id, dir });
    await friend.until(() => state() === 'Through the app', 'the activity back after the restart');

    // ClearRichPresence goes through the app too.
    gamer.ClearRichPresence();
    await friend.until(() => state() === null, 'the activity cleared through the app');
  });

  it('an activity kept while no app runs is shown once the app starts', async () => {
    const [gamer] = await players(1, { connected: false, client: appOptions(dir) });
    const [friend] = await players(1);
    if (!gamer || !friend) throw new Error('no players');
    await game.emulator.control.addRelationship({
      user: gamer.id,
      other: friend.id,
      kind: 'discord',
      type: 'friend',
    });
    await gamer.UpdateRichPresence(joinable('Before the app', 'early-secret'));
    await game.emulator.control.desktopApp.start({ userId: gamer.id, dir });
    await friend.until(
      () => friend.GetUser(gamer.id)?.GameActivity()?.State() === 'Before the app',
      'the kept activity, shown once the app is found',
    );
  });

  it('an invalid activity is refused before it reaches the app, naming the field', async () => {
    const { gamer } = await gamerAndFriend();
    const activity = joinable('x'.repeat(200), 'secret');
    const error = await gamer.UpdateRichPresence(activity).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResultError);
    expect((error as ClientResultError).result.Type()).toBe(ErrorType.ValidationError);
    expect((error as ClientResultError).result.Error()).toMatch(/activity\.state/);
  });

  it('a join accepted in the app reaches the join callbacks; a join request the invite callbacks', async () => {
    const { gamer, friend } = await gamerAndFriend();
    await friend.UpdateRichPresence(joinable('Hosting', 'friend-secret'));
    const secrets: string[] = [];
    const withApp: [string, string][] = [];
    gamer.SetActivityJoinCallback((secret) => secrets.push(secret));
    gamer.SetActivityJoinWithApplicationCallback((applicationId, secret) =>
      withApp.push([applicationId, secret]),
    );
    const invites: ActivityInvite[] = [];
    gamer.SetActivityInviteCreatedCallback((invite) => invites.push(invite));
    // The game subscribes once the app is ready, which the first use of the path starts.
    await gamer.UpdateRichPresence(joinable('Waiting', 'gamer-secret'));
    const subscribed = () =>
      game.emulator.control.desktopApp.list()[0]?.games[0]?.subscriptions.sort().join(',') ?? '';
    await gamer.until(() => subscribed() === 'ACTIVITY_JOIN,ACTIVITY_JOIN_REQUEST', 'the subscriptions');

    const control = game.emulator.control.desktopApp;
    const applicationId = game.application.id;
    expect(control.acceptInvite({ userId: gamer.id, applicationId, fromUserId: friend.id })).toBe(1);
    await gamer.until(() => secrets.length === 1, 'ACTIVITY_JOIN');
    expect(secrets).toEqual(['friend-secret']);
    expect(withApp).toEqual([[applicationId, 'friend-secret']]);

    expect(control.requestJoin({ userId: gamer.id, applicationId, fromUserId: friend.id })).toBe(1);
    await gamer.until(() => invites.length === 1, 'ACTIVITY_JOIN_REQUEST');
    expect(invites[0]?.Type()).toBe(ActivityActionTypes.JoinRequest);
    expect(invites[0]?.SenderId()).toBe(friend.id);
    expect(invites[0]?.ApplicationId()).toBe(applicationId);
    expect(invites[0]?.MessageId()).toBe('0');

    // Answered through the app (the game is not connected): the friend's app (if any) gets the join; the
    // request is gone from the gamer's app, so a second answer is refused, naming the app's error.
    await gamer.SendActivityJoinRequestReply(invites[0] as ActivityInvite);
    const again = await gamer
      .SendActivityJoinRequestReply(invites[0] as ActivityInvite)
      .catch((e: unknown) => e);
    expect((again as ClientResultError).result.Type()).toBe(ErrorType.RPCError);
    expect((again as ClientResultError).result.Error()).toMatch(/no join request/);
  });

  it('GetDiscordClientConnectedUser reads the app user, for this application or another', async () => {
    const { gamer } = await gamerAndFriend();
    const user = await gamer.GetDiscordClientConnectedUser(game.application.id);
    expect(user?.Id()).toBe(gamer.id);
    expect(user?.Username()).toBe(gamer.GetCurrentUserV2()?.Username() ?? user?.Username());
    const other = await game.emulator.control.createApplication({ name: 'Other game' });
    const viaCallback = await new Promise<[boolean, string | null]>((resolve) => {
      void gamer.GetDiscordClientConnectedUser(other.id, (result, handle) =>
        resolve([result.Successful(), handle?.Id() ?? null]),
      );
    });
    expect(viaCallback).toEqual([true, gamer.id]);
  });

  it('no app at all: a clear result at once, the activity kept and sent once Ready (issue 44)', async () => {
    const [lonely] = await players(1, { connected: false, client: appOptions(empty) });
    const [friend] = await players(1);
    if (!lonely || !friend) throw new Error('no players');
    await game.emulator.control.addRelationship({
      user: lonely.id,
      other: friend.id,
      kind: 'discord',
      type: 'friend',
    });
    const error = await lonely.GetDiscordClientConnectedUser(game.application.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResultError);
    expect((error as ClientResultError).result.Type()).toBe(ErrorType.RPCError);
    expect((error as ClientResultError).result.Error()).toContain('no Discord app found');
    expect((error as ClientResultError).result.Error()).toContain(empty);

    await lonely.UpdateRichPresence(joinable('Kept for Ready', 'kept-secret'));
    await lonely.connectUntilReady();
    await friend.until(
      () => friend.GetUser(lonely.id)?.GameActivity()?.State() === 'Kept for Ready',
      'the kept activity, sent once Ready',
    );
  });

  it('desktopApp: false keeps the activity for Ready too, and the connected user is a clear error', async () => {
    const [gamer] = await players(1, { connected: false, client: { desktopApp: false } });
    const [friend] = await players(1);
    if (!gamer || !friend) throw new Error('no players');
    await game.emulator.control.addRelationship({
      user: gamer.id,
      other: friend.id,
      kind: 'discord',
      type: 'friend',
    });
    await gamer.UpdateRichPresence(joinable('No app path', 'off-secret'));
    const error = await gamer.GetDiscordClientConnectedUser(game.application.id).catch((e: unknown) => e);
    expect((error as ClientResultError).result.Error()).toMatch(/turned off/);
    await gamer.connectUntilReady();
    await friend.until(
      () => friend.GetUser(gamer.id)?.GameActivity()?.State() === 'No app path',
      'sent once Ready',
    );
  });

  it('Connect takes over: the app no longer shows what was set through it', async () => {
    const { gamer, friend } = await gamerAndFriend();
    await gamer.UpdateRichPresence(joinable('Via app', 'app-secret-2'));
    await friend.until(() => friend.GetUser(gamer.id)?.GameActivity()?.State() === 'Via app', 'via the app');
    await gamer.connectUntilReady();
    await gamer.UpdateRichPresence(joinable('Via gateway', 'gw-secret'));
    await friend.until(
      () => friend.GetUser(gamer.id)?.GameActivity()?.State() === 'Via gateway',
      'via the gateway',
    );
    gamer.Disconnect();
  });
});
