/**
 * Memoization for the steady state of a bot that re-registers the same commands at every start (and of
 * CI suites doing it on every test): the same request body gives the same validation result and the same
 * stored command, so neither is computed again. Keys are the body's JSON text; bodies that cannot be
 * serialized, or larger than {@link MAX_KEY_LENGTH}, are simply not memoized.
 */
import type { ApplicationCommand } from '../../model/index.js';
import type { Issue } from '../../rules/index.js';

/** Longer bodies are not memoized (a bulk overwrite of 131 large commands stays well below this). */
export const MAX_KEY_LENGTH = 1 << 20;
/** Validation results kept, and the characters of their keys together; the oldest go first. */
const VALIDATION_CAPACITY = 256;
const VALIDATION_KEY_CHARACTERS = 8 << 20;

/**
 * The JSON texts request bodies were parsed from, noted by the commands routes' JSON parser. The same
 * text always parses to the same body, so it identifies the body as well as a re-serialization would,
 * without paying for one on every request (a command is a nested object of about a kilobyte). Bodies are
 * not changed between parsing and the registry's lookups. A body with different whitespace or key order
 * is just another key (validated once more, same result).
 */
const bodyTexts = new WeakMap<object, string>();

/** Records that `body` was parsed from `text`. */
export function noteBodyText(body: unknown, text: string): void {
  if (typeof body === 'object' && body !== null) bodyTexts.set(body, text);
}

/** The JSON text of a parsed body, or undefined when it cannot be (or should not be) a memo key. */
export function fingerprint(body: unknown): string | undefined {
  const noted = typeof body === 'object' && body !== null ? bodyTexts.get(body) : undefined;
  if (noted !== undefined) return noted.length <= MAX_KEY_LENGTH ? noted : undefined;
  try {
    const text = JSON.stringify(body);
    return typeof text === 'string' && text.length <= MAX_KEY_LENGTH ? text : undefined;
  } catch {
    return undefined;
  }
}

export class RegistryMemo {
  readonly #issues = new Map<string, readonly Issue[]>();
  #issueKeyCharacters = 0;
  /** The body text each stored command was last built from (an identical overwrite keeps it as is). */
  readonly #sources = new WeakMap<ApplicationCommand, string>();

  /** The issues of `text` under `context` (scope, mode, flags), computed by `validate` on a miss. */
  issues(context: string, text: string | undefined, validate: () => Issue[]): readonly Issue[] {
    if (text === undefined) return validate();
    const key = `${context}\u0000${text}`;
    const known = this.#issues.get(key);
    if (known !== undefined) return known;
    const issues = validate();
    while (
      this.#issues.size > 0 &&
      (this.#issues.size >= VALIDATION_CAPACITY ||
        this.#issueKeyCharacters + key.length > VALIDATION_KEY_CHARACTERS)
    ) {
      const oldest = this.#issues.keys().next().value as string;
      this.#issues.delete(oldest);
      this.#issueKeyCharacters -= oldest.length;
    }
    this.#issues.set(key, issues);
    this.#issueKeyCharacters += key.length;
    return issues;
  }

  /** How many validation results are kept (bounded by count and by key size). */
  get validationsKept(): number {
    return this.#issues.size;
  }

  /** Remembers that `command` was built from the body `text`. */
  built(command: ApplicationCommand, text: string | undefined): ApplicationCommand {
    if (text !== undefined) this.#sources.set(command, text);
    return command;
  }

  /** Whether `command` was built from exactly this body text. */
  builtFrom(command: ApplicationCommand, text: string | undefined): boolean {
    return text !== undefined && this.#sources.get(command) === text;
  }
}
