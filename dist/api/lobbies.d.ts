/**
 * Lobby, lobby member and lobby message routes (FACTS.md "HTTP routes not shown in SERVICE.md"). Server
 * routes (create, modify, members) take a Bot token; client routes (create-or-join, leave, messages) a
 * Bearer token. Bodies are checked before sending.
 */
import type { Transport } from '../http/transport.js';
import type { AddLobbyMemberBody, BulkLobbyMemberItem, CreateLobbyBody, CreateOrJoinLobbyBody, Lobby, LobbyMember, LobbyMessage, ModifyLobbyBody, SendLobbyMessageBody } from '../model/index.js';
import { type CallOptions, type ParsedSnowflake, type SnowflakeArg } from './call.js';
/** `POST /lobbies` (Bot): creates a lobby, optionally with up to 25 members. */
export declare function createLobby(transport: Transport, body?: CreateLobbyBody, options?: CallOptions): Promise<Lobby>;
/** `PUT /lobbies` (Bearer): creates the lobby for `secret`, or joins it when it exists. */
export declare function createOrJoinLobby(transport: Transport, body: CreateOrJoinLobbyBody, options?: CallOptions): Promise<Lobby>;
/** `GET /lobbies/{lobby}`. */
export declare function getLobby(transport: Transport, lobbyId: SnowflakeArg, options?: CallOptions): Promise<Lobby>;
/** `PATCH /lobbies/{lobby}`: changes metadata, members or the idle timeout. */
export declare function modifyLobby(transport: Transport, lobbyId: SnowflakeArg, body: ModifyLobbyBody, options?: CallOptions): Promise<Lobby>;
/** `DELETE /lobbies/{lobby}` (idempotent). */
export declare function deleteLobby(transport: Transport, lobbyId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `PUT /lobbies/{lobby}/members/{user}`: adds a member or updates its metadata and flags. */
export declare function addLobbyMember(transport: Transport, lobbyId: SnowflakeArg, userId: SnowflakeArg, body?: AddLobbyMemberBody, options?: CallOptions): Promise<LobbyMember>;
/** `DELETE /lobbies/{lobby}/members/{user}`. */
export declare function removeLobbyMember(transport: Transport, lobbyId: SnowflakeArg, userId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `DELETE /lobbies/{lobby}/members/@me` (Bearer): the current user leaves the lobby. */
export declare function leaveLobby(transport: Transport, lobbyId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `POST /lobbies/{lobby}/members/bulk`: adds, updates or removes (`remove_member`) 1..25 members. */
export declare function bulkUpdateLobbyMembers(transport: Transport, lobbyId: SnowflakeArg, members: readonly BulkLobbyMemberItem[], options?: CallOptions): Promise<LobbyMember[]>;
/** `POST /lobbies/{lobby}/messages` (Bearer, member): sends 1..2000 characters. */
export declare function sendLobbyMessage(transport: Transport, lobbyId: SnowflakeArg, body: SendLobbyMessageBody, options?: CallOptions): Promise<LobbyMessage>;
/** Options of {@link getLobbyMessages}. */
export interface GetLobbyMessagesOptions extends CallOptions {
    /** 1..200; the service's default is 50 (`Limits.LOBBY_MESSAGES_DEFAULT`). */
    limit?: number | undefined;
}
/** `GET /lobbies/{lobby}/messages?limit=`: the most recent messages, newest first. */
export declare function getLobbyMessages(transport: Transport, lobbyId: SnowflakeArg, options?: GetLobbyMessagesOptions): Promise<LobbyMessage[]>;
/**
 * The lobby calls of the `Client`'s road, with a lobby id it parsed at its edge (`snowflakeArgument` of
 * call.ts): the same requests and checks as the public functions, without parsing the id a second time.
 * Internal to the SDK; the package exports the public functions above.
 *
 * @internal
 */
export declare const parsedLobbyCalls: {
    readonly leave: (transport: Transport, lobbyId: ParsedSnowflake, options: CallOptions) => Promise<void>;
    readonly sendMessage: (transport: Transport, lobbyId: ParsedSnowflake, body: SendLobbyMessageBody, options: CallOptions) => Promise<LobbyMessage>;
    readonly messages: (transport: Transport, lobbyId: ParsedSnowflake, options: GetLobbyMessagesOptions) => Promise<LobbyMessage[]>;
};
