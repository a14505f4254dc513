/** Replacement written where a secret was. */
export declare const REDACTED = "[REDACTED]";
/**
 * Removes every occurrence of the given secrets (tokens, codes, verifiers, client secrets) from `text`.
 * Used on everything the transport puts in an error message, a `ClientResult` or a hook payload, as a
 * second line of defence behind never putting secrets there in the first place.
 */
export declare function redact(text: string, secrets: Iterable<string | undefined>): string;
