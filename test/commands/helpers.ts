/** Helpers of the commands client and CLI tests. */
import type { BulkApplicationCommandItem } from '../../src/model/index.js';
import { type CommandsFixture, slash } from '../emulator/commandsFixture.js';

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
