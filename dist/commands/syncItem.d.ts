/**
 * Registered commands as desired-set items: what `export` writes and what a bulk overwrite sends for a
 * command that stays. The item keeps the command's `id`, so that renaming it in an exported file is an
 * edit of the same command (its id and permission overwrites survive) rather than a delete plus a create.
 */
import type { ApplicationCommand, BulkApplicationCommandItem } from '../model/index.js';
/** The stored command minus what the service fills in; `id` kept. Every defined field is carried over. */
export declare function definitionItem(command: ApplicationCommand): BulkApplicationCommandItem;
/**
 * The item an exported file holds for `command`: its id and definition, leaving out fields equal to the
 * service's defaults, so the file reads like one written by hand and stays valid in either scope.
 */
export declare function exportItem(command: ApplicationCommand): BulkApplicationCommandItem;
