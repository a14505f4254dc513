/**
 * The SDK's relationship functions against the real emulator over loopback: every route in order (send by
 * username and by id, accept, reject, cancel, remove of both kinds, block, unblock), the service's
 * refusals surfacing as `ServiceError`s, and hostile input refused before anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.js';
import type { UserRecord } from '../../src/emulator/records.js';
import { ServiceError, Transport, ValidationError } from '../../src/http/index.js';
import type { RelationshipKind } from '../../src/model/index.js';
import { type Fixture, signIn, startFixture } from '../emulator/helpers.js';

let fx: Fixture;
let carol: UserRecord;
let alice: Transport;
let bob: Transport;
let carolT: Transport;

const bearer = (token: string): Transport =>
  new Transport({ baseUrl: fx.url, authorization: { type: 'Bearer', token }, retries: 0 });

beforeAll(async () => {
  fx = await startFixture();
  carol = await fx.emulator.control.createUser({ username: 'carol' });
  alice = bearer((await signIn(fx, 'openid sdk.social_layer_presence', fx.user.id)).access_token as string);
  bob = bearer((await signIn(fx, 'openid sdk.social_layer', fx.other.id)).access_token as string);
  carolT = bearer((await signIn(fx, 'openid sdk.social_layer', carol.id)).access_token as string);
});
afterAll(async () => {
  await fx.emulator.close();
});

describe('relationship functions', () => {
  it('send, accept, remove, reject, cancel, block and unblock, with the entries the service answers', async () => {
    expect(await api.getRelationships(alice)).toEqual([]);
    expect(await api.sendFriendRequest(alice, 'discord', { username: 'bob' })).toMatchObject({
      id: fx.other.id,
      type: 4,
    });
    expect(await api.acceptFriendRequest(bob, 'discord', BigInt(fx.user.id))).toMatchObject({
      id: fx.user.id,
      type: 1,
    });
    expect(await api.sendFriendRequest(alice, 'game', { user_id: fx.other.id })).toMatchObject({
      type: 1,
      game_type: 4,
    });
    await api.rejectFriendRequest(bob, 'game', fx.user.id);
    await api.sendFriendRequest(bob, 'game', { username: 'alice' });
    await api.cancelFriendRequest(bob, 'game', fx.user.id);
    expect(await api.getRelationships(alice)).toMatchObject([{ id: fx.other.id, type: 1, game_type: 0 }]);
    await api.removeFriend(alice, 'discord', fx.other.id);
    expect(await api.getRelationships(bob)).toEqual([]);

    expect(await api.blockUser(carolT, fx.user.id)).toMatchObject({ id: fx.user.id, type: 2 });
    const refused = await api
      .sendFriendRequest(alice, 'discord', { username: 'carol' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ status: 403, serviceCode: 80000 });
    await api.unblockUser(carolT, fx.user.id);
    expect(await api.getRelationships(carolT)).toEqual([]);
  });

  it('surfaces the service errors: unknown user, oneself, wrong state', async () => {
    const codes = async (call: Promise<unknown>) => {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      return [(error as ServiceError).status, (error as ServiceError).serviceCode];
    };
    expect(await codes(api.sendFriendRequest(alice, 'discord', { username: 'nobody' }))).toEqual([
      404, 10013,
    ]);
    expect(await codes(api.sendFriendRequest(alice, 'discord', { username: 'alice' }))).toEqual([400, 80003]);
    expect(await codes(api.acceptFriendRequest(alice, 'game', fx.other.id))).toEqual([400, 50035]);
    expect(await codes(api.unblockUser(alice, fx.other.id))).toEqual([400, 50035]);
  });

  it('refuses hostile input before sending: usernames with spaces, confusables, 10 KB; bad kinds and ids', async () => {
    const before = fx.emulator.control.requests().length;
    for (const username of ['bob smith', 'Ьob', 'b'.repeat(10 * 1024)]) {
      const error = await api.sendFriendRequest(alice, 'discord', { username }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues[0]).toMatchObject({
        path: ['username'],
        code: 'USERNAME_INVALID',
      });
    }
    const kind = await api
      .removeFriend(alice, 'friends' as RelationshipKind, fx.other.id)
      .catch((e: unknown) => e);
    expect((kind as ValidationError).issues[0]).toMatchObject({ path: ['kind'] });
    expect(await api.blockUser(alice, 'bob').catch((e: unknown) => e)).toBeInstanceOf(ValidationError);
    const both = { username: 'bob', user_id: fx.other.id } as unknown as { username: string };
    expect(await api.sendFriendRequest(alice, 'discord', both).catch((e: unknown) => e)).toBeInstanceOf(
      ValidationError,
    );
    expect(fx.emulator.control.requests().length).toBe(before);
  });
});
