/**
 * Issue 32, findings 3 and 4, against a real Client and a hostile fake gateway over loopback: a server
 * that answers every IDENTIFY with READY and then RECONNECT, one that answers with INVALID SESSION for
 * ever, and one whose READY names another host (or plain ws: after wss:) in `resume_gateway_url`. The
 * loops end in a reported error after the policy's retries; the token never goes to a host the policy
 * does not allow.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { AuthorizationTokenType } from '../../src/model/index.js';
import { FakeGateway } from '../connection/fakeGateway.js';
import { until, untilStatus } from '../connection/world.js';

const policy = { maxRetries: 3, backoffBaseMs: 5, backoffMaxMs: 20, reidentifyMinMs: 1, reidentifyMaxMs: 2 };
let fake: FakeGateway;
beforeEach(async () => {
  fake = await FakeGateway.start();
});
afterEach(async () => {
  await fake.close();
});

async function connected(options: { resumeHosts?: string[] } = {}): Promise<{
  client: Client;
  statuses: number[][];
}> {
  const client = new Client({ baseUrl: fake.baseUrl, connection: { policy, ...options } });
  const statuses: number[][] = [];
  client.on('statusChanged', (status, error, detail) => statuses.push([status, error, detail]));
  await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
  client.Connect();
  return { client, statuses };
}

const gaveUp = (statuses: number[][]) => statuses.at(-1)?.[0] === ClientStatus.Disconnected;

describe('a gateway that loops', () => {
  it('READY then RECONNECT every time: backs off and gives up after maxRetries, reported', async () => {
    fake.script = {
      identify: (s) => {
        s.dispatch('READY', fake.ready('100'));
        s.send(7, null);
      },
      resume: (s) => {
        s.dispatch('RESUMED', {});
        s.send(7, null);
      },
    };
    const { statuses } = await connected();
    await until(() => gaveUp(statuses), 'the client gives up');
    // The first connection and one per retry: bounded, where it used to loop for ever.
    expect(fake.connections).toBe(policy.maxRetries + 1);
    expect(statuses.at(-1)).toEqual([ClientStatus.Disconnected, 2, 0]);
    expect(statuses.filter(([status]) => status === ClientStatus.Ready)).toHaveLength(policy.maxRetries + 1);
  });

  it('INVALID SESSION for ever: re-identifies once in place, then backs off and gives up, reported', async () => {
    fake.script = { identify: (s) => s.send(9, false) };
    const { statuses } = await connected();
    await until(() => gaveUp(statuses), 'the client gives up');
    // The first connection identifies twice (once again after the first INVALID SESSION); each retry once.
    expect(fake.sentOps(2)).toBe(2 + policy.maxRetries);
    expect(statuses.map(([status]) => status)).toContain(ClientStatus.Reconnecting);
    expect(statuses.at(-1)).toEqual([ClientStatus.Disconnected, 1, 9]);
  });
});

describe('resume_gateway_url', () => {
  it('another host: never resumed there; the next connection identifies afresh on the original', async () => {
    fake.script = {
      identify: (s) =>
        s.dispatch('READY', fake.ready('100', { resume_gateway_url: 'ws://10.255.255.1:9/gw' })),
      resume: (s) => s.dispatch('RESUMED', {}),
    };
    const { client } = await connected();
    await untilStatus(client, ClientStatus.Ready);
    fake.closeAll(4000);
    await until(
      () => fake.connections === 2 && client.GetStatus() === ClientStatus.Ready,
      'back on the original',
    );
    expect(fake.sentOps(6)).toBe(0);
    expect(fake.sentOps(2)).toBe(2);
    client.Disconnect();
  });

  it('a host of the allow list: resumed there (the token goes only where it was allowed)', async () => {
    fake.script = {
      identify: (s) =>
        s.dispatch('READY', fake.ready('100', { resume_gateway_url: `ws://localhost:${fake.port}/gateway` })),
      resume: (s) => s.dispatch('RESUMED', {}),
    };
    const { client } = await connected({ resumeHosts: ['localhost'] });
    await untilStatus(client, ClientStatus.Ready);
    fake.closeAll(4000);
    await until(() => fake.sentOps(6) === 1 && client.GetStatus() === ClientStatus.Ready, 'resumed');
    expect(fake.hosts.at(-1)).toBe(`localhost:${fake.port}`);
    client.Disconnect();
  });
});
