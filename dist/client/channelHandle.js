/**
 * `ChannelHandle`: the channel a message was sent in, as the C++ library shows it. A lobby is a channel
 * (type `Lobby`, its members the recipients); a direct-message conversation is one (type `Dm`, the other
 * user the recipient). An ephemeral direct message (between non-friends or provisional accounts) has no
 * channel the service keeps: `GetChannelHandle` knows none for it, and only the message itself shows one
 * (type `EphemeralDm`, id the other user's id). A live view: it reads the client's cache at each call.
 */
import { ChannelType } from './channelType.js';
/** A channel: a lobby or a direct-message conversation (`ChannelHandle`). */
export class ChannelHandle {
    #cache;
    #id;
    #type;
    #otherUserId;
    /** @internal made by the client from its cache. */
    constructor(cache, id, type, otherUserId) {
        this.#cache = cache;
        this.#id = id;
        this.#type = type;
        this.#otherUserId = otherUserId;
    }
    /** The channel's id (a lobby's id, or a conversation's channel id). */
    Id() {
        return this.#id;
    }
    /**
     * The name to show: a lobby's linked channel's name (empty when it is not linked), or the other user's
     * display name for a direct message.
     */
    Name() {
        if (this.#type === ChannelType.Lobby)
            return this.#cache.lobbies.get(this.#id)?.linkedChannel?.name ?? '';
        const user = this.#otherUserId === undefined ? undefined : this.#cache.users.get(this.#otherUserId);
        return user ? (user.global_name ?? user.username) : '';
    }
    /** The user ids in the channel: a lobby's current members, or the other user of a conversation. */
    Recipients() {
        if (this.#type === ChannelType.Lobby)
            return [...(this.#cache.lobbies.get(this.#id)?.members.keys() ?? [])];
        return this.#otherUserId === undefined ? [] : [this.#otherUserId];
    }
    /** `ChannelType.Lobby`, `ChannelType.Dm` or `ChannelType.EphemeralDm`. */
    Type() {
        return this.#type;
    }
    /** `ChannelHandle(<id>)`. */
    toString() {
        return `ChannelHandle(${this.#id})`;
    }
}
/**
 * The channel with this id the cache knows: a lobby the user is in, or a conversation of a cached DM.
 * Never an ephemeral one: the service keeps no channel for it.
 */
export function channelHandle(cache, channelId) {
    if (cache.lobbies.has(channelId))
        return new ChannelHandle(cache, channelId, ChannelType.Lobby);
    for (const message of cache.messages.values()) {
        if (message.channelId !== channelId || message.channelType !== ChannelType.Dm)
            continue;
        return new ChannelHandle(cache, channelId, ChannelType.Dm, otherUser(cache, message));
    }
    return null;
}
/** The channel a message shows: its lobby or conversation, or for an ephemeral DM the other user. */
export function messageChannel(cache, message) {
    if (message.channelType !== ChannelType.EphemeralDm)
        return channelHandle(cache, message.channelId);
    return new ChannelHandle(cache, message.channelId, ChannelType.EphemeralDm, otherUser(cache, message));
}
function otherUser(cache, message) {
    return message.authorId === cache.selfId ? message.recipientId : message.authorId;
}
