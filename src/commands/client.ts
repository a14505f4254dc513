/**
 * `createCommandsClient`: an app backend's commands, global and per guild, behind one object that holds
 * the application id and the credentials. Every method is a thin call of a typed route in `src/api`
 * (which checks bodies with the shared rules before sending); `sync` adds planning (see `sync.ts`).
 */
import type { CallOptions, CreatedCommand, EditCommandOptions, SnowflakeArg } from '../api/index.js';
import {
  editCommandPermissions,
  getCommandPermissions,
  listGuildCommandPermissions,
} from '../api/permissions.js';
import { type Authorization, type FetchLike, Transport, ValidationError } from '../http/index.js';
import {
  type ApplicationCommand,
  type BulkApplicationCommandItem,
  type CreateApplicationCommandBody,
  type EditApplicationCommandBody,
  type EditApplicationCommandPermissionsBody,
  type GuildApplicationCommandPermissions,
  parseSnowflake,
  type Snowflake,
} from '../model/index.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import {
  type CommandInput,
  type CommandJsonSource,
  toPlainCommand,
  toPlainCommands,
} from './commandInput.js';
import { type ScopedRoutes, scopedRoutes } from './scopedRoutes.js';
import { type SyncOptions, syncCommands } from './sync.js';
import { exportItem } from './syncItem.js';
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
  get(
    guildId: SnowflakeArg,
    commandId: SnowflakeArg,
    options?: CallOptions,
  ): Promise<GuildApplicationCommandPermissions>;
  /**
   * Replaces the command's overwrites in the guild (at most 100). With a bot token and no `userToken`
   * it rejects with a `ServiceError` (code 20001) before sending, as the service would answer.
   */
  edit(
    guildId: SnowflakeArg,
    commandId: SnowflakeArg,
    body: EditApplicationCommandPermissionsBody,
    options?: EditPermissionsOptions,
  ): Promise<GuildApplicationCommandPermissions>;
}

/** What `edit` takes: the fields to change, as JSON or a builder (whose `type` must be the stored one). */
export type CommandEditInput = EditApplicationCommandBody | CommandJsonSource;

function plain<T>(input: unknown, what: string): T {
  const { command, issue } = toPlainCommand(input);
  if (issue) throw new ValidationError(undefined, what, [issue]);
  return command as T;
}

const CLIENT_KEYS = optionKeys<CommandsClientOptions>({
  applicationId: true,
  token: true,
  tokenType: true,
  baseUrl: true,
  fetch: true,
  timeoutMs: true,
});
const CALL_KEYS = optionKeys<CallOptions>({ signal: true });
const SCOPE_KEYS = optionKeys<ScopeOptions>({ guildId: true, signal: true });
const LIST_KEYS = optionKeys<ScopeOptions & { withLocalizations?: boolean | undefined }>({
  guildId: true,
  signal: true,
  withLocalizations: true,
});
const EDIT_KEYS = optionKeys<ScopeOptions & Pick<EditCommandOptions, 'existingType'>>({
  guildId: true,
  signal: true,
  existingType: true,
});
const SYNC_KEYS = optionKeys<SyncOptions>({
  guildId: true,
  dryRun: true,
  allowDeletes: true,
  signal: true,
  onProgress: true,
});
const EDIT_PERMISSIONS_KEYS = optionKeys<EditPermissionsOptions>({ signal: true, userToken: true });

/**
 * An application's commands. Create it with {@link createCommandsClient}. Its token stays inside: not
 * readable, not printed by `toString()` or `util.inspect`.
 */
export class CommandsClient {
  readonly applicationId: Snowflake;
  /** Command permission routes. */
  readonly permissions: CommandPermissionsApi;
  readonly #transport: Transport;
  /** Where and how to connect, for the one-off transport of a permission edit with a user's token. */
  readonly #connection: Pick<CommandsClientOptions, 'baseUrl' | 'fetch' | 'timeoutMs'>;

  constructor(options: CommandsClientOptions) {
    checkOptionKeys(options, CLIENT_KEYS, 'createCommandsClient: options');
    this.applicationId = parseSnowflake(options.applicationId, 'applicationId');
    this.#connection = { baseUrl: options.baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs };
    this.#transport = new Transport({
      baseUrl: options.baseUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      authorization: { type: options.tokenType ?? 'Bot', token: options.token },
    });
    this.permissions = this.#permissionsApi();
  }

  /** The registered commands of the scope. */
  list(
    options: ScopeOptions & { withLocalizations?: boolean | undefined } = {},
  ): Promise<ApplicationCommand[]> {
    checkOptionKeys(options, LIST_KEYS, 'commands.list: options');
    const { signal, withLocalizations } = options;
    return this.#routes(options).list({ signal, withLocalizations });
  }

  /** One registered command. */
  get(commandId: SnowflakeArg, options: ScopeOptions = {}): Promise<ApplicationCommand> {
    checkOptionKeys(options, SCOPE_KEYS, 'commands.get: options');
    return this.#routes(options).get(commandId, { signal: options.signal });
  }

  /** Creates a command, or overwrites the one with its type and name (then `created` is false). */
  async create(command: CommandInput, options: ScopeOptions = {}): Promise<CreatedCommand> {
    checkOptionKeys(options, SCOPE_KEYS, 'commands.create: options');
    const body = plain<CreateApplicationCommandBody>(command, 'command');
    return this.#routes(options).create(body, { signal: options.signal });
  }

  /** Edits a command: the given fields replace the stored ones. */
  async edit(
    commandId: SnowflakeArg,
    changes: CommandEditInput,
    options: ScopeOptions & Pick<EditCommandOptions, 'existingType'> = {},
  ): Promise<ApplicationCommand> {
    checkOptionKeys(options, EDIT_KEYS, 'commands.edit: options');
    const body = plain<EditApplicationCommandBody>(changes, 'command');
    return this.#routes(options).edit(commandId, body, {
      signal: options.signal,
      existingType: options.existingType,
    });
  }

  /** Deletes a command (and its permission overwrites). */
  delete(commandId: SnowflakeArg, options: ScopeOptions = {}): Promise<void> {
    checkOptionKeys(options, SCOPE_KEYS, 'commands.delete: options');
    return this.#routes(options).delete(commandId, { signal: options.signal });
  }

  /**
   * Replaces every command of the scope with `commands` (of all types). Registered commands matched by
   * `id` or by type and name stay the same commands; the rest count as daily creates.
   */
  async bulkOverwrite(
    commands: readonly CommandInput[],
    options: ScopeOptions = {},
  ): Promise<ApplicationCommand[]> {
    checkOptionKeys(options, SCOPE_KEYS, 'commands.bulkOverwrite: options');
    const { commands: items, issues } = toPlainCommands(commands);
    if (issues.length > 0) throw new ValidationError(undefined, 'commands', issues);
    return this.#routes(options).bulkOverwrite(items as BulkApplicationCommandItem[], {
      signal: options.signal,
    });
  }

  /**
   * The registered commands as a desired set that {@link sync} accepts: ids kept (a rename in the set is
   * an edit), server fields and defaults left out.
   */
  async export(options: ScopeOptions = {}): Promise<BulkApplicationCommandItem[]> {
    checkOptionKeys(options, SCOPE_KEYS, 'commands.export: options');
    const registered = await this.#routes(options).list({ withLocalizations: true, signal: options.signal });
    return registered.map(exportItem);
  }

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
  async sync(desired: readonly CommandInput[], options: SyncOptions = {}): Promise<CommandSyncResult> {
    checkOptionKeys(options, SYNC_KEYS, 'commands.sync: options');
    const guildId = options.guildId === undefined ? undefined : parseSnowflake(options.guildId, 'guildId');
    return syncCommands(
      { routes: this.#routes({ guildId }), scope: guildId === undefined ? 'global' : 'guild', guildId },
      desired,
      options,
    );
  }

  /** `CommandsClient(application <id>)`: never the token. */
  toString(): string {
    return `CommandsClient(application ${this.applicationId})`;
  }

  #routes(options: ScopeOptions): ScopedRoutes {
    return scopedRoutes(this.#transport, this.applicationId, options.guildId);
  }

  #permissionsApi(): CommandPermissionsApi {
    const app = this.applicationId;
    return {
      list: (guildId, options) => {
        checkOptionKeys(options, CALL_KEYS, 'commands.permissions.list: options');
        return listGuildCommandPermissions(this.#transport, app, guildId, options);
      },
      get: (guildId, commandId, options) => {
        checkOptionKeys(options, CALL_KEYS, 'commands.permissions.get: options');
        return getCommandPermissions(this.#transport, app, guildId, commandId, options);
      },
      edit: async (guildId, commandId, body, options = {}) => {
        checkOptionKeys(options, EDIT_PERMISSIONS_KEYS, 'commands.permissions.edit: options');
        const transport =
          options.userToken === undefined
            ? this.#transport
            : new Transport({
                ...this.#connection,
                authorization: { type: 'Bearer', token: options.userToken },
              });
        return editCommandPermissions(transport, app, guildId, commandId, body, { signal: options.signal });
      },
    };
  }
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
export function createCommandsClient(options: CommandsClientOptions): CommandsClient {
  return new CommandsClient(options);
}
