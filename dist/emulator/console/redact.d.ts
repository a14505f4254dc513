/**
 * How the console shows a secret: never in full. Its first four characters (enough to tell two apart
 * when comparing with what a test holds), an ellipsis and its length; or `[none]` when there is none.
 */
/** `abcd… (32 chars)`: a secret the console names without showing it. */
export declare function redacted(secret: string | null | undefined): string;
