/**
 * Ephemeral direct messages in the emulator (src/emulator/directMessages/ephemeral.ts), over loopback
 * HTTP and raw gateway sockets: between non-friends, or with a provisional account, a message's channel
 * is the other user (each user sees their own channel id, channel type 18); between friends of either
 * kind the conversation keeps one channel (type 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationshipSeed } from '../../src/emulator/index.js';
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
const bearer = (token: string) => ({ auth: `Bearer ${token}` });
type Wire = Record<string, unknown>;

async function send(token: string, to: string, content: string): Promise<Wire> {
  const sent = await api<Wire>(world.fx.url, `${BASE}/${to}`, {
    method: 'POST',
    ...bearer(token),
    body: { content },
  });
  expect(sent.status).toBe(201);
  return sent.body;
}

describe('ephemeral direct messages', () => {
  it('between non-friends: each user sees the other as the channel, type 18, live, in history and on delete', async () => {
    const alice = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const sent = await send(world.tokens.alice, world.bob.id, 'who are you?');
    expect([sent.channel_id, sent.channel_type]).toEqual([world.bob.id, 18]);
    const id = sent.id as string;
    const atBob = await bob.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === id, 'at bob');
    const atAlice = await alice.next((f) => f.t === 'MESSAGE_CREATE' && (f.d as Wire).id === id, 'at alice');
    expect([(atBob.d as Wire).channel_id, (atBob.d as Wire).channel_type]).toEqual([world.alice.id, 18]);
    expect((atAlice.d as Wire).channel_id).toBe(world.bob.id);

    const history = await api<Wire[]>(
      world.fx.url,
      `${BASE}/${world.alice.id}?limit=5`,
      bearer(world.tokens.bob),
    );
    expect(history.body.map((m) => [m.id, m.channel_id])).toEqual([[id, world.alice.id]]);

    const removed = await api(world.fx.url, `${BASE}/${world.bob.id}/${id}`, {
      method: 'DELETE',
      ...bearer(world.tokens.alice),
    });
    expect(removed.status).toBe(204);
    const gone = (raw: RawGateway) => raw.next((f) => f.t === 'MESSAGE_DELETE', 'MESSAGE_DELETE');
    expect((await gone(bob)).d).toEqual({ id, channel_id: world.alice.id });
    expect((await gone(alice)).d).toEqual({ id, channel_id: world.bob.id });
    alice.close();
    bob.close();
  });

  it.each(['discord', 'game'] as const)(
    'between %s friends: one kept channel for both, type 1',
    async (kind) => {
      const seed: RelationshipSeed = {
        user: world.alice.id,
        other: world.bob.id,
        kind,
        type: 'friend',
        ...(kind === 'game' ? { application: world.fx.app.id } : {}),
      };
      await world.emulator.control.addRelationship(seed);
      const first = await send(world.tokens.alice, world.bob.id, 'hi friend');
      const answer = await send(world.tokens.bob, world.alice.id, 'hi!');
      expect(first.channel_type).toBe(1);
      expect(answer.channel_id).toBe(first.channel_id);
      expect([world.alice.id, world.bob.id]).not.toContain(first.channel_id);
      await world.emulator.control.removeRelationship(seed);
      // The friendship ended: what is sent now is ephemeral again.
      expect((await send(world.tokens.alice, world.bob.id, 'still there?')).channel_type).toBe(18);
    },
  );

  it('with a provisional account: ephemeral even between game friends', async () => {
    const appId = world.fx.app.id;
    await world.emulator.control.provisional.configure(appId, { oidc: 'test' });
    const credential = await world.emulator.control.provisional.mintIdToken(appId, { sub: 'eph-1' });
    const issued = await api<Wire>(world.fx.url, '/api/v10/partner-sdk/token', {
      method: 'POST',
      body: {
        client_id: appId,
        client_secret: world.fx.app.clientSecret,
        external_auth_type: 'OIDC',
        external_auth_token: credential,
      },
    });
    expect(issued.status).toBe(200);
    const token = issued.body.access_token as string;
    const me = await api<Wire>(world.fx.url, '/api/v10/users/@me', bearer(token));
    const provisionalId = me.body.id as string;
    await world.emulator.control.addRelationship({
      user: world.alice.id,
      other: provisionalId,
      kind: 'game',
      application: appId,
      type: 'friend',
    });
    const sent = await send(token, world.alice.id, 'hello from a guest');
    expect([sent.channel_id, sent.channel_type]).toEqual([world.alice.id, 18]);
    const reply = await send(world.tokens.alice, provisionalId, 'welcome');
    expect([reply.channel_id, reply.channel_type]).toEqual([provisionalId, 18]);
  });
});
