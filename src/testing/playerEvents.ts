/**
 * What a test player heard: every event of its `Client` (except `error`), kept in order from the moment the
 * fixtures hand the player over, so a test can wait for an event that arrived before it started waiting
 * (a peer's dispatch often lands before the sender's own call resolves). Each event is taken once by
 * `next`; `until` re-checks a condition after each event. Every wait is bounded and names what it waited for.
 * A client in pumped mode only delivers events in `RunCallbacks()`: its waits pump, as a game loop would.
 */
import type { Client, ClientEvents } from '../client/Client.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';

// Taken when the module loads: a test that fakes the timers (vi.useFakeTimers, jest.useFakeTimers) must not
// freeze the bound of a wait on the real network.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/** Real ms between two `RunCallbacks()` of a pumped client's wait (a game loop's frame, roughly). */
const PUMP_INTERVAL_MS = 5;

/** The `on(...)` name of an event a player records (`messageCreated`): every `Client` event but `error`. */
export type RecordedEvent = Exclude<keyof ClientEvents, 'error'>;

/**
 * The events a player records, as the keys of a record typed by {@link RecordedEvent}: a client event
 * added later fails to compile here until it is listed. `error` is left out on purpose: listening to it
 * would swallow what a throwing callback reports (without a listener the client logs it or raises a
 * process warning).
 */
const RECORDED_EVENTS: Readonly<Record<RecordedEvent, true>> = {
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
const RECORDED = Object.keys(RECORDED_EVENTS) as RecordedEvent[];

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

const NEXT_KEYS = optionKeys<NextOptions<readonly unknown[]>>({ where: true, what: true, timeoutMs: true });
const UNTIL_KEYS = optionKeys<UntilOptions>({ timeoutMs: true });

interface Heard {
  readonly name: RecordedEvent;
  readonly values: readonly unknown[];
  taken: boolean;
}

/** The events one client delivered, and the waits on them. */
export class EventRecord {
  readonly #who: string;
  readonly #timeoutMs: number;
  #heard: Heard[] = [];
  /** Called after each event: the pending waits re-check themselves. */
  readonly #watchers = new Set<() => void>();
  /** Whether the watchers' re-check is already queued for the events of this turn. */
  #recheckQueued = false;
  /** `RunCallbacks()` of a pumped client, else undefined. */
  readonly #pump: (() => void) | undefined;

  /**
   * @param client - the client whose events are recorded from now on.
   * @param who - the player's name, for failure messages.
   * @param timeoutMs - the default bound of a wait.
   * @param pumped - whether the client runs its callbacks only in `RunCallbacks()`.
   */
  constructor(client: Client, who: string, timeoutMs: number, pumped = false) {
    this.#who = who;
    this.#timeoutMs = timeoutMs;
    this.#pump = pumped ? () => client.RunCallbacks() : undefined;
    for (const name of RECORDED) {
      client.on(name, (...values: unknown[]) => {
        this.#heard.push({ name, values, taken: false });
        // The waits re-check once the event has reached every listener, not from inside this one: this
        // recorder is the client's first listener, so an `until` whose check reads what the game's own
        // listeners collect would otherwise look before they ran and, with nothing after, never again.
        if (this.#recheckQueued) return;
        this.#recheckQueued = true;
        queueMicrotask(() => {
          this.#recheckQueued = false;
          for (const watcher of [...this.#watchers]) watcher();
        });
      });
    }
  }

  /** Forgets every event heard so far: the next waits see only what comes after. */
  clear(): void {
    this.#heard = [];
  }

  /** Takes the oldest event `event` not yet taken (and passing `where`), waiting for it if need be. */
  async next<K extends keyof PlayerEvents>(
    event: K,
    options: NextOptions<PlayerEvents[K]> = {},
  ): Promise<PlayerEvents[K]> {
    checkOptionKeys(options, NEXT_KEYS, 'next: options');
    const name = eventName(event);
    const where = options.where as ((...values: readonly unknown[]) => boolean) | undefined;
    const take = (): PlayerEvents[K] | undefined => {
      const found = this.#heard.find(
        (heard) => heard.name === name && !heard.taken && (where?.(...heard.values) ?? true),
      );
      if (found === undefined) return undefined;
      found.taken = true;
      return found.values as PlayerEvents[K];
    };
    const what = `${event}${where === undefined ? '' : ` matching ${options.what ?? 'the where check'}`}`;
    return this.#wait(take, what, options.timeoutMs);
  }

  /**
   * Resolves once `check` returns true: now, or after one of the events that follow, once that event
   * has reached every listener (so `check` may read what the game's own listeners collected).
   */
  async until(check: () => boolean, what: string, options: UntilOptions = {}): Promise<void> {
    checkOptionKeys(options, UNTIL_KEYS, 'until: options');
    await this.#wait(() => (check() ? true : undefined), what, options.timeoutMs);
  }

  #wait<T>(attempt: () => T | undefined, what: string, timeoutMs = this.#timeoutMs): Promise<T> {
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
      return Promise.reject(
        new RangeError(`timeoutMs: expected a number > 0, received ${String(timeoutMs)}`),
      );
    const now = attempt();
    if (now !== undefined) return Promise.resolve(now);
    const pump = this.#pump;
    return new Promise<T>((resolve, reject) => {
      const watcher = (): void => {
        let value: T | undefined;
        try {
          value = attempt();
        } catch (error) {
          done();
          reject(error);
          return;
        }
        if (value === undefined) return;
        done();
        resolve(value);
      };
      const timer = realSetTimeout(() => {
        done();
        reject(new Error(`${this.#who}: no ${what} within ${timeoutMs} ms (${this.#summary()})`));
      }, timeoutMs);
      // A pumped client's events wait in its queue: run it each frame; the events it delivers wake us.
      let frame: ReturnType<typeof realSetTimeout> | undefined;
      const nextFrame = (): void => {
        frame = realSetTimeout(() => {
          pump?.();
          if (frame !== undefined) nextFrame();
        }, PUMP_INTERVAL_MS);
      };
      const done = (): void => {
        realClearTimeout(timer);
        if (frame !== undefined) realClearTimeout(frame);
        frame = undefined;
        this.#watchers.delete(watcher);
      };
      this.#watchers.add(watcher);
      if (pump !== undefined) nextFrame();
    });
  }

  /** The names and counts of what was heard, never the values (an invite's or a token's secrets). */
  #summary(): string {
    const counts = new Map<string, number>();
    for (const heard of this.#heard) {
      if (heard.name === 'dispatch') continue;
      const name = pascal(heard.name) + (heard.taken ? ' (taken)' : '');
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (counts.size === 0) return 'it heard no event';
    return `it heard ${[...counts].map(([name, count]) => `${name} x${count}`).join(', ')}`;
  }
}

/** `messageCreated` for `MessageCreated` or `messageCreated`; a clear error for a name no client emits. */
function eventName(event: string): RecordedEvent {
  const name = typeof event === 'string' ? event.charAt(0).toLowerCase() + event.slice(1) : '';
  if (!(RECORDED as readonly string[]).includes(name)) {
    throw new TypeError(
      `event: expected a Client event such as MessageCreated or messageCreated (one of ${RECORDED.map(pascal).join(', ')}), received ${JSON.stringify(event)}`,
    );
  }
  return name as RecordedEvent;
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
