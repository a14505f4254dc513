/**
 * The emulator's state: named collections of plain JSON records. Core routes use the typed collections
 * below; route plugins (application commands, permissions) add their own with {@link EmulatorStore.collection},
 * and those are persisted and reset the same way.
 */
import type {
  ApplicationRecord,
  ChannelRecord,
  CodeRecord,
  EventRecord,
  GrantRecord,
  GuildRecord,
  LobbyMessageRecord,
  LobbyRecord,
  MemberRecord,
  RoleRecord,
  TokenRecord,
  UserRecord,
} from './records.js';

/** Serialized form of every collection: name -> [key, record] pairs. */
export type CollectionsSnapshot = Record<string, [string, unknown][]>;

/** The state of one emulator (`ctx.store`): its named collections, persisted and reset together. */
export class EmulatorStore {
  readonly #collections = new Map<string, Map<string, unknown>>();
  /** Entries loaded from a snapshot for collections nobody has asked for yet (plugins register later). */
  #pending: CollectionsSnapshot = {};
  #generation = 0;

  readonly applications = this.collection<ApplicationRecord>('applications');
  readonly users = this.collection<UserRecord>('users');
  readonly guilds = this.collection<GuildRecord>('guilds');
  readonly roles = this.collection<RoleRecord>('roles');
  /** Keyed by {@link memberKey}. */
  readonly members = this.collection<MemberRecord>('members');
  readonly channels = this.collection<ChannelRecord>('channels');
  readonly grants = this.collection<GrantRecord>('grants');
  /** Keyed by the code's hash. */
  readonly codes = this.collection<CodeRecord>('codes');
  /** Keyed by the token's hash. */
  readonly tokens = this.collection<TokenRecord>('tokens');
  readonly lobbies = this.collection<LobbyRecord>('lobbies');
  /** Keyed by lobby id: that lobby's messages, oldest first. */
  readonly messages = this.collection<LobbyMessageRecord[]>('messages');
  /** Keyed by the event's sequence number. */
  readonly events = this.collection<EventRecord>('events');

  /**
   * The collection called `name`, created on first use. Records must be JSON values: they are persisted
   * as they are. Calling it again with the same name returns the same map.
   */
  collection<T>(name: string): Map<string, T> {
    let map = this.#collections.get(name);
    if (!map) {
      map = new Map<string, unknown>(this.#pending[name] ?? []);
      delete this.#pending[name];
      this.#collections.set(name, map);
    }
    return map as Map<string, T>;
  }

  /** Names of the collections in use. */
  collectionNames(): string[] {
    return [...this.#collections.keys()];
  }

  /**
   * Grows each time the state is replaced wholesale (cleared or loaded), so that an index derived from
   * it (a domain's own, kept up to date from the event bus) knows to rebuild.
   */
  get generation(): number {
    return this.#generation;
  }

  /** Empties every collection (plugins' too). */
  clear(): void {
    this.#generation++;
    for (const map of this.#collections.values()) map.clear();
    this.#pending = {};
  }

  /** Every collection as JSON-ready pairs (collections loaded but not yet claimed are kept). */
  snapshot(): CollectionsSnapshot {
    const out: CollectionsSnapshot = { ...this.#pending };
    for (const [name, map] of this.#collections) out[name] = [...map.entries()];
    return out;
  }

  /** Replaces the state with a snapshot. */
  load(snapshot: CollectionsSnapshot): void {
    this.clear();
    for (const [name, entries] of Object.entries(snapshot)) {
      if (!Array.isArray(entries))
        throw new TypeError(`snapshot collection "${name}" is not an array of pairs`);
      const map = this.#collections.get(name);
      if (map) for (const [key, value] of entries) map.set(key, value);
      else this.#pending[name] = entries;
    }
  }

  /** A user's membership in a guild. */
  member(guildId: string, userId: string): MemberRecord | undefined {
    return this.members.get(memberKey(guildId, userId));
  }
}

/** Key of a guild member in {@link EmulatorStore.members}. */
export function memberKey(guildId: string, userId: string): string {
  return `${guildId}:${userId}`;
}
