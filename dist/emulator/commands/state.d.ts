/**
 * Where application commands and their permissions live in the emulator's store. Three collections
 * (persisted and reset with the rest of the state):
 * - `commands`: one {@link ScopeRecord} per scope (an application's global commands, or its commands in
 *   one guild), keyed by {@link scopeKey};
 * - `commandCreates`: the daily create counter of each scope ({@link CreateWindow});
 * - `commandPermissions`: per application and guild, the permissions objects (one per command with
 *   overwrites, plus the application-level one).
 *
 * Records are never modified in place: every change stores new objects, so a reader holding a record
 * (or a cache keyed by it) never sees a half-applied change.
 */
import type { ApplicationCommand, GuildApplicationCommandPermissions, Snowflake } from '../../model/index.js';
import type { EmulatorStore } from '../store.js';
/** One scope: an application's global commands (`guildId` null) or its commands in one guild. */
export interface CommandScope {
    applicationId: Snowflake;
    guildId: Snowflake | null;
}
/** The commands of one scope, in registration order. */
export interface ScopeRecord {
    commands: readonly ApplicationCommand[];
    /**
     * Global scope of an EMBEDDED application: whether the automatic "Launch" entry point was created
     * (it is created once; deleting it afterwards is the app's choice).
     */
    entryPointSeeded: boolean;
}
/** Creates spent in the current window of 24 hours (the window starts at its first create). */
export interface CreateWindow {
    windowStart: number;
    count: number;
}
/** The collections the commands plugins use. */
export interface CommandCollections {
    scopes: Map<string, ScopeRecord>;
    creates: Map<string, CreateWindow>;
    permissions: Map<string, readonly GuildApplicationCommandPermissions[]>;
}
export declare const COMMANDS_COLLECTION = "commands";
export declare const COMMAND_CREATES_COLLECTION = "commandCreates";
export declare const COMMAND_PERMISSIONS_COLLECTION = "commandPermissions";
/** The commands collections of a store (created on first use, so they persist and reset with it). */
export declare function commandCollections(store: EmulatorStore): CommandCollections;
/** Key of a scope: `<application>:global` or `<application>:<guild>`. */
export declare function scopeKey(scope: CommandScope): string;
/** Key of an application's permissions in one guild. */
export declare function permissionsKey(applicationId: Snowflake, guildId: Snowflake): string;
