/** Lobbies, members and messages as the service sends them. */
import type { Lobby, LobbyMember, LobbyMessage } from '../../model/lobby.js';
import type { LobbyMemberRecord, LobbyMessageRecord, LobbyRecord, UserRecord } from '../records.js';
export declare function memberWire(member: LobbyMemberRecord): LobbyMember;
export declare function lobbyWire(lobby: LobbyRecord, viewer?: 'app' | 'member'): Lobby;
/** A message with its author as now stored (`author`: undefined once the account was removed). */
export declare function messageWire(message: LobbyMessageRecord, author: UserRecord | undefined): LobbyMessage;
