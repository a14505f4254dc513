/**
 * A token handed over with its scheme still on it (`"Bearer abc..."`, `"Bot abc..."`, as copied from an
 * `Authorization` header): the SDK adds the scheme itself, so the prefix is a mistake worth naming; the
 * plain "visible ASCII" rule would only say that a space is not allowed. The token is never quoted.
 */
/** The scheme at the start of `value` (`Bearer`, `Bot`, `Basic`, as written), or undefined. */
export declare function tokenScheme(value: unknown): string | undefined;
/**
 * What is wrong with a token given with its scheme, naming `name` (the argument or option), or undefined
 * when it has none.
 * @example tokenSchemeProblem('token', 'Bearer abc') // "token: starts with \"Bearer \": pass the token alone..."
 */
export declare function tokenSchemeProblem(name: string, value: unknown, howTyped: string): string | undefined;
