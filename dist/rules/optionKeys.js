/**
 * The one check of the options objects the public API takes (`new Client(options)`, `startEmulator`,
 * `players(2, options)`, `createCommandsClient`, `interactionHandler`, ...): a key the callee does not
 * take fails at once with a TypeError naming it, a near spelling if there is one, and the keys allowed.
 * A misspelled option (`{ lobbby: 'room' }`) would otherwise be ignored, and the default used in its
 * place, which is the hardest kind of mistake to see. Each callee lists its keys with
 * {@link optionKeys}, whose type makes the compiler refuse a list that misses or invents one.
 */
/**
 * @example
 * const PLAYERS_KEYS = optionKeys<PlayersOptions>({ friends: true, connected: true, lobby: true, ... });
 */
export function optionKeys(keys) {
    return new Set(Object.keys(keys));
}
/**
 * Checks that `value` (an options object, or undefined) holds only `keys`.
 * @param where - how the caller names it in the message: `players: options`, `new Client: options`.
 * @throws TypeError naming `where`, the unknown key, a near spelling of an allowed one, and all allowed.
 * @example
 * checkOptionKeys({ lobbby: 'room' }, PLAYERS_KEYS, 'players: options');
 * // TypeError: players: options: unknown option "lobbby" (did you mean "lobby"?); the options are: ...
 */
export function checkOptionKeys(value, keys, where) {
    if (value === undefined)
        return;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new TypeError(`${where}: expected an options object, received ${describe(value)}`);
    for (const key in value) {
        if (!Object.hasOwn(value, key) || keys.has(key))
            continue;
        const near = nearest(key, keys);
        throw new TypeError(`${where}: unknown option ${JSON.stringify(key.slice(0, 64))}` +
            `${near === undefined ? '' : ` (did you mean "${near}"?)`}; the options are: ${[...keys].sort().join(', ')}`);
    }
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return typeof value;
}
/**
 * The allowed key closest to `key`: the same letters in another case, one the start of the other, or at
 * most two edits away (three for keys of eight characters or more: `maxRetry` for `maxRetries`).
 */
function nearest(key, keys) {
    if (key.length > 64)
        return undefined;
    let best;
    let bestDistance = key.length >= 8 ? 4 : 3;
    for (const known of keys) {
        const distance = known.toLowerCase() === key.toLowerCase() ? 0 : closeness(key, known);
        if (distance < bestDistance) {
            best = known;
            bestDistance = distance;
        }
    }
    return best;
}
/** 1 when one is the start of the other (`maxRetry`, `maxRetries`), else the edit distance. */
function closeness(key, known) {
    const [shorter, longer] = key.length <= known.length ? [key, known] : [known, key];
    if (shorter.length >= 4 && longer.startsWith(shorter))
        return 1;
    return editDistance(key, known);
}
/** Levenshtein distance between two short strings. */
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 3)
        return 4;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
