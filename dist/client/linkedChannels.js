/**
 * The client's linked-channel domain: `LinkChannelToLobby`, `UnlinkChannelFromLobby`,
 * `JoinLinkedLobbyGuild` and `GetChannelHandle`. A link change's answer (the lobby with or without
 * `linked_channel`) goes to the cache at once, so `LobbyHandle.LinkedChannel()` reads it before the
 * LOBBY_UPDATE dispatch arrives. Invite codes are single use: never logged, never in an error.
 */
import { snowflakeArgument } from '../api/call.js';
import { createLinkedLobbyGuildInvite, setLobbyChannelLink } from '../api/guilds.js';
import { ServiceError, ValidationError } from '../http/errors.js';
import { ProvisionalErrorCode } from '../model/provisional.js';
import { channelHandle } from './channelHandle.js';
import { ClientResult, ErrorType } from './clientResult.js';
import { UserHandle } from './handles.js';
import { ClientResultError } from './results.js';
/** The linked-channel domain of one client. */
export class LinkedChannels {
    #ctx;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** `LinkChannelToLobby` (a channel id) and `UnlinkChannelFromLobby` (null). */
    setLink(call, lobbyId, channelId, callback) {
        const work = async () => {
            const lobby = snowflakeArgument(lobbyId, 'lobbyId');
            const channel = channelId === null ? null : snowflakeArgument(channelId, 'channelId');
            const answer = await setLobbyChannelLink(this.#ctx.transport, lobby, channel, this.#ctx.requestOptions());
            // Only a lobby the user is in is cached (a bot-side caller may not be in it).
            if (this.#ctx.cache.lobbies.has(answer.id))
                this.#ctx.cache.upsertLobby(answer);
        };
        return this.#ctx.call(call, work, callback, []);
    }
    /**
     * `JoinLinkedLobbyGuild`: a single-use invite into the linked channel's guild, opened with the client's
     * opener (where the opener fails, the URL is still the call's value: show it, as consoles do). A
     * provisional account gets `mergeRequired` instead: known from the cached user before any request, or
     * from the service's own refusal (403 50229) when the cache did not say.
     */
    joinLinkedLobbyGuild(lobbyId, mergeRequired, callback) {
        const work = async (user) => {
            const id = snowflakeArgument(lobbyId, 'lobbyId');
            if (mergeRequired !== undefined && typeof mergeRequired !== 'function')
                throw ValidationError.argument('provisionalUserMergeRequired', 'expected a function or undefined');
            if (new UserHandle(this.#ctx.cache, user).IsProvisional()) {
                this.#ctx.events.run(() => mergeRequired?.());
                throw new ClientResultError(new ClientResult({
                    type: ErrorType.AuthorizationFailed,
                    error: 'JoinLinkedLobbyGuild: a provisional account cannot join a guild: merge it into a Discord account first',
                }));
            }
            const { code } = await createLinkedLobbyGuildInvite(this.#ctx.transport, id, undefined, this.#ctx.requestOptions()).catch((error) => {
                // The service refuses a provisional account itself (403 50229), whatever the cache said.
                if (error instanceof ServiceError && error.serviceCode === ProvisionalErrorCode.USER_IS_PROVISIONAL)
                    this.#ctx.events.run(() => mergeRequired?.());
                throw error;
            });
            const url = `${this.#ctx.transport.baseUrl}/invite/${encodeURIComponent(code)}`;
            try {
                await this.#ctx.opener(url);
            }
            catch {
                this.#ctx.log?.('JoinLinkedLobbyGuild: the opener could not open the invite; the call still returns it');
            }
            return url;
        };
        return this.#ctx.call('JoinLinkedLobbyGuild', work, callback, ['']);
    }
    /** `GetChannelHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    handle(channelId) {
        const id = snowflakeArgument(channelId, 'channelId');
        if (this.#ctx.realtime.readyUser === undefined)
            return null;
        return channelHandle(this.#ctx.cache, id);
    }
}
