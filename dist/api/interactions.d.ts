import type { Transport } from '../http/transport.js';
import type { InteractionCallbackResponse, InteractionMessageData, InteractionResponse, Message } from '../model/index.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/** Options of {@link createInteractionResponse}. */
export interface InteractionCallbackOptions extends CallOptions {
    /** Ask for the callback's resource (the message created) instead of an empty 204. Default false. */
    withResponse?: boolean | undefined;
}
/**
 * `POST /interactions/{id}/{token}/callback`: the first answer, checked with `src/rules` first. The
 * service answers 10062 after 3 seconds (or for an unknown token) and 40060 for a second answer.
 *
 * @example
 * await createInteractionResponse(transport, interaction.id, interaction.token, { type: 4, data: { content: 'hi' } });
 */
export declare function createInteractionResponse(transport: Transport, interactionId: SnowflakeArg, token: string, body: InteractionResponse, options?: InteractionCallbackOptions): Promise<InteractionCallbackResponse | undefined>;
/**
 * `POST /webhooks/{app}/{token}`: a follow-up message (up to 15 minutes after the interaction).
 *
 * @example
 * const message = await createFollowupMessage(transport, appId, token, { content: 'done' });
 */
export declare function createFollowupMessage(transport: Transport, applicationId: SnowflakeArg, token: string, body: InteractionMessageData, options?: CallOptions): Promise<Message>;
/** `GET /webhooks/{app}/{token}/messages/@original`: the original answer's message. */
export declare function getOriginalInteractionResponse(transport: Transport, applicationId: SnowflakeArg, token: string, options?: CallOptions): Promise<Message>;
/**
 * `PATCH /webhooks/{app}/{token}/messages/@original`: edits the original answer; after a deferred
 * answer (5) this is how the final message arrives.
 *
 * @example
 * await editOriginalInteractionResponse(transport, appId, token, { content: 'finished' });
 */
export declare function editOriginalInteractionResponse(transport: Transport, applicationId: SnowflakeArg, token: string, body: InteractionMessageData, options?: CallOptions): Promise<Message>;
/** `DELETE /webhooks/{app}/{token}/messages/@original`. */
export declare function deleteOriginalInteractionResponse(transport: Transport, applicationId: SnowflakeArg, token: string, options?: CallOptions): Promise<void>;
/** `PATCH /webhooks/{app}/{token}/messages/{message}`: edits a follow-up. */
export declare function editFollowupMessage(transport: Transport, applicationId: SnowflakeArg, token: string, messageId: SnowflakeArg, body: InteractionMessageData, options?: CallOptions): Promise<Message>;
/** `DELETE /webhooks/{app}/{token}/messages/{message}`: deletes a follow-up. */
export declare function deleteFollowupMessage(transport: Transport, applicationId: SnowflakeArg, token: string, messageId: SnowflakeArg, options?: CallOptions): Promise<void>;
