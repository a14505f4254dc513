/**
 * Relationships and presence live over the gateway, with raw WebSocket clients against the real
 * emulator: READY's relationships and presences, RELATIONSHIP_* to both sides, presence derived from
 * sessions and op 3 (fanned out to friends only; game-only friends see it only in their game), the
 * control API's presence, played mark and user updates, op 3 validation and its rate window (by the
 * emulator clock), and a resumed session receiving the relationship changes it missed exactly once.
 * Absences are checked after a barrier: a later dispatch the same session does receive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord, UserRecord } from '../../src/emulator/records.js';
import {
  type GatewayWorld,
  RawGateway,
  SOCIAL_SCOPES,
  startGatewayWorld,
  until,
} from '../connection/world.js';
import { api, LOOPBACK_REDIRECT, signIn } from './helpers.js';

let world: GatewayWorld;
let otherApp: ApplicationRecord;
const open: RawGateway[] = [];

beforeAll(async () => {
  world = await startGatewayWorld();
  otherApp = await world.emulator.control.createApplication({
    name: 'Other game',
    redirectUris: [LOOPBACK_REDIRECT],
  });
});
afterAll(async () => {
  for (const raw of open) raw.terminate();
  await world.emulator.close();
});

interface Player {
  user: UserRecord;
  /** Tokens of the world's app, and of the other app. */
  token: string;
  otherToken: string;
}

let made = 0;
/** New users signed in to both applications, one after the other (sign-in sets the scripted consent's user). */
async function players(...names: string[]): Promise<Player[]> {
  const out: Player[] = [];
  for (const name of names) out.push(await player(name));
  return out;
}

/** A new user signed in to both applications. */
async function player(name: string): Promise<Player> {
  const user = await world.emulator.control.createUser({ username: `${name}${++made}` });
  const token = (await signIn(world.fx, SOCIAL_SCOPES, user.id)).access_token as string;
  const otherToken = (await signIn({ ...world.fx, app: otherApp }, SOCIAL_SCOPES, user.id))
    .access_token as string;
  return { user, token, otherToken };
}

async function connect(token: string): Promise<RawGateway> {
  const raw = await RawGateway.identified(world.gatewayUrl, token);
  open.push(raw);
  return raw;
}

const appId = () => world.fx.app.id;
type Presence = {
  user: { id: string };
  status: string;
  in_application: boolean;
  played_application: boolean;
};
const presencesOf = (raw: RawGateway, userId: string) =>
  raw
    .dispatches(['PRESENCE_UPDATE'])
    .map((d) => d.d as unknown as Presence)
    .filter((p) => p.user.id === userId);
const statusesOf = (raw: RawGateway, userId: string) => presencesOf(raw, userId).map((p) => p.status);
const friends = (a: Player, b: Player) => ({
  user: a.user.id,
  other: b.user.id,
  kind: 'discord' as const,
  type: 'friend' as const,
});
const relationshipCall = (p: Player, method: string, path: string, body?: unknown) =>
  api(world.fx.url, `/api/v10/users/@me/relationships${path}`, { method, auth: `Bearer ${p.token}`, body });

describe('READY', () => {
  it('lists every relationship entry and the presence of the friends the session may see', async () => {
    const [me, friend, gameFriend, asker, blocked, stranger] = await players(
      'me',
      'friend',
      'gamer',
      'asker',
      'blocked',
      'stranger',
    );
    const [f, g, q, b] = [friend, gameFriend, asker, blocked].map((p) => (p as Player).user.id);
    const mine = (me as Player).user.id;
    await world.emulator.control.seed({
      relationships: [
        friends(friend as Player, me as Player),
        { user: g as string, other: mine, kind: 'game', application: appId(), type: 'friend' },
        { user: q as string, other: mine, kind: 'discord', type: 'pending', spam: true },
        { user: mine, other: b as string, kind: 'discord', type: 'blocked' },
      ],
      played: [{ user: f as string, application: appId() }],
    });
    await world.emulator.control.setPresence(f as string, { status: 'dnd' });
    await connect((stranger as Player).token);

    const raw = await connect((me as Player).token);
    const ready = raw.dispatches(['READY'])[0]?.d as { relationships: unknown[]; presences: unknown[] };
    const entries = ready.relationships as {
      id: string;
      type: number;
      game_type: number;
      is_spam_request: boolean;
    }[];
    expect(
      entries.map(({ id, type, game_type, is_spam_request }) => ({ id, type, game_type, is_spam_request })),
    ).toEqual(
      [
        { id: f, type: 1, game_type: 0, is_spam_request: false },
        { id: g, type: 0, game_type: 1, is_spam_request: false },
        { id: q, type: 3, game_type: 0, is_spam_request: true },
        { id: b, type: 2, game_type: 0, is_spam_request: false },
      ].sort((x, y) => (BigInt(x.id as string) < BigInt(y.id as string) ? -1 : 1)),
    );
    expect(ready.presences).toEqual(
      expect.arrayContaining([
        { user: { id: f }, status: 'dnd', in_application: false, played_application: true, activities: [] },
        {
          user: { id: g },
          status: 'offline',
          in_application: false,
          played_application: false,
          activities: [],
        },
      ]),
    );
    expect(ready.presences).toHaveLength(2);
  });

  it('a session without a relationship scope gets empty lists and no relationship dispatches', async () => {
    const [a, b] = await players('lobbyonly', 'peer');
    const lobbyToken = (await signIn(world.fx, 'openid lobbies.write', (a as Player).user.id))
      .access_token as string;
    await world.emulator.control.addRelationship(friends(a as Player, b as Player));
    const raw = await connect(lobbyToken);
    expect(raw.dispatches(['READY'])[0]?.d).toMatchObject({ relationships: [], presences: [] });
    await connect((b as Player).token);
    await world.emulator.control.removeRelationship({
      user: (a as Player).user.id,
      other: (b as Player).user.id,
      kind: 'discord',
    });
    // Barrier: a lobby the session does see.
    await api(world.fx.url, '/api/v10/lobbies', {
      method: 'PUT',
      auth: `Bearer ${lobbyToken}`,
      body: { secret: 'barrier' },
    });
    await until(() => raw.dispatches(['LOBBY_CREATE']).length === 1, 'the barrier');
    expect(raw.dispatches().map((d) => d.t)).toEqual(['READY', 'LOBBY_CREATE']);
  });
});

describe('relationship dispatches', () => {
  it("reach both sides: request, accept (with the new friend's presence), remove, block", async () => {
    const [a, b, c] = await players('reqa', 'reqb', 'reqc');
    const [ra, rb, rc] = await Promise.all([a, b, c].map((p) => connect((p as Player).token)));
    const names = (raw: RawGateway) =>
      raw
        .dispatches()
        .filter((d) => d.t !== 'READY')
        .map((d) => d.t);

    await relationshipCall(a as Player, 'POST', '/discord', { user_id: (b as Player).user.id });
    await until(() => (rb as RawGateway).dispatches(['RELATIONSHIP_ADD']).length === 1, "b's ADD");
    expect((ra as RawGateway).dispatches(['RELATIONSHIP_ADD'])[0]?.d).toMatchObject({
      id: (b as Player).user.id,
      type: 4,
    });
    expect((rb as RawGateway).dispatches(['RELATIONSHIP_ADD'])[0]?.d).toMatchObject({
      id: (a as Player).user.id,
      type: 3,
      game_type: 0,
      user: { id: (a as Player).user.id },
    });

    await relationshipCall(b as Player, 'POST', `/discord/${(a as Player).user.id}/accept`);
    for (const [raw, other] of [
      [ra, b],
      [rb, a],
    ] as const) {
      await until(
        () => presencesOf(raw as RawGateway, (other as Player).user.id).length === 1,
        'the new friend presence',
      );
      expect(names(raw as RawGateway)).toEqual([
        'RELATIONSHIP_ADD',
        'RELATIONSHIP_UPDATE',
        'PRESENCE_UPDATE',
      ]);
      expect(presencesOf(raw as RawGateway, (other as Player).user.id)[0]).toMatchObject({
        status: 'online',
        in_application: true,
      });
    }

    await relationshipCall(a as Player, 'DELETE', `/discord/${(b as Player).user.id}`);
    await until(() => (rb as RawGateway).dispatches(['RELATIONSHIP_REMOVE']).length === 1, "b's REMOVE");
    expect((rb as RawGateway).dispatches(['RELATIONSHIP_REMOVE'])[0]?.d).toEqual({
      id: (a as Player).user.id,
    });

    await relationshipCall(b as Player, 'POST', '/discord', { user_id: (a as Player).user.id });
    await relationshipCall(a as Player, 'PUT', `/blocks/${(b as Player).user.id}`);
    await until(
      () => (rb as RawGateway).dispatches(['RELATIONSHIP_REMOVE']).length === 2,
      "b's second REMOVE",
    );
    expect((ra as RawGateway).dispatches(['RELATIONSHIP_UPDATE']).at(-1)?.d).toMatchObject({ type: 2 });
    expect(names(rb as RawGateway).slice(-2)).toEqual(['RELATIONSHIP_ADD', 'RELATIONSHIP_REMOVE']);
    // c is a stranger to both: nothing of theirs reached c.
    expect(names(rc as RawGateway)).toEqual([]);
  });

  it('a resumed session gets the changes it missed, in order, exactly once', async () => {
    const [a, b] = await players('resa', 'resb');
    const raw = await connect((a as Player).token);
    const sessionId = raw.sessionId();
    const seen = raw.dispatches().at(-1)?.s ?? 0;
    world.emulator.control.gateway.drop((a as Player).user.id);
    await raw.closedWith();

    await relationshipCall(b as Player, 'POST', '/discord', { user_id: (a as Player).user.id });
    await relationshipCall(b as Player, 'POST', `/discord/${(a as Player).user.id}/cancel`);
    await relationshipCall(b as Player, 'POST', '/game', { user_id: (a as Player).user.id });

    const again = await RawGateway.open(world.gatewayUrl);
    open.push(again);
    await again.next((f) => f.op === 10, 'HELLO');
    again.send({ op: 6, d: { token: (a as Player).token, session_id: sessionId, seq: seen } });
    await again.next((f) => f.t === 'RESUMED', 'RESUMED');
    const replayed = again.dispatches();
    expect(replayed.map((d) => d.t)).toEqual([
      'RELATIONSHIP_ADD',
      'RELATIONSHIP_REMOVE',
      'RELATIONSHIP_ADD',
      'RESUMED',
    ]);
    expect(replayed.map((d) => d.s)).toEqual([seen + 1, seen + 2, seen + 3, seen + 4]);
    expect(replayed[2]?.d).toMatchObject({ type: 0, game_type: 3 });
    // A later change arrives once, after the replay.
    await relationshipCall(b as Player, 'POST', `/game/${(a as Player).user.id}/cancel`);
    await until(() => again.dispatches(['RELATIONSHIP_REMOVE']).length === 2, 'the live REMOVE');
    expect(again.dispatches().map((d) => d.t)).toEqual([
      'RELATIONSHIP_ADD',
      'RELATIONSHIP_REMOVE',
      'RELATIONSHIP_ADD',
      'RESUMED',
      'RELATIONSHIP_REMOVE',
    ]);
  });
});

describe('a removed account', () => {
  it('leaves no relationship behind: the other side sees RELATIONSHIP_REMOVE', async () => {
    const [a, gone] = await players('keeper', 'leaver');
    await world.emulator.control.addRelationship(friends(a as Player, gone as Player));
    const raw = await connect((a as Player).token);
    await world.emulator.control.removeUser((gone as Player).user.id);
    await until(() => raw.dispatches(['RELATIONSHIP_REMOVE']).length === 1, 'RELATIONSHIP_REMOVE');
    expect(raw.dispatches(['RELATIONSHIP_REMOVE'])[0]?.d).toEqual({ id: (gone as Player).user.id });
  });
});

describe('presence', () => {
  it('follows sessions and op 3, reaches Discord friends only, and invisible reads as offline', async () => {
    const [a, b, stranger] = await players('pa', 'pb', 'ps');
    const asker = (await player('pq')) as Player;
    await world.emulator.control.seed({
      relationships: [
        friends(a as Player, b as Player),
        { user: (asker as Player).user.id, other: (b as Player).user.id, kind: 'discord', type: 'pending' },
      ],
    });
    const ra = await connect((a as Player).token);
    const rs = await connect((stranger as Player).token);
    const rq = await connect((asker as Player).token);
    const bId = (b as Player).user.id;

    const rb = await connect((b as Player).token);
    await until(() => statusesOf(ra, bId).length === 1, 'b online');
    expect(presencesOf(ra, bId)[0]).toEqual({
      user: { id: bId },
      status: 'online',
      in_application: true,
      played_application: true,
      activities: [],
    });
    const command = (status: string) =>
      rb.send({ op: 3, d: { since: null, activities: [], status, afk: false } });
    command('idle');
    await until(() => statusesOf(ra, bId).length === 2, 'b idle');
    command('invisible');
    await until(() => statusesOf(ra, bId).length === 3, 'b invisible');
    expect(presencesOf(ra, bId)[2]).toMatchObject({ status: 'offline', in_application: false });
    command('online');
    await until(() => statusesOf(ra, bId).length === 4, 'b online again');
    rb.close(1000);
    await until(() => statusesOf(ra, bId).length === 5, 'b gone');
    expect(statusesOf(ra, bId)).toEqual(['online', 'idle', 'offline', 'online', 'offline']);

    // Barrier for the others: a presence change they do see (their own friend's, from the control API).
    for (const [raw, p] of [
      [rs, stranger],
      [rq, asker],
    ] as const) {
      const buddy = (await player('buddy')) as Player;
      await world.emulator.control.addRelationship(friends(buddy, p as Player));
      await until(() => presencesOf(raw, buddy.user.id).length === 1, 'the barrier');
      expect(presencesOf(raw, bId)).toEqual([]);
    }
  });

  it('game-only friends see it only in their game, and nothing in another application', async () => {
    const [a, g, f] = await players('ga', 'gg', 'gf');
    await world.emulator.control.seed({
      relationships: [
        {
          user: (g as Player).user.id,
          other: (a as Player).user.id,
          kind: 'game',
          application: appId(),
          type: 'friend',
        },
        friends(f as Player, a as Player),
      ],
    });
    const inGame = await connect((a as Player).token);
    const elsewhere = await connect((a as Player).otherToken);
    const gId = (g as Player).user.id;
    const fId = (f as Player).user.id;

    // g plays the other application: online, but not in a's game, so a sees nothing in either.
    await connect((g as Player).otherToken);
    await world.emulator.control.setPresence(fId, { status: 'idle' });
    for (const raw of [inGame, elsewhere])
      await until(() => presencesOf(raw, fId).length === 1, 'the barrier');
    expect(presencesOf(inGame, gId)).toEqual([]);
    expect(presencesOf(elsewhere, gId)).toEqual([]);

    // g joins a's game: only a's session of that game sees it.
    await connect((g as Player).token);
    await until(() => presencesOf(inGame, gId).length === 1, "g in a's game");
    expect(presencesOf(inGame, gId)[0]).toMatchObject({
      status: 'online',
      in_application: true,
      played_application: true,
    });
    await world.emulator.control.setPresence(fId, { status: 'dnd' });
    await until(() => presencesOf(elsewhere, fId).length === 2, 'the second barrier');
    expect(presencesOf(elsewhere, gId)).toEqual([]);
    // The Discord friend f is seen in both applications, online elsewhere (no session of either).
    expect(presencesOf(elsewhere, fId).at(-1)).toMatchObject({ status: 'dnd', in_application: false });
  });

  it('the control API sets presence from another device, marks played, and fans out USER_UPDATE', async () => {
    const [a, f, stranger] = await players('ca', 'cf', 'cs');
    await world.emulator.control.addRelationship(friends(a as Player, f as Player));
    const ra = await connect((a as Player).token);
    const rs = await connect((stranger as Player).token);
    const fId = (f as Player).user.id;

    await world.emulator.control.setPresence(fId, { status: 'online' });
    await world.emulator.control.markPlayed(fId, appId());
    await world.emulator.control.setPresence(fId, { status: 'offline' });
    await until(() => presencesOf(ra, fId).length === 3, 'three updates');
    expect(presencesOf(ra, fId).map((p) => [p.status, p.in_application, p.played_application])).toEqual([
      ['online', false, false],
      ['online', false, true],
      ['offline', false, true],
    ]);

    const updated = await world.emulator.control.updateUser(fId, { global_name: 'Eff', avatar: 'a_1234' });
    expect(updated).toMatchObject({ global_name: 'Eff', avatar: 'a_1234' });
    await until(() => ra.dispatches(['USER_UPDATE']).length === 1, 'USER_UPDATE');
    expect(ra.dispatches(['USER_UPDATE'])[0]?.d).toMatchObject({
      id: fId,
      global_name: 'Eff',
      avatar: 'a_1234',
    });
    expect(ra.dispatches(['USER_UPDATE'])[0]?.d).not.toHaveProperty('email');
    // The user's own sessions get it too; a stranger's do not (barrier: the stranger's own update).
    await world.emulator.control.updateUser((stranger as Player).user.id, { global_name: 'Ess' });
    await until(() => rs.dispatches(['USER_UPDATE']).length === 1, "the stranger's own update");
    expect(rs.dispatches(['USER_UPDATE'])[0]?.d).toMatchObject({ id: (stranger as Player).user.id });
  });
});

describe('op 3', () => {
  it('a malformed Presence Update closes 4002', async () => {
    const raw = await connect(((await player('bad')) as Player).token);
    raw.send({ op: 3, d: { since: null, activities: [], status: 'offline', afk: false } });
    expect(await raw.closedWith()).toMatchObject({ code: 4002, reason: expect.stringMatching(/^d\.status/) });
  });

  it('5 per 20 s of the emulator clock per session; the 6th in a window closes 4008', async () => {
    const [a, b] = await players('ra', 'rb');
    await world.emulator.control.addRelationship(friends(a as Player, b as Player));
    const watcher = await connect((a as Player).token);
    const raw = await connect((b as Player).token);
    const bId = (b as Player).user.id;
    await until(() => presencesOf(watcher, bId).length === 1, 'b online');
    let sent = 0;
    // Alternating statuses, so that each accepted update changes what the watcher sees.
    const send = (n: number) => {
      for (let i = 0; i < n; i++, sent++)
        raw.send({
          op: 3,
          d: { since: null, activities: [], status: sent % 2 === 0 ? 'idle' : 'dnd', afk: false },
        });
    };
    send(5);
    await until(() => presencesOf(watcher, bId).length === 6, 'five updates');
    await world.emulator.control.clock.advance(20_000);
    send(5);
    await until(() => presencesOf(watcher, bId).length === 11, 'five more in the next window');
    expect(raw.closed).toBeUndefined();
    send(1);
    expect(await raw.closedWith()).toMatchObject({ code: 4008 });
  });
});
