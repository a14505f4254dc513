import { stringList } from '../gatewayEvents.js';
import { publicUser } from '../wire.js';
import { pairKey, pairs, pairsOf } from './state.js';
import { entryTypes, relationshipWire, sameEntry } from './wire.js';
export const relationshipEvents = {
    RELATIONSHIP_CHANGE: (ctx, event, _connected, applicationsOf) => {
        const [a, b] = stringList(event.data.user_ids);
        if (a === undefined || b === undefined)
            return [];
        const before = pairData(event.data.before);
        const after = pairData(event.data.after);
        return [
            ...entryDeliveries(ctx, a, before, after, applicationsOf),
            ...entryDeliveries(ctx, b, before, after, applicationsOf),
        ];
    },
    USER_UPDATE: (ctx, event, _connected, applicationsOf) => {
        const userId = event.data.user_id;
        const user = typeof userId === 'string' ? ctx.store.users.get(userId) : undefined;
        if (!user)
            return [];
        const data = publicUser(user);
        const byApplication = new Map();
        const add = (applicationId, viewerId) => {
            const list = byApplication.get(applicationId) ?? [];
            list.push(viewerId);
            byApplication.set(applicationId, list);
        };
        for (const applicationId of applicationsOf(user.id))
            add(applicationId, user.id);
        for (const pair of pairsOf(ctx, user.id)) {
            const viewerId = pair.users[0] === user.id ? pair.users[1] : pair.users[0];
            for (const applicationId of applicationsOf(viewerId))
                if (entryTypes(pair, viewerId, applicationId) !== null)
                    add(applicationId, viewerId);
        }
        return [...byApplication].map(([applicationId, userIds]) => ({
            t: 'USER_UPDATE',
            userIds,
            audience: 'relationships',
            applicationId,
            data: () => data,
        }));
    },
};
/** `viewerId`'s dispatch in each application of theirs where their entry changed. */
function entryDeliveries(ctx, viewerId, before, after, applicationsOf) {
    const out = [];
    for (const applicationId of applicationsOf(viewerId)) {
        const was = entryTypes(before, viewerId, applicationId);
        const now = entryTypes(after, viewerId, applicationId);
        if (sameEntry(was, now))
            continue;
        const common = { userIds: [viewerId], audience: 'relationships', applicationId };
        if (now === null || after === null) {
            const d = { id: otherId(before, viewerId) };
            out.push({ ...common, t: 'RELATIONSHIP_REMOVE', data: () => d });
            continue;
        }
        const wire = relationshipWire(ctx, after, viewerId, now);
        if (wire === null)
            continue;
        out.push({ ...common, t: was === null ? 'RELATIONSHIP_ADD' : 'RELATIONSHIP_UPDATE', data: () => wire });
    }
    return out;
}
function otherId(pair, viewerId) {
    if (pair === null)
        return '';
    return pair.users[0] === viewerId ? pair.users[1] : pair.users[0];
}
/** A pair record as kept in an event's data (the event log holds copies), or null. */
function pairData(value) {
    if (typeof value !== 'object' || value === null)
        return null;
    const pair = value;
    return Array.isArray(pair.users) && typeof pair.discord === 'object' && typeof pair.game === 'object'
        ? value
        : null;
}
/** The pair of two users as it is now (for the other domains' routes). */
export function currentPair(ctx, a, b) {
    return pairs(ctx).get(pairKey(a, b));
}
