/**
 * `MessageHandle`: a live view over a cached lobby or direct message (see handles.ts for what a handle is).
 */
import { additionalContentFrom } from './additionalContent.js';
import { messageChannel } from './channelHandle.js';
import { LobbyHandle } from './lobbyHandles.js';
import { readableContent } from './messageText.js';
import { userHandle } from './userHandles.js';
/** A lobby message or a direct message (`MessageHandle`). */
export class MessageHandle {
    #cache;
    #entry;
    /** @internal */
    constructor(cache, entry) {
        this.#cache = cache;
        this.#entry = entry;
    }
    /** The message's id (snowflake, decimal string). */
    Id() {
        return this.#entry.id;
    }
    /** The author's user id (snowflake, decimal string). */
    AuthorId() {
        return this.#entry.authorId;
    }
    /** The author, if the client has seen that user, else null. */
    Author() {
        return userHandle(this.#cache, this.#entry.authorId);
    }
    /**
     * The lobby's id for a lobby message, the conversation's channel for a direct message; for an
     * ephemeral direct message (between non-friends or provisional accounts), the other user's id.
     */
    ChannelId() {
        return this.#entry.channelId;
    }
    /**
     * The channel it was sent in (the lobby, or the direct-message conversation), or null once unknown. An
     * ephemeral direct message shows a channel of type `EphemeralDm` whose id is the other user's id; it is
     * not kept by the service, so `GetChannelHandle` does not know it.
     */
    Channel() {
        return messageChannel(this.#cache, this.#entry);
    }
    /**
     * The message's text as last seen (edits update it), with mentions and custom emoji made readable
     * (`<@42>` reads `@bob`, `<:wave:99>` reads `:wave:`); {@link MessageHandle.RawContent} keeps the markup.
     */
    Content() {
        return readableContent(this.#entry.content, (id) => {
            const user = this.#cache.users.get(id);
            return user === undefined ? undefined : (user.global_name ?? user.username);
        });
    }
    /** The message's text as sent, markup and all. */
    RawContent() {
        return this.#entry.content;
    }
    /**
     * A copy of what the game's moderation backend attached (at most 5 entries); it changes live when the
     * backend sets it again. Empty when nothing was attached.
     */
    ModerationMetadata() {
        return { ...this.#entry.moderationMetadata };
    }
    /** The application the message was sent from (snowflake), or null when the service did not say. */
    ApplicationId() {
        return this.#entry.applicationId ?? null;
    }
    /** Whether the message was sent from a game (through the SDK) rather than from Discord itself. */
    SentFromGame() {
        return this.#entry.applicationId !== undefined;
    }
    /** The other user of a direct message, if the client has seen that user; null for a lobby message. */
    Recipient() {
        return this.#entry.recipientId === undefined ? null : userHandle(this.#cache, this.#entry.recipientId);
    }
    /**
     * What the message carries beside its text (an attachment, a poll, a sticker...: what the game may not
     * be able to show, so it can say so or offer `OpenMessageInDiscord`), as a copy; null when nothing.
     */
    AdditionalContent() {
        const value = this.#entry.additionalContent;
        return value === null ? null : additionalContentFrom(value);
    }
    /**
     * `DisclosureTypes.MessageDataVisibleOnDiscord` on the synthetic first message of a conversation that
     * tells the players their game messages are visible on Discord; null on every other message.
     */
    DisclosureType() {
        return this.#entry.disclosureType;
    }
    /** A copy of the message's metadata (string keys and values). */
    Metadata() {
        return { ...this.#entry.metadata };
    }
    /** Unix ms. */
    SentTimestamp() {
        return this.#entry.sentAt;
    }
    /** Unix ms, 0 if never edited. */
    EditedTimestamp() {
        return this.#entry.editedAt;
    }
    /** The other user of a direct message; `'0'` for a lobby message (the library's 0). */
    RecipientId() {
        return this.#entry.recipientId ?? '0';
    }
    /** The lobby of a lobby message while the user is in it, else null. */
    Lobby() {
        const lobby = this.#entry.lobbyId === undefined ? undefined : this.#cache.lobbies.get(this.#entry.lobbyId);
        return lobby ? new LobbyHandle(this.#cache, lobby) : null;
    }
    /** `MessageHandle(<id>)`: the id only, never the content. */
    toString() {
        return `MessageHandle(${this.#entry.id})`;
    }
}
