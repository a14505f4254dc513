/**
 * Serialized command responses, one cache per emulator. The registry never changes a stored list or
 * command in place (a change stores new objects), so an entry is valid for as long as its list or
 * command is the current one, and is collected with it. Lists of 100 commands are tens of kilobytes:
 * serializing them once per change instead of once per request is what keeps list GETs close to a bare
 * route's throughput.
 */
import type { ApplicationCommand } from '../../model/index.js';
import { localizeCommand } from '../../rules/index.js';

export class CommandResponses {
  /** Per registered list, by requester locale (`*`: with the dictionaries). */
  readonly #lists = new WeakMap<readonly ApplicationCommand[], Map<string, string>>();
  readonly #commands = new WeakMap<ApplicationCommand, string>();

  /** One command's JSON. */
  command(command: ApplicationCommand): string {
    let body = this.#commands.get(command);
    if (body === undefined) {
      body = JSON.stringify(command);
      this.#commands.set(command, body);
    }
    return body;
  }

  /** A list's JSON, localized for `locale` (`null`: as stored, with the dictionaries). */
  list(commands: readonly ApplicationCommand[], locale: string | null | undefined): string {
    let variants = this.#lists.get(commands);
    if (!variants) {
      variants = new Map();
      this.#lists.set(commands, variants);
    }
    const key = locale === null ? '*' : (locale ?? '');
    let body = variants.get(key);
    if (body === undefined) {
      const shaped = locale === null ? commands : commands.map((command) => localizeCommand(command, locale));
      body = JSON.stringify(shaped);
      variants.set(key, body);
    }
    return body;
  }
}
