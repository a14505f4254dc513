/**
 * The message domain (src/client/messages.ts): the four sends share one road (body checked, id parsed
 * once, message cached, id resolved), the lists cache what they return, and bad ids are named.
 */
import { describe, expect, it } from 'vitest';
import type { ClientResultError } from '../../src/client/results.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
const ready = (token: string) => domain.ready(token);
const failure = async (call: Promise<unknown>) =>
  ((await call.catch((e: unknown) => e)) as ClientResultError).result;

describe('messages through the facade', () => {
  it('a lobby message by bigint id is cached and readable through its handle', async () => {
    const alice = await ready(domain.world.tokens.alice);
    const lobbyId = await alice.CreateOrJoinLobby('messages-test');
    const messageId = await alice.SendLobbyMessageWithMetadata(BigInt(lobbyId), 'hello', { k: 'v' });
    const handle = alice.GetMessageHandle(messageId);
    expect(handle?.Content()).toBe('hello');
    expect(handle?.Metadata()).toEqual({ k: 'v' });
    const [newest] = await alice.GetLobbyMessagesWithLimit(lobbyId, 1);
    expect(newest?.Id()).toBe(messageId);
  });

  it('a direct message round trip: send, edit, list', async () => {
    const alice = await ready(domain.world.tokens.alice);
    await ready(domain.world.tokens.bob);
    const messageId = await alice.SendUserMessage(domain.world.bob.id, 'hi bob');
    await alice.EditUserMessage(domain.world.bob.id, messageId, 'hi, bob');
    const [newest] = await alice.GetUserMessagesWithLimit(BigInt(domain.world.bob.id), 5);
    expect(newest?.Content()).toBe('hi, bob');
  });

  it('names the bad argument; a bad body is reported before a bad id', async () => {
    const alice = await ready(domain.world.tokens.alice);
    expect((await failure(alice.SendLobbyMessage('x', 'hi'))).error).toMatch(/^lobbyId: /);
    expect((await failure(alice.SendUserMessage('x', 'hi'))).error).toMatch(/^recipientId: /);
    const both = alice.SendUserMessageWithMetadata('x', 'hi', 5 as unknown as Record<string, string>);
    expect((await failure(both)).error).toMatch(/^metadata: /);
    expect((await failure(alice.DeleteUserMessage(domain.world.bob.id, 'm'))).error).toMatch(/^messageId: /);
    expect(() => alice.GetMessageHandle('m')).toThrow(/^messageId: /);
  });
});
