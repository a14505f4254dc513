/**
 * The lobby member cap at its boundary: 999 -> 1,000 members is accepted, the 1,001st is refused with the
 * service's error whichever route asks (a bot's add, a bulk change, a player's join by secret), and a
 * refused bulk request changes nothing. The 998 extra members are seeded through the bulk route (25 a
 * request), not signed in one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorCode } from '../../src/model/errors.js';
import { Limits } from '../../src/model/limits.js';
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
let extra: string[];

beforeAll(async () => {
  fx = await startFixture();
  bot = `Bot ${fx.app.botToken}`;
  alice = `Bearer ${(await signIn(fx, 'openid sdk.social_layer')).access_token}`;
  bob = `Bearer ${(await signIn(fx, 'openid sdk.social_layer', fx.other.id)).access_token}`;
  const users = Array.from({ length: Limits.LOBBY_MEMBERS_MAX + 1 }, (_, i) => ({ username: `member${i}` }));
  extra = (await fx.emulator.control.seed({ users })).users.map((user) => user.id);
});
afterAll(async () => {
  await fx.emulator.close();
});

const path = (rest = '') => `/api/v10/lobbies${rest}`;

async function bulk(lobbyId: string, items: { id: string; remove_member?: boolean }[]) {
  return api<unknown>(fx.url, path(`/${lobbyId}/members/bulk`), { method: 'POST', auth: bot, body: items });
}

async function memberCount(lobbyId: string): Promise<number> {
  return (await api<Lobby>(fx.url, path(`/${lobbyId}`), { auth: bot })).body.members.length;
}

describe('the lobby member cap (1,000)', () => {
  it('takes the 1,000th member and refuses the 1,001st, by every route, with 30019', async () => {
    const created = await api<Lobby>(fx.url, path(), { method: 'PUT', auth: alice, body: { secret: 'big' } });
    const lobbyId = created.body.id;
    const seeded = extra.slice(0, Limits.LOBBY_MEMBERS_MAX - 2);
    for (let i = 0; i < seeded.length; i += Limits.LOBBY_BULK_MEMBERS) {
      const res = await bulk(
        lobbyId,
        seeded.slice(i, i + Limits.LOBBY_BULK_MEMBERS).map((id) => ({ id })),
      );
      expect(res.status).toBe(200);
    }
    expect(await memberCount(lobbyId)).toBe(999);

    // 999 -> 1,000: a player joins by secret.
    const joined = await api<Lobby>(fx.url, path(), { method: 'PUT', auth: bob, body: { secret: 'big' } });
    expect(joined.status).toBe(200);
    expect(joined.body.members).toHaveLength(1000);

    const outsider = extra[Limits.LOBBY_MEMBERS_MAX - 1] as string;
    const full = {
      code: ApiErrorCode.MAX_LOBBY_MEMBERS,
      message: 'Maximum number of lobby members reached (1000)',
    };
    const added = await api<ErrorBody>(fx.url, path(`/${lobbyId}/members/${outsider}`), {
      method: 'PUT',
      auth: bot,
      body: {},
    });
    expect(added.status).toBe(400);
    expect(added.body).toEqual(full);

    // A bulk request that would end at 1,001 is refused whole: its removal does not apply either.
    const first = seeded[0] as string;
    const refused = await bulk(lobbyId, [
      { id: first, remove_member: true },
      { id: outsider },
      { id: extra[Limits.LOBBY_MEMBERS_MAX] as string },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(full);
    expect(await memberCount(lobbyId)).toBe(1000);

    // One leaves and one joins in the same request: the lobby stays at 1,000, which is allowed.
    const swapped = await bulk(lobbyId, [{ id: first, remove_member: true }, { id: outsider }]);
    expect(swapped.status).toBe(200);
    expect(await memberCount(lobbyId)).toBe(1000);

    // A member updating their own membership at the cap is no new member.
    const again = await api<Lobby>(fx.url, path(), {
      method: 'PUT',
      auth: bob,
      body: { secret: 'big', member_metadata: { team: 'blue' } },
    });
    expect(again.status).toBe(200);

    // Nobody new gets in by secret either; once someone leaves, they do.
    const leaving = await api<unknown>(fx.url, path(`/${lobbyId}/members/${outsider}`), {
      method: 'DELETE',
      auth: bot,
    });
    expect(leaving.status).toBe(204);
    const rejoin = await api<Lobby>(fx.url, path(`/${lobbyId}/members/${first}`), {
      method: 'PUT',
      auth: bot,
      body: {},
    });
    expect(rejoin.status).toBe(200);
    const overflow = await api<ErrorBody>(fx.url, path(`/${lobbyId}/members/${outsider}`), {
      method: 'PUT',
      auth: bot,
      body: {},
    });
    expect(overflow.body.code).toBe(ApiErrorCode.MAX_LOBBY_MEMBERS);
  });
});
