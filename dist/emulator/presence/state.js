/** Keyed by user id; a user without a record is online by choice and has no other device. */
export function statuses(ctx) {
    return ctx.store.collection('presence');
}
/** Keyed by user id: the ids of the applications the user has played, in the order first played. */
export function playedApplications(ctx) {
    return ctx.store.collection('played');
}
/** Marks `applicationId` played by `userId` (no change when it already was). */
export function addPlayed(ctx, userId, applicationId) {
    const all = playedApplications(ctx);
    const played = all.get(userId) ?? [];
    if (!played.includes(applicationId))
        all.set(userId, [...played, applicationId]);
}
