/** Keyed by {@link conversationKey}. */
export function conversations(ctx) {
    return ctx.store.collection('directMessages');
}
/** The key of a pair's conversation in an application: the same whoever of the two asks. */
export function conversationKey(applicationId, a, b) {
    return a < b ? `${applicationId}:${a}:${b}` : `${applicationId}:${b}:${a}`;
}
