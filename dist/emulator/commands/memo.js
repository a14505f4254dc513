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
const bodyTexts = new WeakMap();
/** Records that `body` was parsed from `text`. */
export function noteBodyText(body, text) {
    if (typeof body === 'object' && body !== null)
        bodyTexts.set(body, text);
}
/** The JSON text of a parsed body, or undefined when it cannot be (or should not be) a memo key. */
export function fingerprint(body) {
    const noted = typeof body === 'object' && body !== null ? bodyTexts.get(body) : undefined;
    if (noted !== undefined)
        return noted.length <= MAX_KEY_LENGTH ? noted : undefined;
    try {
        const text = JSON.stringify(body);
        return typeof text === 'string' && text.length <= MAX_KEY_LENGTH ? text : undefined;
    }
    catch {
        return undefined;
    }
}
export class RegistryMemo {
    #issues = new Map();
    #issueKeyCharacters = 0;
    /** The body text each stored command was last built from (an identical overwrite keeps it as is). */
    #sources = new WeakMap();
    /** The issues of `text` under `context` (scope, mode, flags), computed by `validate` on a miss. */
    issues(context, text, validate) {
        if (text === undefined)
            return validate();
        const key = `${context}\u0000${text}`;
        const known = this.#issues.get(key);
        if (known !== undefined)
            return known;
        const issues = validate();
        while (this.#issues.size > 0 &&
            (this.#issues.size >= VALIDATION_CAPACITY ||
                this.#issueKeyCharacters + key.length > VALIDATION_KEY_CHARACTERS)) {
            const oldest = this.#issues.keys().next().value;
            this.#issues.delete(oldest);
            this.#issueKeyCharacters -= oldest.length;
        }
        this.#issues.set(key, issues);
        this.#issueKeyCharacters += key.length;
        return issues;
    }
    /** How many validation results are kept (bounded by count and by key size). */
    get validationsKept() {
        return this.#issues.size;
    }
    /** Remembers that `command` was built from the body `text`. */
    built(command, text) {
        if (text !== undefined)
            this.#sources.set(command, text);
        return command;
    }
    /** Whether `command` was built from exactly this body text. */
    builtFrom(command, text) {
        return text !== undefined && this.#sources.get(command) === text;
    }
}
