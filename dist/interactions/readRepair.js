/**
 * Read-repair on the app's side (SERVICE.md "Versioning": a command's `version` changes on substantial
 * edits). An app that caches the versions it registered can tell when an interaction was made against
 * another version of the command than the one it knows, and refresh its cache or its registration.
 */
import { ValidationError } from '../http/errors.js';
import { compareSnowflakes, isSnowflake } from '../model/index.js';
/**
 * True when the interaction names a version of the command other than `registeredVersion`. An
 * interaction without a version (the service lists it for autocomplete) is not stale.
 *
 * @example
 * if (isStale(interaction, cache.get(interaction.data.id))) await refreshCommands();
 */
export function isStale(interaction, registeredVersion) {
    if (!isSnowflake(registeredVersion))
        throw ValidationError.argument('registeredVersion', 'registeredVersion: expected a command version snowflake');
    const version = interaction.data.version;
    if (version === undefined)
        return false;
    return compareSnowflakes(version, registeredVersion) !== 0;
}
