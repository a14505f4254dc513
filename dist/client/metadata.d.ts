import type { LobbyMetadata } from '../model/lobby.js';
/**
 * @param value - what the caller passed.
 * @param name - the argument's name (`lobbyMetadata`, `metadata`), for the error.
 * @returns the object, typed as metadata.
 * @throws ValidationError naming the argument when it is not a plain object.
 */
export declare function metadataArgument(value: unknown, name: string): LobbyMetadata;
/** `{ [field]: metadata }` when `value` is given, else `{}`: an optional body field, checked. */
export declare function optionalMetadata<F extends string>(field: F, value: unknown, name: string): {
    [K in F]?: LobbyMetadata;
};
