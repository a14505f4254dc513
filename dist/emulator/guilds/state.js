/** The guilds domain's own collections: the messages of guild text channels, oldest first per channel. */
/** Keyed by channel id: that channel's messages, oldest first. */
export function channelMessages(store) {
    return store.collection('channelMessages');
}
