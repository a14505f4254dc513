/**
 * What a command handler may do after its first answer, through the SDK's REST routes: follow-ups and
 * edits of the original answer (how the final message of a deferred answer arrives). Holds the
 * interaction token privately: `toString()` and `inspect` show the interaction's id only.
 */
import { inspect } from 'node:util';
import {
  createFollowupMessage,
  deleteFollowupMessage,
  deleteOriginalInteractionResponse,
  editFollowupMessage,
  editOriginalInteractionResponse,
  getOriginalInteractionResponse,
} from '../api/interactions.js';
import type { Transport } from '../http/transport.js';
import type { Interaction, InteractionMessageData, Message, Snowflake } from '../model/index.js';

export class InteractionReplies {
  readonly interactionId: Snowflake;
  readonly applicationId: Snowflake;
  readonly #transport: Transport;
  readonly #token: string;

  constructor(transport: Transport, interaction: Pick<Interaction, 'id' | 'application_id' | 'token'>) {
    this.#transport = transport;
    this.interactionId = interaction.id;
    this.applicationId = interaction.application_id;
    this.#token = interaction.token;
  }

  /** Posts a follow-up message (up to 15 minutes after the interaction). */
  followUp(data: InteractionMessageData | string): Promise<Message> {
    const body = typeof data === 'string' ? { content: data } : data;
    return createFollowupMessage(this.#transport, this.applicationId, this.#token, body);
  }

  /** Edits the original answer (after a deferred answer: sets its message). */
  editOriginal(data: InteractionMessageData | string): Promise<Message> {
    const body = typeof data === 'string' ? { content: data } : data;
    return editOriginalInteractionResponse(this.#transport, this.applicationId, this.#token, body);
  }

  getOriginal(): Promise<Message> {
    return getOriginalInteractionResponse(this.#transport, this.applicationId, this.#token);
  }

  deleteOriginal(): Promise<void> {
    return deleteOriginalInteractionResponse(this.#transport, this.applicationId, this.#token);
  }

  editFollowUp(messageId: Snowflake, data: InteractionMessageData): Promise<Message> {
    return editFollowupMessage(this.#transport, this.applicationId, this.#token, messageId, data);
  }

  deleteFollowUp(messageId: Snowflake): Promise<void> {
    return deleteFollowupMessage(this.#transport, this.applicationId, this.#token, messageId);
  }

  toString(): string {
    return `InteractionReplies(interaction ${this.interactionId})`;
  }

  [inspect.custom](): string {
    return this.toString();
  }
}
