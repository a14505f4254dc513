/**
 * The metadata arguments of the lobby and message calls: the C++ library's string maps, given as plain
 * objects. Only their shape is checked here; keys, values and counts are checked in full by the shared
 * rules (src/rules) when the REST function checks the body.
 */
import { ValidationError } from '../http/errors.js';
import { isRecord } from '../rules/validateCore.js';
/**
 * @param value - what the caller passed.
 * @param name - the argument's name (`lobbyMetadata`, `metadata`), for the error.
 * @returns the object, typed as metadata.
 * @throws ValidationError naming the argument when it is not a plain object.
 */
export function metadataArgument(value, name) {
    if (!isRecord(value))
        throw ValidationError.argument(name, `${name}: expected an object of string values`);
    return value;
}
/** `{ [field]: metadata }` when `value` is given, else `{}`: an optional body field, checked. */
export function optionalMetadata(field, value, name) {
    return value === undefined
        ? {}
        : { [field]: metadataArgument(value, name) };
}
