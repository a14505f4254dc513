/**
 * Lobby membership: adding or updating a member, removing one (the idle timer starts when the lobby
 * empties), bulk changes and account removal, and the two caps (rules/lobbyCapacity.ts) that the routes'
 * changes are held to: 1,000 members in a lobby, 100 lobbies of a game for a user. Each change records
 * its LOBBY_MEMBER_* event.
 */
import { type LobbyMemberInput, type MemberChange } from '../../rules/index.js';
import type { EmulatorContext } from '../context.js';
import type { LobbyMemberRecord, LobbyRecord } from '../records.js';
import type { LobbyMembership } from './membership.js';
/** The id of an existing user; 10013 otherwise. */
export declare function requireUser(ctx: EmulatorContext, id: string): string;
/**
 * Refuses (400, the service's lobby-full error) changes that would leave the lobby with more members than
 * the cap; checked before anything applies, so a refused request changes nothing. Moves that add and
 * remove in one step (an account merge) are not held to it: they never grow a lobby.
 */
export declare function requireRoom(lobby: LobbyRecord, changes: readonly MemberChange[]): void;
/**
 * Refuses (400, 30001) a change that would put a user in a 101st lobby of the application: each of
 * `changes` that adds a user not yet in `lobby` (null: a lobby being made) counts the user's lobbies
 * through the membership index (O(their lobbies)). Checked before anything applies. An account merge is
 * not held to it (provisional/merge.ts: the merged account keeps every lobby; docs/emulator-domains.md).
 */
export declare function requireLobbySlots(membership: LobbyMembership, applicationId: string, lobby: LobbyRecord | null, changes: readonly MemberChange[]): void;
/** Adds the member, or updates what the input supplies of an existing one. */
export declare function upsertMember(ctx: EmulatorContext, lobby: LobbyRecord, input: LobbyMemberInput): LobbyMemberRecord;
/** Removes a member if present (idempotent); the idle timer starts when the lobby empties. */
export declare function removeMember(ctx: EmulatorContext, lobby: LobbyRecord, userId: string): void;
/** A bulk update: every added user must exist (checked first, so a refused request changes nothing). */
export declare function applyBulkMembers(ctx: EmulatorContext, lobby: LobbyRecord, items: readonly LobbyMemberInput[]): LobbyMemberRecord[];
/** Removes a user from every lobby (account removal). */
export declare function removeUserFromLobbies(ctx: EmulatorContext, userId: string): void;
