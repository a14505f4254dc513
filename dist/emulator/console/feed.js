import { interactionCollection } from '../interactions/state.js';
import { voiceFingerprint } from './voiceViews.js';
/** How often the fingerprints are compared while a page listens: well within the second a page may lag. */
export const POLL_MS = 250;
/** Bus events announced in one message at most (a fan-out of thousands needs no list: pages refetch). */
const EVENTS_PER_MESSAGE = 20;
/** The feed of one emulator: open streams, the bus events not yet sent, the last fingerprints. */
export class ConsoleFeed {
    #sources;
    #streams = new Set();
    #events = [];
    #scheduled = false;
    #timer;
    #fingerprints = new Map();
    #dropped = 0;
    constructor(sources) {
        this.#sources = sources;
        sources.ctx.events.subscribe((event) => this.#onEvent(event));
    }
    /** Streams open now. */
    get listeners() {
        return this.#streams.size;
    }
    /** Takes over a response as an event stream until its client goes away. */
    open(stream) {
        stream.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
            connection: 'keep-alive',
        });
        if (this.#streams.size === 0)
            this.#fingerprints = this.#fingerprint();
        this.#streams.add(stream);
        // The page learns the stream is live (and where the bus is) before anything changes.
        stream.write(`retry: 1000\nevent: ready\ndata: ${JSON.stringify({ seq: this.#lastEventSeq() })}\n\n`);
        stream.on('close', () => {
            this.#streams.delete(stream);
            if (this.#streams.size === 0)
                this.#stopPolling();
        });
        this.#startPolling();
    }
    /** Ends every stream (the emulator is closing). */
    close() {
        this.#stopPolling();
        for (const stream of this.#streams)
            stream.end();
        this.#streams.clear();
    }
    #onEvent(event) {
        if (this.#streams.size === 0)
            return;
        if (this.#events.length < EVENTS_PER_MESSAGE)
            this.#events.push({
                seq: event.seq,
                type: event.type,
                time: event.time,
                applicationId: event.applicationId,
            });
        this.#schedule();
    }
    #schedule() {
        if (this.#scheduled)
            return;
        this.#scheduled = true;
        // After the request that recorded the event has finished changing the state.
        setImmediate(() => {
            this.#scheduled = false;
            this.#send();
        });
    }
    #send() {
        const parts = this.#events.length > 0 ? ['events'] : [];
        const now = this.#fingerprint();
        for (const [part, value] of now)
            if (this.#fingerprints.get(part) !== value)
                parts.push(part);
        this.#fingerprints = now;
        if (parts.length === 0)
            return;
        const message = `event: change\ndata: ${JSON.stringify({ parts, events: this.#events })}\n\n`;
        this.#events = [];
        const bound = this.#sources.gateway.maxBufferedBytes;
        for (const stream of this.#streams) {
            if (stream.writableLength <= bound)
                stream.write(message);
            else
                this.#drop(stream);
        }
    }
    /** Ends a stream whose page does not read: what waits for it is let go with its socket. */
    #drop(stream) {
        this.#streams.delete(stream);
        this.#dropped++;
        stream.destroy();
        if (this.#streams.size === 0)
            this.#stopPolling();
    }
    /** Streams ended since start because their page did not read. */
    get dropped() {
        return this.#dropped;
    }
    #startPolling() {
        if (this.#timer !== undefined)
            return;
        this.#timer = setInterval(() => this.#send(), POLL_MS);
        // A page left open does not keep a test process alive.
        this.#timer.unref();
    }
    #stopPolling() {
        if (this.#timer !== undefined)
            clearInterval(this.#timer);
        this.#timer = undefined;
    }
    #lastEventSeq() {
        let seq = 0;
        for (const event of this.#sources.ctx.store.events.values())
            seq = Math.max(seq, event.seq);
        return seq;
    }
    /** Cheap fingerprints of what changes without a bus event: sizes, sequence numbers, small settings. */
    #fingerprint() {
        const { ctx, requests, gateway, faults, limiter } = this.#sources;
        const sizes = ctx.store.collectionNames().map((name) => `${name}:${ctx.store.collection(name).size}`);
        const sessions = gateway.sessions().map((s) => `${s.id}${s.connected ? '+' : '-'}${s.seq}`);
        // The gateway page's desktop apps too: a game's handshake, subscriptions or pid change no collection
        // and record no bus event, so without this the page missed a game connecting (issue 43's console).
        const desktopApps = JSON.stringify(this.#sources.desktopApps.list());
        const interactions = [...interactionCollection(ctx.store).values()].map((r) => `${r.id}:${r.status}:${r.answeredAt}:${r.followups.length}:${r.notes.length}`);
        return new Map([
            ['state', sizes.join(',')],
            ['requests', String(requests.lastSeq)],
            ['sessions', `${sessions.join(',')}|${desktopApps}`],
            [
                'settings',
                JSON.stringify([faults.list(), limiter.active, limiter.options, ctx.settings, ctx.clock.frozen]),
            ],
            ['interactions', interactions.join(',')],
            ['voice', voiceFingerprint(this.#sources)],
        ]);
    }
}
