import { type ChannelHandle } from './channelHandle.js';
import type { ClientContext } from './context.js';
import { type ResultCallback } from './results.js';
import type { StatusCallback } from './signIn.js';
/** Callback of `JoinLinkedLobbyGuild`: the invite's URL (empty on failure). */
export type JoinLinkedLobbyGuildCallback = ResultCallback<[inviteUrl: string]>;
/** Called instead of creating an invite when the user is on a provisional account (C++ `ProvisionalUserMergeRequiredCallback`). */
export type ProvisionalUserMergeRequiredCallback = () => void;
/** The linked-channel domain of one client. */
export declare class LinkedChannels {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `LinkChannelToLobby` (a channel id) and `UnlinkChannelFromLobby` (null). */
    setLink(call: 'LinkChannelToLobby' | 'UnlinkChannelFromLobby', lobbyId: bigint | string, channelId: bigint | string | null, callback: StatusCallback | undefined): Promise<void>;
    /**
     * `JoinLinkedLobbyGuild`: a single-use invite into the linked channel's guild, opened with the client's
     * opener (where the opener fails, the URL is still the call's value: show it, as consoles do). A
     * provisional account gets `mergeRequired` instead: known from the cached user before any request, or
     * from the service's own refusal (403 50229) when the cache did not say.
     */
    joinLinkedLobbyGuild(lobbyId: bigint | string, mergeRequired: ProvisionalUserMergeRequiredCallback | undefined, callback: JoinLinkedLobbyGuildCallback | undefined): Promise<unknown>;
    /** `GetChannelHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
    handle(channelId: bigint | string): ChannelHandle | null;
}
