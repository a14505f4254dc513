/**
 * What a command handler may do after its first answer, through the SDK's REST routes: follow-ups and
 * edits of the original answer (how the final message of a deferred answer arrives). Holds the
 * interaction token privately: `toString()` and `inspect` show the interaction's id only.
 */
import { inspect } from 'node:util';
import type { Transport } from '../http/transport.js';
import type { Interaction, InteractionMessageData, Message, Snowflake } from '../model/index.js';
/**
 * Follow-ups and edits of one interaction's answer, over REST with its interaction token (valid 15 minutes
 * after the interaction). A command handler gets one as `replies`; the token never shows in its output.
 */
export declare class InteractionReplies {
    #private;
    readonly interactionId: Snowflake;
    readonly applicationId: Snowflake;
    constructor(transport: Transport, interaction: Pick<Interaction, 'id' | 'application_id' | 'token'>);
    /** Posts a follow-up message (up to 15 minutes after the interaction). */
    followUp(data: InteractionMessageData | string): Promise<Message>;
    /** Edits the original answer (after a deferred answer: sets its message). */
    editOriginal(data: InteractionMessageData | string): Promise<Message>;
    /** The message of the original answer, as the service now has it. */
    getOriginal(): Promise<Message>;
    /** Deletes the message of the original answer. */
    deleteOriginal(): Promise<void>;
    /**
     * Edits a follow-up message.
     * @param messageId - the follow-up's id, as {@link InteractionReplies.followUp} returned it.
     * @param data - the fields to change (content, embeds, components, ...).
     * @returns the edited message.
     */
    editFollowUp(messageId: Snowflake, data: InteractionMessageData): Promise<Message>;
    /** Deletes the follow-up message with this id. */
    deleteFollowUp(messageId: Snowflake): Promise<void>;
    /** `InteractionReplies(interaction <id>)`: never the token. */
    toString(): string;
    /** What `console.log` and `util.inspect` print: the same as {@link InteractionReplies.toString}. */
    [inspect.custom](): string;
}
