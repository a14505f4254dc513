/**
 * The gateway's table of event routes (gateway/eventRouter.ts), composed from each domain's events.ts:
 * one owner per event type, unknown types carried nowhere, and the emulator's own tables composing.
 */
import { describe, expect, it } from 'vitest';
import { directMessageEvents } from '../../src/emulator/directMessages/events.js';
import { EventRouter } from '../../src/emulator/gateway/eventRouter.js';
import type { EventRoutes } from '../../src/emulator/gatewayEvents.js';
import { Emulator } from '../../src/emulator/index.js';
import { lobbyEvents } from '../../src/emulator/lobbies/events.js';
import type { EventRecord } from '../../src/emulator/records.js';

const event = (type: string, data: Record<string, unknown>): EventRecord => ({
  seq: 1,
  type,
  applicationId: '1100000000000000001',
  time: 0,
  data,
});
const nobodyConnected = () => false;

describe('EventRouter', () => {
  it('refuses an event type routed by two domains', () => {
    const twice: EventRoutes = { MESSAGE_CREATE: () => [] };
    expect(() => new EventRouter([directMessageEvents, twice])).toThrow(
      'gateway event MESSAGE_CREATE: routed by two domains',
    );
  });

  it("composes the emulator's tables and carries only their types", () => {
    const router = new EventRouter([lobbyEvents(), directMessageEvents]);
    expect(router.types()).toEqual([...Object.keys(lobbyEvents()), ...Object.keys(directMessageEvents)]);
    const { ctx } = new Emulator({ seed: 1 });
    for (const type of ['LOBBY_CREATE', 'APPLICATION_DEAUTHORIZED', 'constructor', 'toString'])
      expect(router.deliveriesOf(ctx, event(type, {}), nobodyConnected)).toEqual([]);
  });

  it("routes a domain's event to the users its data names", () => {
    const router = new EventRouter([lobbyEvents(), directMessageEvents]);
    const { ctx } = new Emulator({ seed: 1 });
    const data = { user_ids: ['1', '2'], message_id: '3', channel_id: '4' };
    const [delivery, ...rest] = router.deliveriesOf(ctx, event('MESSAGE_DELETE', data), nobodyConnected);
    expect(rest).toEqual([]);
    expect(delivery).toMatchObject({ t: 'MESSAGE_DELETE', userIds: ['1', '2'], audience: 'directMessages' });
    expect(delivery?.data()).toEqual({ id: '3', channel_id: '4' });
  });
});
