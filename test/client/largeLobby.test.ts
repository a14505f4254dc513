/**
 * A lobby larger than READY lists (more than 50 members): READY carries the user's own membership and
 * `member_count`, the emulator finds the user's lobbies through its membership index, and the Client
 * fetches the rest of the members once Ready, so its handles see every member, then follow changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { Limits } from '../../src/model/limits.js';
import {
  type GatewayWorld,
  lobbyCall,
  RawGateway,
  startGatewayWorld,
  until,
  untilStatus,
} from '../connection/world.js';

let world: GatewayWorld;
let lobbyId: string;
let small: string;
let seeded: string[];
const clients: Client[] = [];

beforeAll(async () => {
  world = await startGatewayWorld({ gateway: { heartbeatIntervalMs: 5000 } });
  const users = Array.from({ length: Limits.LOBBY_READY_MEMBERS_MAX }, (_, i) => ({ username: `crowd${i}` }));
  seeded = (await world.emulator.control.seed({ users })).users.map((user) => user.id);
  const bearer = `Bearer ${world.tokens.alice}`;
  lobbyId = (await lobbyCall<{ id: string }>(world, bearer, 'PUT', '/lobbies', { secret: 'crowd' })).id;
  small = (await lobbyCall<{ id: string }>(world, bearer, 'PUT', '/lobbies', { secret: 'few' })).id;
  for (let i = 0; i < seeded.length; i += Limits.LOBBY_BULK_MEMBERS) {
    const items = seeded.slice(i, i + Limits.LOBBY_BULK_MEMBERS).map((id) => ({ id }));
    await lobbyCall(world, world.bot, 'POST', `/lobbies/${lobbyId}/members/bulk`, items);
  }
  // 49 others and alice: exactly the most READY lists whole.
  const few = seeded.slice(0, Limits.LOBBY_READY_MEMBERS_MAX - 1).map((id) => ({ id }));
  for (let i = 0; i < few.length; i += Limits.LOBBY_BULK_MEMBERS)
    await lobbyCall(world, world.bot, 'POST', `/lobbies/${small}/members/bulk`, few.slice(i, i + 25));
});
afterAll(async () => {
  for (const client of clients) client.Disconnect();
  await world.emulator.close();
});

interface ReadyLobby {
  id: string;
  members: { id: string; connected: boolean }[];
  member_count?: number;
}

describe('READY and large lobbies', () => {
  it('lists a lobby of 50 whole, and one of 51 with the own membership and member_count', async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    const ready = raw.frames.find((f) => f.t === 'READY')?.d as { lobbies: ReadyLobby[] };
    const large = ready.lobbies.find((l) => l.id === lobbyId);
    expect(large?.members).toEqual([expect.objectContaining({ id: world.alice.id, connected: true })]);
    expect(large?.member_count).toBe(Limits.LOBBY_READY_MEMBERS_MAX + 1);
    const whole = ready.lobbies.find((l) => l.id === small);
    expect(whole?.members).toHaveLength(Limits.LOBBY_READY_MEMBERS_MAX);
    expect(whole?.member_count).toBeUndefined();
    // A member who is not in the lobby is not told about it (the index is by user).
    const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const bobs = bob.frames.find((f) => f.t === 'READY')?.d as { lobbies: ReadyLobby[] };
    expect(bobs.lobbies).toEqual([]);
    raw.close();
    bob.close();
  });

  it('the Client fetches the members READY left out, then follows the lobby as usual', async () => {
    const client = new Client({ baseUrl: world.fx.url, log: () => undefined });
    clients.push(client);
    const updated: string[] = [];
    client.on('lobbyUpdated', (id: string) => updated.push(id));
    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.alice);
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    const handle = client.GetLobbyHandle(lobbyId);
    await until(() => handle?.LobbyMemberIds().length === seeded.length + 1, 'the members fetched');
    expect(updated).toContain(lobbyId);
    expect(handle?.LobbyMemberIds().sort()).toEqual([world.alice.id, ...seeded].sort());
    expect(handle?.GetLobbyMemberHandle(world.alice.id)?.Connected()).toBe(true);

    await lobbyCall(world, world.bot, 'DELETE', `/lobbies/${lobbyId}/members/${seeded[0]}`);
    await until(() => handle?.LobbyMemberIds().length === Limits.LOBBY_READY_MEMBERS_MAX, 'the removal');
    expect(handle?.LobbyMemberIds()).not.toContain(seeded[0]);
  });
});
