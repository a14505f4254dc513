/** The event log as a bus: what one domain records, a subscriber sees, in order, without reaching in. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Emulator, type RunningEmulator } from '../../src/emulator/index.js';
import type { EventRecord } from '../../src/emulator/records.js';
import { api } from './helpers.js';

let emulator: Emulator;
let running: RunningEmulator;
let bot: string;
let userId: string;
beforeAll(async () => {
  emulator = new Emulator({ rateLimits: false });
  running = await emulator.start();
  const seeded = await running.control.seed({
    users: [{ username: 'alice' }],
    applications: [{ name: 'Game' }],
  });
  bot = `Bot ${seeded.applications[0]?.botToken}`;
  userId = seeded.users[0]?.id ?? '';
});
afterAll(async () => {
  await running?.close();
});

const createLobby = () =>
  api<{ id: string }>(running.url, '/api/v10/lobbies', {
    method: 'POST',
    auth: bot,
    body: { members: [{ id: userId }] },
  });

describe('event bus', () => {
  it('tells a subscriber each event as it is recorded, in order, until it unsubscribes', async () => {
    const seen: EventRecord[] = [];
    const unsubscribe = emulator.ctx.events.subscribe((event) => seen.push(event));
    const created = await createLobby();
    expect(created.status).toBe(201);
    expect(seen.map((event) => [event.type, event.data])).toEqual([
      ['LOBBY_MEMBER_ADD', { lobby_id: created.body.id, user_id: userId }],
      ['LOBBY_CREATE', { lobby_id: created.body.id }],
    ]);
    // The same events, with the same numbers, as the log keeps.
    const logged = running.control.events({ since: (seen[0]?.seq ?? 0) - 1 });
    expect(logged.map((event) => event.seq)).toEqual(seen.map((event) => event.seq));

    unsubscribe();
    await api(running.url, `/api/v10/lobbies/${created.body.id}`, { method: 'DELETE', auth: bot });
    expect(seen).toHaveLength(2);
  });

  it('a listener that throws does not fail the request; the failure is a process warning', async () => {
    const unsubscribe = emulator.ctx.events.subscribe(() => {
      throw new Error('listener bug');
    });
    // The warning is caught here, where it is expected: Node would print it, and a green run should print
    // no line that reads as an error.
    let heard: (message: string) => void = () => undefined;
    const warned = new Promise<string>((resolve) => {
      heard = resolve;
    });
    const capture = (warning: string | Error, type?: unknown): void => {
      if (type === 'EmulatorWarning') heard(String(warning));
    };
    const emitWarning = vi
      .spyOn(process, 'emitWarning')
      .mockImplementation(capture as typeof process.emitWarning);
    try {
      const created = await createLobby();
      expect(created.status).toBe(201);
      const message = await Promise.race([
        warned,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no EmulatorWarning within 5 s')), 5000).unref(),
        ),
      ]);
      expect(message).toMatch(/an event listener failed on LOBBY_MEMBER_ADD #\d+: Error: listener bug/);
    } finally {
      emitWarning.mockRestore();
      unsubscribe();
    }
  });

  it('refuses a subscriber that is not a function', () => {
    expect(() => emulator.ctx.events.subscribe(undefined as never)).toThrow(TypeError);
  });
});
