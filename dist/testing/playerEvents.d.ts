/**
 * What a test player heard: every event of its `Client` (except `error`), kept in order from the moment the
 * fixtures hand the player over, so a test can wait for an event that arrived before it started waiting
 * (a peer's dispatch often lands before the sender's own call resolves). Each event is taken once by
 * `next`; `until` re-checks a condition after each event. Every wait is bounded and names what it waited for.
 * A client in pumped mode only delivers events in `RunCallbacks()`: its waits pump, as a game loop would.
 */
import type { Client, ClientEvents } from '../client/Client.js';
/** The `on(...)` name of an event a player records (`messageCreated`): every `Client` event but `error`. */
export type RecordedEvent = Exclude<keyof ClientEvents, 'error'>;
/**
 * The events `next` waits for, by their `on(...)` name (`messageCreated`) or by the name of the C++
 * library's callback slot without `Set` and `Callback` (`MessageCreated`), with the values they carry.
 */
export type PlayerEvents = Pick<ClientEvents, RecordedEvent> & {
    [K in RecordedEvent as Capitalize<K>]: ClientEvents[K];
};
/** Options of a player's `next`. */
export interface NextOptions<V extends readonly unknown[]> {
    /** Only an event whose values pass this check is taken (the others stay for later waits). */
    where?: ((...values: V) => boolean) | undefined;
    /** What the `where` check looks for, for the failure message ("ana's id"). */
    what?: string | undefined;
    /** Bound of the wait, real ms. Default: the fixtures' `timeoutMs` (5000). */
    timeoutMs?: number | undefined;
}
/** Options of a player's `until`. */
export interface UntilOptions {
    /** Bound of the wait, real ms. Default: the fixtures' `timeoutMs` (5000). */
    timeoutMs?: number | undefined;
}
/** The events one client delivered, and the waits on them. */
export declare class EventRecord {
    #private;
    /**
     * @param client - the client whose events are recorded from now on.
     * @param who - the player's name, for failure messages.
     * @param timeoutMs - the default bound of a wait.
     * @param pumped - whether the client runs its callbacks only in `RunCallbacks()`.
     */
    constructor(client: Client, who: string, timeoutMs: number, pumped?: boolean);
    /** Forgets every event heard so far: the next waits see only what comes after. */
    clear(): void;
    /** Takes the oldest event `event` not yet taken (and passing `where`), waiting for it if need be. */
    next<K extends keyof PlayerEvents>(event: K, options?: NextOptions<PlayerEvents[K]>): Promise<PlayerEvents[K]>;
    /**
     * Resolves once `check` returns true: now, or after one of the events that follow, once that event
     * has reached every listener (so `check` may read what the game's own listeners collected).
     */
    until(check: () => boolean, what: string, options?: UntilOptions): Promise<void>;
}
