/**
 * The chat calls that reach outside the game: `CanOpenMessageInDiscord`, `OpenMessageInDiscord` (the
 * message's page opened through the client's opener), `OpenConnectedGamesSettingsInDiscord` and
 * `SetShowingChat`. Lobby messages live only in the game's lobby and ephemeral direct messages (between
 * non-friends or provisional accounts) are not kept by the service: neither can be opened in Discord. A
 * direct message of a kept conversation can, under the web origin of `ClientCreateOptions.WebBase`.
 */
import { snowflakeArgument } from '../api/call.js';
import { ValidationError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { ChannelType } from './channelType.js';
import { connectedGamesSettingsUrl, messageUrl } from './webLinks.js';
/** The chat calls that open Discord, and the showing-chat flag. */
export class ChatExtras {
    #ctx;
    #showingChat = false;
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /**
     * `CanOpenMessageInDiscord`: a direct message of a kept conversation the client holds; false for lobby
     * messages, ephemeral direct messages and unknown ids, and while the client is not Ready.
     */
    canOpen(messageId) {
        const id = snowflakeArgument(messageId, 'messageId');
        // Not Ready, no message can be opened (OpenMessageInDiscord needs Ready; GetMessageHandle reads null).
        if (this.#ctx.realtime.readyUser === undefined)
            return false;
        return openable(this.#ctx.cache.messages.get(id));
    }
    /**
     * `OpenMessageInDiscord`: needs Ready; refuses (ValidationError naming `messageId`) a message that
     * {@link canOpen} refuses. The C++ library's merge-required callback is for provisional users, who
     * have no Discord account to open a message with; here every direct message of a provisional user is
     * ephemeral and refused before that point, so the callback is taken (ported code passes one) and has
     * nothing to be called for.
     */
    open(messageId, _mergeRequired, callback) {
        return this.#ctx.call('OpenMessageInDiscord', async () => {
            const id = snowflakeArgument(messageId, 'messageId');
            const entry = this.#ctx.cache.messages.get(id);
            if (entry === undefined || !openable(entry))
                throw ValidationError.argument('messageId', `messageId: OpenMessageInDiscord: message ${id} cannot be opened in Discord (a lobby message, an ephemeral direct message, or not among the messages the client holds)`);
            this.#ctx.log(`chat: opening message ${id} in Discord`, LoggingSeverity.Info);
            await this.#ctx.opener(messageUrl(this.#ctx.webBase, entry.channelId, id, true));
        }, callback, []);
    }
    /**
     * `OpenConnectedGamesSettingsInDiscord`: opens the settings page while Ready; as the library does, it is
     * a successful no-op when the client is not connected.
     */
    openConnectedGamesSettings(callback) {
        return this.#ctx.settle(async () => {
            if (this.#ctx.realtime.readyUser === undefined) {
                this.#ctx.log('chat: connected-games settings not opened: the client is not connected', LoggingSeverity.Info);
                return;
            }
            await this.#ctx.opener(connectedGamesSettingsUrl(this.#ctx.webBase));
        }, callback, () => [], []);
    }
    /** `SetShowingChat`. @throws ValidationError naming `showingChat` for a non-boolean. */
    setShowingChat(showingChat) {
        if (typeof showingChat !== 'boolean')
            throw ValidationError.argument('showingChat', 'SetShowingChat: showingChat must be a boolean');
        this.#showingChat = showingChat;
        this.#ctx.log(`chat: the game ${showingChat ? 'shows' : 'no longer shows'} its chat`, LoggingSeverity.Verbose);
    }
    /** What `SetShowingChat` last said (false until it is called). */
    get showingChat() {
        return this.#showingChat;
    }
}
/** Direct messages are kept by the service under their conversation; lobby and ephemeral messages are not. */
function openable(entry) {
    return entry !== undefined && !entry.gone && entry.channelType === ChannelType.Dm;
}
