/**
 * Memoization for the steady state of a bot that re-registers the same commands at every start (and of
 * CI suites doing it on every test): the same request body gives the same validation result and the same
 * stored command, so neither is computed again. Keys are the body's JSON text; bodies that cannot be
 * serialized, or larger than {@link MAX_KEY_LENGTH}, are simply not memoized.
 */
import type { ApplicationCommand } from '../../model/index.js';
import type { Issue } from '../../rules/index.js';
/** Longer bodies are not memoized (a bulk overwrite of 131 large commands stays well below this). */
export declare const MAX_KEY_LENGTH: number;
/** Records that `body` was parsed from `text`. */
export declare function noteBodyText(body: unknown, text: string): void;
/** The JSON text of a parsed body, or undefined when it cannot be (or should not be) a memo key. */
export declare function fingerprint(body: unknown): string | undefined;
export declare class RegistryMemo {
    #private;
    /** The issues of `text` under `context` (scope, mode, flags), computed by `validate` on a miss. */
    issues(context: string, text: string | undefined, validate: () => Issue[]): readonly Issue[];
    /** How many validation results are kept (bounded by count and by key size). */
    get validationsKept(): number;
    /** Remembers that `command` was built from the body `text`. */
    built(command: ApplicationCommand, text: string | undefined): ApplicationCommand;
    /** Whether `command` was built from exactly this body text. */
    builtFrom(command: ApplicationCommand, text: string | undefined): boolean;
}
