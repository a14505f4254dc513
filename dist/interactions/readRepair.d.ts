import { type Snowflake } from '../model/index.js';
import type { CommandLikeInteraction } from './options.js';
/**
 * True when the interaction names a version of the command other than `registeredVersion`. An
 * interaction without a version (the service lists it for autocomplete) is not stale.
 *
 * @example
 * if (isStale(interaction, cache.get(interaction.data.id))) await refreshCommands();
 */
export declare function isStale(interaction: CommandLikeInteraction, registeredVersion: Snowflake | bigint): boolean;
