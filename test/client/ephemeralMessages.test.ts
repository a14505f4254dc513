/**
 * Ephemeral direct messages on the client (src/client/channelHandle.ts, chatExtras.ts, socialCache.ts)
 * against the emulator over loopback: between non-friends a message's channel is the other user, its
 * channel type `EphemeralDm`; there is no ChannelHandle for it and it cannot be opened in Discord. Both
 * call styles.
 */
import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/client/Client.js';
import { ChannelType } from '../../src/client/channelType.js';
import { ErrorType } from '../../src/client/clientResult.js';
import type { MessageHandle } from '../../src/client/handles.js';
import type { ClientResultError } from '../../src/client/results.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();

/** Resolves with the args of the first `event` whose first argument is `id` (at once if already held). */
function seen(client: Client, event: 'messageCreated' | 'messageDeleted', id: string): Promise<string[]> {
  return new Promise((resolve) => {
    if (event === 'messageCreated' && client.GetMessageHandle(id)) return resolve([id]);
    const listener = (...args: string[]) => {
      if (args[0] !== id) return;
      client.off(event, listener);
      resolve(args);
    };
    client.on(event, listener);
  });
}

describe('ephemeral direct messages', () => {
  it('Promise style: the other user is the channel, EphemeralDm, no ChannelHandle, not openable in Discord', async () => {
    const { alice: aliceUser, bob: bobUser } = domain.world;
    const alice = await domain.ready(domain.world.tokens.alice);
    const bob = await domain.ready(domain.world.tokens.bob);
    const id = await alice.SendUserMessage(bobUser.id, 'we are not friends');
    await seen(bob, 'messageCreated', id);
    const atBob = bob.GetMessageHandle(id) as MessageHandle;
    const atAlice = alice.GetMessageHandle(id) as MessageHandle;
    expect([atBob.ChannelId(), atAlice.ChannelId()]).toEqual([aliceUser.id, bobUser.id]);
    expect([atBob.Channel()?.Type(), atBob.Channel()?.Id(), atBob.Channel()?.Recipients()]).toEqual([
      ChannelType.EphemeralDm,
      aliceUser.id,
      [aliceUser.id],
    ]);
    expect(atBob.Channel()?.Name()).toBe(aliceUser.global_name ?? aliceUser.username);
    expect(bob.GetChannelHandle(aliceUser.id)).toBeNull();
    expect(alice.CanOpenMessageInDiscord(id)).toBe(false);
    const refusal = (await alice.OpenMessageInDiscord(id).catch((e: unknown) => e)) as ClientResultError;
    expect(refusal.result.type).toBe(ErrorType.ValidationError);
    expect(refusal.result.error).toMatch(/^messageId: .*ephemeral/);

    const deleted = seen(bob, 'messageDeleted', id);
    await alice.DeleteUserMessage(bobUser.id, id);
    expect(await deleted).toEqual([id, aliceUser.id]);
  });

  it('callback style: sent and listed messages are EphemeralDm; between friends they are Dm again', async () => {
    const { alice: aliceUser, bob: bobUser } = domain.world;
    const alice = await domain.ready(domain.world.tokens.alice);
    const id = await new Promise<string>((resolve) => {
      void alice.SendUserMessage(bobUser.id, 'still strangers', (result, messageId) => {
        expect(result.Successful()).toBe(true);
        resolve(messageId);
      });
    });
    const listed = await new Promise<MessageHandle[]>((resolve) => {
      void alice.GetUserMessagesWithLimit(bobUser.id, 10, (result, messages) => {
        expect(result.Successful()).toBe(true);
        resolve(messages);
      });
    });
    const mine = listed.find((m) => m.Id() === id);
    expect([mine?.ChannelId(), mine?.Channel()?.Type()]).toEqual([bobUser.id, ChannelType.EphemeralDm]);

    const friends = { user: aliceUser.id, other: bobUser.id, kind: 'discord' as const };
    await domain.world.emulator.control.addRelationship({ ...friends, type: 'friend' });
    const kept = await new Promise<string>((resolve) => {
      void alice.SendUserMessage(bobUser.id, 'friends now', (_result, messageId) => resolve(messageId));
    });
    await domain.world.emulator.control.removeRelationship(friends);
    const handle = alice.GetMessageHandle(kept);
    expect(handle?.Channel()?.Type()).toBe(ChannelType.Dm);
    expect(handle?.ChannelId()).not.toBe(bobUser.id);
    expect(alice.GetChannelHandle(handle?.ChannelId() ?? '')?.Type()).toBe(ChannelType.Dm);
    expect(alice.CanOpenMessageInDiscord(kept)).toBe(true);
  });
});
