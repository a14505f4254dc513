/**
 * The lobby domain (src/client/lobbies.ts) and its road through the api: a lobby id is parsed once, at
 * the facade, and reaches the route as it was parsed (api/call.ts `snowflakeArgument`,
 * `placeRouteParams`; api/lobbies.ts `parsedLobbyCalls`). A bad id fails before anything is sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { placeRouteParams, snowflakeArgument } from '../../src/api/call.js';
import { leaveLobby } from '../../src/api/lobbies.js';
import type { Client } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import type { ClientResultError } from '../../src/client/results.js';
import { ValidationError } from '../../src/http/errors.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
let alice: Client;
beforeAll(async () => {
  alice = await domain.ready(domain.world.tokens.alice);
});

const requestCount = () => domain.world.emulator.control.requests().length;

describe('one parse, at the facade', () => {
  it('snowflakeArgument normalises bigint and names the argument of a bad id', () => {
    expect(snowflakeArgument(42n, 'lobbyId')).toBe('42');
    expect(() => snowflakeArgument('4x', 'lobbyId')).toThrow(ValidationError);
    expect(() => snowflakeArgument(2n ** 64n, 'lobbyId')).toThrow(/^lobbyId: /);
  });

  it('placeRouteParams places parsed ids under their route placeholders without changing them', () => {
    const lobbyId = snowflakeArgument('5', 'lobbyId');
    const userId = snowflakeArgument(6n, 'userId');
    expect(placeRouteParams({ lobbyId, userId })).toEqual({ 'lobby.id': '5', 'user.id': '6' });
  });

  it('LeaveLobby with a bad id fails with ValidationError naming lobbyId, and sends nothing', async () => {
    const before = requestCount();
    const error = (await alice.LeaveLobby('not-an-id').catch((e: unknown) => e)) as ClientResultError;
    expect(error.result.type).toBe(ErrorType.ValidationError);
    expect(error.result.error).toMatch(/^lobbyId: expected a snowflake/);
    expect(requestCount()).toBe(before);
  });

  it('the public REST function still parses its own argument (`bigint | string`)', async () => {
    await expect(leaveLobby(alice.transport, 'nope')).rejects.toThrow(ValidationError);
  });
});

describe('lobbies through the facade', () => {
  it('CreateOrJoinLobby, GetLobbyHandle by bigint id, GetLobbyIds, LeaveLobby', async () => {
    const lobbyId = await alice.CreateOrJoinLobby('lobbies-test');
    expect(alice.GetLobbyIds()).toContain(lobbyId);
    expect(alice.GetLobbyHandle(BigInt(lobbyId))?.Id()).toBe(lobbyId);
    await alice.LeaveLobby(BigInt(lobbyId));
    expect(alice.GetLobbyIds()).not.toContain(lobbyId);
    expect(alice.GetLobbyHandle(lobbyId)).toBeNull();
  });

  it('metadata that is not an object is refused with its argument name', async () => {
    const error = (await alice
      .CreateOrJoinLobbyWithMetadata('lobbies-test', [] as unknown as Record<string, string>, {})
      .catch((e: unknown) => e)) as ClientResultError;
    expect(error.result.error).toMatch(/^lobbyMetadata: /);
  });
});
