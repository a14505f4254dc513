/**
 * The emulator's disclosure message (src/emulator/directMessages/disclosure.ts) and messages from the
 * Discord app (fromDiscord.ts), over loopback HTTP and raw gateway sockets: the disclosure comes once per
 * kept conversation, before its first chat message, and is not kept in history; an ephemeral message or
 * an invite causes none; a Discord-sent message carries the service's fields and names no application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationshipSeed } from '../../src/emulator/index.js';
import { SeedError } from '../../src/emulator/seedChecks.js';
import { type GatewayWorld, RawGateway, startGatewayWorld } from '../connection/world.js';
import { api } from './helpers.js';

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld();
});
afterAll(async () => {
  await world.emulator.close();
});

const BASE = '/api/v10/users/@me/direct-messages';
type Wire = Record<string, unknown>;
const send = (token: string, to: string, content: string) =>
  api<Wire>(world.fx.url, `${BASE}/${to}`, { method: 'POST', auth: `Bearer ${token}`, body: { content } });

describe('the disclosure message', () => {
  it('comes once, first, to both users of a kept conversation; history does not keep it', async () => {
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const carol = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    // Not friends yet: an ephemeral message causes no disclosure.
    await send(world.tokens.alice, world.bob.id, 'hello stranger');
    const seed: RelationshipSeed = {
      user: world.alice.id,
      other: world.bob.id,
      kind: 'discord',
      type: 'friend',
    };
    await world.emulator.control.addRelationship(seed);
    const first = (await send(world.tokens.alice, world.bob.id, 'hi friend')).body;
    await send(world.tokens.bob, world.alice.id, 'hi!');
    await bob.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === first.id, 'the first message');
    const created = bob.dispatches(['MESSAGE_CREATE']).map((f) => f.d);
    const notices = created.filter((d) => d.disclosure_type === 3);
    expect(notices).toHaveLength(1);
    const notice = notices[0] as Wire;
    expect(notice).toMatchObject({
      channel_id: first.channel_id,
      channel_type: 1,
      recipient_id: world.bob.id,
    });
    expect(BigInt(notice.id as string) < BigInt(first.id as string)).toBe(true);
    expect(typeof notice.content === 'string' && (notice.content as string).includes('Discord')).toBe(true);
    const history = await api<Wire[]>(world.fx.url, `${BASE}/${world.bob.id}?limit=10`, {
      auth: `Bearer ${world.tokens.alice}`,
    });
    expect(history.body.some((m) => m.disclosure_type !== undefined)).toBe(false);
    expect(carol.dispatches(['MESSAGE_CREATE'])).toEqual([]);
    await world.emulator.control.removeRelationship(seed);
    bob.close();
    carol.close();
  });
});

describe('messages from the Discord app', () => {
  it('carry attachments, embeds, stickers, polls and threads as given, and name no application', async () => {
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const sent = await world.emulator.control.sendDirectMessageFromDiscord({
      applicationId: world.fx.app.id,
      from: world.alice.id,
      to: world.bob.id,
      attachments: [{ id: '1', filename: 'map.png', size: 10 }],
      poll: { question: { text: 'which map?' }, answers: [] },
    });
    expect(sent).not.toHaveProperty('application_id');
    expect(sent).toMatchObject({ content: '', attachments: [{ filename: 'map.png' }], channel_type: 18 });
    const arrived = await bob.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === sent.id, 'at bob');
    expect((arrived.d as Wire).poll).toEqual({ question: { text: 'which map?' }, answers: [] });
    const voice = await world.emulator.control.sendDirectMessageFromDiscord({
      applicationId: world.fx.app.id,
      from: world.alice.id,
      to: world.bob.id,
      attachments: [{ id: '2', filename: 'voice-message.ogg' }],
      voiceMessage: true,
    });
    expect(voice.flags).toBe(1 << 13);
    bob.close();
  });

  it('refuses bad input, naming the field', async () => {
    const base = { applicationId: world.fx.app.id, from: world.alice.id, to: world.bob.id };
    const refused = (input: Record<string, unknown>) =>
      world.emulator.control.sendDirectMessageFromDiscord({ ...base, ...input }).catch((e: unknown) => e);
    expect(await refused({})).toBeInstanceOf(SeedError);
    expect(String(await refused({ embeds: 'x' }))).toMatch(/message\.embeds/);
    expect(String(await refused({ embeds: [3] }))).toMatch(/message\.embeds\[0\]/);
    expect(String(await refused({ voiceMessage: true, content: 'x' }))).toMatch(/message\.voiceMessage/);
    expect(String(await refused({ to: '1' }))).toMatch(/message\.to/);
  });
});
