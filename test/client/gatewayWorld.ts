/**
 * The gateway world of the domain tests (test/client/<domain>.test.ts): one emulator per file with alice,
 * bob and carol signed in, clients made against it (disconnected after the file), and a client that is
 * Ready with a given token.
 */
import { afterAll, beforeAll } from 'vitest';
import { Client, type ClientOptions, ClientStatus } from '../../src/client/Client.js';
import type { EmulatorOptions } from '../../src/emulator/index.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { type GatewayWorld, startGatewayWorld, untilStatus } from '../connection/world.js';

export interface DomainWorld {
  /** The world, readable once started. */
  readonly world: GatewayWorld;
  /** A client aimed at the emulator. */
  client(options?: ClientOptions): Client;
  /** A client with `token`, connected and Ready. */
  ready(token: string, options?: ClientOptions): Promise<Client>;
}

/**
 * Starts the world before the file's tests; disconnects its clients and closes it after them.
 * @param options - the emulator's options (heartbeat interval...).
 */
export function useGatewayWorld(options: EmulatorOptions = {}): DomainWorld {
  let started: GatewayWorld | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    started = await startGatewayWorld(options);
  });
  afterAll(async () => {
    for (const client of clients) client.Disconnect();
    await started?.emulator.close();
  });
  const domain: DomainWorld = {
    get world() {
      if (started === undefined) throw new Error('the world starts in beforeAll');
      return started;
    },
    client(options = {}) {
      const client = new Client({ baseUrl: domain.world.fx.url, ...options });
      clients.push(client);
      return client;
    },
    async ready(token, options = {}) {
      const client = domain.client(options);
      await client.UpdateToken(AuthorizationTokenType.Bearer, token);
      client.Connect();
      await untilStatus(client, ClientStatus.Ready);
      return client;
    },
  };
  return domain;
}
