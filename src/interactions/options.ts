/**
 * Reading a parsed command use or autocomplete request: the invoked path (`['group', 'sub']`), typed
 * option getters that return the `resolved` object of an id (user with member, channel with its
 * `app_permissions`, role, attachment), and the focused option of an autocomplete request with the
 * partial value as it arrived. A getter for an option of another type, or a required option that is
 * missing, throws a `ValidationError` naming the option.
 */
import { ValidationError } from '../http/errors.js';
import {
  type ApplicationCommandInteraction,
  type Attachment,
  type AutocompleteInteraction,
  type InteractionDataOption,
  type InteractionResolved,
  ApplicationCommandOptionType as O,
  type PartialChannel,
  type ResolvedMember,
  type Role,
  type User,
} from '../model/index.js';
import { invocationLeafOptions, invocationPath, OPTION_TYPE_NAMES } from '../rules/interactionOptions.js';
import { IssueCodes } from '../rules/issues.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';

/** An interaction that carries command options. */
export type CommandLikeInteraction = ApplicationCommandInteraction | AutocompleteInteraction;

/** Whether a getter throws when the option is absent. */
export interface OptionGetterOptions {
  required?: boolean | undefined;
}

const GETTER_KEYS = optionKeys<OptionGetterOptions>({ required: true });

/** A USER option (or the user side of a MENTIONABLE): the user, and the member when in a guild. */
export interface ResolvedUserOption {
  user: User;
  member: ResolvedMember | undefined;
}

/** A MENTIONABLE option: a user (with member) or a role. */
export type ResolvedMentionable = ({ kind: 'user' } & ResolvedUserOption) | { kind: 'role'; role: Role };

/** The option being typed in an autocomplete request. */
export interface FocusedOption {
  name: string;
  /** STRING, INTEGER or NUMBER. */
  type: number;
  /** As typed so far: for INTEGER and NUMBER options possibly a partial string such as `"-"` or `"1."`. */
  value: string | number;
}

/**
 * What an option getter returns: `T` when called with `{ required: true }` (a missing option throws),
 * else `T | undefined`.
 */
export type OptionValue<R, T> = R extends { required: true } ? T : T | undefined;

/**
 * The invoked subcommand path: `[]`, `['sub']` or `['group', 'sub']` (default names, never localized).
 *
 * @example
 * commandPath(interaction).join(' '); // 'admin ban'
 */
export function commandPath(interaction: CommandLikeInteraction): string[] {
  return invocationPath(interaction.data.options);
}

/**
 * The focused option of an autocomplete request, with its value as it arrived.
 *
 * @example
 * const { name, value } = focusedOption(interaction);
 */
export function focusedOption(interaction: AutocompleteInteraction): FocusedOption {
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
export function readOptions(interaction: CommandLikeInteraction): InteractionOptions {
  return new InteractionOptions(interaction);
}

/**
 * The options of an invoked (sub)command, by name and type, with resolved users, members, channels, roles
 * and attachments ({@link readOptions} makes one). A getter throws a `ValidationError` naming the option
 * when it has another type, or when it is missing and `{ required: true }` was asked.
 */
export class InteractionOptions {
  /** The invoked subcommand path (see {@link commandPath}). */
  readonly path: readonly string[];
  readonly #where: string;
  readonly #options: readonly InteractionDataOption[];
  readonly #resolved: InteractionResolved;

  constructor(interaction: CommandLikeInteraction) {
    this.path = commandPath(interaction);
    this.#where = [`/${interaction.data.name}`, ...this.path].join(' ');
    this.#options = invocationLeafOptions(interaction.data.options);
    this.#resolved = interaction.data.resolved ?? {};
  }

  /** Names of the options given (in the order sent). */
  names(): string[] {
    return this.#options.map((option) => option.name);
  }

  /**
   * A STRING option's value.
   * @param name - the option's default (not localized) name.
   * @param options - `{ required: true }` to throw when it is missing.
   */
  getString<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, string> {
    const value = this.#value(name, [O.STRING], options);
    return value as OptionValue<R, string>;
  }

  /** The integer; undefined also while an autocomplete's focused value is not yet a whole integer. */
  getInteger<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, number> {
    return this.#number(name, O.INTEGER, options) as OptionValue<R, number>;
  }

  /** The number; undefined also while an autocomplete's focused value is not yet a number. */
  getNumber<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, number> {
    return this.#number(name, O.NUMBER, options) as OptionValue<R, number>;
  }

  /**
   * A BOOLEAN option's value.
   * @param name - the option's default (not localized) name.
   * @param options - `{ required: true }` to throw when it is missing.
   */
  getBoolean<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, boolean> {
    return this.#value(name, [O.BOOLEAN], options) as OptionValue<R, boolean>;
  }

  /** A USER option: the resolved user, and the member when the command was used in a guild. */
  getUser<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, ResolvedUserOption> {
    const id = this.#value(name, [O.USER], options) as string | undefined;
    return (id === undefined ? undefined : this.#user(name, id)) as OptionValue<R, ResolvedUserOption>;
  }

  /** A USER option's member (undefined in DMs, or when the user is not a member of the guild). */
  getMember(name: string): ResolvedMember | undefined {
    const id = this.#value(name, [O.USER], undefined) as string | undefined;
    return id === undefined ? undefined : this.#resolved.members?.[id];
  }

  /** A CHANNEL option: the resolved channel, with `permissions` and (bot in the guild) `app_permissions`. */
  getChannel<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, PartialChannel> {
    const id = this.#value(name, [O.CHANNEL], options) as string | undefined;
    return (id === undefined ? undefined : this.#entry(name, 'channels', id)) as OptionValue<
      R,
      PartialChannel
    >;
  }

  /** A ROLE option: the resolved role (permissions as a decimal bit-set string). */
  getRole<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, Role> {
    const id = this.#value(name, [O.ROLE], options) as string | undefined;
    return (id === undefined ? undefined : this.#entry(name, 'roles', id)) as OptionValue<R, Role>;
  }

  /** A MENTIONABLE option: `{ kind: 'user', user, member }` or `{ kind: 'role', role }`. */
  getMentionable<R extends OptionGetterOptions>(
    name: string,
    options?: R,
  ): OptionValue<R, ResolvedMentionable> {
    const id = this.#value(name, [O.MENTIONABLE], options) as string | undefined;
    if (id === undefined) return undefined as OptionValue<R, ResolvedMentionable>;
    const role = this.#resolved.roles?.[id];
    const mentionable: ResolvedMentionable = role
      ? { kind: 'role', role }
      : { kind: 'user', ...this.#user(name, id) };
    return mentionable as OptionValue<R, ResolvedMentionable>;
  }

  /** An ATTACHMENT option: the resolved attachment (file name, size in bytes, URL). */
  getAttachment<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, Attachment> {
    const id = this.#value(name, [O.ATTACHMENT], options) as string | undefined;
    return (id === undefined ? undefined : this.#entry(name, 'attachments', id)) as OptionValue<
      R,
      Attachment
    >;
  }

  #number(name: string, type: number, options: OptionGetterOptions | undefined): number | undefined {
    const value = this.#value(name, [type], options);
    if (typeof value === 'number') return value;
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    // An autocomplete value arrives as a string: complete numbers count, partial ones do not yet.
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || (type === O.INTEGER && !Number.isSafeInteger(parsed))) return undefined;
    return parsed;
  }

  #value(name: string, types: readonly number[], options: OptionGetterOptions | undefined): unknown {
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

  #user(name: string, id: string): ResolvedUserOption {
    return { user: this.#entry(name, 'users', id), member: this.#resolved.members?.[id] };
  }

  #entry<K extends 'users' | 'channels' | 'roles' | 'attachments'>(
    name: string,
    map: K,
    id: string,
  ): NonNullable<InteractionResolved[K]>[string] {
    const entry = this.#resolved[map]?.[id];
    if (entry === undefined)
      throw missing(
        ['resolved', map, id],
        `${this.#where}: option "${name}" names ${id}, which is not in resolved.${map}`,
      );
    return entry as NonNullable<InteractionResolved[K]>[string];
  }
}

function missing(path: (string | number)[], message: string): ValidationError {
  return new ValidationError(
    undefined,
    'interaction',
    [{ path, code: IssueCodes.BASE_TYPE_REQUIRED, message }],
    message,
  );
}
