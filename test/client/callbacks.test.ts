/**
 * Callback delivery: pumped mode queues callbacks and events in order until RunCallbacks (and nothing
 * runs before), Promises settle as they are ready in both modes, and a throwing callback or listener is
 * reported without stopping the others or the process. Against the real emulator where a connection is
 * involved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { CallbackQueue, MAX_QUEUED_CALLBACKS, runCallbacks } from '../../src/client/callbacks.js';
import type { ClientResult } from '../../src/client/clientResult.js';
import { RunCallbacks } from '../../src/index.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { type GatewayWorld, startGatewayWorld, untilStatus } from '../connection/world.js';

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld();
});
afterAll(async () => {
  await world.emulator.close();
});

describe('CallbackQueue', () => {
  it('immediate runs at once; pumped waits for drain and keeps the order', () => {
    const ran: number[] = [];
    const immediate = new CallbackQueue('immediate', () => undefined);
    immediate.run(() => ran.push(1));
    expect(ran).toEqual([1]);

    const pumped = new CallbackQueue('pumped', () => undefined);
    for (const n of [2, 3, 4]) pumped.run(() => ran.push(n));
    expect(ran).toEqual([1]);
    expect(pumped.drain()).toBe(3);
    expect(ran).toEqual([1, 2, 3, 4]);
  });

  it('a drain runs only what was queued before it; what callbacks queue waits for the next', () => {
    const ran: string[] = [];
    const queue = new CallbackQueue('pumped', () => undefined);
    queue.run(() => {
      ran.push('first');
      queue.run(() => ran.push('queued by first'));
    });
    expect(queue.drain()).toBe(1);
    expect(ran).toEqual(['first']);
    expect(queue.drain()).toBe(1);
    expect(ran).toEqual(['first', 'queued by first']);
  });

  it('reports a throwing callback and goes on with the next', () => {
    const reported: unknown[] = [];
    const ran: number[] = [];
    const queue = new CallbackQueue('pumped', (error) => reported.push(error));
    queue.run(() => ran.push(1));
    queue.run(() => {
      throw new Error('game bug');
    });
    queue.run(() => ran.push(3));
    queue.drain();
    expect(ran).toEqual([1, 3]);
    expect(reported).toEqual([new Error('game bug')]);
  });

  it('bounds the queue: past the limit the oldest are dropped, and that is reported once', () => {
    const reported: unknown[] = [];
    const queue = new CallbackQueue('pumped', (error) => reported.push(error));
    let first = 0;
    for (let i = 0; i < MAX_QUEUED_CALLBACKS + 5; i++) {
      const n = i;
      queue.run(() => {
        if (first === 0) first = n;
      });
    }
    expect(queue.size).toBe(MAX_QUEUED_CALLBACKS);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toMatch(/call RunCallbacks\(\) more often/);
    queue.drain();
    expect(first).toBe(5);
  });

  it('refuses an unknown mode', () => {
    expect(() => new CallbackQueue('later' as 'pumped', () => undefined)).toThrow(/callbackMode/);
  });

  it('RunCallbacks (the free function) drains every pumped queue', () => {
    const ran: string[] = [];
    const a = new CallbackQueue('pumped', () => undefined);
    const b = new CallbackQueue('pumped', () => undefined);
    a.run(() => ran.push('a'));
    b.run(() => ran.push('b'));
    expect(runCallbacks()).toBe(2);
    expect(ran.sort()).toEqual(['a', 'b']);
    expect(RunCallbacks).toBe(runCallbacks);
  });
});

describe('a pumped Client', () => {
  it('runs nothing until RunCallbacks, then statuses, events and callbacks in order; Promises settle anyway', async () => {
    const order: string[] = [];
    const client = new Client({ baseUrl: world.fx.url, callbackMode: 'pumped' });
    client.SetStatusChangedCallback((status) => order.push(`slot ${status}`));
    client.on('statusChanged', (status) => order.push(`event ${status}`));
    client.on('dispatch', (event) => order.push(`dispatch ${event.t}`));

    // The Promise settles without RunCallbacks; its callback form waits for it.
    const results: ClientResult[] = [];
    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.alice);
    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.alice, (result) =>
      results.push(result),
    );
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    expect(order).toEqual([]);
    expect(results).toEqual([]);

    expect(client.RunCallbacks()).toBeGreaterThan(0);
    expect(results.map((r) => r.successful())).toEqual([true]);
    expect(order).toEqual([
      'slot 6',
      'event 6',
      'slot 1',
      'event 1',
      'slot 2',
      'event 2',
      'dispatch READY',
      'slot 3',
      'event 3',
    ]);
    expect(client.RunCallbacks()).toBe(0);
    client.Disconnect();
    await untilStatus(client, ClientStatus.Disconnected);
    RunCallbacks();
    expect(order.slice(-2)).toEqual(['slot 0', 'event 0']);
  });
});

describe('a throwing callback', () => {
  it('goes to the error event; the other listeners and callbacks still run', async () => {
    const client = new Client({ baseUrl: world.fx.url });
    const errors: unknown[] = [];
    const seen: number[] = [];
    client.on('error', (error) => errors.push(error));
    client.SetStatusChangedCallback(() => {
      throw new Error('bug in the status callback');
    });
    client.on('statusChanged', () => {
      throw new TypeError('bug in a listener');
    });
    client.on('statusChanged', (status) => seen.push(status));
    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.bob, () => {
      throw new RangeError('bug in a result callback');
    });
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    expect(seen).toEqual([6, 1, 2, 3]);
    expect(errors.filter((e) => e instanceof RangeError)).toHaveLength(1);
    expect(errors.filter((e) => e instanceof TypeError)).toHaveLength(4);
    expect(errors.filter((e) => (e as Error).message === 'bug in the status callback')).toHaveLength(4);
    client.Disconnect();
  });

  it('without an error listener goes to the log', async () => {
    const lines: string[] = [];
    const client = new Client({ baseUrl: world.fx.url, log: (line) => lines.push(line) });
    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.bob, () => {
      throw new Error('callback failed');
    });
    expect(lines).toContain('a callback threw: Error: callback failed');
  });
});
