/**
 * The command registry: create (an upsert), edit, delete and bulk overwrite of an application's commands
 * in one scope, with the service's limits. Request bodies are checked with the shared rules
 * (`validateCommand`, `validateCommandSet`) before anything changes; a refused request changes nothing.
 *
 * Pure with respect to I/O: it reads and writes the store's collections, takes ids and time from the
 * emulator's id source and clock, and throws {@link ApiError}s that the server renders.
 */
import { ApplicationCommandType, commandCountLimit, EntryPointCommandHandlerType, Limits, } from '../../model/index.js';
import { IssueCodes, validateCommand, validateCommandSet } from '../../rules/index.js';
import { CommandErrors } from './errors.js';
import { fingerprint, RegistryMemo } from './memo.js';
import { definitionChanged, definitionOf, storedCommand } from './normalize.js';
import { CommandPermissionStore } from './permissionStore.js';
import { scopeKey } from './state.js';
/** Length of the daily create window. */
export const CREATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Name of the command created for EMBEDDED applications (SERVICE.md "States and transitions"). */
export const ENTRY_POINT_NAME = 'Launch';
const TYPE_NAMES = {
    1: 'CHAT_INPUT',
    2: 'USER',
    3: 'MESSAGE',
    4: 'PRIMARY_ENTRY_POINT',
};
export class CommandRegistry {
    deps;
    permissions;
    /** Skips re-validating and re-building bodies seen before (see memo.ts). */
    #memo = new RegistryMemo();
    constructor(deps) {
        this.deps = deps;
        this.permissions = new CommandPermissionStore(deps.collections);
    }
    /** The commands of a scope, in registration order. */
    list(scope) {
        return this.#record(scope).commands;
    }
    /** One command of the scope; 10063 when it has no command with this id. */
    get(scope, id) {
        const command = this.#record(scope).commands.find((candidate) => candidate.id === id);
        if (!command)
            throw CommandErrors.unknownCommand();
        return command;
    }
    /** Whether the scope has a command with this id (without seeding anything). */
    has(scope, id) {
        return this.deps.collections.scopes.get(scopeKey(scope))?.commands.some((c) => c.id === id) ?? false;
    }
    /**
     * Create Application Command: an upsert keyed by (type, name) within the scope. An existing command
     * keeps its id and is overwritten by the body (absent fields take their defaults); its version changes
     * only if its definition did. A new command needs a free per-type slot (30032) and a daily create (30034).
     */
    create(scope, body) {
        const text = fingerprint(body);
        const issues = this.#memo.issues(`create:${kind(scope)}:${scope.embedded}`, text, () => validateCommand(body, { scope: kind(scope), mode: 'create', embedded: scope.embedded }));
        if (issues.length > 0)
            throw CommandErrors.invalidForm(issues);
        const input = body;
        const type = typeOf(input);
        const record = this.#record(scope);
        const existing = record.commands.find((command) => command.type === type && command.name === input.name);
        if (existing) {
            if (this.#memo.builtFrom(existing, text))
                return { command: existing, created: false };
            const command = this.#memo.built(this.#rebuild(scope, existing, input), text);
            this.#store(scope, record, record.commands.map((c) => (c === existing ? command : c)));
            return { command, created: false };
        }
        const limit = commandCountLimit(type, kind(scope));
        if (record.commands.filter((command) => command.type === type).length >= limit) {
            throw CommandErrors.tooManyCommands(limit, TYPE_NAMES[type] ?? String(type));
        }
        this.#spendCreates(scope, 1);
        const identity = { id: this.deps.nextId(), version: this.deps.nextId() };
        const command = this.#memo.built(storedCommand(input, scope, identity), text);
        this.#store(scope, record, [...record.commands, command]);
        return { command, created: true };
    }
    /**
     * Edit Application Command: every supplied field overwrites the stored one (null resets it); `type`
     * cannot change. A rename onto another command's name is refused (40041); a rename deletes the
     * command's permission overwrites.
     */
    edit(scope, id, body) {
        const record = this.#record(scope);
        const existing = this.get(scope, id);
        const issues = validateCommand(body, {
            scope: kind(scope),
            mode: 'edit',
            existingType: existing.type,
            embedded: scope.embedded,
        });
        if (issues.length > 0)
            throw CommandErrors.invalidForm(issues);
        const merged = { ...definitionOf(existing), ...body };
        // The merged command must still be valid as a whole (e.g. the 8000-character size).
        const mergedIssues = validateCommand({ ...merged, type: existing.type }, { scope: kind(scope), mode: 'stored' });
        if (mergedIssues.length > 0)
            throw CommandErrors.invalidForm(mergedIssues);
        const renamed = merged.name !== existing.name;
        if (renamed &&
            record.commands.some((c) => c !== existing && c.type === existing.type && c.name === merged.name)) {
            throw CommandErrors.nameExists(String(merged.name));
        }
        const command = this.#rebuild(scope, existing, merged);
        this.#store(scope, record, record.commands.map((c) => (c === existing ? command : c)));
        if (renamed)
            this.permissions.drop(scope.applicationId, id, scope.guildId);
        return command;
    }
    /** Delete Application Command: removes it and its permission overwrites; 10063 when unknown. */
    delete(scope, id) {
        const record = this.#record(scope);
        const existing = this.get(scope, id);
        this.#store(scope, record, record.commands.filter((command) => command !== existing));
        this.permissions.drop(scope.applicationId, id, scope.guildId);
    }
    /**
     * Bulk Overwrite: the list replaces every command of the scope, of all types. Items match registered
     * commands by `id` (same type), else by (type, name); matched commands keep their id (and version when
     * unchanged), the others are new and each spends a daily create. Commands left out are deleted.
     * Sending the same list twice changes nothing.
     */
    bulkOverwrite(scope, body) {
        const issues = this.#memo.issues(`bulk:${kind(scope)}:${scope.embedded}`, fingerprint(body), () => validateCommandSet(body, kind(scope), { embedded: scope.embedded }));
        const items = body;
        if (issues.length > 0)
            throw setError(issues, items, scope);
        const record = this.#record(scope);
        const matches = matchItems(record.commands, items);
        this.#spendCreates(scope, matches.filter((match) => match === undefined).length);
        const kept = new Set();
        const commands = items.map((item, i) => {
            const { id: _id, ...input } = item;
            const text = fingerprint(input);
            const match = matches[i];
            if (match === undefined) {
                const identity = { id: this.deps.nextId(), version: this.deps.nextId() };
                return this.#memo.built(storedCommand(input, scope, identity), text);
            }
            kept.add(match);
            if (match.name !== input.name)
                this.permissions.drop(scope.applicationId, match.id, scope.guildId);
            if (this.#memo.builtFrom(match, text))
                return match;
            return this.#memo.built(this.#rebuild(scope, match, input), text);
        });
        for (const command of record.commands) {
            if (!kept.has(command))
                this.permissions.drop(scope.applicationId, command.id, scope.guildId);
        }
        this.#store(scope, record, commands);
        return commands;
    }
    /** Creates the scope may still spend in its current 24-hour window. */
    remainingCreates(scope) {
        return Limits.DAILY_COMMAND_CREATES - this.#window(scope).count;
    }
    /** The stored command `existing` redefined by `input`: same id; a new version only if it changed. */
    #rebuild(scope, existing, input) {
        const candidate = storedCommand({ ...input, type: existing.type }, scope, existing);
        if (!definitionChanged(existing, candidate))
            return existing;
        return { ...candidate, version: this.deps.nextId() };
    }
    #window(scope) {
        const key = scopeKey(scope);
        const now = this.deps.now();
        const window = this.deps.collections.creates.get(key);
        if (!window || now >= window.windowStart + CREATE_WINDOW_MS || now < window.windowStart) {
            return { key, windowStart: now, count: 0 };
        }
        return { key, ...window };
    }
    /** Spends `count` creates of the scope's window, or throws 30034 without spending any. */
    #spendCreates(scope, count) {
        if (count === 0)
            return;
        const window = this.#window(scope);
        if (window.count + count > Limits.DAILY_COMMAND_CREATES)
            throw CommandErrors.dailyCreates(Limits.DAILY_COMMAND_CREATES);
        this.deps.collections.creates.set(window.key, {
            windowStart: window.windowStart,
            count: window.count + count,
        });
    }
    /** The scope's record; the global scope of an EMBEDDED app gets its "Launch" entry point on first use. */
    #record(scope) {
        const key = scopeKey(scope);
        const record = this.deps.collections.scopes.get(key) ?? { commands: [], entryPointSeeded: false };
        if (scope.guildId !== null || !scope.embedded || record.entryPointSeeded)
            return record;
        const hasEntryPoint = record.commands.some((c) => c.type === ApplicationCommandType.PRIMARY_ENTRY_POINT);
        const commands = hasEntryPoint ? record.commands : [...record.commands, this.#entryPoint(scope)];
        const seeded = { commands, entryPointSeeded: true };
        this.deps.collections.scopes.set(key, seeded);
        return seeded;
    }
    #entryPoint(scope) {
        const body = {
            type: ApplicationCommandType.PRIMARY_ENTRY_POINT,
            name: ENTRY_POINT_NAME,
            handler: EntryPointCommandHandlerType.DISCORD_LAUNCH_ACTIVITY,
        };
        return storedCommand(body, scope, { id: this.deps.nextId(), version: this.deps.nextId() });
    }
    /** Stores a new list; one holding the same records in the same order is not a change (caches stay valid). */
    #store(scope, record, commands) {
        const same = commands.length === record.commands.length && commands.every((c, i) => c === record.commands[i]);
        if (same)
            return;
        this.deps.collections.scopes.set(scopeKey(scope), { ...record, commands });
    }
}
function kind(scope) {
    return scope.guildId === null ? 'global' : 'guild';
}
function typeOf(input) {
    return (input.type ?? ApplicationCommandType.CHAT_INPUT);
}
/**
 * For each bulk item, the registered command it replaces (or undefined: a new command). Ids are matched
 * first, so that an item renaming a command by id wins over another item that reuses the old name.
 */
function matchItems(registered, items) {
    const claimed = new Set();
    const matches = items.map((item) => {
        const match = registered.find((c) => c.id === item.id && c.type === typeOf(item) && !claimed.has(c));
        if (match)
            claimed.add(match);
        return match;
    });
    return matches.map((match, i) => {
        if (match)
            return match;
        const item = items[i];
        const byName = registered.find((c) => c.type === typeOf(item) && c.name === item.name && !claimed.has(c));
        if (byName)
            claimed.add(byName);
        return byName;
    });
}
/** A refused set: 30032 when the only problems are per-type counts, else the 50035 tree. */
function setError(issues, items, scope) {
    if (!issues.every((issue) => issue.code === IssueCodes.APPLICATION_COMMANDS_TOO_MANY)) {
        return CommandErrors.invalidForm(issues);
    }
    for (const type of [1, 2, 3, 4]) {
        const limit = commandCountLimit(type, kind(scope));
        if (items.filter((item) => typeOf(item) === type).length > limit) {
            return CommandErrors.tooManyCommands(limit, TYPE_NAMES[type] ?? String(type));
        }
    }
    return CommandErrors.invalidForm(issues);
}
