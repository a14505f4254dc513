import { stringList } from '../gatewayEvents.js';
import { viewersOf } from './viewers.js';
import { presenceSeen, samePresence } from './wire.js';
export const presenceEvents = {
    PRESENCE_CHANGE: (ctx, event, _connected, applicationsOf) => {
        const { user_id: userId, before, after } = event.data;
        if (typeof userId !== 'string' || !isFacts(after))
            return [];
        const to = event.data.to === undefined ? undefined : new Set(stringList(event.data.to));
        const change = { userId, before: isFacts(before) ? before : null, after };
        const viewers = viewersOf(ctx, userId);
        const keep = (ids) => (to === undefined ? ids : ids.filter((id) => to.has(id)));
        const out = [];
        // Discord friends: in every application they have sessions with.
        const byApplication = new Map();
        for (const viewerId of keep(viewers.discord))
            for (const applicationId of applicationsOf(viewerId)) {
                const list = byApplication.get(applicationId) ?? [];
                list.push(viewerId);
                byApplication.set(applicationId, list);
            }
        for (const [applicationId, userIds] of byApplication)
            pushUpdate(out, change, applicationId, 'discord', userIds);
        // Game-only friends: in their game's application only.
        for (const [applicationId, ids] of viewers.game)
            pushUpdate(out, change, applicationId, 'game', keep(ids).filter((id) => applicationsOf(id).has(applicationId)));
        return out;
    },
};
/** Adds the PRESENCE_UPDATE of one application and kind of viewer, unless nothing they see changed. */
function pushUpdate(out, change, applicationId, kind, userIds) {
    if (userIds.length === 0)
        return;
    const now = presenceSeen(change.after, change.userId, applicationId, kind);
    if (change.before !== null &&
        samePresence(presenceSeen(change.before, change.userId, applicationId, kind), now))
        return;
    out.push({ t: 'PRESENCE_UPDATE', userIds, audience: 'relationships', applicationId, data: () => now });
}
function isFacts(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const facts = value;
    return (typeof facts.status === 'string' &&
        Array.isArray(facts.applications) &&
        Array.isArray(facts.played) &&
        typeof facts.activities === 'object' &&
        facts.activities !== null);
}
