/**
 * The message extras: `MessageHandle`'s readable `Content` beside `RawContent`, `ApplicationId`,
 * `SentFromGame`, `Recipient`, and `ModerationMetadata` set by the game's bot through the two
 * moderation-metadata routes (src/api/moderationMetadata.ts, the emulator's lobbies and directMessages
 * domains) and seen live; and the chat calls that open Discord through the client's opener.
 */
import { describe, expect, it } from 'vitest';
import {
  setDirectMessageModerationMetadata,
  setLobbyMessageModerationMetadata,
} from '../../src/api/moderationMetadata.js';
import type { Client } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import type { ClientResultError } from '../../src/client/results.js';
import { ServiceError, ValidationError } from '../../src/http/errors.js';
import { Transport } from '../../src/http/transport.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
const bot = () =>
  new Transport({
    baseUrl: domain.world.fx.url,
    authorization: { type: 'Bot', token: domain.world.fx.app.botToken },
    retries: 0,
  });

/** Resolves when `client` reports `messageUpdated` for `messageId`. */
function updated(client: Client, messageId: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (id: string) => {
      if (id !== messageId) return;
      client.off('messageUpdated', listener);
      resolve();
    };
    client.on('messageUpdated', listener);
  });
}

/** Resolves when `client` reports `messageCreated` for `messageId` (or at once if it holds it). */
function created(client: Client, messageId: string): Promise<void> {
  return new Promise((resolve) => {
    if (client.GetMessageHandle(messageId)) return resolve();
    const listener = (id: string) => {
      if (id !== messageId) return;
      client.off('messageCreated', listener);
      resolve();
    };
    client.on('messageCreated', listener);
  });
}

describe('MessageHandle extras', () => {
  it('Content reads mentions and custom emoji; RawContent keeps the markup; the app and the game are named', async () => {
    const alice = await domain.ready(domain.world.tokens.alice);
    const bob = await domain.ready(domain.world.tokens.bob);
    const lobbyId = await alice.CreateOrJoinLobby('extras-content');
    await bob.CreateOrJoinLobby('extras-content');
    const raw = `hi <@${domain.world.bob.id}> <:wave:123456789> <a:dance:42> <@1> <@&7> <#8>`;
    const messageId = await alice.SendLobbyMessage(lobbyId, raw);
    await created(bob, messageId);
    const handle = bob.GetMessageHandle(messageId);
    expect(handle?.RawContent()).toBe(raw);
    expect(handle?.Content()).toBe(
      `hi @${domain.world.bob.global_name ?? domain.world.bob.username} :wave: :dance: @unknown-user @role #channel`,
    );
    expect(handle?.ApplicationId()).toBe(domain.world.fx.app.id);
    expect(handle?.SentFromGame()).toBe(true);
    expect(handle?.Recipient()).toBeNull();
    expect(handle?.ModerationMetadata()).toEqual({});
    expect(alice.CanOpenMessageInDiscord(messageId)).toBe(false);
  });

  it('lobby moderation metadata set by the bot appears live on every member', async () => {
    const alice = await domain.ready(domain.world.tokens.alice);
    const bob = await domain.ready(domain.world.tokens.bob);
    const lobbyId = await alice.CreateOrJoinLobby('extras-moderation');
    await bob.CreateOrJoinLobby('extras-moderation');
    const messageId = await alice.SendLobbyMessage(lobbyId, 'is this allowed?');
    await created(bob, messageId);
    const seen = Promise.all([updated(alice, messageId), updated(bob, messageId)]);
    await setLobbyMessageModerationMetadata(bot(), lobbyId, BigInt(messageId), {
      verdict: 'clean',
      reviewer: 'automod',
    });
    await seen;
    for (const client of [alice, bob])
      expect(client.GetMessageHandle(messageId)?.ModerationMetadata()).toEqual({
        verdict: 'clean',
        reviewer: 'automod',
      });
    // A second call replaces the whole map.
    const again = updated(bob, messageId);
    await setLobbyMessageModerationMetadata(bot(), lobbyId, messageId, { verdict: 'flagged' });
    await again;
    expect(bob.GetMessageHandle(messageId)?.ModerationMetadata()).toEqual({ verdict: 'flagged' });
  });

  it('direct-message moderation metadata, users in either order, reaches both users; Recipient names the other', async () => {
    const alice = await domain.ready(domain.world.tokens.alice);
    const bob = await domain.ready(domain.world.tokens.bob);
    const messageId = await alice.SendUserMessage(domain.world.bob.id, 'a direct question');
    await created(bob, messageId);
    expect(bob.GetMessageHandle(messageId)?.Recipient()?.Id()).toBe(domain.world.bob.id);
    const seen = Promise.all([updated(alice, messageId), updated(bob, messageId)]);
    await setDirectMessageModerationMetadata(bot(), domain.world.bob.id, domain.world.alice.id, messageId, {
      verdict: 'clean',
    });
    await seen;
    expect(alice.GetMessageHandle(messageId)?.ModerationMetadata()).toEqual({ verdict: 'clean' });
    expect(bob.GetMessageHandle(messageId)?.ModerationMetadata()).toEqual({ verdict: 'clean' });
  });

  it('the SDK and the emulator refuse more than 5 entries or 2000 characters, naming the entry; a player token is refused', async () => {
    const alice = await domain.ready(domain.world.tokens.alice);
    const lobbyId = await alice.CreateOrJoinLobby('extras-limits');
    const messageId = await alice.SendLobbyMessage(lobbyId, 'limits');
    const six = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, 'v']));
    await expect(setLobbyMessageModerationMetadata(bot(), lobbyId, messageId, six)).rejects.toThrow(
      ValidationError,
    );
    const long = setLobbyMessageModerationMetadata(bot(), lobbyId, messageId, { note: 'x'.repeat(2001) });
    await expect(long).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ['note'] })] });
    await expect(setLobbyMessageModerationMetadata(bot(), 'x', messageId, {})).rejects.toThrow(/lobbyId/);

    // The emulator enforces the same rules on a body the SDK would not send.
    const raw = (body: unknown, token = `Bot ${domain.world.fx.app.botToken}`) =>
      fetch(`${domain.world.fx.url}/api/v10/lobbies/${lobbyId}/messages/${messageId}/moderation-metadata`, {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await raw({ note: 'x'.repeat(2001) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 50035, errors: { note: expect.anything() } });
    expect((await raw(six)).status).toBe(400);
    expect((await raw({ ok: 'yes' }, `Bearer ${domain.world.tokens.alice}`)).status).toBe(403);
    const unknown = setLobbyMessageModerationMetadata(bot(), lobbyId, '123456789012345678', { a: 'b' });
    await expect(unknown).rejects.toBeInstanceOf(ServiceError);
    await expect(unknown).rejects.toMatchObject({ status: 404, serviceCode: 10008 });
  });
});

describe('chat calls that open Discord', () => {
  it('OpenMessageInDiscord opens a direct message under WebBase; a lobby message is refused, naming messageId', async () => {
    const opened: string[] = [];
    const alice = await domain.ready(domain.world.tokens.alice, {
      opener: (url) => {
        opened.push(url);
      },
      webBase: 'https://web.example',
    });
    await domain.ready(domain.world.tokens.bob);
    // Friends: their conversation is kept by the service (between non-friends a DM is ephemeral).
    const friends = { user: domain.world.alice.id, other: domain.world.bob.id, kind: 'discord' as const };
    await domain.world.emulator.control.addRelationship({ ...friends, type: 'friend' });
    const dm = await alice.SendUserMessage(domain.world.bob.id, 'open me');
    await domain.world.emulator.control.removeRelationship(friends);
    expect(alice.CanOpenMessageInDiscord(dm)).toBe(true);
    await alice.OpenMessageInDiscord(dm);
    const channelId = alice.GetMessageHandle(dm)?.ChannelId();
    expect(opened).toEqual([`https://web.example/channels/@me/${channelId}/${dm}`]);

    const lobbyId = await alice.CreateOrJoinLobby('extras-open');
    const inLobby = await alice.SendLobbyMessage(lobbyId, 'stay here');
    const refusal = (await alice.OpenMessageInDiscord(inLobby).catch((e: unknown) => e)) as ClientResultError;
    expect(refusal.result.type).toBe(ErrorType.ValidationError);
    expect(refusal.result.error).toMatch(/^messageId: /);
    const results: number[] = [];
    await alice.OpenMessageInDiscord(inLobby, undefined, (result) => results.push(result.type));
    expect(results).toEqual([ErrorType.ValidationError]);
    expect(() => alice.CanOpenMessageInDiscord('nope')).toThrow(ValidationError);
    expect(opened).toHaveLength(1);
  });

  it('OpenConnectedGamesSettingsInDiscord opens the settings when Ready and is a successful no-op otherwise', async () => {
    const opened: string[] = [];
    const opener = (url: string) => {
      opened.push(url);
    };
    const offline = domain.client({ opener });
    await offline.OpenConnectedGamesSettingsInDiscord();
    expect(opened).toEqual([]);
    const alice = await domain.ready(domain.world.tokens.alice, { opener });
    const results: boolean[] = [];
    await alice.OpenConnectedGamesSettingsInDiscord((result) => results.push(result.Successful()));
    expect(results).toEqual([true]);
    expect(opened).toEqual(['https://discord.com/settings/connections']);
    alice.SetShowingChat(true);
    expect(() => alice.SetShowingChat('yes' as never)).toThrow(ValidationError);
  });
});
