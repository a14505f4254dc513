/**
 * The client's message domain: lobby messages (`SendLobbyMessage`, `GetLobbyMessagesWithLimit`), direct
 * messages (`SendUserMessage`, `EditUserMessage`, `DeleteUserMessage`, `GetUserMessagesWithLimit`,
 * `GetUserMessageSummaries`) and `GetMessageHandle`. Ids are parsed once here, at the facade's edge; lobby
 * ids then travel to the api parsed. Direct-message ids are parsed again by api/directMessages.ts, whose
 * functions have no parsed road yet.
 */
import { snowflakeArgument } from '../api/call.js';
import { deleteUserMessage, editUserMessage, getUserMessageSummaries, getUserMessages, sendUserMessage, } from '../api/directMessages.js';
import { parsedLobbyCalls } from '../api/lobbies.js';
import { MessageHandle } from './handles.js';
import { optionalMetadata } from './metadata.js';
import { UserMessageSummary } from './userMessageSummary.js';
/** Each send of the facade: the name of its id argument and the REST call that posts the message. */
const SENDS = {
    SendLobbyMessage: ['lobbyId', parsedLobbyCalls.sendMessage],
    SendLobbyMessageWithMetadata: ['lobbyId', parsedLobbyCalls.sendMessage],
    SendUserMessage: ['recipientId', sendUserMessage],
    SendUserMessageWithMetadata: ['recipientId', sendUserMessage],
};
/** The message domain of one client. */
export class Messages {
    #ctx;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /**
     * The four sends (`call` names the facade's method): to a lobby or to a user, with or without metadata;
     * the message goes to the cache, its id is the call's value.
     */
    send(call, toId, content, metadata, callback) {
        const [idName, post] = SENDS[call];
        const work = async () => {
            // The body is checked before the id, as before the split (which error a caller sees first).
            const body = { content, ...optionalMetadata('metadata', metadata, 'metadata') };
            const id = snowflakeArgument(toId, idName);
            return this.#ctx.cache.upsertMessage(await post(this.#ctx.transport, id, body, this.#options())).id;
        };
        return this.#ctx.call(call, work, callback, ['']);
    }
    /** `GetLobbyMessagesWithLimit`: newest first. */
    lobbyMessages(lobbyId, limit, callback) {
        return this.#list('GetLobbyMessagesWithLimit', callback, (options) => {
            const id = snowflakeArgument(lobbyId, 'lobbyId');
            return parsedLobbyCalls.messages(this.#ctx.transport, id, { limit, ...options });
        });
    }
    /** `EditUserMessage`: the edited message replaces the cached one. */
    editUserMessage(recipientId, messageId, content, callback) {
        const work = async () => {
            const [recipient, message] = this.#conversationIds(recipientId, messageId);
            const edited = await editUserMessage(this.#ctx.transport, recipient, message, { content }, this.#options());
            this.#ctx.cache.upsertMessage(edited);
        };
        return this.#ctx.call('EditUserMessage', work, callback, []);
    }
    /** `DeleteUserMessage`: the cache forgets it when the gateway says so. */
    deleteUserMessage(recipientId, messageId, callback) {
        const work = async () => {
            const [recipient, message] = this.#conversationIds(recipientId, messageId);
            await deleteUserMessage(this.#ctx.transport, recipient, message, this.#options());
        };
        return this.#ctx.call('DeleteUserMessage', work, callback, []);
    }
    /** `GetUserMessagesWithLimit`: newest first. */
    userMessages(recipientId, limit, callback) {
        return this.#list('GetUserMessagesWithLimit', callback, (options) => {
            const id = snowflakeArgument(recipientId, 'recipientId');
            return getUserMessages(this.#ctx.transport, id, limit, options);
        });
    }
    /** `GetUserMessageSummaries`: the last message of each conversation, most recent first. */
    summaries(callback) {
        const work = async () => (await getUserMessageSummaries(this.#ctx.transport, this.#options())).map((wire) => new UserMessageSummary(wire));
        return this.#ctx.call('GetUserMessageSummaries', work, callback, [[]]);
    }
    /** `GetMessageHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    handle(messageId) {
        const id = snowflakeArgument(messageId, 'messageId');
        if (this.#ctx.realtime.readyUser === undefined)
            return null;
        const entry = this.#ctx.cache.messages.get(id);
        return entry ? new MessageHandle(this.#ctx.cache, entry) : null;
    }
    #options() {
        return this.#ctx.requestOptions();
    }
    #conversationIds(recipientId, messageId) {
        return [snowflakeArgument(recipientId, 'recipientId'), snowflakeArgument(messageId, 'messageId')];
    }
    /** A list: every message goes to the cache; handles over them, newest first, are the call's value. */
    #list(call, callback, list) {
        const work = async () => (await list(this.#options())).map((message) => new MessageHandle(this.#ctx.cache, this.#ctx.cache.upsertMessage(message)));
        return this.#ctx.call(call, work, callback, [[]]);
    }
}
