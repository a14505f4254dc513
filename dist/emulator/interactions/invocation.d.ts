/**
 * What a test asks the emulator to invoke, read and checked: the application and command (by id, or by
 * name and type), where (a guild channel, or a DM with the app's bot), who, and with which options or
 * target. Bad input is a `SeedError` naming the field; whether the service would deliver it at all is
 * decided later (access.ts).
 */
import { type ApplicationCommand, type Snowflake } from '../../model/index.js';
import type { CommandRegistry } from '../commands/registry.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord, ChannelRecord, UserRecord } from '../records.js';
/** An ATTACHMENT option's value: the file the user attached. */
export interface AttachmentInput {
    filename: string;
    /** Bytes. Default 1024. */
    size?: number | undefined;
    contentType?: string | undefined;
    description?: string | undefined;
}
/**
 * An option value: a string, number or boolean; an id for USER, CHANNEL, ROLE and MENTIONABLE; an
 * {@link AttachmentInput} for ATTACHMENT; for a subcommand or group, an object of its options.
 */
export type InvocationValue = string | number | boolean | AttachmentInput | {
    [name: string]: InvocationValue;
};
/** The message a MESSAGE command is used on: an id of a message the app posted, or one made up here. */
export type MessageTargetInput = string | {
    content: string;
    author: string;
    id?: string | undefined;
};
/** `control.invokeCommand(...)`. */
export interface InvokeCommandInput {
    /** The application; may be left out when the command's id or name belongs to one application only. */
    application?: string | undefined;
    /** The invoking user. */
    user: string;
    /** The guild; absent or null: a DM with the app's bot. */
    guild?: string | null | undefined;
    /** The channel (in the guild). Default: the guild's first text channel. */
    channel?: string | undefined;
    /** The command's id, or its `name` (and `type`, default CHAT_INPUT). */
    id?: string | undefined;
    name?: string | undefined;
    type?: number | undefined;
    /** Options by name; a subcommand or group is an object holding its own options. */
    options?: Record<string, InvocationValue> | undefined;
    /** USER commands: the user id; MESSAGE commands: the message. */
    target?: string | MessageTargetInput | undefined;
    /** The client's locale. Default: the user's. */
    locale?: string | undefined;
    /** The command version the user's client has (read-repair). Default: the current one. */
    version?: string | undefined;
}
/** `control.autocomplete(...)`: the option being typed is `focused`; its value in `options` is the partial input. */
export interface AutocompleteInput extends InvokeCommandInput {
    focused: string;
}
/** An invocation with every reference looked up. */
export interface Invocation {
    application: ApplicationRecord;
    command: ApplicationCommand;
    /** Where the command is registered: null for a global command. */
    commandGuildId: Snowflake | null;
    user: UserRecord;
    guildId: Snowflake | null;
    channel: ChannelRecord | null;
    locale: string;
}
/** Reads the input's references (user, guild, channel, application, command). */
export declare function readInvocation(ctx: EmulatorContext, registry: CommandRegistry, input: InvokeCommandInput): Invocation;
