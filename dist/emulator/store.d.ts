/**
 * The emulator's state: named collections of plain JSON records. Core routes use the typed collections
 * below; route plugins (application commands, permissions) add their own with {@link EmulatorStore.collection},
 * and those are persisted and reset the same way.
 */
import type { ApplicationRecord, ChannelRecord, CodeRecord, EventRecord, GrantRecord, GuildRecord, LobbyMessageRecord, LobbyRecord, MemberRecord, RoleRecord, TokenRecord, UserRecord } from './records.js';
/** Serialized form of every collection: name -> [key, record] pairs. */
export type CollectionsSnapshot = Record<string, [string, unknown][]>;
/** The state of one emulator (`ctx.store`): its named collections, persisted and reset together. */
export declare class EmulatorStore {
    #private;
    readonly applications: Map<string, ApplicationRecord>;
    readonly users: Map<string, UserRecord>;
    readonly guilds: Map<string, GuildRecord>;
    readonly roles: Map<string, RoleRecord>;
    /** Keyed by {@link memberKey}. */
    readonly members: Map<string, MemberRecord>;
    readonly channels: Map<string, ChannelRecord>;
    readonly grants: Map<string, GrantRecord>;
    /** Keyed by the code's hash. */
    readonly codes: Map<string, CodeRecord>;
    /** Keyed by the token's hash. */
    readonly tokens: Map<string, TokenRecord>;
    readonly lobbies: Map<string, LobbyRecord>;
    /** Keyed by lobby id: that lobby's messages, oldest first. */
    readonly messages: Map<string, LobbyMessageRecord[]>;
    /** Keyed by the event's sequence number. */
    readonly events: Map<string, EventRecord>;
    /**
     * The collection called `name`, created on first use. Records must be JSON values: they are persisted
     * as they are. Calling it again with the same name returns the same map.
     */
    collection<T>(name: string): Map<string, T>;
    /** Names of the collections in use. */
    collectionNames(): string[];
    /**
     * Grows each time the state is replaced wholesale (cleared or loaded), so that an index derived from
     * it (a domain's own, kept up to date from the event bus) knows to rebuild.
     */
    get generation(): number;
    /** Empties every collection (plugins' too). */
    clear(): void;
    /** Every collection as JSON-ready pairs (collections loaded but not yet claimed are kept). */
    snapshot(): CollectionsSnapshot;
    /** Replaces the state with a snapshot. */
    load(snapshot: CollectionsSnapshot): void;
    /** A user's membership in a guild. */
    member(guildId: string, userId: string): MemberRecord | undefined;
}
/** Key of a guild member in {@link EmulatorStore.members}. */
export declare function memberKey(guildId: string, userId: string): string;
