/** Replacement written where a secret was. */
export const REDACTED = '[REDACTED]';
/** Secrets shorter than this are not searched for: they would match ordinary text and hide nothing. */
const MIN_SECRET_LENGTH = 6;
/**
 * Removes every occurrence of the given secrets (tokens, codes, verifiers, client secrets) from `text`.
 * Used on everything the transport puts in an error message, a `ClientResult` or a hook payload, as a
 * second line of defence behind never putting secrets there in the first place.
 */
export function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret === undefined || secret.length < MIN_SECRET_LENGTH)
            continue;
        if (out.includes(secret))
            out = out.split(secret).join(REDACTED);
        // A secret may also appear form- or URL-encoded (e.g. echoed back in a body).
        const encoded = encodeURIComponent(secret);
        if (encoded !== secret && out.includes(encoded))
            out = out.split(encoded).join(REDACTED);
    }
    return out;
}
