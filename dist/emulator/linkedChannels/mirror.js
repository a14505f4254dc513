import { addChannelMessage, channelMessage } from '../guilds/channelMessages.js';
import { linkedLobbyOf } from '../guilds/wire.js';
import { addMessage } from '../lobbies/messages.js';
/** The bus listener that mirrors; subscribe it once per emulator. */
export function linkedMessageMirror(ctx) {
    return (event) => {
        if (event.type === 'LOBBY_MESSAGE_CREATE')
            toChannel(ctx, event.data.lobby_id, event.data.message_id);
        else if (event.type === 'CHANNEL_MESSAGE_CREATE')
            toLobby(ctx, event.data.channel_id, event.data.message_id);
    };
}
function toChannel(ctx, lobbyId, messageId) {
    if (typeof lobbyId !== 'string')
        return;
    const lobby = ctx.store.lobbies.get(lobbyId);
    const channel = lobby?.linkedChannel ? ctx.store.channels.get(lobby.linkedChannel.id) : undefined;
    if (!lobby || !channel)
        return;
    const list = ctx.store.messages.get(lobby.id) ?? [];
    const message = list.findLast((m) => m.id === messageId);
    if (!message || message.fromChannel !== undefined)
        return;
    // The copy pings whom the lobby message's `allowed_mentions` let it, and is read aloud if it was.
    addChannelMessage(ctx, channel, message.authorId, message.content, { lobbyId: lobby.id, applicationId: lobby.applicationId }, message.tts === true, message.allowedMentions === undefined ? undefined : mirroredFields(message.allowedMentions));
}
function toLobby(ctx, channelId, messageId) {
    if (typeof channelId !== 'string')
        return;
    const message = channelMessage(ctx, channelId, messageId);
    if (!message || message.fromLobby !== undefined)
        return;
    const lobby = linkedLobbyOf(ctx, channelId);
    if (!lobby)
        return;
    addMessage(ctx, lobby, message.authorId, { content: message.content, metadata: undefined }, message.id);
}
/** The only field of a lobby message its channel copy takes beside its text and `tts`. */
function mirroredFields(allowedMentions) {
    return {
        nonce: undefined,
        enforceNonce: false,
        tts: undefined,
        flags: undefined,
        allowedMentions,
        embeds: undefined,
        components: undefined,
        messageReference: undefined,
    };
}
