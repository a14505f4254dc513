/**
 * Issue 44: a user's lobby cap at its boundary. The public lobbies guide (the `LobbyHandle` page of the
 * Social SDK reference): "Lobbies may have a maximum of 1,000 members, and each user may be in a maximum
 * of 100 lobbies per game" (`Limits.LOBBIES_PER_USER`). The guide gives no error for the 101st: the
 * emulator answers 400 with 30001, the service family's code for a user's 100-item cap (our design,
 * docs/emulator-domains.md). Every route that adds a user to a lobby is held to it, a refused request
 * changes nothing, rejoining a lobby one is in is no new lobby, and leaving one makes room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorCode } from '../../src/model/errors.js';
import { Limits } from '../../src/model/limits.js';
import { isTooManyLobbies } from '../../src/rules/lobbyCapacity.js';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

interface Lobby {
  id: string;
  members: { id: string }[];
}
interface ErrorBody {
  code: number;
  message: string;
}

let fx: Fixture;
let bot: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  fx = await startFixture();
  bot = `Bot ${fx.app.botToken}`;
  alice = `Bearer ${(await signIn(fx, 'openid sdk.social_layer')).access_token}`;
  bob = `Bearer ${(await signIn(fx, 'openid sdk.social_layer', fx.other.id)).access_token}`;
});
afterAll(async () => {
  await fx.emulator.close();
});

const path = (rest = '') => `/api/v10/lobbies${rest}`;
const join = (auth: string, secret: string) =>
  api<Lobby & ErrorBody>(fx.url, path(), { method: 'PUT', auth, body: { secret } });

describe('a user is in at most 100 lobbies of a game (the lobbies guide)', () => {
  it('the 100th is taken, the 101st refused with 30001 by every route; rejoining is free; leaving makes room', async () => {
    const aliceId = fx.user.id;
    const lobbies: string[] = [];
    for (let i = 0; i < Limits.LOBBIES_PER_USER; i++) {
      const res = await join(alice, `mine-${i}`);
      expect(res.status).toBe(200);
      lobbies.push(res.body.id);
    }
    const refusal = {
      code: ApiErrorCode.MAX_LOBBIES,
      message: `Maximum number of lobbies reached (100): user ${aliceId} is in 100 lobbies of this application`,
    };

    // A player's 101st by secret: neither a new lobby nor bob's existing one.
    const created = await join(alice, 'one-too-many');
    expect([created.status, created.body]).toEqual([400, refusal]);
    expect(isTooManyLobbies(created.body)).toBe(true);
    const bobs = await join(bob, 'one-too-many');
    expect(bobs.status).toBe(200);
    expect(bobs.body.members.map((m) => m.id)).toEqual([fx.other.id]); // the refused join made nothing
    expect((await join(alice, 'one-too-many')).body).toEqual(refusal);

    // The bot's routes: add one member, a bulk change (refused whole), a new lobby with members, PATCH.
    const added = await api<ErrorBody>(fx.url, path(`/${bobs.body.id}/members/${aliceId}`), {
      method: 'PUT',
      auth: bot,
      body: {},
    });
    expect([added.status, added.body]).toEqual([400, refusal]);
    const bulk = await api<ErrorBody>(fx.url, path(`/${bobs.body.id}/members/bulk`), {
      method: 'POST',
      auth: bot,
      body: [{ id: fx.other.id, remove_member: true }, { id: aliceId }],
    });
    expect([bulk.status, bulk.body]).toEqual([400, refusal]);
    const made = await api<ErrorBody>(fx.url, path(), {
      method: 'POST',
      auth: bot,
      body: { members: [{ id: fx.other.id }, { id: aliceId }] },
    });
    expect([made.status, made.body]).toEqual([400, refusal]);
    const patched = await api<ErrorBody>(fx.url, path(`/${bobs.body.id}`), {
      method: 'PATCH',
      auth: bot,
      body: { members: [{ id: fx.other.id }, { id: aliceId }] },
    });
    expect([patched.status, patched.body]).toEqual([400, refusal]);
    const bobsNow = await api<Lobby>(fx.url, path(`/${bobs.body.id}`), { auth: bot });
    expect(bobsNow.body.members.map((m) => m.id)).toEqual([fx.other.id]);

    // A lobby she is in already is no new lobby, by secret or by the bot.
    expect((await join(alice, 'mine-7')).status).toBe(200);
    const again = await api<unknown>(fx.url, path(`/${lobbies[7]}/members/${aliceId}`), {
      method: 'PUT',
      auth: bot,
      body: { metadata: { team: 'red' } },
    });
    expect(again.status).toBe(200);

    // Leaving one makes room for exactly one.
    const left = await api<unknown>(fx.url, path(`/${lobbies[0]}/members/@me`), {
      method: 'DELETE',
      auth: alice,
    });
    expect(left.status).toBe(204);
    const joined = await join(alice, 'one-too-many');
    expect(joined.status).toBe(200);
    expect(joined.body.members.map((m) => m.id).sort()).toEqual([aliceId, fx.other.id].sort());
    expect((await join(alice, 'yet-another')).body).toEqual(refusal);
  });
});
