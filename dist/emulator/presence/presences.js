import { RelationshipType } from '../../model/relationship.js';
import { withoutSecrets } from '../../rules/activity.js';
import { addPlayed, playedApplications, statuses } from './state.js';
export class Presences {
    #ctx;
    /** User id -> applications with a connected session of theirs. */
    #connected = new Map();
    /** User id -> application id -> their activity there (secrets included) and the session that set it. */
    #activities = new Map();
    /** Users whose emulated Discord app runs (desktopApp/): online from it when no other status says. */
    #desktop = new Set();
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** What a user's presence derives from now. */
    facts(userId) {
        const record = statuses(this.#ctx).get(userId);
        return {
            status: record?.status ?? 'online',
            elsewhere: record?.elsewhere ?? (this.#desktop.has(userId) ? 'online' : null),
            applications: [...(this.#connected.get(userId) ?? [])],
            played: [...(playedApplications(this.#ctx).get(userId) ?? [])],
            activities: Object.fromEntries([...(this.#activities.get(userId) ?? [])].map(([app, own]) => [app, withoutSecrets(own.activity)])),
        };
    }
    /** The user's activity in the application as they set it (secrets included), for the invites domain. */
    activity(userId, applicationId) {
        return this.#activities.get(userId)?.get(applicationId);
    }
    /** An accepted op 3 (the gateway's sink): the account's status, and the activity in that application. */
    command(sender, command) {
        const { userId, applicationId, sessionId } = sender;
        this.#change(userId, () => {
            this.#setStatus(userId, { status: command.status });
            const sent = command.activities[0];
            if (sent === undefined) {
                this.#clearActivity(userId, applicationId);
                return;
            }
            const name = this.#ctx.store.applications.get(applicationId)?.name ?? sent.name;
            const activity = { ...sent, name, application_id: applicationId };
            let mine = this.#activities.get(userId);
            if (mine === undefined) {
                mine = new Map();
                this.#activities.set(userId, mine);
            }
            mine.set(applicationId, { activity, sessionId });
        });
    }
    /** Follows the bus (subscribed by the emulator after the gateway, so dispatches keep their order). */
    onEvent(event) {
        const { data } = event;
        const userId = data.user_id;
        switch (event.type) {
            case 'GATEWAY_USER_CONNECTION':
                if (typeof userId === 'string' && event.applicationId !== null)
                    this.#connection(userId, event.applicationId, data.connected === true);
                return;
            case 'RELATIONSHIP_CHANGE':
                this.#newFriends(data.before, data.after);
                return;
        }
    }
    /** Another device of the user (control API): a status, or `offline` for none. */
    setElsewhere(userId, status) {
        this.#change(userId, () => this.#setStatus(userId, { elsewhere: status === 'offline' ? null : status }));
    }
    /** The user's emulated Discord app started (online from it) or stopped (and its games' activities go). */
    desktopApp(userId, running, applicationIds = []) {
        this.#change(userId, () => {
            if (running)
                this.#desktop.add(userId);
            else
                this.#desktop.delete(userId);
            for (const applicationId of applicationIds)
                this.#clearActivity(userId, applicationId);
        });
    }
    /**
     * A game's SET_ACTIVITY through the user's Discord app (desktopApp/): the activity in that application
     * (its id and name written over what the game sent, as for op 3), or none. `sessionId` names the app's
     * connection with the game (the invites domain keeps it as the activity's session).
     */
    appActivity(userId, applicationId, sent, sessionId) {
        this.#change(userId, () => {
            if (sent === null) {
                this.#clearActivity(userId, applicationId);
                return;
            }
            const name = this.#ctx.store.applications.get(applicationId)?.name ?? sent.name;
            let mine = this.#activities.get(userId);
            if (mine === undefined) {
                mine = new Map();
                this.#activities.set(userId, mine);
            }
            mine.set(applicationId, { activity: { ...sent, name, application_id: applicationId }, sessionId });
        });
    }
    /** Marks an application played by the user (control API, or the first session with it). */
    markPlayed(userId, applicationId) {
        this.#change(userId, () => addPlayed(this.#ctx, userId, applicationId));
    }
    /** Forgets the connected sessions (after a reset, when the gateway forgot them too). */
    forget() {
        this.#connected.clear();
        this.#activities.clear();
        this.#desktop.clear();
    }
    #connection(userId, applicationId, connected) {
        this.#change(userId, () => {
            let apps = this.#connected.get(userId);
            if (connected) {
                if (apps === undefined) {
                    apps = new Set();
                    this.#connected.set(userId, apps);
                }
                apps.add(applicationId);
                addPlayed(this.#ctx, userId, applicationId);
            }
            else {
                apps?.delete(applicationId);
                if (apps?.size === 0)
                    this.#connected.delete(userId);
                // The last session of the application went: so does what it was doing there.
                this.#clearActivity(userId, applicationId);
            }
        });
    }
    #clearActivity(userId, applicationId) {
        const mine = this.#activities.get(userId);
        mine?.delete(applicationId);
        if (mine?.size === 0)
            this.#activities.delete(userId);
    }
    #setStatus(userId, change) {
        const all = statuses(this.#ctx);
        const record = all.get(userId) ?? { status: 'online', elsewhere: null };
        all.set(userId, { ...record, ...change });
    }
    /** Applies `mutate` and records PRESENCE_CHANGE when the facts changed. */
    #change(userId, mutate) {
        const before = this.facts(userId);
        mutate();
        const after = this.facts(userId);
        if (JSON.stringify(before) !== JSON.stringify(after))
            this.#ctx.events.record('PRESENCE_CHANGE', null, { user_id: userId, before, after });
    }
    /** A friendship that appeared (of either kind): each side gets the other's presence at once. */
    #newFriends(before, after) {
        if (after === null)
            return;
        for (const viewerId of after.users) {
            const userId = after.users[0] === viewerId ? after.users[1] : after.users[0];
            if (friendKinds(after, viewerId) > friendKinds(before, viewerId))
                this.#ctx.events.record('PRESENCE_CHANGE', null, {
                    user_id: userId,
                    before: null,
                    after: this.facts(userId),
                    to: [viewerId],
                });
        }
    }
}
/** How many friendships (Discord, and game per application) `viewerId` has in the pair. */
function friendKinds(pair, viewerId) {
    if (pair === null)
        return 0;
    let count = pair.discord[viewerId] === RelationshipType.Friend ? 1 : 0;
    for (const types of Object.values(pair.game))
        if (types[viewerId] === RelationshipType.Friend)
            count++;
    return count;
}
