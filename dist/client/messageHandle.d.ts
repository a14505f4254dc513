/**
 * `MessageHandle`: a live view over a cached lobby or direct message (see handles.ts for what a handle is).
 */
import type { DisclosureTypes } from '../model/cppEnums.js';
import { type AdditionalContent } from './additionalContent.js';
import { type ChannelHandle } from './channelHandle.js';
import { LobbyHandle } from './lobbyHandles.js';
import type { MessageEntry, SocialCache } from './socialCache.js';
import { type UserHandle } from './userHandles.js';
/** A lobby message or a direct message (`MessageHandle`). */
export declare class MessageHandle {
    #private;
    /** @internal */
    constructor(cache: SocialCache, entry: MessageEntry);
    /** The message's id (snowflake, decimal string). */
    Id(): string;
    /** The author's user id (snowflake, decimal string). */
    AuthorId(): string;
    /** The author, if the client has seen that user, else null. */
    Author(): UserHandle | null;
    /**
     * The lobby's id for a lobby message, the conversation's channel for a direct message; for an
     * ephemeral direct message (between non-friends or provisional accounts), the other user's id.
     */
    ChannelId(): string;
    /**
     * The channel it was sent in (the lobby, or the direct-message conversation), or null once unknown. An
     * ephemeral direct message shows a channel of type `EphemeralDm` whose id is the other user's id; it is
     * not kept by the service, so `GetChannelHandle` does not know it.
     */
    Channel(): ChannelHandle | null;
    /**
     * The message's text as last seen (edits update it), with mentions and custom emoji made readable
     * (`<@42>` reads `@bob`, `<:wave:99>` reads `:wave:`); {@link MessageHandle.RawContent} keeps the markup.
     */
    Content(): string;
    /** The message's text as sent, markup and all. */
    RawContent(): string;
    /**
     * A copy of what the game's moderation backend attached (at most 5 entries); it changes live when the
     * backend sets it again. Empty when nothing was attached.
     */
    ModerationMetadata(): Record<string, string>;
    /** The application the message was sent from (snowflake), or null when the service did not say. */
    ApplicationId(): string | null;
    /** Whether the message was sent from a game (through the SDK) rather than from Discord itself. */
    SentFromGame(): boolean;
    /** The other user of a direct message, if the client has seen that user; null for a lobby message. */
    Recipient(): UserHandle | null;
    /**
     * What the message carries beside its text (an attachment, a poll, a sticker...: what the game may not
     * be able to show, so it can say so or offer `OpenMessageInDiscord`), as a copy; null when nothing.
     */
    AdditionalContent(): AdditionalContent | null;
    /**
     * `DisclosureTypes.MessageDataVisibleOnDiscord` on the synthetic first message of a conversation that
     * tells the players their game messages are visible on Discord; null on every other message.
     */
    DisclosureType(): DisclosureTypes | null;
    /** A copy of the message's metadata (string keys and values). */
    Metadata(): Record<string, string>;
    /** Unix ms. */
    SentTimestamp(): number;
    /** Unix ms, 0 if never edited. */
    EditedTimestamp(): number;
    /** The other user of a direct message; `'0'` for a lobby message (the library's 0). */
    RecipientId(): string;
    /** The lobby of a lobby message while the user is in it, else null. */
    Lobby(): LobbyHandle | null;
    /** `MessageHandle(<id>)`: the id only, never the content. */
    toString(): string;
}
