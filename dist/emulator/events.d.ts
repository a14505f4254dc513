import type { EmulatorClock } from './clock.js';
import type { ApplicationRecord, EventRecord } from './records.js';
import type { EmulatorStore } from './store.js';
/** Called with each event as it is recorded, after it is stored. */
export type EventListener = (event: Readonly<EventRecord>) => void;
/** The event log and bus of one emulator (`ctx.events`): record to publish, subscribe to listen. */
export declare class EventLog {
    #private;
    private readonly store;
    private readonly clock;
    constructor(store: EmulatorStore, clock: EmulatorClock);
    /** @internal Picks the sequence up after the store was loaded or cleared. */
    resync(): void;
    /**
     * Records a gateway-style event and tells every subscriber, synchronously.
     * @param type - the event's name (`LOBBY_MESSAGE_CREATE`, ...).
     * @param applicationId - the application it concerns, or null.
     * @param data - its payload, a JSON object.
     * @returns the stored record, with its sequence number and time.
     */
    record(type: string, applicationId: string | null, data: Record<string, unknown>): EventRecord;
    /**
     * Calls `listener` with every event recorded from now on, in order, synchronously (the change that
     * caused it is already in the store). Returns the function that unsubscribes it. A listener that throws
     * does not fail the request that recorded the event: its error is reported as a process warning.
     */
    subscribe(listener: EventListener): () => void;
    /**
     * Records a webhook event and, when the app has a webhook URL, delivers it (in the background),
     * signed with the app's Ed25519 key; {@link EventLog.flush} waits for it.
     * @returns the stored record; its `delivery` is filled in when the app's receiver answers.
     */
    webhook(app: ApplicationRecord, type: string, data: Record<string, unknown>): EventRecord;
    /** Resolves when every webhook delivery started so far has finished. */
    flush(): Promise<void>;
    /** Events in order, optionally of one type and after a sequence number. */
    list(filter?: {
        type?: string | undefined;
        since?: number | undefined;
    }): EventRecord[];
    /** Forgets every event (sequence numbers keep counting). */
    clear(): void;
}
