/**
 * The command registry: create (an upsert), edit, delete and bulk overwrite of an application's commands
 * in one scope, with the service's limits. Request bodies are checked with the shared rules
 * (`validateCommand`, `validateCommandSet`) before anything changes; a refused request changes nothing.
 *
 * Pure with respect to I/O: it reads and writes the store's collections, takes ids and time from the
 * emulator's id source and clock, and throws {@link ApiError}s that the server renders.
 */
import { type ApplicationCommand, type Snowflake } from '../../model/index.js';
import { CommandPermissionStore } from './permissionStore.js';
import { type CommandCollections, type CommandScope } from './state.js';
/** The scope of a request, with what the registry needs to know about the application. */
export interface RegistryScope extends CommandScope {
    /** The application has the EMBEDDED flag (an Activity): it gets the "Launch" entry point and may set `handler`. */
    embedded: boolean;
}
/** What the registry needs from the emulator. */
export interface RegistryDeps {
    collections: CommandCollections;
    /** Snowflakes for new commands and versions. */
    nextId: () => Snowflake;
    /** Emulator time, Unix ms (the daily create window). */
    now: () => number;
}
/** Outcome of a create: the command, and whether it is new (201) or overwrote one (200). */
export interface CreateResult {
    command: ApplicationCommand;
    created: boolean;
}
/** Length of the daily create window. */
export declare const CREATE_WINDOW_MS: number;
/** Name of the command created for EMBEDDED applications (SERVICE.md "States and transitions"). */
export declare const ENTRY_POINT_NAME = "Launch";
export declare class CommandRegistry {
    #private;
    private readonly deps;
    readonly permissions: CommandPermissionStore;
    constructor(deps: RegistryDeps);
    /** The commands of a scope, in registration order. */
    list(scope: RegistryScope): readonly ApplicationCommand[];
    /** One command of the scope; 10063 when it has no command with this id. */
    get(scope: RegistryScope, id: Snowflake): ApplicationCommand;
    /** Whether the scope has a command with this id (without seeding anything). */
    has(scope: CommandScope, id: Snowflake): boolean;
    /**
     * Create Application Command: an upsert keyed by (type, name) within the scope. An existing command
     * keeps its id and is overwritten by the body (absent fields take their defaults); its version changes
     * only if its definition did. A new command needs a free per-type slot (30032) and a daily create (30034).
     */
    create(scope: RegistryScope, body: unknown): CreateResult;
    /**
     * Edit Application Command: every supplied field overwrites the stored one (null resets it); `type`
     * cannot change. A rename onto another command's name is refused (40041); a rename deletes the
     * command's permission overwrites.
     */
    edit(scope: RegistryScope, id: Snowflake, body: unknown): ApplicationCommand;
    /** Delete Application Command: removes it and its permission overwrites; 10063 when unknown. */
    delete(scope: RegistryScope, id: Snowflake): void;
    /**
     * Bulk Overwrite: the list replaces every command of the scope, of all types. Items match registered
     * commands by `id` (same type), else by (type, name); matched commands keep their id (and version when
     * unchanged), the others are new and each spends a daily create. Commands left out are deleted.
     * Sending the same list twice changes nothing.
     */
    bulkOverwrite(scope: RegistryScope, body: unknown): readonly ApplicationCommand[];
    /** Creates the scope may still spend in its current 24-hour window. */
    remainingCreates(scope: CommandScope): number;
}
