export declare const DEFAULT_TOKEN_ENV = "SOCIAL_SDK_BOT_TOKEN";
/** Where the token comes from, as parsed from the flags. */
export interface TokenSource {
    readonly tokenEnv?: string | undefined;
    readonly tokenFile?: string | undefined;
}
/** Reads the token; throws a {@link UsageError} (exit 2) saying what is missing or wrong. */
export declare function resolveToken(source: TokenSource, usage: string, env?: NodeJS.ProcessEnv): Promise<string>;
/**
 * The token on the first line of `file` (at most 4 KiB); a {@link UsageError} naming `flag` and the file,
 * never the content, when it cannot be read or holds none.
 */
export declare function readTokenFile(file: string, usage: string, flag?: string): Promise<string>;
