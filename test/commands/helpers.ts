/** Helpers of the commands client and CLI tests. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type CommandsClient, createCommandsClient } from '../../src/commands/index.js';
import type { BulkApplicationCommandItem } from '../../src/model/index.js';
import {
  type CommandsFixture,
  clearCommands,
  slash,
  startCommandsFixture,
} from '../emulator/commandsFixture.js';

/** The emulator of a test file and a commands client with the fixture app's bot token. */
export interface CommandsSetup {
  f: CommandsFixture;
  commands: CommandsClient;
}

/**
 * Starts the commands fixture before the file's tests (closed after them) with a client for its app;
 * before each test, no commands, no fault rules and an empty request log. Filled in by `beforeAll`.
 */
export function useCommandsEmulator(): CommandsSetup {
  const setup = {} as CommandsSetup;
  beforeAll(async () => {
    setup.f = await startCommandsFixture();
    const { app, url } = setup.f;
    setup.commands = createCommandsClient({ applicationId: app.id, token: app.botToken, baseUrl: url });
  });
  afterAll(() => setup.f.emulator.close());
  beforeEach(async () => {
    await clearCommands(setup.f);
    setup.f.emulator.control.faults.clear();
    setup.f.emulator.control.clearRequests();
  });
  return setup;
}

/** A CHAT_INPUT command as the client's typed methods take it. */
export function item(
  name: string,
  extra: Partial<BulkApplicationCommandItem> = {},
): BulkApplicationCommandItem {
  return slash(name, extra) as unknown as BulkApplicationCommandItem;
}

/** The command API calls the emulator received since its log was last cleared, as `METHOD path` with ids as `:id`. */
export function commandCalls(f: CommandsFixture): string[] {
  return f.emulator.control
    .requests()
    .filter((entry) => entry.path.startsWith('/api/v10/applications/'))
    .map((entry) => `${entry.method} ${entry.path.replace(/\d{15,}/g, ':id')}`);
}
