/**
 * Event delivery (src/client/events.ts) on its own, over a plain EventEmitter: a slot runs before the
 * listeners of the same event, pumped mode waits for the drain, a throwing listener is reported and the
 * others still run, and a slot refuses what is not a function.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type ClientEvents, EventDelivery, slotCallback } from '../../src/client/events.js';
import { ValidationError } from '../../src/http/errors.js';

describe('EventDelivery', () => {
  it('runs the slot, then the listeners, in pumped mode only at the drain', () => {
    const emitter = new EventEmitter<ClientEvents>();
    const events = new EventDelivery(emitter, 'pumped', undefined);
    const seen: string[] = [];
    events.setSlot('lobbyMemberAdded', (lobbyId, memberId) => seen.push(`slot ${lobbyId}/${memberId}`));
    emitter.on('lobbyMemberAdded', (lobbyId, memberId) => seen.push(`listener ${lobbyId}/${memberId}`));
    events.deliverSocial({ name: 'lobbyMemberAdded', args: ['1', '2'] });
    expect(seen).toEqual([]);
    expect(events.drain()).toBe(2);
    expect(seen).toEqual(['slot 1/2', 'listener 1/2']);
    events.setSlot('lobbyMemberAdded', undefined);
    events.deliverSocial({ name: 'lobbyMemberAdded', args: ['1', '3'] });
    expect(events.drain()).toBe(1);
  });

  it('reports a throwing listener to the error event and runs the next one', () => {
    const emitter = new EventEmitter<ClientEvents>();
    const events = new EventDelivery(emitter, 'immediate', undefined);
    const errors: unknown[] = [];
    const ran: string[] = [];
    emitter.on('error', (error) => errors.push(error));
    emitter.on('lobbyCreated', () => {
      throw new Error('boom');
    });
    emitter.on('lobbyCreated', (id) => ran.push(id));
    events.deliver('lobbyCreated', '7');
    expect(ran).toEqual(['7']);
    expect(errors.map((e) => (e as Error).message)).toEqual(['boom']);
  });

  it('without error listeners, reports to the log', () => {
    const lines: string[] = [];
    const events = new EventDelivery(new EventEmitter<ClientEvents>(), 'immediate', (line) =>
      lines.push(line),
    );
    events.run(() => {
      throw new TypeError('bad');
    });
    expect(lines).toEqual(['a callback threw: TypeError: bad']);
  });

  it('slotCallback accepts a function or undefined, and names `callback` otherwise', () => {
    const f = () => {};
    expect(slotCallback(f)).toBe(f);
    expect(slotCallback(undefined)).toBeUndefined();
    expect(() => slotCallback('f')).toThrow(ValidationError);
    expect(() => slotCallback(1)).toThrow(/^callback: expected a function or undefined$/);
  });
});
