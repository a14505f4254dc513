/**
 * Bots on the emulator's gateway with a raw `ws` client: GET /gateway/bot, IDENTIFY with a bot token
 * and each close code of a bot's IDENTIFY (4013, 4014, 4010, 4011), the payload checks (4002 over
 * 4096 bytes, 4008 over the frame allowance, both on the emulator clock), `compress=zlib-stream` on the
 * wire, refused `compress` and `encoding` values, who receives guild dispatches by intents, and every
 * guild dispatch checked against the service's OpenAPI shapes.
 */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GatewayIntentBits } from '../../src/model/intents.js';
import { type BotWorld, startBotWorld } from '../compat/botWorld.js';
import { RawGateway, until } from '../connection/world.js';
import { componentSchema } from '../support/openapi.js';
import { api, signIn } from './helpers.js';

const { Guilds, GuildMembers, GuildMessages, MessageContent } = GatewayIntentBits;
const ALL = Guilds | GuildMembers | GuildMessages | MessageContent;

let w: BotWorld;
let gatewayUrl: string;
beforeAll(async () => {
  w = await startBotWorld({ gateway: { frameLimit: 10 } });
  gatewayUrl = `${w.fx.emulator.control.gateway.url()}?v=10&encoding=json`;
});
afterAll(async () => {
  await w.fx.emulator.close();
});

/** A raw connection that sent IDENTIFY with `d` (the bot's token unless given). */
async function identify(d: Record<string, unknown>, query = '?v=10&encoding=json'): Promise<RawGateway> {
  const raw = await RawGateway.open(`${w.fx.emulator.control.gateway.url()}${query}`);
  await raw.next((f) => f.op === 10, 'HELLO');
  raw.send({ op: 2, d: { token: w.botToken, ...d } });
  return raw;
}

async function bot(intents: number): Promise<RawGateway> {
  const raw = await identify({ intents });
  await raw.next((f) => f.t === 'READY', 'READY');
  return raw;
}

/** The bot posts in the channel over REST (the channel message routes are the bot's). */
const post = (content: string) =>
  api<{ id: string }>(w.fx.url, `/api/v10/channels/${w.channel.id}/messages`, {
    method: 'POST',
    auth: `Bot ${w.botToken}`,
    body: { content },
  });

function expectShape(schema: string, value: unknown): void {
  const validate = componentSchema(schema);
  expect(validate(value), `${schema}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
}

describe('GET /gateway/bot and /users/%40me', () => {
  it('answers the url, one shard and the session start limit counted per application', async () => {
    const auth = `Bot ${w.botToken}`;
    const first = await api<Record<string, unknown>>(w.fx.url, '/api/v10/gateway/bot', { auth });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      url: w.fx.emulator.control.gateway.url(),
      shards: 1,
      session_start_limit: { total: 1000, remaining: 1000, max_concurrency: 10 },
    });
    const raw = await bot(Guilds);
    const after = await api<{ session_start_limit: { remaining: number; reset_after: number } }>(
      w.fx.url,
      '/api/v10/gateway/bot',
      { auth },
    );
    expect(after.body.session_start_limit.remaining).toBe(999);
    expect(after.body.session_start_limit.reset_after).toBeGreaterThan(0);
    raw.close();
    expect((await api(w.fx.url, '/api/v10/gateway/bot')).status).toBe(401);
    expect((await api(w.fx.url, '/api/v10/gateway/bot', { auth: `Bearer ${w.alice}` })).status).toBe(403);
  });

  it('serves /users/%40me as /users/@me', async () => {
    const encoded = await api<{ id: string }>(w.fx.url, '/api/v10/users/%40me', {
      auth: `Bot ${w.botToken}`,
    });
    expect(encoded.status).toBe(200);
    expect(encoded.body.id).toBe(w.fx.app.botUserId);
  });
});

describe("a bot's IDENTIFY", () => {
  it('takes the token bare or as `Bot <token>`; READY then one GUILD_CREATE per guild', async () => {
    const raw = await identify({ token: `Bot ${w.botToken}`, intents: ALL, shard: [0, 1] });
    const ready = await raw.next((f) => f.t === 'READY', 'READY');
    expect(ready.d).toMatchObject({
      user: { id: w.fx.app.botUserId, bot: true },
      application: { id: w.fx.app.id, flags: w.fx.app.flags },
      guilds: [{ id: w.guild.id, unavailable: true }],
    });
    expectShape('UserResponse', (ready.d as { user: unknown }).user);
    const created = await raw.next((f) => f.t === 'GUILD_CREATE', 'GUILD_CREATE');
    const guild = created.d as { channels: unknown[]; roles: unknown[]; members: { user: { id: string } }[] };
    expectShape('GuildResponse', guild);
    for (const channel of guild.channels) expectShape('GuildChannelResponse', channel);
    for (const role of guild.roles) expectShape('GuildRoleResponse', role);
    for (const member of guild.members) expectShape('GuildMemberResponse', member);
    expect(guild.members.map((m) => m.user.id).sort()).toEqual([w.fx.user.id, w.fx.app.botUserId].sort());
    raw.close();
  });

  it('without GUILD_MEMBERS, GUILD_CREATE lists only the bot among the members', async () => {
    const raw = await bot(Guilds);
    const created = await raw.next((f) => f.t === 'GUILD_CREATE', 'GUILD_CREATE');
    expect((created.d as { members: { user: { id: string } }[] }).members.map((m) => m.user.id)).toEqual([
      w.fx.app.botUserId,
    ]);
    raw.close();
  });

  it.each([
    ['no intents', {}, 4013, 'd.intents: required'],
    ['bits that are not intents', { intents: 1 << 17 }, 4013, 'not intents'],
    ['a shard the gateway does not serve', { intents: Guilds, shard: [1, 2] }, 4010, 'd.shard'],
    ['a malformed shard', { intents: Guilds, shard: [0] }, 4010, 'd.shard'],
  ])('closes for %s', async (_what, d, code, reason) => {
    const raw = await identify(d);
    const closed = await raw.closedWith();
    expect(closed.code).toBe(code);
    expect(closed.reason).toContain(reason);
  });

  it('closes 4014 for a privileged intent the application is not approved for', async () => {
    const other = await w.fx.emulator.control.createApplication({ name: 'Unapproved' });
    const raw = await RawGateway.open(gatewayUrl);
    await raw.next((f) => f.op === 10, 'HELLO');
    raw.send({ op: 2, d: { token: other.botToken, intents: Guilds | MessageContent } });
    const closed = await raw.closedWith();
    expect(closed).toEqual({
      code: 4014,
      reason: 'd.intents: MESSAGE_CONTENT not enabled for this application',
    });
  });

  it('closes 4011 when the bot is in more guilds than one shard carries', async () => {
    const small = await startBotWorld({ gateway: { maxGuildsPerShard: 1 } });
    try {
      await small.fx.emulator.control.seed({
        guilds: [
          { name: 'Second', ownerId: small.fx.user.id, members: [{ userId: small.fx.app.botUserId }] },
        ],
      });
      const raw = await RawGateway.open(small.fx.emulator.control.gateway.url());
      await raw.next((f) => f.op === 10, 'HELLO');
      raw.send({ op: 2, d: { token: small.botToken, intents: Guilds } });
      const closed = await raw.closedWith();
      expect(closed.code).toBe(4011);
      expect(closed.reason).toContain('2 guilds');
    } finally {
      await small.fx.emulator.close();
    }
  });
});

describe('payload checks', () => {
  it('refuses a frame over 4096 bytes with 4002', async () => {
    const raw = await bot(Guilds);
    raw.send({ op: 1, d: null, pad: 'x'.repeat(4100) });
    const closed = await raw.closedWith();
    expect(closed.code).toBe(4002);
    expect(closed.reason).toContain('4096');
  });

  it('closes 4008 past the frame allowance, which starts over with the emulator clock', async () => {
    const raw = await bot(Guilds);
    // 10 frames (frameLimit) plus the heartbeats of two intervals (2 * 60 s / 41.25 s, rounded up: 3).
    for (let i = 0; i < 12; i++) raw.send({ op: 1, d: null });
    await until(() => raw.frames.filter((f) => f.op === 11).length === 12, '12 ACKs');
    w.fx.emulator.control.clock.advance(60_000);
    // The IDENTIFY took one of the first window's 13; the second window has all 13, the 14th closes.
    for (let i = 0; i < 14; i++) raw.send({ op: 1, d: null });
    const closed = await raw.closedWith();
    expect(closed.code).toBe(4008);
    expect(raw.frames.filter((f) => f.op === 11)).toHaveLength(12 + 13);
  });
});

describe('wire', () => {
  it('serves compress=zlib-stream: one zlib context, each message ending in 00 00 ff ff', async () => {
    const ws = new WebSocket(`${gatewayUrl}&compress=zlib-stream`);
    const chunks: Buffer[] = [];
    const texts: string[] = [];
    ws.on('message', (data, isBinary) => {
      expect(isBinary).toBe(true);
      const bytes = data as Buffer;
      expect([...bytes.subarray(-4)]).toEqual([0x00, 0x00, 0xff, 0xff]);
      chunks.push(bytes);
      // The stream so far inflates whole: each message is readable as soon as it arrives.
      const all = inflateSync(Buffer.concat(chunks), { finishFlush: 2 }).toString();
      texts.push(all);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    await until(() => chunks.length === 1, 'HELLO');
    ws.send(JSON.stringify({ op: 2, d: { token: w.botToken, intents: Guilds } }));
    await until(() => chunks.length === 3, 'READY and GUILD_CREATE');
    const frames = (texts.at(-1) ?? '').split(/(?<=})(?={"op")/).map((text) => JSON.parse(text));
    expect(frames.map((f: { op: number; t: string | null }) => f.t ?? f.op)).toEqual([
      10,
      'READY',
      'GUILD_CREATE',
    ]);
    ws.close();
  });

  it('closes an unknown compress value and encoding=etf with 4002 and a reason', async () => {
    const zstd = await RawGateway.open(`${gatewayUrl}&compress=zstd-stream`).catch((e) => e);
    const closedZstd = await (zstd as RawGateway).closedWith();
    expect(closedZstd).toEqual({ code: 4002, reason: 'compress: only zlib-stream is served' });
    const etf = await RawGateway.open(`${w.fx.emulator.control.gateway.url()}?v=10&encoding=etf`);
    expect(await etf.closedWith()).toEqual({ code: 4002, reason: 'encoding: only json is served (no etf)' });
  });
});

describe('guild dispatches by intents', () => {
  it('MESSAGE_CREATE in the OpenAPI message shape; content only with MESSAGE_CONTENT', async () => {
    const full = await bot(Guilds | GuildMessages | MessageContent);
    const blind = await bot(Guilds | GuildMessages);
    const none = await bot(Guilds);
    const user = await RawGateway.identified(
      w.fx.emulator.control.gateway.url(),
      (await signIn(w.fx, 'openid sdk.social_layer', w.fx.user.id)).access_token as string,
    );
    // alice posts from her Discord client (a player's token may not post in a guild channel).
    const sent = await w.say('a guild message @everyone');
    expectShape('MessageResponse', sent);
    const seen = await full.next((f) => f.t === 'MESSAGE_CREATE', 'MESSAGE_CREATE');
    expectShape('MessageResponse', seen.d);
    expect(seen.d).toMatchObject({
      id: sent.id,
      content: 'a guild message @everyone',
      mention_everyone: true,
      channel_type: 0,
      guild_id: w.guild.id,
      member: { roles: [] },
    });
    const stripped = await blind.next((f) => f.t === 'MESSAGE_CREATE', 'MESSAGE_CREATE');
    expect(stripped.d).toMatchObject({ id: sent.id, content: '' });
    // A message that mentions the bot shows it its content whatever the intents.
    await w.say(`<@${w.fx.app.botUserId}> look`);
    await until(() => blind.dispatches(['MESSAGE_CREATE']).length === 2, 'the second MESSAGE_CREATE');
    expect(blind.dispatches(['MESSAGE_CREATE'])[1]?.d).toMatchObject({
      content: `<@${w.fx.app.botUserId}> look`,
    });
    // The bot edits a message of its own.
    const own = await post('the bot says');
    expect(own.status).toBe(201);
    expectShape('MessageResponse', own.body);
    const edited = await api(w.fx.url, `/api/v10/channels/${w.channel.id}/messages/${own.body.id}`, {
      method: 'PATCH',
      auth: `Bot ${w.botToken}`,
      body: { content: 'edited' },
    });
    expect(edited.status).toBe(200);
    const update = await full.next((f) => f.t === 'MESSAGE_UPDATE', 'MESSAGE_UPDATE');
    expectShape('MessageResponse', update.d);
    expect(update.d).toMatchObject({ content: 'edited' });
    expect((update.d as { edited_timestamp: string | null }).edited_timestamp).not.toBeNull();
    expect(none.dispatches(['MESSAGE_CREATE', 'MESSAGE_UPDATE'])).toEqual([]);
    expect(user.dispatches(['MESSAGE_CREATE', 'MESSAGE_UPDATE', 'GUILD_CREATE'])).toEqual([]);
    for (const raw of [full, blind, none, user]) raw.close();
  });

  it('a player can DM the bot; MESSAGE_CREATE (channel type 1) reaches bots with DIRECT_MESSAGES', async () => {
    const dms = await bot(Guilds | GatewayIntentBits.DirectMessages);
    const guildOnly = await bot(Guilds | GuildMessages);
    const sent = await api<{ id: string; channel_id: string }>(
      w.fx.url,
      `/api/v10/users/@me/direct-messages/${w.fx.app.botUserId}`,
      { method: 'POST', auth: `Bearer ${w.alice}`, body: { content: 'hi bot' } },
    );
    expect(sent.status).toBe(201);
    const seen = await dms.next((f) => f.t === 'MESSAGE_CREATE', 'MESSAGE_CREATE');
    expect(seen.d).toMatchObject({
      id: sent.body.id,
      channel_id: sent.body.channel_id,
      channel_type: 1,
      content: 'hi bot',
      author: { id: w.fx.user.id },
    });
    expect(guildOnly.dispatches(['MESSAGE_CREATE'])).toEqual([]);
    // Another application's bot stays unknown to the player.
    const other = await w.fx.emulator.control.createApplication({ name: 'Other' });
    const refused = await api(w.fx.url, `/api/v10/users/@me/direct-messages/${other.botUserId}`, {
      method: 'POST',
      auth: `Bearer ${w.alice}`,
      body: { content: 'hi' },
    });
    expect(refused.status).toBe(404);
    dms.close();
    guildOnly.close();
  });

  it('GUILD_MEMBER_ADD only with GUILD_MEMBERS; CHANNEL_CREATE and GUILD_ROLE_CREATE with GUILDS', async () => {
    const members = await bot(Guilds | GuildMembers);
    const plain = await bot(Guilds);
    const carol = await w.fx.emulator.control.createUser({ username: 'carol' });
    await w.fx.emulator.control.seed({
      members: [{ guildId: w.guild.id, userId: carol.id }],
      channels: [{ guildId: w.guild.id, name: 'news' }],
      roles: [{ guildId: w.guild.id, name: 'mods' }],
    });
    const added = await members.next((f) => f.t === 'GUILD_MEMBER_ADD', 'GUILD_MEMBER_ADD');
    expect(added.d).toMatchObject({ guild_id: w.guild.id, user: { id: carol.id } });
    expectShape('GuildMemberResponse', added.d);
    const channel = await plain.next((f) => f.t === 'CHANNEL_CREATE', 'CHANNEL_CREATE');
    expectShape('GuildChannelResponse', channel.d);
    const role = await plain.next((f) => f.t === 'GUILD_ROLE_CREATE', 'GUILD_ROLE_CREATE');
    expectShape('GuildRoleResponse', (role.d as { role: unknown }).role);
    expect(plain.dispatches(['GUILD_MEMBER_ADD'])).toEqual([]);
    await w.fx.emulator.control.removeUser(carol.id);
    const removed = await members.next((f) => f.t === 'GUILD_MEMBER_REMOVE', 'GUILD_MEMBER_REMOVE');
    expect(removed.d).toMatchObject({ guild_id: w.guild.id, user: { id: carol.id } });
    members.close();
    plain.close();
  });
});
