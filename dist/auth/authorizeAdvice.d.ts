/**
 * What a failed sign-in tells the player's developer: the likely causes of a redirect that never came,
 * each with how to check it, and the opener's own words with the session's secrets taken out.
 */
import type { Snowflake } from '../model/snowflake.js';
/** The causes of an authorization that timed out, and how to check each, for its error message. */
export declare function signInAdvice(clientId: Snowflake, redirectUri: string): string;
/** `text` with every occurrence of each secret (the authorize URL, state, nonce) replaced by `[redacted]`. */
export declare function withoutSecrets(text: string, secrets: ReadonlyArray<string | undefined>): string;
