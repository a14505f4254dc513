/**
 * Reading a parsed command use or autocomplete request: the invoked path (`['group', 'sub']`), typed
 * option getters that return the `resolved` object of an id (user with member, channel with its
 * `app_permissions`, role, attachment), and the focused option of an autocomplete request with the
 * partial value as it arrived. A getter for an option of another type, or a required option that is
 * missing, throws a `ValidationError` naming the option.
 */
import { ValidationError } from '../http/errors.js';
import { ApplicationCommandOptionType as O, } from '../model/index.js';
import { invocationLeafOptions, invocationPath, OPTION_TYPE_NAMES } from '../rules/interactionOptions.js';
import { IssueCodes } from '../rules/issues.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
const GETTER_KEYS = optionKeys({ required: true });
/**
 * The invoked subcommand path: `[]`, `['sub']` or `['group', 'sub']` (default names, never localized).
 *
 * @example
 * commandPath(interaction).join(' '); // 'admin ban'
 */
export function commandPath(interaction) {
    return invocationPath(interaction.data.options);
}
/**
 * The focused option of an autocomplete request, with its value as it arrived.
 *
 * @example
 * const { name, value } = focusedOption(interaction);
 */
export function focusedOption(interaction) {
    const option = invocationLeafOptions(interaction.data.options).find((o) => o.focused === true);
    if (option === undefined || (typeof option.value !== 'string' && typeof option.value !== 'number'))
        throw missing(['options'], 'the autocomplete request has no focused option with a value');
    return { name: option.name, type: option.type, value: option.value };
}
/**
 * Typed access to the options of the invoked (sub)command.
 *
 * @example
 * const options = readOptions(interaction);
 * const who = options.getUser('who', { required: true }); // { user, member }
 * const days = options.getInteger('days') ?? 1;
 */
export function readOptions(interaction) {
    return new InteractionOptions(interaction);
}
/**
 * The options of an invoked (sub)command, by name and type, with resolved users, members, channels, roles
 * and attachments ({@link readOptions} makes one). A getter throws a `ValidationError` naming the option
 * when it has another type, or when it is missing and `{ required: true }` was asked.
 */
export class InteractionOptions {
    /** The invoked subcommand path (see {@link commandPath}). */
    path;
    #where;
    #options;
    #resolved;
    constructor(interaction) {
        this.path = commandPath(interaction);
        this.#where = [`/${interaction.data.name}`, ...this.path].join(' ');
        this.#options = invocationLeafOptions(interaction.data.options);
        this.#resolved = interaction.data.resolved ?? {};
    }
    /** Names of the options given (in the order sent). */
    names() {
        return this.#options.map((option) => option.name);
    }
    /**
     * A STRING option's value.
     * @param name - the option's default (not localized) name.
     * @param options - `{ required: true }` to throw when it is missing.
     */
    getString(name, options) {
        const value = this.#value(name, [O.STRING], options);
        return value;
    }
    /** The integer; undefined also while an autocomplete's focused value is not yet a whole integer. */
    getInteger(name, options) {
        return this.#number(name, O.INTEGER, options);
    }
    /** The number; undefined also while an autocomplete's focused value is not yet a number. */
    getNumber(name, options) {
        return this.#number(name, O.NUMBER, options);
    }
    /**
     * A BOOLEAN option's value.
     * @param name - the option's default (not localized) name.
     * @param options - `{ required: true }` to throw when it is missing.
     */
    getBoolean(name, options) {
        return this.#value(name, [O.BOOLEAN], options);
    }
    /** A USER option: the resolved user, and the member when the command was used in a guild. */
    getUser(name, options) {
        const id = this.#value(name, [O.USER], options);
        return (id === undefined ? undefined : this.#user(name, id));
    }
    /** A USER option's member (undefined in DMs, or when the user is not a member of the guild). */
    getMember(name) {
        const id = this.#value(name, [O.USER], undefined);
        return id === undefined ? undefined : this.#resolved.members?.[id];
    }
    /** A CHANNEL option: the resolved channel, with `permissions` and (bot in the guild) `app_permissions`. */
    getChannel(name, options) {
        const id = this.#value(name, [O.CHANNEL], options);
        return (id === undefined ? undefined : this.#entry(name, 'channels', id));
    }
    /** A ROLE option: the resolved role (permissions as a decimal bit-set string). */
    getRole(name, options) {
        const id = this.#value(name, [O.ROLE], options);
        return (id === undefined ? undefined : this.#entry(name, 'roles', id));
    }
    /** A MENTIONABLE option: `{ kind: 'user', user, member }` or `{ kind: 'role', role }`. */
    getMentionable(name, options) {
        const id = this.#value(name, [O.MENTIONABLE], options);
        if (id === undefined)
            return undefined;
        const role = this.#resolved.roles?.[id];
        const mentionable = role
            ? { kind: 'role', role }
            : { kind: 'user', ...this.#user(name, id) };
        return mentionable;
    }
    /** An ATTACHMENT option: the resolved attachment (file name, size in bytes, URL). */
    getAttachment(name, options) {
        const id = this.#value(name, [O.ATTACHMENT], options);
        return (id === undefined ? undefined : this.#entry(name, 'attachments', id));
    }
    #number(name, type, options) {
        const value = this.#value(name, [type], options);
        if (typeof value === 'number')
            return value;
        if (typeof value !== 'string' || value.trim() === '')
            return undefined;
        // An autocomplete value arrives as a string: complete numbers count, partial ones do not yet.
        const parsed = Number(value);
        if (!Number.isFinite(parsed) || (type === O.INTEGER && !Number.isSafeInteger(parsed)))
            return undefined;
        return parsed;
    }
    #value(name, types, options) {
        checkOptionKeys(options, GETTER_KEYS, `${this.#where}: options of "${name}"`);
        const option = this.#options.find((o) => o.name === name);
        if (option === undefined) {
            if (options?.required === true)
                throw missing(['options', name], `${this.#where}: required option "${name}" is missing`);
            return undefined;
        }
        if (!types.includes(option.type)) {
            throw new ValidationError(undefined, `option "${name}"`, [
                {
                    path: ['options', name],
                    code: IssueCodes.BASE_TYPE_CHOICES,
                    message: `${this.#where}: option "${name}" is ${OPTION_TYPE_NAMES[option.type]}, not ${types.map((t) => OPTION_TYPE_NAMES[t]).join(' or ')}`,
                },
            ]);
        }
        return option.value;
    }
    #user(name, id) {
        return { user: this.#entry(name, 'users', id), member: this.#resolved.members?.[id] };
    }
    #entry(name, map, id) {
        const entry = this.#resolved[map]?.[id];
        if (entry === undefined)
            throw missing(['resolved', map, id], `${this.#where}: option "${name}" names ${id}, which is not in resolved.${map}`);
        return entry;
    }
}
function missing(path, message) {
    return new ValidationError(undefined, 'interaction', [{ path, code: IssueCodes.BASE_TYPE_REQUIRED, message }], message);
}
