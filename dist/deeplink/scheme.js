/**
 * Which scheme a deep-link call is about: an application id becomes its default scheme
 * `discord-<id>` (FACTS.md), anything else must be a custom scheme the app owns.
 */
import { parseSnowflake } from '../model/snowflake.js';
import { defaultCustomScheme, parseCustomScheme } from '../rules/redirect.js';
/**
 * The lower-cased scheme for an application id or a scheme. Throws a TypeError naming `where` for
 * anything else. One-letter schemes are refused: Windows would read `c:/...` as a drive path.
 */
export function resolveScheme(appIdOrScheme, where = 'appIdOrScheme') {
    if (typeof appIdOrScheme === 'bigint' ||
        (typeof appIdOrScheme === 'string' && /^[0-9]+$/.test(appIdOrScheme))) {
        return defaultCustomScheme(parseSnowflake(appIdOrScheme, where));
    }
    const scheme = parseCustomScheme(appIdOrScheme, where);
    if (scheme.length < 2) {
        throw new RangeError(`${where}: a one-letter scheme would be taken for a Windows drive letter; use 2 or more`);
    }
    return scheme;
}
