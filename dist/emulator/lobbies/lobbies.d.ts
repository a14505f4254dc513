/**
 * Lobbies (FACTS.md): the app's server manages them with its Bot token; players create or join by
 * secret with their Bearer token. A lobby with no members disappears `idle_timeout_seconds` (default
 * 300) after the last one left, by the emulator clock: it is deleted when next looked up.
 */
import type { CreateOrJoinLobbyInput, LobbyInput } from '../../rules/index.js';
import type { Principal } from '../callers.js';
import type { EmulatorContext } from '../context.js';
import type { LobbyRecord } from '../records.js';
import type { LobbyMembership } from './membership.js';
/** Idle timeout when a request does not set one. */
export declare const DEFAULT_LOBBY_IDLE_SECONDS = 300;
/**
 * POST /lobbies: a lobby of the application with the members given (each must exist, and be in fewer
 * than 100 of its lobbies).
 */
export declare function createLobby(ctx: EmulatorContext, membership: LobbyMembership, applicationId: string, input: LobbyInput): LobbyRecord;
/**
 * PUT /lobbies: the user joins the app's live lobby with this secret, which is created if there is none;
 * refused (30001) when that would be the user's 101st lobby of the application.
 */
export declare function createOrJoinLobby(ctx: EmulatorContext, membership: LobbyMembership, applicationId: string, userId: string, input: CreateOrJoinLobbyInput): LobbyRecord;
/** PATCH /lobbies/{id}: what the input supplies; `members` replaces the member list. */
export declare function updateLobby(ctx: EmulatorContext, membership: LobbyMembership, lobby: LobbyRecord, input: LobbyInput): void;
/** DELETE /lobbies/{id}: idempotent, a lobby already gone (or another app's) is left as it is. */
export declare function deleteOwnLobby(ctx: EmulatorContext, applicationId: string, id: string): void;
/** The lobby if it exists and has not timed out (a timed-out lobby is deleted on the way). */
export declare function liveLobby(ctx: EmulatorContext, id: string): LobbyRecord | undefined;
/** A lobby of the caller's application. Another app's lobby is reported unknown. */
export declare function ownLobby(ctx: EmulatorContext, principal: Principal, id: string): LobbyRecord;
/** A lobby the caller may read: the app's bot, or a member (Bearer). */
export declare function visibleLobby(ctx: EmulatorContext, principal: Principal, id: string): LobbyRecord;
