/**
 * A token handed over with its scheme still on it (`"Bearer abc..."`, `"Bot abc..."`, as copied from an
 * `Authorization` header): the SDK adds the scheme itself, so the prefix is a mistake worth naming; the
 * plain "visible ASCII" rule would only say that a space is not allowed. The token is never quoted.
 */
/** The scheme at the start of `value` (`Bearer`, `Bot`, `Basic`, as written), or undefined. */
export function tokenScheme(value) {
    if (typeof value !== 'string')
        return undefined;
    return /^\s*(bearer|bot|basic)(?:\s+|$)/i.exec(value)?.[1];
}
/**
 * What is wrong with a token given with its scheme, naming `name` (the argument or option), or undefined
 * when it has none.
 * @example tokenSchemeProblem('token', 'Bearer abc') // "token: starts with \"Bearer \": pass the token alone..."
 */
export function tokenSchemeProblem(name, value, howTyped) {
    const scheme = tokenScheme(value);
    if (scheme === undefined)
        return undefined;
    return `${name}: starts with "${scheme} ": pass the token alone, without the prefix (${howTyped})`;
}
