/**
 * `ChannelHandle`: the channel a message was sent in, as the C++ library shows it. A lobby is a channel
 * (type `Lobby`, its members the recipients); a direct-message conversation is one (type `Dm`, the other
 * user the recipient). An ephemeral direct message (between non-friends or provisional accounts) has no
 * channel the service keeps: `GetChannelHandle` knows none for it, and only the message itself shows one
 * (type `EphemeralDm`, id the other user's id). A live view: it reads the client's cache at each call.
 */
import { ChannelType } from './channelType.js';
import type { MessageEntry, SocialCache } from './socialCache.js';
/** A channel: a lobby or a direct-message conversation (`ChannelHandle`). */
export declare class ChannelHandle {
    #private;
    /** @internal made by the client from its cache. */
    constructor(cache: SocialCache, id: string, type: ChannelType, otherUserId?: string);
    /** The channel's id (a lobby's id, or a conversation's channel id). */
    Id(): string;
    /**
     * The name to show: a lobby's linked channel's name (empty when it is not linked), or the other user's
     * display name for a direct message.
     */
    Name(): string;
    /** The user ids in the channel: a lobby's current members, or the other user of a conversation. */
    Recipients(): string[];
    /** `ChannelType.Lobby`, `ChannelType.Dm` or `ChannelType.EphemeralDm`. */
    Type(): ChannelType;
    /** `ChannelHandle(<id>)`. */
    toString(): string;
}
/**
 * The channel with this id the cache knows: a lobby the user is in, or a conversation of a cached DM.
 * Never an ephemeral one: the service keeps no channel for it.
 */
export declare function channelHandle(cache: SocialCache, channelId: string): ChannelHandle | null;
/** The channel a message shows: its lobby or conversation, or for an ephemeral DM the other user. */
export declare function messageChannel(cache: SocialCache, message: MessageEntry): ChannelHandle | null;
