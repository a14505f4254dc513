/**
 * The one check of the options objects the public API takes (`new Client(options)`, `startEmulator`,
 * `players(2, options)`, `createCommandsClient`, `interactionHandler`, ...): a key the callee does not
 * take fails at once with a TypeError naming it, a near spelling if there is one, and the keys allowed.
 * A misspelled option (`{ lobbby: 'room' }`) would otherwise be ignored, and the default used in its
 * place, which is the hardest kind of mistake to see. Each callee lists its keys with
 * {@link optionKeys}, whose type makes the compiler refuse a list that misses or invents one.
 */
/** Every key of `T`, each `true`: the compiler refuses a list that misses a key of `T` or names another. */
export type OptionKeyList<T> = {
    readonly [K in keyof Required<T>]: true;
};
/** The keys an options object may hold, from a list the compiler checks against its interface. */
export type OptionKeys = ReadonlySet<string>;
/**
 * @example
 * const PLAYERS_KEYS = optionKeys<PlayersOptions>({ friends: true, connected: true, lobby: true, ... });
 */
export declare function optionKeys<T>(keys: OptionKeyList<T>): OptionKeys;
/**
 * Checks that `value` (an options object, or undefined) holds only `keys`.
 * @param where - how the caller names it in the message: `players: options`, `new Client: options`.
 * @throws TypeError naming `where`, the unknown key, a near spelling of an allowed one, and all allowed.
 * @example
 * checkOptionKeys({ lobbby: 'room' }, PLAYERS_KEYS, 'players: options');
 * // TypeError: players: options: unknown option "lobbby" (did you mean "lobby"?); the options are: ...
 */
export declare function checkOptionKeys(value: unknown, keys: OptionKeys, where: string): void;
