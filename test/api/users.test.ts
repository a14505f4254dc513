/**
 * The SDK's user and voice functions against the real emulator over loopback: connections as the service
 * filters them, the OpenID Connect userinfo claims (email only with its scope, the subject checked), and
 * Set Voice Channel Status with the service's refusals surfacing as `ServiceError`s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.js';
import { InvalidResponseError, ServiceError, Transport } from '../../src/http/index.js';
import { type Fixture, signIn, startFixture } from '../emulator/helpers.js';
import { seedVoiceGuild, type VoiceGuild } from '../emulator/voiceFixture.js';

let fx: Fixture;
let voice: VoiceGuild;

const as = (type: 'Bot' | 'Bearer', token: string): Transport =>
  new Transport({ baseUrl: fx.url, authorization: { type, token }, retries: 0 });

beforeAll(async () => {
  fx = await startFixture({ clock: { startMs: Date.UTC(2026, 3, 1) } });
  await fx.emulator.control.seed({
    connections: [
      { userId: fx.user.id, type: 'steam', id: 's-1', kind: 'game', createdAt: '2025-02-01T00:00:00Z' },
      { userId: fx.user.id, type: 'xbox', id: 'x-1', kind: 'game', createdAt: '2026-02-01T00:00:00Z' },
      { userId: fx.user.id, type: 'github', id: 'g-1' },
    ],
  });
  voice = await seedVoiceGuild(fx.emulator.control, fx.app, fx.user.id);
});
afterAll(async () => {
  await fx.emulator.close();
});

describe('getCurrentUserConnections', () => {
  it('returns what the service returns: the account and the legacy game connection, not the new one', async () => {
    const bearer = as('Bearer', (await signIn(fx, 'identify connections')).access_token ?? '');
    const connections = await api.getCurrentUserConnections(bearer);
    expect(connections.map((c) => `${c.type}:${c.id}`)).toEqual(['steam:s-1', 'github:g-1']);
  });

  it('without the connections scope the service refuses: a ServiceError with HTTP 401', async () => {
    const bearer = as('Bearer', (await signIn(fx, 'identify')).access_token ?? '');
    const error = await api.getCurrentUserConnections(bearer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 401 });
  });
});

describe('getUserInfo', () => {
  it("the ID token's subject, with email only under the email scope", async () => {
    const plain = as('Bearer', (await signIn(fx, 'openid identify')).access_token ?? '');
    const info = await api.getUserInfo(plain, { expectedSubject: fx.user.id });
    expect(info).toEqual({ sub: fx.user.id, preferred_username: 'alice', nickname: null, locale: 'en-US' });
    const withEmail = as('Bearer', (await signIn(fx, 'openid email')).access_token ?? '');
    expect(await api.getUserInfo(withEmail)).toMatchObject({
      sub: fx.user.id,
      email: 'alice@example.test',
      email_verified: true,
    });
  });

  it("refuses the answer when it is about someone other than the ID token's subject", async () => {
    const token = as('Bearer', (await signIn(fx, 'openid email')).access_token ?? '');
    const error = await api.getUserInfo(token, { expectedSubject: fx.other.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(String(error)).not.toContain('alice@example.test');
  });
});

describe('setVoiceChannelStatus', () => {
  it('sets and clears the status of a channel the bot is connected to', async () => {
    await fx.emulator.control.seed({
      voiceStates: [{ userId: fx.app.botUserId, channelId: voice.channels.voice }],
    });
    const bot = as('Bot', fx.app.botToken);
    await expect(api.setVoiceChannelStatus(bot, voice.channels.voice, 'Queueing')).resolves.toBeUndefined();
    await expect(api.setVoiceChannelStatus(bot, BigInt(voice.channels.voice), null)).resolves.toBeUndefined();
    const events = fx.emulator.control.events({ type: 'VOICE_CHANNEL_STATUS_UPDATE' });
    expect(events.map((event) => event.data.status)).toEqual(['Queueing', null]);
  });

  it("the service's refusals reach the caller with their codes: 50013, 10003, 50024", async () => {
    const bot = as('Bot', fx.app.botToken);
    const codeOf = async (channelId: string) =>
      ((await api.setVoiceChannelStatus(bot, channelId, 'x').catch((e: unknown) => e)) as ServiceError)
        .serviceCode;
    expect(await codeOf(voice.channels.lounge)).toBe(50013);
    expect(await codeOf('42')).toBe(10003);
    expect(await codeOf(voice.channels.text)).toBe(50024);
    // Nothing else changed: the failed calls recorded no event.
    expect(fx.emulator.control.events({ type: 'VOICE_CHANNEL_STATUS_UPDATE' })).toHaveLength(2);
  });
});
