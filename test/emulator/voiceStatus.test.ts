/**
 * `PUT /channels/{id}/voice-status` against the real emulator: SERVICE.md's permission rule (SET_VOICE_CHANNEL_STATUS,
 * plus MANAGE_CHANNELS when the bot is not connected to the channel) computed with the channel's
 * overwrites, the error codes, the body rule shared with the SDK, and the Voice Channel Status Update
 * event on the bus.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Emulator, type RunningEmulator, VOICE_CHANNEL_STATUS_UPDATE } from '../../src/emulator/index.js';
import type { ApplicationRecord, EventRecord, UserRecord } from '../../src/emulator/records.js';
import { voiceChannelStatus } from '../../src/emulator/voice/status.js';
import { api, type JsonResponse, tokenRequest } from './helpers.js';
import { seedVoiceGuild, type VoiceGuild, voiceStatusPath } from './voiceFixture.js';

let emulator: Emulator;
let running: RunningEmulator;
let app: ApplicationRecord;
let owner: UserRecord;
let g: VoiceGuild;

beforeAll(async () => {
  emulator = new Emulator({ rateLimits: false });
  running = await emulator.start();
  const seeded = await running.control.seed({
    users: [{ username: 'owner' }],
    applications: [{ name: 'Voice Bot' }],
  });
  [owner] = seeded.users as [UserRecord];
  [app] = seeded.applications as [ApplicationRecord];
  g = await seedVoiceGuild(running.control, app, owner.id);
});
afterAll(async () => {
  await running.close();
});
beforeEach(async () => {
  // Each test starts with the bot disconnected and holding only the status role.
  await running.control.seed({
    members: [{ guildId: g.guildId, userId: app.botUserId, roles: [g.statusRole] }],
    voiceStates: [{ guildId: g.guildId, userId: app.botUserId, channelId: null }],
  });
  await running.control.clearEvents();
});

function setStatus(channelId: string, body: unknown, auth = g.bot): Promise<JsonResponse<unknown>> {
  return api(running.url, voiceStatusPath(channelId), { method: 'PUT', auth, body });
}

async function connectBot(channelId: string): Promise<void> {
  await running.control.seed({ voiceStates: [{ userId: app.botUserId, channelId }] });
}

function statusEvents(): EventRecord['data'][] {
  return running.control.events({ type: VOICE_CHANNEL_STATUS_UPDATE }).map((event) => event.data);
}

describe('who may set a voice channel status', () => {
  it('a bot connected to the channel needs SET_VOICE_CHANNEL_STATUS only: 204, the event, the stored status', async () => {
    await connectBot(g.channels.voice);
    const response = await setStatus(g.channels.voice, { status: 'Raiding 🐉' });
    expect(response).toMatchObject({ status: 204, body: undefined });
    expect(statusEvents()).toEqual([{ id: g.channels.voice, guild_id: g.guildId, status: 'Raiding 🐉' }]);
    expect(running.control.events({ type: VOICE_CHANNEL_STATUS_UPDATE })[0]?.applicationId).toBe(app.id);
    expect(voiceChannelStatus(emulator.ctx, g.channels.voice)).toBe('Raiding 🐉');
  });

  it('not connected to it (or connected elsewhere), the bot also needs MANAGE_CHANNELS: 50013 without it', async () => {
    const missing = { status: 403, body: { code: 50013, message: 'Missing Permissions' } };
    expect(await setStatus(g.channels.voice, { status: 'x' })).toMatchObject(missing);
    await connectBot(g.channels.lounge);
    expect(await setStatus(g.channels.voice, { status: 'x' })).toMatchObject(missing);
    expect(statusEvents()).toEqual([]);
    await running.control.seed({
      members: [{ guildId: g.guildId, userId: app.botUserId, roles: [g.statusRole, g.managerRole] }],
    });
    expect((await setStatus(g.channels.voice, { status: 'managed' })).status).toBe(204);
    expect(statusEvents()).toEqual([{ id: g.channels.voice, guild_id: g.guildId, status: 'managed' }]);
  });

  it("the channel's overwrites count: a role denied the permission, a member allowed MANAGE_CHANNELS", async () => {
    await connectBot(g.channels.denied);
    expect((await setStatus(g.channels.denied, { status: 'x' })).body).toMatchObject({ code: 50013 });
    // Not connected to `managed`, but its member overwrite grants the bot MANAGE_CHANNELS there only.
    expect((await setStatus(g.channels.managed, { status: 'ok' })).status).toBe(204);
    expect((await setStatus(g.channels.lounge, { status: 'ok' })).body).toMatchObject({ code: 50013 });
  });

  it('an administrator bot may set any voice channel, connected or not', async () => {
    const { roles } = await running.control.seed({
      roles: [{ guildId: g.guildId, name: 'admin', permissions: '8' }],
    });
    await running.control.seed({
      members: [{ guildId: g.guildId, userId: app.botUserId, roles: [roles[0]?.id ?? ''] }],
    });
    expect((await setStatus(g.channels.denied, { status: 'admin' })).status).toBe(204);
    expect((await setStatus(g.channels.hidden, { status: 'admin' })).status).toBe(204);
  });

  it('null clears the status, and the event says so', async () => {
    await connectBot(g.channels.lounge);
    await setStatus(g.channels.lounge, { status: 'on' });
    expect((await setStatus(g.channels.lounge, { status: null })).status).toBe(204);
    expect(statusEvents().map((data) => data.status)).toEqual(['on', null]);
    expect(voiceChannelStatus(emulator.ctx, g.channels.lounge)).toBeNull();
  });
});

describe('refusals', () => {
  it('10003 for a channel that does not exist', async () => {
    expect(await setStatus('123456789012345678', { status: 'x' })).toMatchObject({
      status: 404,
      body: { code: 10003, message: 'Unknown Channel' },
    });
  });

  it('50001 when the bot is not in the guild, or cannot view the channel', async () => {
    const stranger = await strangerBot();
    const access = { status: 403, body: { code: 50001, message: 'Missing Access' } };
    expect(await setStatus(g.channels.voice, { status: 'x' }, stranger)).toMatchObject(access);
    await connectBot(g.channels.hidden);
    expect(await setStatus(g.channels.hidden, { status: 'x' })).toMatchObject(access);
  });

  it('50024 for a channel that is not a voice channel (text, stage)', async () => {
    for (const channel of [g.channels.text, g.channels.stage]) {
      expect(await setStatus(channel, { status: 'x' })).toMatchObject({
        status: 400,
        body: { code: 50024, message: 'Cannot execute action on this channel type' },
      });
    }
  });

  it('50035 for a bad body or channel id, with the shared rule tree; nothing is recorded', async () => {
    await connectBot(g.channels.voice);
    const long = await setStatus(g.channels.voice, { status: 'x'.repeat(501) });
    expect(long).toMatchObject({ status: 400, body: { code: 50035, message: 'Invalid Form Body' } });
    expect(long.body).toMatchObject({ errors: { status: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } });
    // 500 code points (emoji are two UTF-16 units each) is the limit, not 500 UTF-16 units.
    expect((await setStatus(g.channels.voice, { status: '🐉'.repeat(500) })).status).toBe(204);
    expect((await setStatus(g.channels.voice, { status: 5 })).body).toMatchObject({
      errors: { status: { _errors: [{ code: 'STRING_TYPE_COERCE' }] } },
    });
    expect((await setStatus(g.channels.voice, [])).body).toMatchObject({ code: 50035 });
    expect((await setStatus('general', { status: 5 })).body).toMatchObject({
      code: 50035,
      errors: {
        channel_id: { _errors: [{ code: 'SNOWFLAKE_TYPE_INVALID' }] },
        status: { _errors: [{ code: 'STRING_TYPE_COERCE' }] },
      },
    });
    expect(statusEvents()).toHaveLength(1);
  });

  it('a bot token only: 20002 for a Bearer token, 401 without credentials', async () => {
    const token = await bearerToken();
    expect((await setStatus(g.channels.voice, { status: 'x' }, `Bearer ${token}`)).body).toMatchObject({
      code: 20002,
    });
    expect((await setStatus(g.channels.voice, { status: 'x' }, '')).status).toBe(401);
  });
});

describe('seeding voice states', () => {
  type Case = { channelId: string | null; nonMember?: boolean; guildId?: string };
  const cases: [Case, string][] = [
    [
      { channelId: 'TEXT' },
      'voiceStates[0].channelId: channel TEXT is of type 0, not voice (2) or stage (13)',
    ],
    [{ channelId: '1' }, 'voiceStates[0].channelId: no channel 1'],
    [{ channelId: null }, 'voiceStates[0].guildId: required'],
    [{ channelId: 'VOICE', nonMember: true }, 'is not a member of guild'],
    [{ channelId: 'VOICE', guildId: '1' }, 'voiceStates[0].guildId: channel VOICE belongs to guild'],
  ];
  it.each(cases)('refuses %j, naming the field', async (seed, message) => {
    const fill = (text: string) => text.replace('TEXT', g.channels.text).replace('VOICE', g.channels.voice);
    const { users } = await running.control.seed({ users: [{ username: 'nomember' }] });
    const input = {
      userId: seed.nonMember ? (users[0]?.id ?? '') : app.botUserId,
      channelId: seed.channelId === null ? null : fill(seed.channelId),
      ...(seed.guildId === undefined ? {} : { guildId: seed.guildId }),
    };
    await expect(running.control.seed({ voiceStates: [input] })).rejects.toThrow(fill(message));
  });

  it('a user is in one voice channel of a guild at a time; the seed result lists the states set', async () => {
    const first = await running.control.seed({
      voiceStates: [{ userId: owner.id, channelId: g.channels.voice }],
    });
    expect(first.voiceStates).toEqual([
      { guildId: g.guildId, userId: owner.id, channelId: g.channels.voice },
    ]);
    await running.control.seed({ voiceStates: [{ userId: owner.id, channelId: g.channels.stage }] });
    // The bot's connection is its own: the owner moving does not make the bot "connected".
    expect((await setStatus(g.channels.voice, { status: 'x' })).body).toMatchObject({ code: 50013 });
  });
});

async function strangerBot(): Promise<string> {
  const apps = await running.control.seed({ applications: [{ name: 'Outsider' }] });
  return `Bot ${apps.applications[0]?.botToken}`;
}

/** A client-credentials token of the app (a Bearer token that is not a bot's). */
async function bearerToken(): Promise<string> {
  const tokens = await tokenRequest(
    running.url,
    { grant_type: 'client_credentials', scope: 'identify' },
    { basic: [app.id, app.clientSecret] },
  );
  return String(tokens.body.access_token);
}
