/**
 * `createCommandsClient`: an app backend's commands, global and per guild, behind one object that holds
 * the application id and the credentials. Every method is a thin call of a typed route in `src/api`
 * (which checks bodies with the shared rules before sending); `sync` adds planning (see `sync.ts`).
 */
import type { CallOptions, CreatedCommand, EditCommandOptions, SnowflakeArg } from '../api/index.js';
import { type Authorization, type FetchLike } from '../http/index.js';
import { type ApplicationCommand, type BulkApplicationCommandItem, type EditApplicationCommandBody, type EditApplicationCommandPermissionsBody, type GuildApplicationCommandPermissions, type Snowflake } from '../model/index.js';
import { type CommandInput, type CommandJsonSource } from './commandInput.js';
import { type SyncOptions } from './sync.js';
import type { CommandSyncResult } from './syncResult.js';
/** Options of {@link createCommandsClient}. */
export interface CommandsClientOptions {
    /** The application whose commands are managed. */
    applicationId: SnowflakeArg;
    /** The bot token (or, with `tokenType: 'Bearer'`, an OAuth2 access token). Never logged nor quoted. */
    token: string;
    /**
     * `Bot` for a bot token; `Bearer` for a client-credentials token with `applications.commands.update`,
     * or a user's token with `applications.commands.permissions.update` (needed to edit permissions).
     * @default 'Bot'
     */
    tokenType?: Authorization['type'] | undefined;
    /** Origin of the service (the emulator's URL in tests). @default 'https://discord.com' */
    baseUrl?: string | undefined;
    /** Fetch implementation. @default the transport's own, over `node:http` */
    fetch?: FetchLike | undefined;
    /** Per-attempt timeout in ms (1..600000). @default 30000 */
    timeoutMs?: number | undefined;
}
/** Options naming the scope of a call: a guild's commands, or the global ones when `guildId` is absent. */
export interface ScopeOptions extends CallOptions {
    guildId?: SnowflakeArg | undefined;
}
/** Options of a permission edit. */
export interface EditPermissionsOptions extends CallOptions {
    /**
     * A user's Bearer token with `applications.commands.permissions.update`, for a client whose own token
     * is a bot token (the service lets only a user who can manage the guild edit permissions).
     */
    userToken?: string | undefined;
}
/** Command permissions of one guild; editing needs a user's Bearer token (see {@link EditPermissionsOptions}). */
export interface CommandPermissionsApi {
    /** Every permissions object of the app in the guild (one per command with overwrites). */
    list(guildId: SnowflakeArg, options?: CallOptions): Promise<GuildApplicationCommandPermissions[]>;
    /** The overwrites of one command (or of the whole app, with the application id). */
    get(guildId: SnowflakeArg, commandId: SnowflakeArg, options?: CallOptions): Promise<GuildApplicationCommandPermissions>;
    /**
     * Replaces the command's overwrites in the guild (at most 100). With a bot token and no `userToken`
     * it rejects with a `ServiceError` (code 20001) before sending, as the service would answer.
     */
    edit(guildId: SnowflakeArg, commandId: SnowflakeArg, body: EditApplicationCommandPermissionsBody, options?: EditPermissionsOptions): Promise<GuildApplicationCommandPermissions>;
}
/** What `edit` takes: the fields to change, as JSON or a builder (whose `type` must be the stored one). */
export type CommandEditInput = EditApplicationCommandBody | CommandJsonSource;
/**
 * An application's commands. Create it with {@link createCommandsClient}. Its token stays inside: not
 * readable, not printed by `toString()` or `util.inspect`.
 */
export declare class CommandsClient {
    #private;
    readonly applicationId: Snowflake;
    /** Command permission routes. */
    readonly permissions: CommandPermissionsApi;
    constructor(options: CommandsClientOptions);
    /** The registered commands of the scope. */
    list(options?: ScopeOptions & {
        withLocalizations?: boolean | undefined;
    }): Promise<ApplicationCommand[]>;
    /** One registered command. */
    get(commandId: SnowflakeArg, options?: ScopeOptions): Promise<ApplicationCommand>;
    /** Creates a command, or overwrites the one with its type and name (then `created` is false). */
    create(command: CommandInput, options?: ScopeOptions): Promise<CreatedCommand>;
    /** Edits a command: the given fields replace the stored ones. */
    edit(commandId: SnowflakeArg, changes: CommandEditInput, options?: ScopeOptions & Pick<EditCommandOptions, 'existingType'>): Promise<ApplicationCommand>;
    /** Deletes a command (and its permission overwrites). */
    delete(commandId: SnowflakeArg, options?: ScopeOptions): Promise<void>;
    /**
     * Replaces every command of the scope with `commands` (of all types). Registered commands matched by
     * `id` or by type and name stay the same commands; the rest count as daily creates.
     */
    bulkOverwrite(commands: readonly CommandInput[], options?: ScopeOptions): Promise<ApplicationCommand[]>;
    /**
     * The registered commands as a desired set that {@link sync} accepts: ids kept (a rename in the set is
     * an edit), server fields and defaults left out.
     */
    export(options?: ScopeOptions): Promise<BulkApplicationCommandItem[]>;
    /**
     * Makes the registered commands of the scope equal to `desired`: checks the whole set first (nothing is
     * sent when any command is invalid), reads once, plans with `planCommandSync` and writes with the
     * fewest calls. Deletes only with `allowDeletes`.
     *
     * @example
     * ```ts
     * const commands = createCommandsClient({ applicationId, token: process.env.BOT_TOKEN ?? '' });
     * const result = await commands.sync([{ name: 'ping', description: 'Replies with pong' }]);
     * console.log(result.calls, result.dailyCreates.spent);
     * ```
     */
    sync(desired: readonly CommandInput[], options?: SyncOptions): Promise<CommandSyncResult>;
    /** `CommandsClient(application <id>)`: never the token. */
    toString(): string;
}
/**
 * A client for an application's commands: list / get / create / edit / delete / bulk overwrite in the
 * global scope or a guild's (`{ guildId }`), permissions, `export` and `sync`. Throws a `TypeError` for
 * a bad application id, token, base URL or timeout (the token itself is never quoted).
 *
 * @example
 * ```ts
 * const commands = createCommandsClient({ applicationId: '1234567890', token: botToken });
 * await commands.create({ name: 'ping', description: 'Replies with pong' }, { guildId });
 * ```
 */
export declare function createCommandsClient(options: CommandsClientOptions): CommandsClient;
