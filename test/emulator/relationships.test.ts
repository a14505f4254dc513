/**
 * The relationships domain over HTTP, against the real emulator: every route and its errors (unknown
 * user, oneself, blocks both ways, wrong state, scopes, bad kind and bodies), the two kinds kept apart,
 * blocking (drops everything, refuses requests and DMs, unblock restores nothing), the friend cap with
 * 1,000 seeded friends, the control API over HTTP, and the routes' absence from the OpenAPI description.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/emulator/records.js';
import { operationTemplate } from '../support/openapi.js';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

let fx: Fixture;
let carol: UserRecord;
let dave: UserRecord;
const tokens: Record<string, string> = {};
const BASE = '/api/v10/users/@me/relationships';

type Entry = {
  id: string;
  type: number;
  game_type: number;
  is_spam_request: boolean;
  user: Record<string, unknown>;
};
type ErrorBody = {
  code: number;
  message: string;
  errors?: Record<string, { _errors: { code: string; message: string }[] }>;
};

/** A call as one of the users (Bearer). */
function as<T = unknown>(who: string, method: string, path: string, body?: unknown) {
  return api<T>(fx.url, `${BASE}${path}`, { method, auth: `Bearer ${tokens[who]}`, body });
}
const list = async (who: string) => (await as<Entry[]>(who, 'GET', '')).body;
const stateError = (body: ErrorBody) => body.errors?.user_id?._errors[0];

beforeAll(async () => {
  fx = await startFixture();
  carol = await fx.emulator.control.createUser({ username: 'carol' });
  dave = await fx.emulator.control.createUser({ username: 'dave' });
  for (const [name, id] of [
    ['alice', fx.user.id],
    ['bob', fx.other.id],
    ['carol', carol.id],
    ['dave', dave.id],
  ] as const)
    tokens[name] = (await signIn(fx, 'openid sdk.social_layer', id)).access_token as string;
});
afterAll(async () => {
  await fx.emulator.close();
});

describe('friend requests', () => {
  it('a request by username, then accepted: both sides friends, with public users', async () => {
    const sent = await as<Entry>('alice', 'POST', '/discord', { username: 'bob' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: fx.other.id, type: 4, game_type: 0, is_spam_request: false });
    expect(sent.body.user).toMatchObject({ id: fx.other.id, username: 'bob' });
    expect(sent.body.user).not.toHaveProperty('email');
    expect(await list('bob')).toMatchObject([{ id: fx.user.id, type: 3, game_type: 0 }]);

    const accepted = await as<Entry>('bob', 'POST', `/discord/${fx.user.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: fx.user.id, type: 1 });
    expect(await list('alice')).toMatchObject([{ id: fx.other.id, type: 1, game_type: 0 }]);

    const again = await as<ErrorBody>('alice', 'POST', '/discord', { user_id: fx.other.id });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(50035);
    expect(stateError(again.body)).toEqual({
      code: 'RELATIONSHIP_STATE_INVALID',
      message: 'Cannot send a discord friend request: you are already friends.',
    });
  });

  it('a request to someone who already asked us makes both friends', async () => {
    await as('carol', 'POST', '/discord', { user_id: dave.id });
    const mutual = await as<Entry>('dave', 'POST', '/discord', { username: 'carol' });
    expect(mutual.body).toMatchObject({ id: carol.id, type: 1 });
    expect(await list('carol')).toMatchObject([{ id: dave.id, type: 1 }]);
  });

  it('reject and cancel end a request (204); a second time is a state error', async () => {
    await as('bob', 'POST', '/discord', { username: 'carol' });
    expect((await as('carol', 'POST', `/discord/${fx.other.id}/reject`)).status).toBe(204);
    expect(await list('bob')).toMatchObject([{ id: fx.user.id }]);
    const rejectAgain = await as<ErrorBody>('carol', 'POST', `/discord/${fx.other.id}/reject`);
    expect(stateError(rejectAgain.body)?.message).toBe(
      'Cannot reject a discord friend request: there is no relationship.',
    );

    await as('bob', 'POST', '/discord', { username: 'carol' });
    const wrongSide = await as<ErrorBody>('bob', 'POST', `/discord/${carol.id}/accept`);
    expect(stateError(wrongSide.body)?.message).toBe(
      'Cannot accept a discord friend request: you already sent a request.',
    );
    expect((await as('bob', 'POST', `/discord/${carol.id}/cancel`)).status).toBe(204);
    expect((await as<ErrorBody>('bob', 'POST', `/discord/${carol.id}/cancel`)).body.code).toBe(50035);
    expect(await list('carol')).toMatchObject([{ id: dave.id }]);
  });

  it('refuses unknown users (10013), oneself (80003), bad kinds, ids and bodies (50035)', async () => {
    const unknownName = await as<ErrorBody>('alice', 'POST', '/discord', { username: 'nobody' });
    expect([unknownName.status, unknownName.body]).toEqual([404, { code: 10013, message: 'Unknown User' }]);
    const unknownId = await as<ErrorBody>('alice', 'POST', '/game', { user_id: '12345' });
    expect([unknownId.status, unknownId.body.code]).toEqual([404, 10013]);
    const bot = await as<ErrorBody>('alice', 'POST', '/discord', { user_id: fx.app.botUserId });
    expect(bot.body.code).toBe(10013);
    const self = await as<ErrorBody>('alice', 'POST', '/discord', { username: 'alice' });
    expect([self.status, self.body]).toEqual([
      400,
      { code: 80003, message: 'Cannot send friend request to self' },
    ]);
    const kind = await as<ErrorBody>('alice', 'POST', '/friends', { username: 'bob' });
    expect([kind.status, kind.body.code, Object.keys(kind.body.errors ?? {})]).toEqual([
      400,
      50035,
      ['kind'],
    ]);
    const body = await as<ErrorBody>('alice', 'POST', '/discord', { username: 'Bob Smith' });
    expect(body.body.errors?.username?._errors[0]?.code).toBe('USERNAME_INVALID');
    const both = await as<ErrorBody>('alice', 'POST', '/discord', { username: 'bob', user_id: fx.other.id });
    expect(both.body.code).toBe(50035);
    const id = await as<ErrorBody>('alice', 'POST', '/discord/bob/accept');
    expect(Object.keys(id.body.errors ?? {})).toEqual(['user_id']);
  });

  it('reads need a relationship or social scope, writes a social scope: 403 50001 otherwise', async () => {
    const identify = (await signIn(fx, 'openid identify', fx.user.id)).access_token as string;
    const read = (await signIn(fx, 'openid relationships.read', fx.user.id)).access_token as string;
    const presence = (await signIn(fx, 'openid sdk.social_layer_presence', fx.user.id))
      .access_token as string;
    const call = (token: string, method: string, path: string, body?: unknown) =>
      api<ErrorBody>(fx.url, `${BASE}${path}`, { method, auth: `Bearer ${token}`, body });
    expect((await call(identify, 'GET', '')).body).toEqual({ code: 50001, message: 'Missing Access' });
    expect((await call(identify, 'GET', '')).status).toBe(403);
    expect((await call(read, 'GET', '')).status).toBe(200);
    expect((await call(read, 'POST', '/discord', { username: 'dave' })).body.code).toBe(50001);
    expect((await call(presence, 'GET', '')).status).toBe(200);
    const bot = await api<ErrorBody>(fx.url, BASE, { auth: `Bot ${fx.app.botToken}` });
    expect([bot.status, bot.body.code]).toEqual([403, 20001]);
  });
});

describe('game relationships', () => {
  it('are a second kind beside the Discord one; discord removal removes both, game removal only game', async () => {
    await as('alice', 'POST', '/game', { username: 'bob' });
    expect(await list('bob')).toMatchObject([{ id: fx.user.id, type: 1, game_type: 3 }]);
    await as('bob', 'POST', `/game/${fx.user.id}/accept`);
    expect(await list('alice')).toMatchObject([{ id: fx.other.id, type: 1, game_type: 1 }]);

    expect((await as('alice', 'DELETE', `/game/${fx.other.id}`)).status).toBe(204);
    expect(await list('bob')).toMatchObject([{ id: fx.user.id, type: 1, game_type: 0 }]);
    const gone = await as<ErrorBody>('alice', 'DELETE', `/game/${fx.other.id}`);
    expect(stateError(gone.body)?.message).toBe('Cannot remove a game friend: there is no relationship.');

    await as('alice', 'POST', '/game', { username: 'bob' });
    await as('bob', 'POST', `/game/${fx.user.id}/accept`);
    expect((await as('bob', 'DELETE', `/discord/${fx.user.id}`)).status).toBe(204);
    expect(await list('alice')).toEqual([]);
    expect((await as<ErrorBody>('bob', 'DELETE', `/discord/${fx.user.id}`)).body.code).toBe(50035);
  });
});

describe('blocks', () => {
  it('drop every relationship, refuse requests and DMs both ways, and unblocking restores nothing', async () => {
    await as('alice', 'POST', '/discord', { username: 'bob' });
    await as('bob', 'POST', `/discord/${fx.user.id}/accept`);
    await as('alice', 'POST', '/game', { username: 'bob' });

    const blocked = await as<Entry>('alice', 'PUT', `/blocks/${fx.other.id}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ id: fx.other.id, type: 2, game_type: 0 });
    expect(await list('bob')).toEqual([]);

    for (const [from, to] of [
      ['bob', 'alice'],
      ['alice', 'bob'],
    ]) {
      const refused = await as<ErrorBody>(from as string, 'POST', '/discord', { username: to });
      expect([refused.status, refused.body]).toEqual([
        403,
        { code: 80000, message: 'Incoming friend requests disabled' },
      ]);
      expect((await as<ErrorBody>(from as string, 'POST', '/game', { username: to })).body.code).toBe(80000);
    }
    for (const [from, to] of [
      ['bob', fx.user.id],
      ['alice', fx.other.id],
    ]) {
      const dm = await api<ErrorBody>(fx.url, `/api/v10/users/@me/direct-messages/${to}`, {
        method: 'POST',
        auth: `Bearer ${tokens[from as string]}`,
        body: { content: 'hi' },
      });
      expect([dm.status, dm.body]).toEqual([
        403,
        { code: 50007, message: 'Cannot send messages to this user' },
      ]);
    }

    expect((await as('alice', 'DELETE', `/blocks/${fx.other.id}`)).status).toBe(204);
    expect(await list('alice')).toEqual([]);
    expect(await list('bob')).toEqual([]);
    const again = await as<ErrorBody>('alice', 'DELETE', `/blocks/${fx.other.id}`);
    expect(stateError(again.body)?.message).toBe('Cannot unblock: there is no relationship.');
    const dm = await api(fx.url, `/api/v10/users/@me/direct-messages/${fx.user.id}`, {
      method: 'POST',
      auth: `Bearer ${tokens.bob}`,
      body: { content: 'friends again?' },
    });
    expect(dm.status).toBe(201);
  });

  it("each side's block is its own: one unblock leaves the other's", async () => {
    await as('carol', 'PUT', `/blocks/${dave.id}`);
    await as('dave', 'PUT', `/blocks/${carol.id}`);
    expect(await list('carol')).toMatchObject([{ id: dave.id, type: 2 }]);
    await as('carol', 'DELETE', `/blocks/${dave.id}`);
    expect(await list('carol')).toEqual([]);
    expect(await list('dave')).toMatchObject([{ id: carol.id, type: 2 }]);
    expect((await as<ErrorBody>('carol', 'POST', '/discord', { username: 'dave' })).body.code).toBe(80000);
    await as('dave', 'DELETE', `/blocks/${carol.id}`);
  });
});

describe('the friend cap', () => {
  it('with 1,000 seeded friends, the 1,001st is refused 30002, from either side', async () => {
    const seeded = await fx.emulator.control.seed({
      users: Array.from({ length: 1002 }, (_, i) => ({ username: `fan${i}` })),
    });
    const [star, ...fans] = seeded.users as UserRecord[];
    const [last, ...thousand] = fans as UserRecord[];
    await fx.emulator.control.seed({
      relationships: thousand.map((fan) => ({
        user: (star as UserRecord).id,
        other: fan.id,
        kind: 'discord',
        type: 'friend',
      })),
    });
    const starToken = (await signIn(fx, 'openid sdk.social_layer', (star as UserRecord).id))
      .access_token as string;
    const lastToken = (await signIn(fx, 'openid sdk.social_layer', (last as UserRecord).id))
      .access_token as string;
    const call = (token: string, method: string, path: string, body?: unknown) =>
      api<ErrorBody>(fx.url, `${BASE}${path}`, { method, auth: `Bearer ${token}`, body });

    expect((await call(starToken, 'GET', '')).body).toHaveLength(1000);
    const full = await call(starToken, 'POST', '/discord', { user_id: (last as UserRecord).id });
    expect([full.status, full.body]).toEqual([
      400,
      { code: 30002, message: 'Maximum number of friends reached (1000)' },
    ]);
    const toFull = await call(lastToken, 'POST', '/discord', { user_id: (star as UserRecord).id });
    expect(toFull.body.code).toBe(30002);
    // A game friendship is counted apart (the emulator caps it at 1,000 too).
    expect((await call(starToken, 'POST', '/game', { user_id: (last as UserRecord).id })).status).toBe(200);
    await expect(
      fx.emulator.control.seed({
        relationships: [
          { user: (last as UserRecord).id, other: (star as UserRecord).id, kind: 'discord', type: 'friend' },
        ],
      }),
    ).rejects.toThrow(/relationships\[0\]\.other: \d+ already has 1000 discord friends/);
  });
});

describe('the control API', () => {
  it('adds and removes relationships over HTTP, and refuses bad input naming the field', async () => {
    const post = (path: string, body: unknown) =>
      api<ErrorBody>(fx.url, `/_emulator${path}`, { method: 'POST', body });
    expect(
      (
        await post('/relationships', {
          user: dave.id,
          other: fx.user.id,
          kind: 'discord',
          type: 'pending',
          spam: true,
        })
      ).status,
    ).toBe(204);
    expect(await list('alice')).toContainEqual(
      expect.objectContaining({ id: dave.id, type: 3, is_spam_request: true }),
    );
    expect(
      (await post('/relationships/remove', { user: dave.id, other: fx.user.id, kind: 'discord' })).status,
    ).toBe(204);
    expect((await list('alice')).some((e) => e.id === dave.id)).toBe(false);

    const bad = await post('/relationships', {
      user: dave.id,
      other: fx.user.id,
      kind: 'game',
      type: 'friend',
    });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      expect.stringMatching(/^relationship\.application: required/),
    ]);
    const blockedGame = await post('/relationships', {
      user: dave.id,
      other: fx.user.id,
      kind: 'game',
      application: fx.app.id,
      type: 'blocked',
    });
    expect(blockedGame.body.message).toMatch(/"blocked" is of kind "discord" only/);
    const presence = await api<ErrorBody>(fx.url, `/_emulator/users/${dave.id}/presence`, {
      method: 'PUT',
      body: { status: 'away' },
    });
    expect([presence.status, presence.body.message]).toEqual([
      400,
      expect.stringMatching(/^status: expected one of/),
    ]);
    const rename = await api<ErrorBody>(fx.url, `/_emulator/users/${dave.id}`, {
      method: 'PATCH',
      body: { username: 'Dave D' },
    });
    expect([rename.status, rename.body.message]).toEqual([
      400,
      expect.stringMatching(/^update\.username: Must be a unique username/),
    ]);
    const played = await post(`/users/${dave.id}/played`, { application_id: '1' });
    expect(played.body.message).toMatch(/played\.application: no application 1/);
  });
});

describe('OpenAPI', () => {
  it("the relationship routes are the emulator's own: the description has none of them, so its checks leave them out", () => {
    for (const [method, path] of [
      ['GET', '/api/v10/users/@me/relationships'],
      ['POST', '/api/v10/users/@me/relationships/discord'],
      ['POST', '/api/v10/users/@me/relationships/game/1/accept'],
      ['POST', '/api/v10/users/@me/relationships/game/1/reject'],
      ['POST', '/api/v10/users/@me/relationships/game/1/cancel'],
      ['DELETE', '/api/v10/users/@me/relationships/discord/1'],
      ['PUT', '/api/v10/users/@me/relationships/blocks/1'],
      ['DELETE', '/api/v10/users/@me/relationships/blocks/1'],
    ] as const)
      expect(operationTemplate(method, path), `${method} ${path}`).toBeUndefined();
    // The check can match: a described route is found.
    expect(operationTemplate('GET', '/api/v10/users/@me')).toBe('/users/@me');
  });
});
