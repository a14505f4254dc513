/**
 * How the console shows a secret: never in full. Its first four characters (enough to tell two apart
 * when comparing with what a test holds), an ellipsis and its length; or `[none]` when there is none.
 */
/** `abcd… (32 chars)`: a secret the console names without showing it. */
export function redacted(secret) {
    if (secret === null || secret === undefined || secret === '')
        return '[none]';
    // A short secret would be mostly shown by its first four characters: show none of it.
    const shown = secret.length >= 16 ? secret.slice(0, 4) : '';
    return `${shown}… (${secret.length} chars)`;
}
