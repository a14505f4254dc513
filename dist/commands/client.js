import { editCommandPermissions, getCommandPermissions, listGuildCommandPermissions, } from '../api/permissions.js';
import { Transport, ValidationError } from '../http/index.js';
import { parseSnowflake, } from '../model/index.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import { toPlainCommand, toPlainCommands, } from './commandInput.js';
import { scopedRoutes } from './scopedRoutes.js';
import { syncCommands } from './sync.js';
import { exportItem } from './syncItem.js';
function plain(input, what) {
    const { command, issue } = toPlainCommand(input);
    if (issue)
        throw new ValidationError(undefined, what, [issue]);
    return command;
}
const CLIENT_KEYS = optionKeys({
    applicationId: true,
    token: true,
    tokenType: true,
    baseUrl: true,
    fetch: true,
    timeoutMs: true,
});
const CALL_KEYS = optionKeys({ signal: true });
const SCOPE_KEYS = optionKeys({ guildId: true, signal: true });
const LIST_KEYS = optionKeys({
    guildId: true,
    signal: true,
    withLocalizations: true,
});
const EDIT_KEYS = optionKeys({
    guildId: true,
    signal: true,
    existingType: true,
});
const SYNC_KEYS = optionKeys({
    guildId: true,
    dryRun: true,
    allowDeletes: true,
    signal: true,
    onProgress: true,
});
const EDIT_PERMISSIONS_KEYS = optionKeys({ signal: true, userToken: true });
/**
 * An application's commands. Create it with {@link createCommandsClient}. Its token stays inside: not
 * readable, not printed by `toString()` or `util.inspect`.
 */
export class CommandsClient {
    applicationId;
    /** Command permission routes. */
    permissions;
    #transport;
    /** Where and how to connect, for the one-off transport of a permission edit with a user's token. */
    #connection;
    constructor(options) {
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
    list(options = {}) {
        checkOptionKeys(options, LIST_KEYS, 'commands.list: options');
        const { signal, withLocalizations } = options;
        return this.#routes(options).list({ signal, withLocalizations });
    }
    /** One registered command. */
    get(commandId, options = {}) {
        checkOptionKeys(options, SCOPE_KEYS, 'commands.get: options');
        return this.#routes(options).get(commandId, { signal: options.signal });
    }
    /** Creates a command, or overwrites the one with its type and name (then `created` is false). */
    async create(command, options = {}) {
        checkOptionKeys(options, SCOPE_KEYS, 'commands.create: options');
        const body = plain(command, 'command');
        return this.#routes(options).create(body, { signal: options.signal });
    }
    /** Edits a command: the given fields replace the stored ones. */
    async edit(commandId, changes, options = {}) {
        checkOptionKeys(options, EDIT_KEYS, 'commands.edit: options');
        const body = plain(changes, 'command');
        return this.#routes(options).edit(commandId, body, {
            signal: options.signal,
            existingType: options.existingType,
        });
    }
    /** Deletes a command (and its permission overwrites). */
    delete(commandId, options = {}) {
        checkOptionKeys(options, SCOPE_KEYS, 'commands.delete: options');
        return this.#routes(options).delete(commandId, { signal: options.signal });
    }
    /**
     * Replaces every command of the scope with `commands` (of all types). Registered commands matched by
     * `id` or by type and name stay the same commands; the rest count as daily creates.
     */
    async bulkOverwrite(commands, options = {}) {
        checkOptionKeys(options, SCOPE_KEYS, 'commands.bulkOverwrite: options');
        const { commands: items, issues } = toPlainCommands(commands);
        if (issues.length > 0)
            throw new ValidationError(undefined, 'commands', issues);
        return this.#routes(options).bulkOverwrite(items, {
            signal: options.signal,
        });
    }
    /**
     * The registered commands as a desired set that {@link sync} accepts: ids kept (a rename in the set is
     * an edit), server fields and defaults left out.
     */
    async export(options = {}) {
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
    async sync(desired, options = {}) {
        checkOptionKeys(options, SYNC_KEYS, 'commands.sync: options');
        const guildId = options.guildId === undefined ? undefined : parseSnowflake(options.guildId, 'guildId');
        return syncCommands({ routes: this.#routes({ guildId }), scope: guildId === undefined ? 'global' : 'guild', guildId }, desired, options);
    }
    /** `CommandsClient(application <id>)`: never the token. */
    toString() {
        return `CommandsClient(application ${this.applicationId})`;
    }
    #routes(options) {
        return scopedRoutes(this.#transport, this.applicationId, options.guildId);
    }
    #permissionsApi() {
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
                const transport = options.userToken === undefined
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
export function createCommandsClient(options) {
    return new CommandsClient(options);
}
