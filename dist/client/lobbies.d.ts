import type { Snowflake } from '../model/snowflake.js';
import type { ClientContext } from './context.js';
import { LobbyHandle } from './handles.js';
import type { ResultCallback } from './results.js';
import type { StatusCallback } from './signIn.js';
/** Callback of `CreateOrJoinLobby`. */
export type CreateOrJoinLobbyCallback = ResultCallback<[lobbyId: Snowflake]>;
/** The lobby domain of one client. */
export declare class Lobbies {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `CreateOrJoinLobby` (`call` names the facade's method for ClientNotReady); resolves the lobby id. */
    createOrJoin(call: 'CreateOrJoinLobby' | 'CreateOrJoinLobbyWithMetadata', secret: string, lobbyMetadata: unknown, memberMetadata: unknown, callback: CreateOrJoinLobbyCallback | undefined): Promise<unknown>;
    /** `LeaveLobby`: the lobby leaves the cache once the service confirmed. */
    leave(lobbyId: bigint | string, callback?: StatusCallback): Promise<void>;
    /** `GetLobbyIds`: empty while not Ready (the C++ library's empty vector; notReady.ts). */
    ids(): Snowflake[];
    /** `GetLobbyHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    handle(lobbyId: bigint | string): LobbyHandle | null;
}
