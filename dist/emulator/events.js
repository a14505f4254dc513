/**
 * The event log: events the service would send to an app (webhook events such as APPLICATION_DEAUTHORIZED,
 * gateway events such as APPLICATION_COMMAND_PERMISSIONS_UPDATE). Webhook events are also POSTed, signed
 * with the app's Ed25519 key like the service does, to the app's webhook URL when one is set.
 *
 * It is also the emulator's event bus: a domain publishes by recording, and another subscribes without
 * knowing who published (a gateway dispatching lobby events to connected sessions, for instance), so no
 * domain reaches into another's internals to learn what changed.
 */
import { createPrivateKey, sign } from 'node:crypto';
/** Oldest events are dropped past this many. */
const EVENT_CAPACITY = 10_000;
/** A webhook receiver that does not answer within this long counts as failed. */
const WEBHOOK_TIMEOUT_MS = 5000;
/** The event log and bus of one emulator (`ctx.events`): record to publish, subscribe to listen. */
export class EventLog {
    store;
    clock;
    #seq;
    #deliveries = new Set();
    #listeners = new Set();
    constructor(store, clock) {
        this.store = store;
        this.clock = clock;
        this.#seq = 0;
        this.resync();
    }
    /** @internal Picks the sequence up after the store was loaded or cleared. */
    resync() {
        let max = 0;
        for (const event of this.store.events.values())
            max = Math.max(max, event.seq);
        this.#seq = max;
    }
    /**
     * Records a gateway-style event and tells every subscriber, synchronously.
     * @param type - the event's name (`LOBBY_MESSAGE_CREATE`, ...).
     * @param applicationId - the application it concerns, or null.
     * @param data - its payload, a JSON object.
     * @returns the stored record, with its sequence number and time.
     */
    record(type, applicationId, data) {
        const event = { seq: ++this.#seq, type, time: this.clock.now(), applicationId, data };
        this.store.events.set(String(event.seq), event);
        if (this.store.events.size > EVENT_CAPACITY) {
            const oldest = this.store.events.keys().next().value;
            if (oldest !== undefined)
                this.store.events.delete(oldest);
        }
        for (const listener of this.#listeners)
            notify(listener, event);
        return event;
    }
    /**
     * Calls `listener` with every event recorded from now on, in order, synchronously (the change that
     * caused it is already in the store). Returns the function that unsubscribes it. A listener that throws
     * does not fail the request that recorded the event: its error is reported as a process warning.
     */
    subscribe(listener) {
        if (typeof listener !== 'function')
            throw new TypeError('events.subscribe: expected a function');
        // A wrapper, so that subscribing the same function twice gives two independent subscriptions.
        const entry = (event) => listener(event);
        this.#listeners.add(entry);
        return () => {
            this.#listeners.delete(entry);
        };
    }
    /**
     * Records a webhook event and, when the app has a webhook URL, delivers it (in the background),
     * signed with the app's Ed25519 key; {@link EventLog.flush} waits for it.
     * @returns the stored record; its `delivery` is filled in when the app's receiver answers.
     */
    webhook(app, type, data) {
        const event = this.record(type, app.id, data);
        if (app.webhookUrl) {
            const url = app.webhookUrl;
            event.delivery = { url, status: null, error: null };
            const body = JSON.stringify({
                version: 1,
                application_id: app.id,
                type: 1,
                event: { type, timestamp: new Date(event.time).toISOString(), data },
            });
            const delivery = this.#deliver(app, url, body).then((status) => {
                if (event.delivery)
                    event.delivery.status = status;
            }, (error) => {
                if (event.delivery)
                    event.delivery.error = error instanceof Error ? error.message : String(error);
            });
            this.#deliveries.add(delivery);
            void delivery.finally(() => this.#deliveries.delete(delivery));
        }
        return event;
    }
    /** Resolves when every webhook delivery started so far has finished. */
    async flush() {
        while (this.#deliveries.size > 0)
            await Promise.allSettled([...this.#deliveries]);
    }
    /** Events in order, optionally of one type and after a sequence number. */
    list(filter = {}) {
        const out = [];
        for (const event of this.store.events.values()) {
            if (filter.type !== undefined && event.type !== filter.type)
                continue;
            if (filter.since !== undefined && event.seq <= filter.since)
                continue;
            out.push(structuredClone(event));
        }
        return out;
    }
    /** Forgets every event (sequence numbers keep counting). */
    clear() {
        this.store.events.clear();
    }
    async #deliver(app, url, body) {
        const timestamp = String(Math.floor(this.clock.nowSeconds()));
        const key = createPrivateKey(app.privateKeyPem);
        const signature = sign(null, Buffer.from(timestamp + body), key).toString('hex');
        const response = await fetch(url, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'user-agent': 'social-sdk-emulator (webhook events)',
                'x-signature-ed25519': signature,
                'x-signature-timestamp': timestamp,
            },
            body,
            redirect: 'manual',
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        await response.arrayBuffer().catch(() => undefined);
        return response.status;
    }
}
function notify(listener, event) {
    try {
        listener(event);
    }
    catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        process.emitWarning(`an event listener failed on ${event.type} #${event.seq}: ${reason}`, 'EmulatorWarning');
    }
}
