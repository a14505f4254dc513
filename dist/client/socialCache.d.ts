/**
 * The client's view of its lobbies, their members, users and recent messages, kept from gateway
 * dispatches and call results. Entries are mutable objects that handles hold on to: an update changes
 * the entry in place, so an old handle shows the current state; a removed entry is marked `gone`.
 *
 * Bounded against a hostile server ({@link ClientCacheBounds}, docs/hostile-peers.md): 100 lobbies of 1,000
 * members (the service's limits), 150,000 users, and as the C++ library the 25 most recent messages of
 * each channel, for at most 1,000 channels (the one written to least recently forgets its messages).
 * Past a bound a new item is dropped with one warning per kind; every insert is O(1) (messages: O(25)).
 * A fresh session (READY)
 * replaces the lobbies with READY's and forgets cached messages, since events may have been missed;
 * a resumed session replays what was missed, so nothing needs forgetting. Relationships and presences
 * are the {@link FriendsCache}'s (friendsCache.ts), which shares this cache's users.
 */
import type { DirectMessage, GatewayDispatch, GatewayLobby } from '../model/gateway.js';
import type { Lobby, LobbyMessage } from '../model/lobby.js';
import type { LogFunction } from '../model/logging.js';
import type { UserApplicationProfileWire } from '../model/provisional.js';
import type { User } from '../model/user.js';
import { CallStates } from './callStates.js';
import { FriendsCache } from './friendsCache.js';
import type { LobbyEntry, MessageEntry, SocialEvent } from './socialEntries.js';
/** Messages kept per channel (lobby or conversation), as the C++ library keeps. */
export declare const CACHED_MESSAGES_PER_CHANNEL: 25;
export type { LinkedChannelEntry, LobbyEntry, MemberEntry, MessageEntry, SocialEvent, } from './socialEntries.js';
/** One client's cache of lobbies, members, users and recent messages, kept from dispatches and call results. */
export declare class SocialCache {
    #private;
    readonly lobbies: Map<string, LobbyEntry>;
    /** Who is in each lobby's call (the calls domain applies the voice dispatches to it). */
    readonly calls: CallStates;
    readonly users: Map<string, User>;
    readonly messages: Map<string, MessageEntry>;
    selfId: string | undefined;
    /** The signed-in user's external identities for this application, from READY. */
    selfProfiles: UserApplicationProfileWire[];
    /**
     * Lobbies the last READY listed without all their members (too large to list there: `member_count`
     * says how many); the lobby domain fetches them (lobbies.ts) and {@link SocialCache.addMembers} them.
     */
    readonly partialLobbies: Set<string>;
    /** Relationships, presences and the friends list's groups. */
    readonly friends: FriendsCache;
    /** @param log - where dispatch data the cache refused is reported. */
    constructor(log?: LogFunction | undefined);
    /** Applies a dispatch; returns the library events it causes, in order. */
    apply(event: GatewayDispatch): SocialEvent[];
    /**
     * Adds or refreshes a lobby (from a dispatch, or a call's answer without `connected`).
     * @returns its entry, or undefined when it is new and the cache holds {@link ClientCacheBounds.LOBBIES}.
     */
    upsertLobby(lobby: GatewayLobby | Lobby): LobbyEntry | undefined;
    /**
     * The members of a lobby READY listed only in part, from a call's answer: those not known yet are
     * added, none is removed (a removal dispatched since the answer was made must not be undone, and one
     * made before it already arrived as LOBBY_MEMBER_REMOVE). Returns the event it causes, if any.
     */
    addMembers(lobby: Lobby): SocialEvent[];
    /** Forgets a lobby (deleted, or left) and its messages. */
    removeLobby(lobbyId: string): void;
    /**
     * Adds or refreshes a message; keeps it only if it is among its channel's 25 most recent. Returns the
     * entry (the kept one, or a fresh one a handle may hold).
     */
    upsertMessage(message: LobbyMessage | DirectMessage): MessageEntry;
}
