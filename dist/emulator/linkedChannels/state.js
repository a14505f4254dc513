export function guildInvites(store) {
    return store.collection('guildInvites');
}
