/** Keyed by message id. */
export function invites(ctx) {
    return ctx.store.collection('activityInvites');
}
