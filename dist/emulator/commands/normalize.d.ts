import { type ApplicationCommand, type Snowflake } from '../../model/index.js';
import type { CommandScope } from './state.js';
/** Ids of a stored command that the request body does not decide. */
export interface CommandIdentity {
    id: Snowflake;
    version: Snowflake;
}
type Input = Readonly<Record<string, unknown>>;
/**
 * The stored command for a validated create, bulk or merged edit body. `null` fields take the service's
 * default, like absent ones: USER and MESSAGE commands get `""` and no description dictionary; global
 * commands get `dm_permission`; PRIMARY_ENTRY_POINT commands get a `handler` (APP_HANDLER by default).
 */
export declare function storedCommand(input: Input, scope: CommandScope, identity: CommandIdentity): ApplicationCommand;
/** A stored command's definition as an edit starts from it (ids left out). */
export declare function definitionOf(command: ApplicationCommand): Record<string, unknown>;
/**
 * Whether two stored commands differ in their definition (a "substantial" change: a new `version`).
 * Key order inside localization dictionaries does not count (objects compare by key); option and choice
 * order does (arrays compare by index).
 */
export declare function definitionChanged(before: ApplicationCommand, after: ApplicationCommand): boolean;
export {};
