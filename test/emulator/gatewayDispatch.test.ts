/**
 * Who receives which dispatch: lobby events from the existing lobby routes (create/join/leave/message
 * over REST, the bot's member and lobby changes) reach exactly the members' sessions, `connected`
 * follows the members' sessions, and a direct-message event published on the bus reaches its two users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorContext } from '../../src/emulator/index.js';
import { type GatewayWorld, lobbyCall, RawGateway, startGatewayWorld, until } from '../connection/world.js';

let world: GatewayWorld;
let alice: RawGateway;
let bob: RawGateway;
let carol: RawGateway;

beforeAll(async () => {
  world = await startGatewayWorld();
  alice = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
  bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
  carol = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
});
afterAll(async () => {
  await world.emulator.close();
});

const bearer = (token: string) => `Bearer ${token}`;
type Dispatch = { t: string; s: number; d: Record<string, unknown> };
const since = (raw: RawGateway, s: number): Dispatch[] => raw.dispatches().filter((d) => d.s > s);
const last = (raw: RawGateway): number => raw.dispatches().at(-1)?.s ?? 0;
const member = (d: Dispatch) => d.d.member as { id: string; connected: boolean };

/** A member entry as the gateway dispatches it: connected, with its public user. */
function connectedMember(name: 'alice' | 'bob') {
  return {
    id: world[name].id,
    metadata: null,
    flags: 0,
    connected: true,
    user: expect.objectContaining({ id: world[name].id, username: name }),
  };
}

describe('lobby events reach the members, and only them', () => {
  it('create, join, message and leave over REST', async () => {
    const [a0, b0, c0] = [last(alice), last(bob), last(carol)];
    const lobby = await lobbyCall<{ id: string }>(world, bearer(world.tokens.alice), 'PUT', '/lobbies', {
      secret: 'party',
      lobby_metadata: { map: 'dust' },
    });
    await until(() => since(alice, a0).some((d) => d.t === 'LOBBY_CREATE'), "alice's LOBBY_CREATE");
    const created = since(alice, a0).find((d) => d.t === 'LOBBY_CREATE');
    expect(created?.d).toMatchObject({
      id: lobby.id,
      metadata: { map: 'dust' },
      members: [{ id: world.alice.id, connected: true }],
    });

    await lobbyCall(world, bearer(world.tokens.bob), 'PUT', '/lobbies', { secret: 'party' });
    await until(() => since(bob, b0).some((d) => d.t === 'LOBBY_CREATE'), "bob's LOBBY_CREATE");
    expect(since(bob, b0).find((d) => d.t === 'LOBBY_CREATE')?.d.members).toEqual([
      connectedMember('alice'),
      connectedMember('bob'),
    ]);
    await until(() => since(alice, a0).some((d) => d.t === 'LOBBY_MEMBER_ADD'), "alice's LOBBY_MEMBER_ADD");
    expect(since(alice, a0).find((d) => d.t === 'LOBBY_MEMBER_ADD')?.d).toEqual({
      lobby_id: lobby.id,
      member: connectedMember('bob'),
    });

    await lobbyCall(world, bearer(world.tokens.bob), 'POST', `/lobbies/${lobby.id}/messages`, {
      content: 'gg',
    });
    for (const raw of [alice, bob])
      await until(() => raw.dispatches(['LOBBY_MESSAGE_CREATE']).length === 1, 'the message');
    expect(alice.dispatches(['LOBBY_MESSAGE_CREATE'])[0]?.d).toMatchObject({
      content: 'gg',
      lobby_id: lobby.id,
      author: { id: world.bob.id },
    });

    await lobbyCall(world, bearer(world.tokens.bob), 'DELETE', `/lobbies/${lobby.id}/members/@me`);
    await until(() => since(bob, b0).some((d) => d.t === 'LOBBY_DELETE'), "bob's LOBBY_DELETE");
    expect(since(bob, b0).find((d) => d.t === 'LOBBY_DELETE')?.d).toEqual({
      id: lobby.id,
      application_id: world.fx.app.id,
    });
    await until(() => since(alice, a0).some((d) => d.t === 'LOBBY_MEMBER_REMOVE'), "alice's MEMBER_REMOVE");
    expect(member(since(alice, a0).find((d) => d.t === 'LOBBY_MEMBER_REMOVE') as Dispatch).id).toBe(
      world.bob.id,
    );

    // Carol is in no lobby of theirs: nothing of it reached her. Sequence numbers have no gaps.
    expect(since(carol, c0)).toEqual([]);
    for (const raw of [alice, bob]) {
      const seqs = raw.dispatches().map((d) => d.s);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
  });

  it("the bot's member changes, lobby update and delete reach the members", async () => {
    const lobby = await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', {
      members: [{ id: world.alice.id }],
    });
    await until(() => alice.dispatches(['LOBBY_CREATE']).some((d) => d.d.id === lobby.id), 'LOBBY_CREATE');
    const c0 = last(carol);
    await lobbyCall(world, world.bot, 'PUT', `/lobbies/${lobby.id}/members/${world.carol.id}`, {
      metadata: { role: 'guest' },
    });
    await until(() => carol.dispatches(['LOBBY_CREATE']).some((d) => d.d.id === lobby.id), "carol's CREATE");
    await lobbyCall(world, world.bot, 'PATCH', `/lobbies/${lobby.id}`, { metadata: { round: '2' } });
    for (const raw of [alice, carol])
      await until(
        () =>
          raw.dispatches(['LOBBY_UPDATE']).some((d) => (d.d.metadata as { round?: string })?.round === '2'),
        'LOBBY_UPDATE',
      );
    await lobbyCall(world, world.bot, 'DELETE', `/lobbies/${lobby.id}`);
    for (const raw of [alice, carol])
      await until(() => raw.dispatches(['LOBBY_DELETE']).some((d) => d.d.id === lobby.id), 'LOBBY_DELETE');
    expect(since(carol, c0).map((d) => d.t)).toEqual(['LOBBY_CREATE', 'LOBBY_UPDATE', 'LOBBY_DELETE']);
    expect(bob.dispatches().some((d) => d.d.id === lobby.id || d.d.lobby_id === lobby.id)).toBe(false);
  });

  it("connected follows the member's sessions, and READY lists the lobbies with it", async () => {
    const lobby = await lobbyCall<{ id: string }>(world, bearer(world.tokens.alice), 'PUT', '/lobbies', {
      secret: 'presence',
    });
    await lobbyCall(world, bearer(world.tokens.bob), 'PUT', '/lobbies', { secret: 'presence' });
    await until(() => alice.dispatches(['LOBBY_MEMBER_ADD']).some((d) => d.d.lobby_id === lobby.id), 'ADD');
    const a0 = last(alice);
    bob.close();
    await bob.closedWith();
    const updates = () =>
      since(alice, a0)
        .filter((d) => d.t === 'LOBBY_MEMBER_UPDATE' && d.d.lobby_id === lobby.id)
        .map((d) => member(d).connected);
    await until(() => updates().length === 1, 'bob disconnected');
    expect(updates()).toEqual([false]);

    bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const ready = bob.dispatches(['READY'])[0]?.d as { lobbies: { id: string; members: unknown[] }[] };
    expect(ready.lobbies.find((l) => l.id === lobby.id)?.members).toEqual([
      connectedMember('alice'),
      connectedMember('bob'),
    ]);
    await until(() => updates().length === 2, 'bob connected again');
    expect(updates()).toEqual([false, true]);
  });
});

describe('direct messages published on the event bus', () => {
  it('reach the two users of the conversation and nobody else', async () => {
    const ctx = (world.emulator.server as unknown as { emulator: EmulatorContext }).emulator;
    const [b0, c0] = [last(bob), last(carol)];
    const message = { id: '42', type: 0, content: 'psst', channel_id: '77', recipient_id: world.carol.id };
    ctx.events.record('MESSAGE_CREATE', world.fx.app.id, {
      user_ids: [world.alice.id, world.carol.id],
      message,
    });
    ctx.events.record('MESSAGE_DELETE', world.fx.app.id, {
      user_ids: [world.alice.id, world.carol.id],
      message_id: '42',
      channel_id: '77',
    });
    for (const raw of [alice, carol])
      await until(() => raw.dispatches(['MESSAGE_DELETE']).length === 1, 'MESSAGE_DELETE');
    expect(since(carol, c0)).toEqual([
      { t: 'MESSAGE_CREATE', s: c0 + 1, d: message },
      { t: 'MESSAGE_DELETE', s: c0 + 2, d: { id: '42', channel_id: '77' } },
    ]);
    expect(since(bob, b0)).toEqual([]);
    expect(world.emulator.control.gateway.stats().dispatched).toBeGreaterThan(20);
  });
});
