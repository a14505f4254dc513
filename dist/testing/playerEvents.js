import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
// Taken when the module loads: a test that fakes the timers (vi.useFakeTimers, jest.useFakeTimers) must not
// freeze the bound of a wait on the real network.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
/** Real ms between two `RunCallbacks()` of a pumped client's wait (a game loop's frame, roughly). */
const PUMP_INTERVAL_MS = 5;
/**
 * The events a player records, as the keys of a record typed by {@link RecordedEvent}: a client event
 * added later fails to compile here until it is listed. `error` is left out on purpose: listening to it
 * would swallow what a throwing callback reports (without a listener the client logs it or raises a
 * process warning).
 */
const RECORDED_EVENTS = {
    statusChanged: true,
    dispatch: true,
    dispatchDropped: true,
    deauthorized: true,
    lobbyCreated: true,
    lobbyUpdated: true,
    lobbyDeleted: true,
    lobbyMemberAdded: true,
    lobbyMemberUpdated: true,
    lobbyMemberRemoved: true,
    messageCreated: true,
    messageUpdated: true,
    messageDeleted: true,
    relationshipCreated: true,
    relationshipDeleted: true,
    relationshipGroupsUpdated: true,
    userUpdated: true,
    activityInviteCreated: true,
    activityInviteUpdated: true,
    activityJoin: true,
    activityJoinWithApplication: true,
};
const RECORDED = Object.keys(RECORDED_EVENTS);
const NEXT_KEYS = optionKeys({ where: true, what: true, timeoutMs: true });
const UNTIL_KEYS = optionKeys({ timeoutMs: true });
/** The events one client delivered, and the waits on them. */
export class EventRecord {
    #who;
    #timeoutMs;
    #heard = [];
    /** Called after each event: the pending waits re-check themselves. */
    #watchers = new Set();
    /** Whether the watchers' re-check is already queued for the events of this turn. */
    #recheckQueued = false;
    /** `RunCallbacks()` of a pumped client, else undefined. */
    #pump;
    /**
     * @param client - the client whose events are recorded from now on.
     * @param who - the player's name, for failure messages.
     * @param timeoutMs - the default bound of a wait.
     * @param pumped - whether the client runs its callbacks only in `RunCallbacks()`.
     */
    constructor(client, who, timeoutMs, pumped = false) {
        this.#who = who;
        this.#timeoutMs = timeoutMs;
        this.#pump = pumped ? () => client.RunCallbacks() : undefined;
        for (const name of RECORDED) {
            client.on(name, (...values) => {
                this.#heard.push({ name, values, taken: false });
                // The waits re-check once the event has reached every listener, not from inside this one: this
                // recorder is the client's first listener, so an `until` whose check reads what the game's own
                // listeners collect would otherwise look before they ran and, with nothing after, never again.
                if (this.#recheckQueued)
                    return;
                this.#recheckQueued = true;
                queueMicrotask(() => {
                    this.#recheckQueued = false;
                    for (const watcher of [...this.#watchers])
                        watcher();
                });
            });
        }
    }
    /** Forgets every event heard so far: the next waits see only what comes after. */
    clear() {
        this.#heard = [];
    }
    /** Takes the oldest event `event` not yet taken (and passing `where`), waiting for it if need be. */
    async next(event, options = {}) {
        checkOptionKeys(options, NEXT_KEYS, 'next: options');
        const name = eventName(event);
        const where = options.where;
        const take = () => {
            const found = this.#heard.find((heard) => heard.name === name && !heard.taken && (where?.(...heard.values) ?? true));
            if (found === undefined)
                return undefined;
            found.taken = true;
            return found.values;
        };
        const what = `${event}${where === undefined ? '' : ` matching ${options.what ?? 'the where check'}`}`;
        return this.#wait(take, what, options.timeoutMs);
    }
    /**
     * Resolves once `check` returns true: now, or after one of the events that follow, once that event
     * has reached every listener (so `check` may read what the game's own listeners collected).
     */
    async until(check, what, options = {}) {
        checkOptionKeys(options, UNTIL_KEYS, 'until: options');
        await this.#wait(() => (check() ? true : undefined), what, options.timeoutMs);
    }
    #wait(attempt, what, timeoutMs = this.#timeoutMs) {
        if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
            return Promise.reject(new RangeError(`timeoutMs: expected a number > 0, received ${String(timeoutMs)}`));
        const now = attempt();
        if (now !== undefined)
            return Promise.resolve(now);
        const pump = this.#pump;
        return new Promise((resolve, reject) => {
            const watcher = () => {
                let value;
                try {
                    value = attempt();
                }
                catch (error) {
                    done();
                    reject(error);
                    return;
                }
                if (value === undefined)
                    return;
                done();
                resolve(value);
            };
            const timer = realSetTimeout(() => {
                done();
                reject(new Error(`${this.#who}: no ${what} within ${timeoutMs} ms (${this.#summary()})`));
            }, timeoutMs);
            // A pumped client's events wait in its queue: run it each frame; the events it delivers wake us.
            let frame;
            const nextFrame = () => {
                frame = realSetTimeout(() => {
                    pump?.();
                    if (frame !== undefined)
                        nextFrame();
                }, PUMP_INTERVAL_MS);
            };
            const done = () => {
                realClearTimeout(timer);
                if (frame !== undefined)
                    realClearTimeout(frame);
                frame = undefined;
                this.#watchers.delete(watcher);
            };
            this.#watchers.add(watcher);
            if (pump !== undefined)
                nextFrame();
        });
    }
    /** The names and counts of what was heard, never the values (an invite's or a token's secrets). */
    #summary() {
        const counts = new Map();
        for (const heard of this.#heard) {
            if (heard.name === 'dispatch')
                continue;
            const name = pascal(heard.name) + (heard.taken ? ' (taken)' : '');
            counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        if (counts.size === 0)
            return 'it heard no event';
        return `it heard ${[...counts].map(([name, count]) => `${name} x${count}`).join(', ')}`;
    }
}
/** `messageCreated` for `MessageCreated` or `messageCreated`; a clear error for a name no client emits. */
function eventName(event) {
    const name = typeof event === 'string' ? event.charAt(0).toLowerCase() + event.slice(1) : '';
    if (!RECORDED.includes(name)) {
        throw new TypeError(`event: expected a Client event such as MessageCreated or messageCreated (one of ${RECORDED.map(pascal).join(', ')}), received ${JSON.stringify(event)}`);
    }
    return name;
}
function pascal(name) {
    return name.charAt(0).toUpperCase() + name.slice(1);
}
