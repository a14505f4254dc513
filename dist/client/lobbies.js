/**
 * The client's lobby domain: `CreateOrJoinLobby` (with or without metadata), `LeaveLobby`, `GetLobbyIds`
 * and `GetLobbyHandle`. Each call parses its ids once (the facade is the edge), calls the REST function,
 * and puts what it learned in the cache that the handles read.
 */
import { snowflakeArgument } from '../api/call.js';
import { createOrJoinLobby, getLobby, parsedLobbyCalls } from '../api/lobbies.js';
import { LoggingSeverity } from '../model/logging.js';
import { LobbyHandle } from './handles.js';
import { optionalMetadata } from './metadata.js';
/** The lobby domain of one client. */
export class Lobbies {
    #ctx;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
        // READY lists a large lobby with our own membership only: the rest is asked for once it is Ready.
        ctx.realtime.onSessionStart(() => {
            for (const id of ctx.cache.partialLobbies)
                void this.#fetchMembers(id);
        });
    }
    /** Fills in a lobby READY listed in part; a failure is logged (the lobby keeps what READY said). */
    async #fetchMembers(lobbyId) {
        try {
            const lobby = await getLobby(this.#ctx.transport, lobbyId, this.#ctx.requestOptions());
            this.#ctx.realtime.deliverWhenReady(this.#ctx.cache.addMembers(lobby));
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : 'error';
            this.#ctx.log(`lobbies: the members of lobby ${lobbyId} could not be fetched: ${reason}`, LoggingSeverity.Warning);
        }
    }
    /** `CreateOrJoinLobby` (`call` names the facade's method for ClientNotReady); resolves the lobby id. */
    createOrJoin(call, secret, lobbyMetadata, memberMetadata, callback) {
        const work = async () => {
            const body = {
                secret,
                ...optionalMetadata('lobby_metadata', lobbyMetadata, 'lobbyMetadata'),
                ...optionalMetadata('member_metadata', memberMetadata, 'memberMetadata'),
            };
            const lobby = await createOrJoinLobby(this.#ctx.transport, body, this.#ctx.requestOptions());
            this.#ctx.cache.upsertLobby(lobby);
            return lobby.id;
        };
        return this.#ctx.call(call, work, callback, ['']);
    }
    /** `LeaveLobby`: the lobby leaves the cache once the service confirmed. */
    leave(lobbyId, callback) {
        const work = async () => {
            const id = snowflakeArgument(lobbyId, 'lobbyId');
            await parsedLobbyCalls.leave(this.#ctx.transport, id, this.#ctx.requestOptions());
            this.#ctx.cache.removeLobby(id);
        };
        return this.#ctx.call('LeaveLobby', work, callback, []);
    }
    /** `GetLobbyIds`: empty while not Ready (the C++ library's empty vector; notReady.ts). */
    ids() {
        if (this.#ctx.realtime.readyUser === undefined)
            return [];
        return [...this.#ctx.cache.lobbies.keys()];
    }
    /** `GetLobbyHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    handle(lobbyId) {
        const id = snowflakeArgument(lobbyId, 'lobbyId');
        if (this.#ctx.realtime.readyUser === undefined)
            return null;
        const entry = this.#ctx.cache.lobbies.get(id);
        return entry ? new LobbyHandle(this.#ctx.cache, entry) : null;
    }
}
