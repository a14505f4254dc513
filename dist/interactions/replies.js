/**
 * What a command handler may do after its first answer, through the SDK's REST routes: follow-ups and
 * edits of the original answer (how the final message of a deferred answer arrives). Holds the
 * interaction token privately: `toString()` and `inspect` show the interaction's id only.
 */
import { inspect } from 'node:util';
import { createFollowupMessage, deleteFollowupMessage, deleteOriginalInteractionResponse, editFollowupMessage, editOriginalInteractionResponse, getOriginalInteractionResponse, } from '../api/interactions.js';
/**
 * Follow-ups and edits of one interaction's answer, over REST with its interaction token (valid 15 minutes
 * after the interaction). A command handler gets one as `replies`; the token never shows in its output.
 */
export class InteractionReplies {
    interactionId;
    applicationId;
    #transport;
    #token;
    constructor(transport, interaction) {
        this.#transport = transport;
        this.interactionId = interaction.id;
        this.applicationId = interaction.application_id;
        this.#token = interaction.token;
    }
    /** Posts a follow-up message (up to 15 minutes after the interaction). */
    followUp(data) {
        const body = typeof data === 'string' ? { content: data } : data;
        return createFollowupMessage(this.#transport, this.applicationId, this.#token, body);
    }
    /** Edits the original answer (after a deferred answer: sets its message). */
    editOriginal(data) {
        const body = typeof data === 'string' ? { content: data } : data;
        return editOriginalInteractionResponse(this.#transport, this.applicationId, this.#token, body);
    }
    /** The message of the original answer, as the service now has it. */
    getOriginal() {
        return getOriginalInteractionResponse(this.#transport, this.applicationId, this.#token);
    }
    /** Deletes the message of the original answer. */
    deleteOriginal() {
        return deleteOriginalInteractionResponse(this.#transport, this.applicationId, this.#token);
    }
    /**
     * Edits a follow-up message.
     * @param messageId - the follow-up's id, as {@link InteractionReplies.followUp} returned it.
     * @param data - the fields to change (content, embeds, components, ...).
     * @returns the edited message.
     */
    editFollowUp(messageId, data) {
        return editFollowupMessage(this.#transport, this.applicationId, this.#token, messageId, data);
    }
    /** Deletes the follow-up message with this id. */
    deleteFollowUp(messageId) {
        return deleteFollowupMessage(this.#transport, this.applicationId, this.#token, messageId);
    }
    /** `InteractionReplies(interaction <id>)`: never the token. */
    toString() {
        return `InteractionReplies(interaction ${this.interactionId})`;
    }
    /** What `console.log` and `util.inspect` print: the same as {@link InteractionReplies.toString}. */
    [inspect.custom]() {
        return this.toString();
    }
}
