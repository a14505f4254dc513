/** The presence `facts` of `userId` as a viewer of `kind` sees it in `applicationId`. */
export function presenceSeen(facts, userId, applicationId, kind) {
    const chosen = facts.applications.length > 0 ? facts.status : facts.elsewhere;
    const inApplication = facts.applications.includes(applicationId);
    // Only this application's activity: a viewer in another game sees none of it.
    const activity = facts.activities[applicationId];
    let status = chosen === null || chosen === 'invisible' ? 'offline' : chosen;
    if (kind === 'game' && !inApplication)
        status = 'offline';
    return {
        user: { id: userId },
        status,
        // An invisible user is offline to others in every respect, in_application included.
        in_application: status !== 'offline' && inApplication,
        played_application: facts.played.includes(applicationId),
        activities: activity === undefined || status === 'offline' ? [] : [activity],
    };
}
/** Two presences are the same: status, flags and activity. */
export function samePresence(a, b) {
    return (a.status === b.status &&
        a.in_application === b.in_application &&
        a.played_application === b.played_application &&
        JSON.stringify(a.activities) === JSON.stringify(b.activities));
}
