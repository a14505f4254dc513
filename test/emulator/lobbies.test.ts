import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

interface Lobby {
  id: string;
  application_id: string;
  metadata: Record<string, string> | null;
  members: { id: string; metadata: Record<string, string> | null; flags: number }[];
  flags: number;
  override_event_webhooks_url?: string | null;
}
interface Message {
  id: string;
  content: string;
  lobby_id: string;
  channel_id: string;
  author: { id: string };
  timestamp: string;
}

let fx: Fixture;
let emulator: RunningEmulator;
let bot: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  fx = await startFixture();
  emulator = fx.emulator;
  bot = `Bot ${fx.app.botToken}`;
  alice = `Bearer ${(await signIn(fx, 'openid sdk.social_layer')).access_token}`;
  bob = `Bearer ${(await signIn(fx, 'lobbies.write identify', fx.other.id)).access_token}`;
});
afterAll(async () => {
  await emulator.close();
});

const lobbies = (path = '') => `/api/v10/lobbies${path}`;

describe('create-or-join by secret (PUT /lobbies)', () => {
  it('creates, then the same secret joins the same lobby; repeating is idempotent', async () => {
    const created = await api<Lobby>(fx.url, lobbies(), {
      method: 'PUT',
      auth: alice,
      body: { secret: 'room-1', lobby_metadata: { map: 'dust' }, member_metadata: { team: 'red' } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ application_id: fx.app.id, metadata: { map: 'dust' }, flags: 0 });
    expect(created.body.members).toEqual([{ id: fx.user.id, metadata: { team: 'red' }, flags: 0 }]);

    const joined = await api<Lobby>(fx.url, lobbies(), {
      method: 'PUT',
      auth: bob,
      body: { secret: 'room-1' },
    });
    expect(joined.body.id).toBe(created.body.id);
    expect(joined.body.members.map((m) => m.id)).toEqual([fx.user.id, fx.other.id]);
    expect(joined.body.metadata).toEqual({ map: 'dust' });

    const again = await api<Lobby>(fx.url, lobbies(), {
      method: 'PUT',
      auth: alice,
      body: { secret: 'room-1' },
    });
    expect(again.body.id).toBe(created.body.id);
    expect(again.body.members).toHaveLength(2);
    expect(again.body.members[0]?.metadata).toEqual({ team: 'red' }); // omitted member_metadata keeps it

    const other = await api<Lobby>(fx.url, lobbies(), {
      method: 'PUT',
      auth: alice,
      body: { secret: 'room-2' },
    });
    expect(other.body.id).not.toBe(created.body.id);
  });

  it('rejoins after leaving; a lobby left empty disappears after its idle timeout', async () => {
    const lobby = (
      await api<Lobby>(fx.url, lobbies(), {
        method: 'PUT',
        auth: alice,
        body: { secret: 'idle', idle_timeout_seconds: 60 },
      })
    ).body;
    expect(
      (await api(fx.url, lobbies(`/${lobby.id}/members/@me`), { method: 'DELETE', auth: alice })).status,
    ).toBe(204);
    const rejoined = await api<Lobby>(fx.url, lobbies(), {
      method: 'PUT',
      auth: alice,
      body: { secret: 'idle' },
    });
    expect(rejoined.body.id).toBe(lobby.id);
    expect(rejoined.body.members.map((m) => m.id)).toEqual([fx.user.id]);

    await api(fx.url, lobbies(`/${lobby.id}/members/@me`), { method: 'DELETE', auth: alice });
    await emulator.control.clock.advance(59_000);
    expect((await api(fx.url, lobbies(`/${lobby.id}`), { auth: bot })).status).toBe(200);
    await emulator.control.clock.advance(1_000);
    const gone = await api(fx.url, lobbies(`/${lobby.id}`), { auth: bot });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 10031, message: 'Unknown Lobby' });
    const fresh = await api<Lobby>(fx.url, lobbies(), {
      method: 'PUT',
      auth: alice,
      body: { secret: 'idle' },
    });
    expect(fresh.body.id).not.toBe(lobby.id);
  });

  it('needs a user Bearer token with a lobby scope; bots get 20001', async () => {
    const identifyOnly = `Bearer ${(await signIn(fx, 'identify')).access_token}`;
    expect(
      (await api(fx.url, lobbies(), { method: 'PUT', auth: identifyOnly, body: { secret: 'x' } })).status,
    ).toBe(401);
    const asBot = await api(fx.url, lobbies(), { method: 'PUT', auth: bot, body: { secret: 'x' } });
    expect(asBot.status).toBe(403);
    expect(asBot.body).toEqual({ code: 20001, message: 'Bots cannot use this endpoint' });
    expect((await api(fx.url, lobbies(), { method: 'PUT', body: { secret: 'x' } })).body).toEqual({
      code: 0,
      message: '401: Unauthorized',
    });
  });

  it('checks the body: 50035 trees for secret, metadata limits, idle timeout and flags', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, 'v']));
    const res = await api<{ code: number; message: string; errors: Record<string, unknown> }>(
      fx.url,
      lobbies(),
      {
        method: 'PUT',
        auth: alice,
        body: {
          secret: 's'.repeat(251),
          lobby_metadata: tooMany,
          member_metadata: { long: 'x'.repeat(1025), num: 5 },
          idle_timeout_seconds: 4,
          flags: 2,
        },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(50035);
    expect(res.body.message).toBe('Invalid Form Body');
    expect(res.body.errors).toEqual({
      secret: {
        _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 250 in length.' }],
      },
      lobby_metadata: {
        _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' }],
      },
      member_metadata: {
        long: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 1024 or fewer in length.' }] },
        num: { _errors: [{ code: 'STRING_TYPE_COERCE', message: 'Could not interpret value as string.' }] },
      },
      idle_timeout_seconds: {
        _errors: [
          { code: 'BASE_TYPE_MIN_VALUE', message: 'int value should be greater than or equal to 5.' },
        ],
      },
      flags: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (1,).' }] },
    });
    const missing = await api<{ errors: unknown }>(fx.url, lobbies(), {
      method: 'PUT',
      auth: alice,
      body: {},
    });
    expect(missing.body.errors).toEqual({
      secret: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] },
    });
    const exact = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, 'x'.repeat(1024)]));
    expect(
      (
        await api(fx.url, lobbies(), {
          method: 'PUT',
          auth: alice,
          body: { secret: 'limits', lobby_metadata: exact },
        })
      ).status,
    ).toBe(200);
  });
});

describe('server-side lobbies (Bot token)', () => {
  it('POST creates (201), GET reads, PATCH modifies, DELETE is idempotent', async () => {
    const created = await api<Lobby>(fx.url, lobbies(), {
      method: 'POST',
      auth: bot,
      body: {
        metadata: { mode: 'ranked' },
        members: [
          { id: fx.user.id, metadata: { seat: '1' } },
          { id: fx.other.id, flags: 1 },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.members).toEqual([
      { id: fx.user.id, metadata: { seat: '1' }, flags: 0 },
      { id: fx.other.id, metadata: null, flags: 1 },
    ]);
    const id = created.body.id;
    expect((await api<Lobby>(fx.url, lobbies(`/${id}`), { auth: bot })).body).toEqual(created.body);
    expect((await api<Lobby>(fx.url, lobbies(`/${id}`), { auth: alice })).status).toBe(200);

    const patched = await api<Lobby>(fx.url, lobbies(`/${id}`), {
      method: 'PATCH',
      auth: bot,
      body: { metadata: null, members: [{ id: fx.other.id }] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.metadata).toBeNull();
    expect(patched.body.members.map((m) => m.id)).toEqual([fx.other.id]);
    // alice is no longer a member: 50001 for her, the bot still reads it.
    expect((await api(fx.url, lobbies(`/${id}`), { auth: alice })).body).toEqual({
      code: 50001,
      message: 'Missing Access',
    });

    expect((await api(fx.url, lobbies(`/${id}`), { method: 'DELETE', auth: bot })).status).toBe(204);
    expect((await api(fx.url, lobbies(`/${id}`), { method: 'DELETE', auth: bot })).status).toBe(204);
    expect((await api(fx.url, lobbies('/123456789'), { method: 'DELETE', auth: bot })).status).toBe(204);
    expect((await api(fx.url, lobbies(`/${id}`), { auth: bot })).status).toBe(404);
  });

  it('keeps override_event_webhooks_url (openapi.json CreateLobbyRequest / LobbyResponse; issue 44), shown to the app only', async () => {
    const hook = 'https://backend.example/lobby-events';
    const created = await api<Lobby>(fx.url, lobbies(), {
      method: 'POST',
      auth: bot,
      body: { members: [{ id: fx.user.id }], override_event_webhooks_url: hook },
    });
    expect(created.status).toBe(201);
    expect(created.body.override_event_webhooks_url).toBe(hook);
    const id = created.body.id;
    expect(
      (await api<Lobby>(fx.url, lobbies(`/${id}`), { auth: bot })).body.override_event_webhooks_url,
    ).toBe(hook);
    // A member reads the lobby without the app's backend URL.
    const asMember = await api<Lobby>(fx.url, lobbies(`/${id}`), { auth: alice });
    expect(asMember.status).toBe(200);
    expect(asMember.body).not.toHaveProperty('override_event_webhooks_url');
    // PATCH changes it, null clears it, absent leaves it.
    const other = 'https://backend.example/other';
    const patch = (body: unknown) =>
      api<Lobby>(fx.url, lobbies(`/${id}`), { method: 'PATCH', auth: bot, body });
    expect((await patch({ override_event_webhooks_url: other })).body.override_event_webhooks_url).toBe(
      other,
    );
    expect((await patch({ metadata: { a: 'b' } })).body.override_event_webhooks_url).toBe(other);
    expect((await patch({ override_event_webhooks_url: null })).body.override_event_webhooks_url).toBeNull();
    // Not a URL, or too long: 50035 on the field.
    for (const bad of ['ftp://x.example/', 'not a url', `https://x.example/${'a'.repeat(512)}`, 7]) {
      const refused = await patch({ override_event_webhooks_url: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('override_event_webhooks_url');
    }
  });

  it('only bots may create, modify and delete; other apps cannot see the lobby', async () => {
    expect((await api(fx.url, lobbies(), { method: 'POST', auth: alice, body: {} })).body).toEqual({
      code: 20002,
      message: 'Only bots can use this endpoint',
    });
    const id = (await api<Lobby>(fx.url, lobbies(), { method: 'POST', auth: bot, body: {} })).body.id;
    const otherBot = `Bot ${fx.publicApp.botToken}`;
    expect((await api(fx.url, lobbies(`/${id}`), { auth: otherBot })).status).toBe(404);
    await api(fx.url, lobbies(`/${id}`), { method: 'DELETE', auth: otherBot });
    expect((await api(fx.url, lobbies(`/${id}`), { auth: bot })).status).toBe(200);
  });

  it('add, update and remove members; bulk 1..25 with remove_member', async () => {
    const id = (await api<Lobby>(fx.url, lobbies(), { method: 'POST', auth: bot, body: {} })).body.id;
    const added = await api(fx.url, lobbies(`/${id}/members/${fx.user.id}`), {
      method: 'PUT',
      auth: bot,
      body: { metadata: { a: '1' } },
    });
    expect(added.body).toEqual({ id: fx.user.id, metadata: { a: '1' }, flags: 0 });
    const updated = await api(fx.url, lobbies(`/${id}/members/${fx.user.id}`), {
      method: 'PUT',
      auth: bot,
      body: { flags: 1 },
    });
    expect(updated.body).toEqual({ id: fx.user.id, metadata: { a: '1' }, flags: 1 });
    expect(
      (await api(fx.url, lobbies(`/${id}/members/999`), { method: 'PUT', auth: bot, body: {} })).body,
    ).toEqual({
      code: 10013,
      message: 'Unknown User',
    });

    const bulk = await api<Lobby['members']>(fx.url, lobbies(`/${id}/members/bulk`), {
      method: 'POST',
      auth: bot,
      body: [
        { id: fx.other.id, metadata: { b: '2' } },
        { id: fx.user.id, remove_member: true },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual([{ id: fx.other.id, metadata: { b: '2' }, flags: 0 }]);
    expect(
      (await api<Lobby>(fx.url, lobbies(`/${id}`), { auth: bot })).body.members.map((m) => m.id),
    ).toEqual([fx.other.id]);

    const empty = await api<{ errors: unknown }>(fx.url, lobbies(`/${id}/members/bulk`), {
      method: 'POST',
      auth: bot,
      body: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 25 in length.' }],
    });
    const many = Array.from({ length: 26 }, () => ({ id: fx.other.id }));
    expect(
      (await api(fx.url, lobbies(`/${id}/members/bulk`), { method: 'POST', auth: bot, body: many })).status,
    ).toBe(400);
    const bad = await api<{ errors: unknown }>(fx.url, lobbies(`/${id}/members/bulk`), {
      method: 'POST',
      auth: bot,
      body: [{ id: 'abc' }],
    });
    expect(bad.body.errors).toEqual({
      '0': {
        id: { _errors: [{ code: 'SNOWFLAKE_TYPE_INVALID', message: 'Value "abc" is not snowflake.' }] },
      },
    });

    expect(
      (await api(fx.url, lobbies(`/${id}/members/${fx.other.id}`), { method: 'DELETE', auth: bot })).status,
    ).toBe(204);
    expect(
      (await api(fx.url, lobbies(`/${id}/members/${fx.other.id}`), { method: 'DELETE', auth: bot })).status,
    ).toBe(204);
    expect((await api<Lobby>(fx.url, lobbies(`/${id}`), { auth: bot })).body.members).toEqual([]);
  });
});

describe('lobby messages', () => {
  it('members send 1..2000 characters; GET returns newest first with limit 1..200 (default 50)', async () => {
    const lobby = (
      await api<Lobby>(fx.url, lobbies(), { method: 'PUT', auth: alice, body: { secret: 'chat' } })
    ).body;
    await api(fx.url, lobbies(), { method: 'PUT', auth: bob, body: { secret: 'chat' } });
    const path = lobbies(`/${lobby.id}/messages`);
    const first = await api<Message>(fx.url, path, {
      method: 'POST',
      auth: alice,
      body: { content: 'hello' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: 'hello',
      lobby_id: lobby.id,
      channel_id: lobby.id,
      author: { id: fx.user.id },
    });
    expect(Date.parse(first.body.timestamp)).not.toBeNaN();
    for (let i = 0; i < 59; i++) {
      const who = i % 2 === 0 ? bob : alice;
      expect(
        (await api(fx.url, path, { method: 'POST', auth: who, body: { content: `m${i}` } })).status,
      ).toBe(201);
    }
    const page = await api<Message[]>(fx.url, path, { auth: alice });
    expect(page.body).toHaveLength(50);
    expect(page.body[0]?.content).toBe('m58');
    const ids = page.body.map((m) => BigInt(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    const all = await api<Message[]>(fx.url, `${path}?limit=200`, { auth: bot });
    expect(all.body).toHaveLength(60);
    expect(all.body.at(-1)?.content).toBe('hello');
    expect(
      (await api<Message[]>(fx.url, `${path}?limit=1`, { auth: alice })).body.map((m) => m.content),
    ).toEqual(['m58']);
    for (const limit of ['0', '201', 'abc']) {
      const res = await api<{ code: number; errors: Record<string, unknown> }>(
        fx.url,
        `${path}?limit=${limit}`,
        { auth: alice },
      );
      expect(res.status, limit).toBe(400);
      expect(res.body.code).toBe(50035);
      expect(Object.keys(res.body.errors)).toEqual(['limit']);
    }

    expect(
      (await api(fx.url, path, { method: 'POST', auth: alice, body: { content: 'x'.repeat(2000) } })).status,
    ).toBe(201);
    const long = await api<{ errors: unknown }>(fx.url, path, {
      method: 'POST',
      auth: alice,
      body: { content: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      content: {
        _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 2000 in length.' }],
      },
    });
    expect((await api(fx.url, path, { method: 'POST', auth: alice, body: { content: '' } })).status).toBe(
      400,
    );
    expect((await api(fx.url, path, { method: 'POST', auth: alice, body: {} })).status).toBe(400);
  });

  it('a repeated GET sees new messages and authors whose account was removed', async () => {
    const carol = await emulator.control.createUser({ username: 'carol' });
    const carolAuth = `Bearer ${(await signIn(fx, 'sdk.social_layer', carol.id)).access_token}`;
    const lobby = (
      await api<Lobby>(fx.url, lobbies(), { method: 'PUT', auth: carolAuth, body: { secret: 'cache' } })
    ).body;
    await api(fx.url, lobbies(), { method: 'PUT', auth: alice, body: { secret: 'cache' } });
    const path = lobbies(`/${lobby.id}/messages`);
    await api(fx.url, path, { method: 'POST', auth: carolAuth, body: { content: 'one' } });
    const first = await api<Message[]>(fx.url, path, { auth: alice });
    expect((await api<Message[]>(fx.url, path, { auth: alice })).body).toEqual(first.body);
    await api(fx.url, path, { method: 'POST', auth: alice, body: { content: 'two' } });
    expect((await api<Message[]>(fx.url, path, { auth: alice })).body.map((m) => m.content)).toEqual([
      'two',
      'one',
    ]);
    await emulator.control.removeUser(carol.id);
    const after = await api<(Message & { author: { username: string } })[]>(fx.url, path, { auth: alice });
    expect(after.body.map((m) => m.author.username)).toEqual(['alice', 'Deleted User']);
  });

  it('only members may read and send', async () => {
    const lobby = (
      await api<Lobby>(fx.url, lobbies(), { method: 'PUT', auth: alice, body: { secret: 'private' } })
    ).body;
    const path = lobbies(`/${lobby.id}/messages`);
    const send = await api(fx.url, path, { method: 'POST', auth: bob, body: { content: 'let me in' } });
    expect(send.status).toBe(403);
    expect(send.body).toEqual({ code: 50001, message: 'Missing Access' });
    expect((await api(fx.url, path, { auth: bob })).status).toBe(403);
    expect((await api(fx.url, lobbies('/1/messages'), { auth: alice })).status).toBe(404);
  });
});
