/**
 * The payload the service POSTs for an invocation (SERVICE.md "Interaction payloads received by the
 * app"): default names only, never localized; options in wire form checked against the registered
 * definition with `validateInvocationOptions` (src/rules); `resolved` filled with every user, member,
 * role, channel, attachment and message an option or target names; the invoking member with its
 * permissions in the channel; the bot's `app_permissions`.
 */
import { type Interaction, InteractionType, type Message, type Snowflake } from '../../model/index.js';
import type { EmulatorContext } from '../context.js';
import type { Invocation, InvocationValue, MessageTargetInput } from './invocation.js';
/** Finds a message the app posted earlier (an answer or follow-up), for MESSAGE command targets. */
export type MessageLookup = (id: Snowflake) => Message | undefined;
/** What {@link buildPayload} needs beyond the invocation. */
export interface PayloadInput {
    id: Snowflake;
    token: string;
    type: typeof InteractionType.APPLICATION_COMMAND | typeof InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE;
    options: Record<string, InvocationValue> | undefined;
    target: string | MessageTargetInput | undefined;
    /** Autocomplete: the option being typed. */
    focused: string | undefined;
    findMessage: MessageLookup;
}
/** The payload, and the focused option's type for an autocomplete request. */
export interface BuiltPayload {
    payload: Interaction;
    path: string[];
    focused: {
        name: string;
        type: number;
    } | null;
}
/** Builds the interaction payload; throws `SeedError` for options or targets the definition refuses. */
export declare function buildPayload(ctx: EmulatorContext, invocation: Invocation, input: PayloadInput): BuiltPayload;
