/**
 * The emulator's linked channels over loopback, without the SDK: response bodies against the service's
 * OpenAPI schemas, the bot's forms, the ways to unlink, the scopes of the guild listing, the mirror
 * (each message copied once, never back), and LOBBY_UPDATE with `linked_channel` on the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionBits } from '../../src/model/permissions.js';
import { componentSchema, schemaErrors } from '../support/openapi.js';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

const GUILD = '920000000000000001';
const TEXT = '920000000000000010';
const OTHER = '920000000000000011';
let fx: Fixture;
let bot: string;
let alice: string;
let lobbyId: string;

const call = <T = Record<string, unknown>>(method: string, path: string, auth: string, body?: unknown) =>
  api<T>(fx.url, `/api/v10${path}`, { method, auth, body });

function expectSchema(body: unknown, name: string, array = false): void {
  const validate = componentSchema(name, array);
  expect(validate(body), `${name}: ${schemaErrors(validate)}`).toBe(true);
}

beforeAll(async () => {
  fx = await startFixture();
  bot = `Bot ${fx.app.botToken}`;
  alice = `Bearer ${(await signIn(fx, 'openid sdk.social_layer')).access_token}`;
  const manage = permissionBits('MANAGE_CHANNELS', 'VIEW_CHANNEL', 'SEND_MESSAGES', 'READ_MESSAGE_HISTORY');
  await fx.emulator.control.seed({
    guilds: [
      {
        id: GUILD,
        name: 'Guild',
        everyonePermissions: manage.toString(),
        channels: [
          { id: TEXT, name: 'text', position: 1 },
          { id: OTHER, name: 'other', position: 0 },
        ],
        members: [{ userId: fx.user.id }, { userId: fx.app.botUserId }],
      },
    ],
  });
  const created = await call<{ id: string }>('POST', '/lobbies', bot, {
    members: [{ id: fx.user.id, flags: 1 }],
  });
  lobbyId = created.body.id;
});
afterAll(async () => {
  await fx.emulator.close();
});

describe('shapes', () => {
  it('GET /users/@me/guilds answers MyGuildResponse items; a token without guild scopes is refused', async () => {
    const guilds = await call('GET', '/users/@me/guilds', alice);
    expect(guilds.status).toBe(200);
    expectSchema(guilds.body, 'MyGuildResponse', true);
    const narrow = `Bearer ${(await signIn(fx, 'identify')).access_token}`;
    expect((await call('GET', '/users/@me/guilds', narrow)).status).toBe(401);
  });

  it('GET /guilds/{id}/channels answers GuildChannelResponse items sorted by position', async () => {
    const channels = await call<{ id: string }[]>('GET', `/guilds/${GUILD}/channels`, alice);
    expectSchema(channels.body, 'GuildChannelResponse', true);
    expect(channels.body.map((c) => c.id)).toEqual([OTHER, TEXT]);
    expect((await call('GET', '/guilds/1/channels', alice)).body).toMatchObject({ code: 10004 });
  });

  it('the link answers a LobbyResponse whose linked_channel is a GuildChannelResponse; invites a LobbyGuildInviteResponse', async () => {
    const linked = await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, alice, { channel_id: TEXT });
    expect(linked.status).toBe(200);
    expectSchema(linked.body, 'LobbyResponse');
    expect(linked.body.linked_channel).toMatchObject({ id: TEXT, guild_id: GUILD, name: 'text', type: 0 });
    const invite = await call('POST', `/lobbies/${lobbyId}/members/@me/invites`, alice);
    expectSchema(invite.body, 'LobbyGuildInviteResponse');
    const forUser = await call('POST', `/lobbies/${lobbyId}/members/${fx.user.id}/invites`, bot);
    expectSchema(forUser.body, 'LobbyGuildInviteResponse');
    expect(forUser.body.code).not.toBe(invite.body.code);
    expect(
      (await call('POST', `/lobbies/${lobbyId}/members/${fx.other.id}/invites`, bot)).body,
    ).toMatchObject({
      code: 10013,
    });
    expect((await call('POST', `/lobbies/${lobbyId}/members/${fx.user.id}/invites`, alice)).status).toBe(403);
  });

  it('GET /invites/{code} resolves an invite with no token (openapi.json invite_resolve: GuildInviteResponse; issue 44)', async () => {
    const invite = await call<{ code: string }>('POST', `/lobbies/${lobbyId}/members/@me/invites`, alice);
    const resolved = await api<Record<string, unknown>>(fx.url, `/api/v10/invites/${invite.body.code}`);
    expect(resolved.status).toBe(200);
    expectSchema(resolved.body, 'GuildInviteResponse');
    expect(resolved.body).toMatchObject({ type: 0, code: invite.body.code, guild_id: GUILD });
    expect(resolved.body.channel).toMatchObject({ id: TEXT, name: 'text' });
    // Resolving spends nothing: the invite is still accepted, and afterwards resolves no more.
    expect((await call('POST', `/invites/${invite.body.code}`, alice)).status).toBe(200);
    const spent = await api(fx.url, `/api/v10/invites/${invite.body.code}`);
    expect([spent.status, (spent.body as { code: number }).code]).toEqual([404, 10006]);
    const unknown = await api(fx.url, '/api/v10/invites/not-a-code', { auth: bot });
    expect([unknown.status, (unknown.body as { code: number }).code]).toEqual([404, 10006]);
  });
});

describe('unlinking and the bot', () => {
  it('null and an empty body both unlink; a bad channel_id is 50035 on channel_id', async () => {
    await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, alice, { channel_id: TEXT });
    const viaNull = await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, alice, { channel_id: null });
    expect(viaNull.body.linked_channel).toBeUndefined();
    await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, alice, { channel_id: TEXT });
    const viaEmpty = await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, alice, {});
    expect(viaEmpty.body.linked_channel).toBeUndefined();
    const bad = await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, alice, { channel_id: 'x' });
    expect(bad.body).toMatchObject({ code: 50035, errors: { channel_id: {} } });
  });

  it("the app's bot links its lobby where its bot user is a guild member, with no member flag", async () => {
    const linked = await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, bot, { channel_id: OTHER });
    expect(linked.body.linked_channel).toMatchObject({ id: OTHER });
    const secretLobby = await call<{ id: string }>('PUT', '/lobbies', alice, { secret: 'emulator-linked' });
    const refused = await call('PATCH', `/lobbies/${secretLobby.body.id}/channel-linking`, bot, {
      channel_id: TEXT,
    });
    expect(refused.body).toMatchObject({
      code: 50035,
      errors: { _errors: [{ code: 'LOBBY_LINK_SECRET_LOBBY' }] },
    });
  });
});

describe('the mirror', () => {
  it('copies each message once, to the other side only, and dispatches nothing extra', async () => {
    await call('PATCH', `/lobbies/${lobbyId}/channel-linking`, alice, { channel_id: TEXT });
    const before = fx.emulator.control.events().length;
    await call('POST', `/lobbies/${lobbyId}/messages`, alice, { content: 'game side' });
    await call('POST', `/channels/${TEXT}/messages`, bot, { content: 'guild side' });
    const types = fx.emulator.control
      .events()
      .slice(before)
      .map((e) => e.type)
      .filter((t) => t.endsWith('MESSAGE_CREATE'));
    expect(types).toEqual([
      'LOBBY_MESSAGE_CREATE',
      'CHANNEL_MESSAGE_CREATE',
      'CHANNEL_MESSAGE_CREATE',
      'LOBBY_MESSAGE_CREATE',
    ]);
    const lobby = await call<{ content: string }[]>('GET', `/lobbies/${lobbyId}/messages`, alice);
    const channel = await call<{ content: string }[]>('GET', `/channels/${TEXT}/messages`, bot);
    expect(lobby.body.map((m) => m.content)).toEqual(['guild side', 'game side']);
    expect(channel.body.map((m) => m.content)).toEqual(['guild side', 'game side']);
  });

  it("the channel message routes take the bot's token only (issue 38: an identify token could post)", async () => {
    const identify = `Bearer ${(await signIn(fx, 'identify')).access_token}`;
    const sent = await call<{ id: string }>('POST', `/channels/${TEXT}/messages`, bot, { content: 'mine' });
    const one = `/channels/${TEXT}/messages/${sent.body.id}`;
    for (const token of [identify, alice]) {
      for (const [method, path, body] of [
        ['POST', `/channels/${TEXT}/messages`, { content: 'hi' }],
        ['GET', `/channels/${TEXT}/messages`, undefined],
        ['GET', one, undefined],
        ['PATCH', one, { content: 'changed' }],
        ['DELETE', one, undefined],
      ] as const)
        expect([method, path, (await call(method, path, token, body)).body]).toEqual([
          method,
          path,
          { code: 20002, message: 'Only bots can use this endpoint' },
        ]);
    }
    const kept = await call<{ content: string }>('GET', one, bot);
    expect(kept.body.content).toBe('mine');
  });

  it('a member posts from outside the API (/_emulator/act/channel-messages), as from their Discord client', async () => {
    const act = (body: unknown) =>
      api<{ id?: string; content?: string; code?: number; author?: { id: string } }>(
        fx.url,
        '/_emulator/act/channel-messages',
        { method: 'POST', body },
      );
    const sent = await act({ userId: fx.user.id, channelId: TEXT, content: 'from the client' });
    expect([sent.status, sent.body.content, sent.body.author?.id]).toEqual([
      201,
      'from the client',
      fx.user.id,
    ]);
    expectSchema(sent.body, 'MessageResponse');
    const read = await call<{ content: string }>('GET', `/channels/${TEXT}/messages/${sent.body.id}`, bot);
    expect(read.body.content).toBe('from the client');
    const outsider = await act({ userId: fx.other.id, channelId: TEXT, content: 'hi' });
    expect([outsider.status, outsider.body.code]).toEqual([403, 50001]);
    const unknown = await act({ userId: fx.user.id, channelId: '1', content: 'hi' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 10003]);
  });

  it('a channel message needs a guild member that may send there', async () => {
    const outsider = { userId: fx.other.id, channelId: TEXT, content: 'hi' };
    await expect(fx.emulator.control.act.sendChannelMessage(outsider)).rejects.toMatchObject({
      status: 403,
      code: 50001,
    });
    expect((await call('POST', '/channels/1/messages', bot, { content: 'hi' })).body).toMatchObject({
      code: 10003,
    });
  });
});
