/**
 * The console's live feed (`GET /_emulator/stream`, server-sent events): tells every open console page
 * that something changed, so it fetches its snapshot again without a reload.
 *
 * Two sources. The emulator's event bus, followed as it records (a lobby message, a presence change, a
 * relationship): each event is announced by its sequence number, type, time and application, never its
 * data. And what changes without an event (a request logged, a session dropped, a fault rule added
 * in-process, a seed, a reset): its cheap fingerprints are compared every {@link POLL_MS} while a page
 * is open, and nothing is computed while none is. Both are sent together, at most once per turn of the
 * event loop, as `event: change` with `{ parts, events }`.
 *
 * A page that does not read (a stopped tab, a script that opened the stream and never reads) cannot make
 * the emulator hold its messages without limit: a stream with more than the gateway's `maxBufferedBytes`
 * waiting is ended instead of written to. Nothing is lost: the page's EventSource reconnects (`retry`)
 * and, on `ready`, fetches its snapshot again (docs/hostile-peers.md, "Slow readers on the gateway").
 */
import type { ServerResponse } from 'node:http';
import { interactionCollection } from '../interactions/state.js';
import type { EventRecord } from '../records.js';
import type { ConsoleSources } from './sources.js';
import { voiceFingerprint } from './voiceViews.js';

/** How often the fingerprints are compared while a page listens: well within the second a page may lag. */
export const POLL_MS = 250;
/** Bus events announced in one message at most (a fan-out of thousands needs no list: pages refetch). */
const EVENTS_PER_MESSAGE = 20;

/** A bus event as the feed announces it: what and when, not its data. */
export interface FeedEvent {
  seq: number;
  type: string;
  time: number;
  applicationId: string | null;
}

/** What changed: `events` (the bus), or a part whose fingerprint moved. */
type Part = 'events' | 'state' | 'requests' | 'sessions' | 'settings' | 'interactions' | 'voice';

/** The feed of one emulator: open streams, the bus events not yet sent, the last fingerprints. */
export class ConsoleFeed {
  readonly #sources: ConsoleSources;
  readonly #streams = new Set<ServerResponse>();
  #events: FeedEvent[] = [];
  #scheduled = false;
  #timer: NodeJS.Timeout | undefined;
  #fingerprints = new Map<Part, string>();
  #dropped = 0;

  constructor(sources: ConsoleSources) {
    this.#sources = sources;
    sources.ctx.events.subscribe((event) => this.#onEvent(event));
  }

  /** Streams open now. */
  get listeners(): number {
    return this.#streams.size;
  }

  /** Takes over a response as an event stream until its client goes away. */
  open(stream: ServerResponse): void {
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    if (this.#streams.size === 0) this.#fingerprints = this.#fingerprint();
    this.#streams.add(stream);
    // The page learns the stream is live (and where the bus is) before anything changes.
    stream.write(`retry: 1000\nevent: ready\ndata: ${JSON.stringify({ seq: this.#lastEventSeq() })}\n\n`);
    stream.on('close', () => {
      this.#streams.delete(stream);
      if (this.#streams.size === 0) this.#stopPolling();
    });
    this.#startPolling();
  }

  /** Ends every stream (the emulator is closing). */
  close(): void {
    this.#stopPolling();
    for (const stream of this.#streams) stream.end();
    this.#streams.clear();
  }

  #onEvent(event: Readonly<EventRecord>): void {
    if (this.#streams.size === 0) return;
    if (this.#events.length < EVENTS_PER_MESSAGE)
      this.#events.push({
        seq: event.seq,
        type: event.type,
        time: event.time,
        applicationId: event.applicationId,
      });
    this.#schedule();
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // After the request that recorded the event has finished changing the state.
    setImmediate(() => {
      this.#scheduled = false;
      this.#send();
    });
  }

  #send(): void {
    const parts: Part[] = this.#events.length > 0 ? ['events'] : [];
    const now = this.#fingerprint();
    for (const [part, value] of now) if (this.#fingerprints.get(part) !== value) parts.push(part);
    this.#fingerprints = now;
    if (parts.length === 0) return;
    const message = `event: change\ndata: ${JSON.stringify({ parts, events: this.#events })}\n\n`;
    this.#events = [];
    const bound = this.#sources.gateway.maxBufferedBytes;
    for (const stream of this.#streams) {
      if (stream.writableLength <= bound) stream.write(message);
      else this.#drop(stream);
    }
  }

  /** Ends a stream whose page does not read: what waits for it is let go with its socket. */
  #drop(stream: ServerResponse): void {
    this.#streams.delete(stream);
    this.#dropped++;
    stream.destroy();
    if (this.#streams.size === 0) this.#stopPolling();
  }

  /** Streams ended since start because their page did not read. */
  get dropped(): number {
    return this.#dropped;
  }

  #startPolling(): void {
    if (this.#timer !== undefined) return;
    this.#timer = setInterval(() => this.#send(), POLL_MS);
    // A page left open does not keep a test process alive.
    this.#timer.unref();
  }

  #stopPolling(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #lastEventSeq(): number {
    let seq = 0;
    for (const event of this.#sources.ctx.store.events.values()) seq = Math.max(seq, event.seq);
    return seq;
  }

  /** Cheap fingerprints of what changes without a bus event: sizes, sequence numbers, small settings. */
  #fingerprint(): Map<Part, string> {
    const { ctx, requests, gateway, faults, limiter } = this.#sources;
    const sizes = ctx.store.collectionNames().map((name) => `${name}:${ctx.store.collection(name).size}`);
    const sessions = gateway.sessions().map((s) => `${s.id}${s.connected ? '+' : '-'}${s.seq}`);
    // The gateway page's desktop apps too: a game's handshake, subscriptions or pid change no collection
    // and record no bus event, so without this the page missed a game connecting (issue 43's console).
    const desktopApps = JSON.stringify(this.#sources.desktopApps.list());
    const interactions = [...interactionCollection(ctx.store).values()].map(
      (r) => `${r.id}:${r.status}:${r.answeredAt}:${r.followups.length}:${r.notes.length}`,
    );
    return new Map<Part, string>([
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
