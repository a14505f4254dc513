/** An application id (snowflake as a decimal string or bigint) or a URI scheme. */
export type AppIdOrScheme = string | bigint;
/**
 * The lower-cased scheme for an application id or a scheme. Throws a TypeError naming `where` for
 * anything else. One-letter schemes are refused: Windows would read `c:/...` as a drive path.
 */
export declare function resolveScheme(appIdOrScheme: AppIdOrScheme, where?: string): string;
