import { type ApplicationCommandInteraction, type Attachment, type AutocompleteInteraction, type PartialChannel, type ResolvedMember, type Role, type User } from '../model/index.js';
/** An interaction that carries command options. */
export type CommandLikeInteraction = ApplicationCommandInteraction | AutocompleteInteraction;
/** Whether a getter throws when the option is absent. */
export interface OptionGetterOptions {
    required?: boolean | undefined;
}
/** A USER option (or the user side of a MENTIONABLE): the user, and the member when in a guild. */
export interface ResolvedUserOption {
    user: User;
    member: ResolvedMember | undefined;
}
/** A MENTIONABLE option: a user (with member) or a role. */
export type ResolvedMentionable = ({
    kind: 'user';
} & ResolvedUserOption) | {
    kind: 'role';
    role: Role;
};
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
export type OptionValue<R, T> = R extends {
    required: true;
} ? T : T | undefined;
/**
 * The invoked subcommand path: `[]`, `['sub']` or `['group', 'sub']` (default names, never localized).
 *
 * @example
 * commandPath(interaction).join(' '); // 'admin ban'
 */
export declare function commandPath(interaction: CommandLikeInteraction): string[];
/**
 * The focused option of an autocomplete request, with its value as it arrived.
 *
 * @example
 * const { name, value } = focusedOption(interaction);
 */
export declare function focusedOption(interaction: AutocompleteInteraction): FocusedOption;
/**
 * Typed access to the options of the invoked (sub)command.
 *
 * @example
 * const options = readOptions(interaction);
 * const who = options.getUser('who', { required: true }); // { user, member }
 * const days = options.getInteger('days') ?? 1;
 */
export declare function readOptions(interaction: CommandLikeInteraction): InteractionOptions;
/**
 * The options of an invoked (sub)command, by name and type, with resolved users, members, channels, roles
 * and attachments ({@link readOptions} makes one). A getter throws a `ValidationError` naming the option
 * when it has another type, or when it is missing and `{ required: true }` was asked.
 */
export declare class InteractionOptions {
    #private;
    /** The invoked subcommand path (see {@link commandPath}). */
    readonly path: readonly string[];
    constructor(interaction: CommandLikeInteraction);
    /** Names of the options given (in the order sent). */
    names(): string[];
    /**
     * A STRING option's value.
     * @param name - the option's default (not localized) name.
     * @param options - `{ required: true }` to throw when it is missing.
     */
    getString<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, string>;
    /** The integer; undefined also while an autocomplete's focused value is not yet a whole integer. */
    getInteger<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, number>;
    /** The number; undefined also while an autocomplete's focused value is not yet a number. */
    getNumber<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, number>;
    /**
     * A BOOLEAN option's value.
     * @param name - the option's default (not localized) name.
     * @param options - `{ required: true }` to throw when it is missing.
     */
    getBoolean<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, boolean>;
    /** A USER option: the resolved user, and the member when the command was used in a guild. */
    getUser<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, ResolvedUserOption>;
    /** A USER option's member (undefined in DMs, or when the user is not a member of the guild). */
    getMember(name: string): ResolvedMember | undefined;
    /** A CHANNEL option: the resolved channel, with `permissions` and (bot in the guild) `app_permissions`. */
    getChannel<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, PartialChannel>;
    /** A ROLE option: the resolved role (permissions as a decimal bit-set string). */
    getRole<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, Role>;
    /** A MENTIONABLE option: `{ kind: 'user', user, member }` or `{ kind: 'role', role }`. */
    getMentionable<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, ResolvedMentionable>;
    /** An ATTACHMENT option: the resolved attachment (file name, size in bytes, URL). */
    getAttachment<R extends OptionGetterOptions>(name: string, options?: R): OptionValue<R, Attachment>;
}
