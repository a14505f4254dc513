/**
 * Acting as a user through the control API (`control.act`, `/_emulator/act/*`): the message, request or
 * invite is stored and dispatched as if the user's own game had sent it, and the service's refusals come
 * back unchanged (a lobby the user is not in, a block, an activity that is not joinable).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RelationshipType } from '../../src/model/relationship.js';
import { type GatewayWorld, lobbyCall, RawGateway, startGatewayWorld } from '../connection/world.js';
import { api } from './helpers.js';

let world: GatewayWorld;
let lobbyId: string;
beforeAll(async () => {
  world = await startGatewayWorld();
  const lobby = await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', {
    members: [{ id: world.alice.id }, { id: world.bob.id }],
  });
  lobbyId = lobby.id;
});
afterAll(() => world.emulator.close());

const act = (path: string, body: unknown) =>
  api<{ code?: number; message?: string; id?: string; content?: string; type?: number }>(
    world.fx.url,
    `/_emulator/act/${path}`,
    { method: 'POST', body },
  );

describe('a lobby message as a member', () => {
  it('is stored and dispatched to the other members, as the member would have sent it', async () => {
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    try {
      const sent = await act('lobby-messages', {
        userId: world.alice.id,
        lobbyId,
        content: 'hi from the console',
      });
      expect(sent.status).toBe(201);
      expect(sent.body.content).toBe('hi from the console');
      const dispatch = await bob.next((frame) => frame.t === 'LOBBY_MESSAGE_CREATE', 'the message');
      expect(dispatch.d).toMatchObject({
        id: sent.body.id,
        content: 'hi from the console',
        lobby_id: lobbyId,
      });
      expect((dispatch.d as { author: { id: string } }).author.id).toBe(world.alice.id);
    } finally {
      bob.close();
    }
  });

  it('is refused to a user outside the lobby (403 50001) and for an unknown lobby (404 10031)', async () => {
    const outsider = await act('lobby-messages', { userId: world.carol.id, lobbyId, content: 'let me in' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.code).toBe(50001);
    const unknown = await act('lobby-messages', { userId: world.alice.id, lobbyId: '1', content: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(10031);
  });

  it('checks the body with the same rules as the API (50035) and names a bad field (400)', async () => {
    const empty = await act('lobby-messages', { userId: world.alice.id, lobbyId, content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe(50035);
    const noUser = await act('lobby-messages', { userId: 'ana', lobbyId, content: 'x' });
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toMatch(/^userId/);
  });

  it('works in-process too (control.act), the same operation', async () => {
    const message = await world.emulator.control.act.sendLobbyMessage({
      userId: world.bob.id,
      lobbyId,
      content: 'in-process',
    });
    expect(message).toMatchObject({ lobbyId, authorId: world.bob.id, content: 'in-process' });
  });
});

describe('a direct message, a friend request and an invite', () => {
  it('sends a direct message in the application, refused once the recipient blocked the sender', async () => {
    const body = { userId: world.alice.id, applicationId: world.fx.app.id, recipientId: world.carol.id };
    const sent = await act('direct-messages', { ...body, content: 'psst' });
    expect(sent.status).toBe(201);
    expect(sent.body.content).toBe('psst');
    await world.emulator.control.addRelationship({
      user: world.carol.id,
      other: world.alice.id,
      kind: 'discord',
      type: 'blocked',
    });
    const refused = await act('direct-messages', { ...body, content: 'psst again' });
    expect(refused.status).toBe(403);
    await world.emulator.control.removeRelationship({
      user: world.carol.id,
      other: world.alice.id,
      kind: 'discord',
    });
  });

  it('sends a friend request, and a request back makes them friends', async () => {
    const base = { applicationId: world.fx.app.id, kind: 'discord' };
    const asked = await act('friend-requests', { ...base, userId: world.bob.id, targetId: world.carol.id });
    expect(asked.status).toBe(201);
    expect(asked.body.type).toBe(RelationshipType.PendingOutgoing);
    const back = await act('friend-requests', { ...base, userId: world.carol.id, targetId: world.bob.id });
    expect(back.body.type).toBe(RelationshipType.Friend);
    const again = await act('friend-requests', { ...base, userId: world.bob.id, targetId: world.carol.id });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const badKind = await act('friend-requests', {
      ...base,
      kind: 'best',
      userId: world.bob.id,
      targetId: world.alice.id,
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/^kind/);
  });

  it('refuses an invite without a joinable activity, as the service does', async () => {
    const refused = await act('invites', {
      userId: world.alice.id,
      applicationId: world.fx.app.id,
      recipientId: world.bob.id,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it('refuses a bot as the actor and an unknown application, naming the field', async () => {
    const bot = await act('direct-messages', {
      userId: world.fx.app.botUserId,
      applicationId: world.fx.app.id,
      recipientId: world.bob.id,
      content: 'beep',
    });
    expect(bot.status).toBe(400);
    expect(bot.body.message).toMatch(/^userId: .* bot user/);
    const app = await act('direct-messages', {
      userId: world.alice.id,
      applicationId: '42',
      recipientId: world.bob.id,
      content: 'x',
    });
    expect(app.status).toBe(400);
    expect(app.body.message).toMatch(/^applicationId: no application 42/);
  });
});
