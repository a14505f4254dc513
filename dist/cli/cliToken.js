/**
 * The token of a `social-sdk commands` run: from an environment variable (`--token-env NAME`, default
 * `SOCIAL_SDK_BOT_TOKEN`) or a file (`--token-file FILE`), never from a flag's value, which would land in
 * the shell's history and in process listings. Messages name the variable or file, never the token.
 */
import { readFile, stat } from 'node:fs/promises';
import { UsageError } from './args.js';
export const DEFAULT_TOKEN_ENV = 'SOCIAL_SDK_BOT_TOKEN';
/** A token is well under 1 KiB: a bigger "token file" is the wrong file. */
const MAX_TOKEN_FILE_BYTES = 4096;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Reads the token; throws a {@link UsageError} (exit 2) saying what is missing or wrong. */
export async function resolveToken(source, usage, env = process.env) {
    if (source.tokenEnv !== undefined && source.tokenFile !== undefined)
        throw new UsageError('--token-env and --token-file: give one of them, not both', usage);
    if (source.tokenFile !== undefined)
        return readTokenFile(source.tokenFile, usage);
    const name = source.tokenEnv ?? DEFAULT_TOKEN_ENV;
    if (!ENV_NAME.test(name))
        throw new UsageError(`--token-env: expected an environment variable name, received ${JSON.stringify(name)}`, usage);
    const token = env[name]?.trim();
    if (token === undefined || token === '') {
        throw new UsageError(`no token: the environment variable ${name} is ${token === undefined ? 'not set' : 'empty'}; set it, or ` +
            'pass --token-env NAME or --token-file FILE', usage);
    }
    return token;
}
/**
 * The token on the first line of `file` (at most 4 KiB); a {@link UsageError} naming `flag` and the file,
 * never the content, when it cannot be read or holds none.
 */
export async function readTokenFile(file, usage, flag = '--token-file') {
    let text;
    try {
        const info = await stat(file);
        if (!info.isFile())
            throw new UsageError(`${flag}: ${file} is not a file`, usage);
        if (info.size > MAX_TOKEN_FILE_BYTES)
            throw new UsageError(`${flag}: ${file} is ${info.size} bytes, too big for a token`, usage);
        text = await readFile(file, 'utf8');
    }
    catch (error) {
        if (error instanceof UsageError)
            throw error;
        const code = error.code;
        throw new UsageError(`${flag}: cannot read ${file}${typeof code === 'string' ? ` (${code})` : ''}`, usage);
    }
    // The token is the file's first line; editors add a final newline.
    const token = text.split(/\r?\n/, 1)[0]?.trim() ?? '';
    if (token === '')
        throw new UsageError(`${flag}: ${file} holds no token on its first line`, usage);
    return token;
}
