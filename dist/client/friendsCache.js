import { RelationshipType, StatusType, } from '../model/index.js';
import { ClientCacheBounds } from '../model/limits.js';
import { LoggingSeverity } from '../model/logging.js';
import { BoundWarnings } from './cacheBounds.js';
import { FriendGroups } from './friendGroups.js';
import { readList, readPresence, readRelationship, readRelationshipRemove, readUser, } from './friendsWire.js';
const NONE = RelationshipType.None;
const FRIEND = RelationshipType.Friend;
/** What an unknown presence reads as: offline, not in the game (a first offline presence changes nothing). */
const UNKNOWN = { status: 'offline', inApplication: false, played: false, activity: null };
const samePresence = (a, b) => a.status === b.status &&
    a.inApplication === b.inApplication &&
    a.played === b.played &&
    JSON.stringify(a.activity) === JSON.stringify(b.activity);
const sameUser = (a, b) => a !== undefined && a.username === b.username && a.global_name === b.global_name && a.avatar === b.avatar;
/** A user's name as lists show it: the global name, else the username. */
export const displayName = (user) => user?.global_name ?? user?.username ?? '';
/** One client's relationships, presences and friends-list groups. */
export class FriendsCache {
    relationships = new Map();
    presences = new Map();
    groups = new FriendGroups();
    /** The signed-in user's own status, as `SetOnlineStatus` last chose it (the service sends it no echo). */
    ownStatus = StatusType.Online;
    /** The signed-in user's activity, as the last presence command sent it (their own: secrets kept). */
    ownActivity = null;
    /** The session's application (from READY): only activities of this application are kept. */
    applicationId = '';
    #users;
    #log;
    #bounds;
    /** Friends of each kind now: Discord, game (kept with every change, so the cap is checked in O(1)). */
    #friendCounts = { discord: 0, game: 0 };
    /**
     * @param users - the social cache's users (shared: relationship entries and USER_UPDATE refresh them).
     * @param log - where refused dispatch data is reported.
     * @param bounds - where reaching a bound is reported (one warning per kind; shared with the social cache).
     */
    constructor(users, log, bounds) {
        this.#users = users;
        this.#log = log;
        this.#bounds = bounds ?? new BoundWarnings(log);
    }
    /** Applies a dispatch (READY and the friends events; others are not its concern); returns its events. */
    apply(event) {
        switch (event.t) {
            case 'READY':
                return this.#ready(event.d);
            case 'RELATIONSHIP_ADD':
            case 'RELATIONSHIP_UPDATE':
                return this.#checked(event.t, readRelationship(event.d), (entry) => this.#setRelationship(entry));
            case 'RELATIONSHIP_REMOVE':
                return this.#checked(event.t, readRelationshipRemove(event.d), (id) => this.#remove(id));
            case 'PRESENCE_UPDATE':
                return this.#checked(event.t, readPresence(event.d), (presence) => this.#setPresence(presence));
            case 'USER_UPDATE':
                return this.#checked(event.t, readUser(event.d), (user) => this.#setUser(user));
            default:
                return [];
        }
    }
    /** Whether the user is a friend of either kind. */
    isFriend(id) {
        const entry = this.relationships.get(id);
        return entry !== undefined && (entry.type === FRIEND || entry.gameType === FRIEND);
    }
    #checked(what, read, then) {
        if (read.ok)
            return then(read.value);
        this.#log?.(`gateway: ${what} ignored: ${read.reason}`, LoggingSeverity.Warning);
        return [];
    }
    /** Each item of a READY list that passes its check; the others are reported and skipped. */
    #items(list, path, check) {
        const read = readList(list, path);
        if (!read.ok) {
            this.#log?.(`gateway: ${read.reason}; ignored`, LoggingSeverity.Warning);
            return [];
        }
        const kept = [];
        read.value.forEach((item, index) => {
            const checked = check(item, `${path}[${index}]`);
            if (checked.ok)
                kept.push(checked.value);
            else
                this.#log?.(`gateway: READY ${checked.reason}; ignored`, LoggingSeverity.Warning);
        });
        return kept;
    }
    /** A new session: its lists replace the cached ones, with events for the difference only. */
    #ready(ready) {
        this.applicationId = ready.application?.id ?? '';
        const relationships = this.#items(ready.relationships, 'relationships', readRelationship);
        const presences = this.#items(ready.presences, 'presences', readPresence);
        const events = [];
        // Gone entries first (their presence goes with them), so a former friend leaves the groups once.
        const seen = new Set(relationships.map((entry) => entry.id));
        for (const id of [...this.relationships.keys()])
            if (!seen.has(id))
                events.push(...this.#remove(id));
        const seenPresences = new Set(presences.map((presence) => presence.user.id));
        for (const id of [...this.presences.keys()])
            if (!seenPresences.has(id))
                events.push(...this.#forgetPresence(id));
        // Presences before entries: a friend who appears below is placed in their group at once.
        for (const presence of presences)
            events.push(...this.#setPresence(presence));
        for (const entry of relationships)
            events.push(...this.#setRelationship(entry));
        return events;
    }
    #setRelationship(wire) {
        if (wire.type === NONE && wire.game_type === NONE)
            return this.#remove(wire.id);
        const id = wire.id;
        let entry = this.relationships.get(id);
        if (!this.#fits(entry, wire))
            return [];
        const events = this.#setUser(wire.user);
        if (entry === undefined) {
            entry = { id, type: NONE, gameType: NONE, spam: false };
            this.relationships.set(id, entry);
        }
        this.#count(entry, -1);
        const discordChanged = entry.type !== wire.type;
        const gameChanged = entry.gameType !== wire.game_type;
        const spamChanged = entry.spam !== wire.is_spam_request;
        entry.type = wire.type;
        entry.gameType = wire.game_type;
        entry.spam = wire.is_spam_request;
        this.#count(entry, 1);
        // One event per kind that changed; the flag is computed here, from the old and the new entry.
        if (discordChanged)
            events.push(kindEvent(id, wire.type, true));
        if (gameChanged)
            events.push(kindEvent(id, wire.game_type, false));
        if (spamChanged && !discordChanged && !gameChanged)
            events.push({ name: 'relationshipCreated', args: [id, true] });
        if (!this.isFriend(id))
            events.push(...this.#forgetPresence(id));
        return [...events, ...this.#place(id)];
    }
    #remove(id) {
        const entry = this.relationships.get(id);
        if (entry === undefined)
            return [];
        this.#count(entry, -1);
        this.relationships.delete(id);
        const events = [];
        if (entry.type !== NONE)
            events.push({ name: 'relationshipDeleted', args: [id, true] });
        if (entry.gameType !== NONE)
            events.push({ name: 'relationshipDeleted', args: [id, false] });
        // Presence is only sent for friends: what was known of a former friend would go stale.
        this.presences.delete(id);
        return [...events, ...this.#place(id)];
    }
    #setPresence(wire) {
        const id = wire.user.id;
        if (!this.presences.has(id) && this.presences.size >= ClientCacheBounds.PRESENCES) {
            const bound = ClientCacheBounds.PRESENCES;
            this.#bounds.reached('presences', bound, 'presences of users not known yet are dropped');
            return [];
        }
        const activity = wire.activities.find((a) => a.application_id === this.applicationId) ?? null;
        const now = {
            status: wire.status,
            inApplication: wire.in_application,
            played: wire.played_application,
            // A friend who reads offline does nothing anyone may see.
            activity: wire.status === 'offline' ? null : activity,
        };
        const changed = !samePresence(this.presences.get(id) ?? UNKNOWN, now);
        this.presences.set(id, now);
        return changed ? [{ name: 'userUpdated', args: [id] }, ...this.#place(id)] : [];
    }
    #forgetPresence(id) {
        const old = this.presences.get(id);
        if (old === undefined)
            return [];
        this.presences.delete(id);
        const changed = !samePresence(old, UNKNOWN);
        return [...(changed ? [{ name: 'userUpdated', args: [id] }] : []), ...this.#place(id)];
    }
    #setUser(user) {
        const old = this.#users.get(user.id);
        if (sameUser(old, user))
            return [];
        // Fields a relationship's user does not carry (email, flags...) are kept from what was known.
        this.#users.set(user.id, { ...old, ...user });
        const events = old === undefined ? [] : [{ name: 'userUpdated', args: [user.id] }];
        return [...events, ...this.#place(user.id)];
    }
    /**
     * Whether a relationship change stays within the bounds: a new entry needs room among the
     * relationships, a new friendship of a kind room among that kind's friends. Reports the bound if not.
     */
    #fits(entry, wire) {
        const { RELATIONSHIPS, FRIENDS_PER_KIND } = ClientCacheBounds;
        if (entry === undefined && this.relationships.size >= RELATIONSHIPS) {
            this.#bounds.reached('relationships', RELATIONSHIPS, 'relationships with users not known yet are dropped');
            return false;
        }
        const more = (was, now, count) => was !== FRIEND && now === FRIEND && count >= FRIENDS_PER_KIND;
        if (more(entry?.type, wire.type, this.#friendCounts.discord)) {
            this.#bounds.reached('Discord friends', FRIENDS_PER_KIND, 'a new Discord friendship past it is dropped');
            return false;
        }
        if (more(entry?.gameType, wire.game_type, this.#friendCounts.game)) {
            this.#bounds.reached('game friends', FRIENDS_PER_KIND, 'a new game friendship past it is dropped');
            return false;
        }
        return true;
    }
    /** Adds (`by` 1) or takes away (-1) an entry's friendships from the counts of each kind. */
    #count(entry, by) {
        if (entry.type === FRIEND)
            this.#friendCounts.discord += by;
        if (entry.gameType === FRIEND)
            this.#friendCounts.game += by;
    }
    /** Moves one friend to where they now belong; an event when their group changed. */
    #place(id) {
        const changed = this.groups.set(id, this.isFriend(id) ? this.#key(id) : undefined);
        return changed ? [{ name: 'relationshipGroupsUpdated', args: [id] }] : [];
    }
    #key(id) {
        const presence = this.presences.get(id);
        const online = presence !== undefined && presence.status !== 'offline';
        return {
            group: !online ? 2 : presence.inApplication ? 0 : 1,
            name: displayName(this.#users.get(id)),
            played: presence?.played ?? false,
        };
    }
}
function kindEvent(id, now, isDiscord) {
    return { name: now === NONE ? 'relationshipDeleted' : 'relationshipCreated', args: [id, isDiscord] };
}
