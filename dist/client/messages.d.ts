/**
 * The client's message domain: lobby messages (`SendLobbyMessage`, `GetLobbyMessagesWithLimit`), direct
 * messages (`SendUserMessage`, `EditUserMessage`, `DeleteUserMessage`, `GetUserMessagesWithLimit`,
 * `GetUserMessageSummaries`) and `GetMessageHandle`. Ids are parsed once here, at the facade's edge; lobby
 * ids then travel to the api parsed. Direct-message ids are parsed again by api/directMessages.ts, whose
 * functions have no parsed road yet.
 */
import { type CallOptions, type ParsedSnowflake } from '../api/call.js';
import { sendUserMessage } from '../api/directMessages.js';
import type { Transport } from '../http/transport.js';
import type { LobbyMessage, SendLobbyMessageBody } from '../model/lobby.js';
import type { Snowflake } from '../model/snowflake.js';
import type { ClientContext } from './context.js';
import { MessageHandle } from './handles.js';
import type { ResultCallback } from './results.js';
import type { StatusCallback } from './signIn.js';
import { UserMessageSummary } from './userMessageSummary.js';
/** Callback of `SendLobbyMessage` and `SendUserMessage`. */
export type SendMessageCallback = ResultCallback<[messageId: Snowflake]>;
/** Callback of `GetLobbyMessagesWithLimit` and `GetUserMessagesWithLimit`: newest first. */
export type GetMessagesCallback = ResultCallback<[messages: MessageHandle[]]>;
/** Callback of `GetUserMessageSummaries`. */
export type GetUserMessageSummariesCallback = ResultCallback<[summaries: UserMessageSummary[]]>;
/** Each send of the facade: the name of its id argument and the REST call that posts the message. */
declare const SENDS: {
    readonly SendLobbyMessage: readonly ["lobbyId", (transport: Transport, lobbyId: ParsedSnowflake, body: SendLobbyMessageBody, options: CallOptions) => Promise<LobbyMessage>];
    readonly SendLobbyMessageWithMetadata: readonly ["lobbyId", (transport: Transport, lobbyId: ParsedSnowflake, body: SendLobbyMessageBody, options: CallOptions) => Promise<LobbyMessage>];
    readonly SendUserMessage: readonly ["recipientId", typeof sendUserMessage];
    readonly SendUserMessageWithMetadata: readonly ["recipientId", typeof sendUserMessage];
};
type SendName = keyof typeof SENDS;
/** The message domain of one client. */
export declare class Messages {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /**
     * The four sends (`call` names the facade's method): to a lobby or to a user, with or without metadata;
     * the message goes to the cache, its id is the call's value.
     */
    send(call: SendName, toId: bigint | string, content: string, metadata: unknown, callback: SendMessageCallback | undefined): Promise<unknown>;
    /** `GetLobbyMessagesWithLimit`: newest first. */
    lobbyMessages(lobbyId: bigint | string, limit: number, callback?: GetMessagesCallback): Promise<unknown>;
    /** `EditUserMessage`: the edited message replaces the cached one. */
    editUserMessage(recipientId: bigint | string, messageId: bigint | string, content: string, callback?: StatusCallback): Promise<void>;
    /** `DeleteUserMessage`: the cache forgets it when the gateway says so. */
    deleteUserMessage(recipientId: bigint | string, messageId: bigint | string, callback?: StatusCallback): Promise<void>;
    /** `GetUserMessagesWithLimit`: newest first. */
    userMessages(recipientId: bigint | string, limit: number, callback?: GetMessagesCallback): Promise<unknown>;
    /** `GetUserMessageSummaries`: the last message of each conversation, most recent first. */
    summaries(callback?: GetUserMessageSummariesCallback): Promise<unknown>;
    /** `GetMessageHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    handle(messageId: bigint | string): MessageHandle | null;
}
export {};
