/**
 * The user domain (src/client/users.ts): before Ready the C++ library's values (a dummy user, null),
 * once Ready the user READY described.
 */
import { describe, expect, it } from 'vitest';
import { ClientStatus } from '../../src/client/Client.js';
import { ValidationError } from '../../src/http/errors.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { untilStatus } from '../connection/world.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();

describe('users', () => {
  // The C++ reads have no error channel (cpp-api.json: `UserHandle GetCurrentUser() const`,
  // `std::optional<UserHandle> GetUser(uint64_t) const`): before Ready a dummy user and an empty optional.
  it('before Ready: GetUser null, GetCurrentUser the dummy user; after: the READY user, by string or bigint id', async () => {
    const { world } = domain;
    const client = domain.client();
    expect(client.GetUser(world.alice.id)).toBeNull();
    expect(() => client.GetUser('one')).toThrow(ValidationError);
    expect([client.GetCurrentUser().Id(), client.GetCurrentUser().Username()]).toEqual(['0', '']);

    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.alice);
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    expect(client.GetCurrentUser().Id()).toBe(world.alice.id);
    expect(client.GetUser(BigInt(world.alice.id))?.Username()).toBe(world.alice.username);
    expect(client.GetUser('1')).toBeNull();
    expect(() => client.GetUser('one')).toThrow(ValidationError);
    client.Disconnect();
    await untilStatus(client, ClientStatus.Disconnected);
    expect(client.GetCurrentUser().Id()).toBe('0');
    expect(client.GetUser(world.alice.id)).toBeNull();
  });
});
