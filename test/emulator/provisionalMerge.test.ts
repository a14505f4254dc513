/**
 * What a merge and an unmerge carry over, over loopback HTTP (and a raw gateway for an activity): blocks
 * in either direction survive both (no DM, no friend request of either kind, no invite), requests that
 * answer each other become a friendship, a friendship wins over a pending request, the spam flag and
 * activity invites move, and an unmerge's new provisional account starts with the game friends and the
 * blocks. And a provisional account never joins a guild: no invite from a linked lobby for it (its own
 * or the bot's), no accepting one, no seeding it as a member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/emulator/context.js';
import { guildInvites } from '../../src/emulator/linkedChannels/state.js';
import { secretHash } from '../../src/emulator/secrets.js';
import { permissionBits } from '../../src/model/permissions.js';
import { RelationshipType } from '../../src/model/relationship.js';
import { RawGateway } from '../connection/world.js';
import {
  api,
  authorize,
  authorizeUrl,
  type Fixture,
  LOOPBACK_REDIRECT,
  pkce,
  startFixtureWithContext,
  tokenRequest,
} from './helpers.js';

let fx: Fixture;
let ctx: EmulatorContext;
let appId: string;
const open: RawGateway[] = [];
beforeAll(async () => {
  ({ fx, ctx } = await startFixtureWithContext({ clock: { frozen: true } }));
  appId = fx.publicApp.id;
  await fx.emulator.control.provisional.configure(appId, { oidc: 'test' });
});
afterAll(async () => {
  for (const raw of open) raw.terminate();
  await fx.emulator.close();
});

type Body = Record<string, unknown>;
const call = (method: string, path: string, auth: string, body?: unknown) =>
  api<Body>(fx.url, `/api/v10${path}`, { method, auth, body });

/** A full account signed in to the game (code grant, PKCE), merging `credential`'s account if given. */
async function signIn(userId: string, credential?: string): Promise<string> {
  await fx.emulator.control.setConsent('approve', userId);
  const { verifier, challenge } = pkce();
  const request = authorizeUrl(fx.url, appId, {
    scope: 'openid sdk.social_layer',
    redirect_uri: LOOPBACK_REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const code = (await authorize(request)).location?.searchParams.get('code');
  if (!code) throw new Error(`sign-in of ${userId} got no code`);
  const merge =
    credential === undefined ? {} : { external_auth_type: 'OIDC', external_auth_token: credential };
  const answer = await tokenRequest(fx.url, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: LOOPBACK_REDIRECT,
    code_verifier: verifier,
    client_id: appId,
    ...merge,
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${userId} failed: ${JSON.stringify(answer.body)}`);
  return `Bearer ${String(answer.body.access_token)}`;
}

let made = 0;
/** A new full account, signed in to the game. */
async function player(name: string): Promise<{ id: string; auth: string }> {
  const user = await fx.emulator.control.createUser({ username: `${name}${++made}` });
  return { id: user.id, auth: await signIn(user.id) };
}

/** A new provisional account of an OIDC identity. */
async function guest(sub: string): Promise<{ id: string; auth: string; credential: string }> {
  const credential = await fx.emulator.control.provisional.mintIdToken(appId, { sub });
  const answer = await api<Body>(fx.url, '/api/v10/partner-sdk/token', {
    method: 'POST',
    body: { client_id: appId, external_auth_type: 'OIDC', external_auth_token: credential },
  });
  const auth = `Bearer ${String(answer.body.access_token)}`;
  const me = await call('GET', '/users/@me', auth);
  return { id: String(me.body.id), auth, credential };
}

/** `auth`'s relationship entry with `otherId`, or undefined. */
async function entry(auth: string, otherId: string): Promise<Body | undefined> {
  const list = await api<Body[]>(fx.url, '/api/v10/users/@me/relationships', { auth });
  return list.body.find((e) => e.id === otherId);
}

/** Everything by which `a` could reach `b` is refused: DMs, both kinds of friend request. */
async function expectRefusedBetween(a: { id: string; auth: string }, b: { id: string; auth: string }) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const dm = await call('POST', `/users/@me/direct-messages/${to.id}`, from.auth, { content: 'hello?' });
    expect(dm.body, 'a direct message').toMatchObject({ code: 50007 });
    for (const kind of ['discord', 'game'])
      expect(
        (await call('POST', `/users/@me/relationships/${kind}`, from.auth, { user_id: to.id })).body,
        `a ${kind} friend request`,
      ).toMatchObject({ code: 80000 });
  }
}

describe('a block survives a merge', () => {
  it('someone blocked the guest: the full account it merges into is blocked by them, both ways refused', async () => {
    const bob = await player('bob');
    const g = await guest('blocked-by-bob');
    expect((await call('PUT', `/users/@me/relationships/blocks/${g.id}`, bob.auth)).status).toBe(200);
    const alice = { id: (await player('alice')).id, auth: '' };
    alice.auth = await signIn(alice.id, g.credential);
    await expectRefusedBetween(alice, bob);
    expect(await entry(bob.auth, alice.id)).toMatchObject({ type: RelationshipType.Blocked });
    expect(await entry(alice.auth, bob.id)).toBeUndefined();
  });

  it('the guest blocked someone: the block wins over the full account’s friendships with them', async () => {
    const bob = await player('bob');
    const g = await guest('blocks-bob');
    expect((await call('PUT', `/users/@me/relationships/blocks/${bob.id}`, g.auth)).status).toBe(200);
    const alice = await player('alice');
    for (const kind of ['discord', 'game'] as const)
      await fx.emulator.control.addRelationship({
        user: alice.id,
        other: bob.id,
        kind,
        type: 'friend',
        ...(kind === 'game' ? { application: appId } : {}),
      });
    const merged = { id: alice.id, auth: await signIn(alice.id, g.credential) };
    expect(await entry(merged.auth, bob.id)).toMatchObject({
      type: RelationshipType.Blocked,
      game_type: RelationshipType.None,
    });
    expect(await entry(bob.auth, alice.id)).toBeUndefined();
    await expectRefusedBetween(merged, bob);
  });

  it('an activity invite to the guest moves with its direct message: the account accepts it', async () => {
    const bob = await player('bob');
    const g = await guest('invited-guest');
    await fx.emulator.control.addRelationship({
      user: bob.id,
      other: g.id,
      kind: 'game',
      application: appId,
      type: 'friend',
    });
    const gateway = fx.emulator.control.gateway.url();
    const bobRaw = await RawGateway.identified(gateway, bob.auth.slice('Bearer '.length));
    const guestRaw = await RawGateway.identified(gateway, g.auth.slice('Bearer '.length));
    open.push(bobRaw, guestRaw);
    const activity = {
      name: 'x',
      type: 0,
      party: { id: 'merge-party', size: [1, 4] },
      secrets: { join: 'merge-join-secret' },
    };
    bobRaw.send({ op: 3, d: { since: null, status: 'online', afk: false, activities: [activity] } });
    // op 3 is never acknowledged: its PRESENCE_UPDATE at the friend says it is in.
    await guestRaw.next(
      (f) => f.t === 'PRESENCE_UPDATE' && (f.d as { activities: unknown[] }).activities.length > 0,
      "bob's activity",
    );
    const invite = await call('POST', `/users/@me/activity-invites/${g.id}`, bob.auth, {});
    expect(invite.status).toBe(201);
    const alice = await player('alice');
    const merged = await signIn(alice.id, g.credential);
    const accepted = await call(
      'POST',
      `/users/@me/activity-invites/${String(invite.body.id)}/accept`,
      merged,
    );
    expect(accepted.body).toEqual({ application_id: appId, secret: 'merge-join-secret' });
  });
});

describe('what else a merge reconciles', () => {
  it('requests that answer each other become a friendship; a friendship wins over a request; the spam flag moves', async () => {
    const bob = await player('bob');
    const carol = await player('carol');
    const g = await guest('reconciled');
    const alice = await player('alice');
    const control = fx.emulator.control;
    // Discord: alice asked bob, bob asked the guest. Game: the guest and bob are friends, alice asked bob.
    await control.addRelationship({ user: alice.id, other: bob.id, kind: 'discord', type: 'pending' });
    await control.addRelationship({ user: bob.id, other: g.id, kind: 'discord', type: 'pending' });
    const game = { kind: 'game', application: appId } as const;
    await control.addRelationship({ user: g.id, other: bob.id, ...game, type: 'friend' });
    await control.addRelationship({ user: alice.id, other: bob.id, ...game, type: 'pending' });
    // carol's game request to the guest is flagged as spam.
    await control.addRelationship({ user: carol.id, other: g.id, ...game, type: 'pending', spam: true });
    const merged = await signIn(alice.id, g.credential);
    expect(await entry(merged, bob.id)).toMatchObject({
      type: RelationshipType.Friend,
      game_type: RelationshipType.Friend,
    });
    expect(await entry(bob.auth, alice.id)).toMatchObject({
      type: RelationshipType.Friend,
      game_type: RelationshipType.Friend,
    });
    expect(await entry(merged, carol.id)).toMatchObject({
      game_type: RelationshipType.PendingIncoming,
      is_spam_request: true,
    });
  });
  it('what the guest wrote in a lobby is the account’s: the history names an account that exists', async () => {
    const g = await guest('lobby-writer');
    const lobby = await call('PUT', '/lobbies', g.auth, { secret: 'merge-writer-lobby' });
    expect(lobby.status).toBe(200);
    const lobbyId = String(lobby.body.id);
    expect(
      (await call('POST', `/lobbies/${lobbyId}/messages`, g.auth, { content: 'from the guest' })).status,
    ).toBe(201);
    const alice = await player('alice');
    const merged = await signIn(alice.id, g.credential);
    const history = await api<{ author: { id: string }; content: string }[]>(
      fx.url,
      `/api/v10/lobbies/${lobbyId}/messages`,
      { auth: merged },
    );
    expect(history.body.map((m) => [m.content, m.author?.id])).toEqual([['from the guest', alice.id]]);
  });
});

describe('a block survives an unmerge', () => {
  it('the new provisional account starts with the blocks, either way, the game friends and the Discord friends in the game', async () => {
    const bob = await player('bob');
    const dan = await player('dan');
    const erin = await player('erin');
    const frank = await player('frank');
    const gina = await fx.emulator.control.createUser({ username: `gina${++made}` });
    const g = await guest('unmerged');
    const alice = await player('alice');
    await signIn(alice.id, g.credential);
    expect((await call('PUT', `/users/@me/relationships/blocks/${bob.id}`, alice.auth)).status).toBe(200);
    expect((await call('PUT', `/users/@me/relationships/blocks/${alice.id}`, dan.auth)).status).toBe(200);
    const control = fx.emulator.control;
    await control.addRelationship({
      user: alice.id,
      other: erin.id,
      kind: 'game',
      application: appId,
      type: 'friend',
    });
    // frank plays the game (a live grant to it), gina does not.
    await control.addRelationship({ user: alice.id, other: frank.id, kind: 'discord', type: 'friend' });
    await control.addRelationship({ user: alice.id, other: gina.id, kind: 'discord', type: 'friend' });
    const unmerged = await api(fx.url, '/api/v10/partner-sdk/provisional-accounts/unmerge', {
      method: 'POST',
      body: { client_id: appId, external_auth_type: 'OIDC', external_auth_token: g.credential },
    });
    expect(unmerged.status).toBe(204);
    const fresh = await guest('unmerged');
    expect(fresh.id).not.toBe(alice.id);
    expect(fresh.id).not.toBe(g.id);
    expect(await entry(fresh.auth, bob.id)).toMatchObject({ type: RelationshipType.Blocked });
    expect(await entry(dan.auth, fresh.id)).toMatchObject({ type: RelationshipType.Blocked });
    expect(await entry(fresh.auth, erin.id)).toMatchObject({ game_type: RelationshipType.Friend });
    expect(await entry(fresh.auth, frank.id)).toMatchObject({ type: RelationshipType.Friend });
    expect(await entry(fresh.auth, gina.id)).toBeUndefined();
    for (const other of [bob, dan])
      for (const kind of ['discord', 'game'])
        expect(
          (await call('POST', `/users/@me/relationships/${kind}`, fresh.auth, { user_id: other.id })).body,
        ).toMatchObject({ code: 80000 });
    // The full account keeps its own.
    const again = await signIn(alice.id);
    expect(await entry(again, bob.id)).toMatchObject({ type: RelationshipType.Blocked });
    expect(await entry(again, erin.id)).toMatchObject({ game_type: RelationshipType.Friend });
  });
});

describe('a provisional account never joins a guild', () => {
  const GUILD = '930000000000000001';
  const TEXT = '930000000000000010';
  let lobbyId: string;
  let g: { id: string; auth: string; credential: string };
  const bot = () => `Bot ${fx.publicApp.botToken}`;

  beforeAll(async () => {
    g = await guest('guild-guest');
    const everyone = permissionBits(
      'MANAGE_CHANNELS',
      'VIEW_CHANNEL',
      'SEND_MESSAGES',
      'READ_MESSAGE_HISTORY',
    );
    await fx.emulator.control.seed({
      guilds: [
        {
          id: GUILD,
          name: 'Guild',
          everyonePermissions: everyone.toString(),
          channels: [{ id: TEXT, name: 'text', position: 0 }],
          members: [{ userId: fx.publicApp.botUserId }],
        },
      ],
    });
    const lobby = await call('POST', '/lobbies', bot(), { members: [{ id: g.id }, { id: fx.user.id }] });
    lobbyId = String(lobby.body.id);
    const linked = await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, bot(), { channel_id: TEXT });
    expect(linked.body.linked_channel).toMatchObject({ id: TEXT });
  });

  it('no invite of a linked lobby for it: 403 50229, asked by itself or by the bot', async () => {
    const own = await call('POST', `/lobbies/${lobbyId}/members/@me/invites`, g.auth);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 50229 });
    const byBot = await call('POST', `/lobbies/${lobbyId}/members/${g.id}/invites`, bot());
    expect(byBot.body).toMatchObject({ code: 50229 });
    // A full member of the lobby still gets one.
    const full = await call('POST', `/lobbies/${lobbyId}/members/${fx.user.id}/invites`, bot());
    expect(typeof full.body.code).toBe('string');
  });

  it('an invite made for it (a data file from before) is refused at acceptance, and it joins nothing', async () => {
    const code = 'older-invite-code';
    guildInvites(ctx.store).set(secretHash(code), {
      hash: secretHash(code),
      guildId: GUILD,
      channelId: TEXT,
      userId: g.id,
      expiresAt: ctx.clock.now() + 60_000,
      usedAt: null,
    });
    const accepted = await call('POST', `/invites/${code}`, g.auth);
    expect(accepted.body).toMatchObject({ code: 50229 });
    expect(ctx.store.member(GUILD, g.id)).toBeUndefined();
  });

  it('the control API does not seed it as a guild member', async () => {
    await expect(fx.emulator.control.seed({ members: [{ guildId: GUILD, userId: g.id }] })).rejects.toThrow(
      /provisional/,
    );
    expect(ctx.store.member(GUILD, g.id)).toBeUndefined();
  });
});
