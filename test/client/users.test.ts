/**
 * The user domain (src/client/users.ts) and the readiness check of the connection domain
 * (src/client/realtime.ts): both calls need Ready, and then read the user READY described.
 */
import { describe, expect, it } from 'vitest';
import { ClientStatus } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError } from '../../src/client/results.js';
import { ValidationError } from '../../src/http/errors.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { untilStatus } from '../connection/world.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();

describe('users', () => {
  it('before Ready: ClientNotReady naming the call; after: the READY user, by string or bigint id', async () => {
    const { world } = domain;
    const client = domain.client();
    const notReady = (() => {
      try {
        client.GetUser(world.alice.id);
      } catch (error) {
        return error;
      }
    })() as ClientResultError;
    expect(notReady).toBeInstanceOf(ClientResultError);
    expect(notReady.result.type).toBe(ErrorType.ClientNotReady);
    expect(notReady.result.error).toMatch(/^GetUser: /);

    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.alice);
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    expect(client.GetCurrentUser().Id()).toBe(world.alice.id);
    expect(client.GetUser(BigInt(world.alice.id))?.Username()).toBe(world.alice.username);
    expect(client.GetUser('1')).toBeNull();
    expect(() => client.GetUser('one')).toThrow(ValidationError);
    client.Disconnect();
    await untilStatus(client, ClientStatus.Disconnected);
    expect(() => client.GetCurrentUser()).toThrow(/GetCurrentUser: the client is not ready/);
  });
});
