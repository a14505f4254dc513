import type { ClientContext } from './context.js';
import type { ProvisionalUserMergeRequiredCallback } from './linkedChannels.js';
import type { ResultCallback } from './results.js';
/** The chat calls that open Discord, and the showing-chat flag. */
export declare class ChatExtras {
    #private;
    constructor(ctx: ClientContext);
    /**
     * `CanOpenMessageInDiscord`: a direct message of a kept conversation the client holds; false for lobby
     * messages, ephemeral direct messages and unknown ids, and while the client is not Ready.
     */
    canOpen(messageId: bigint | string): boolean;
    /**
     * `OpenMessageInDiscord`: needs Ready; refuses (ValidationError naming `messageId`) a message that
     * {@link canOpen} refuses. The C++ library's merge-required callback is for provisional users, who
     * have no Discord account to open a message with; here every direct message of a provisional user is
     * ephemeral and refused before that point, so the callback is taken (ported code passes one) and has
     * nothing to be called for.
     */
    open(messageId: bigint | string, _mergeRequired: ProvisionalUserMergeRequiredCallback | undefined, callback: ResultCallback<[]> | undefined): Promise<unknown>;
    /**
     * `OpenConnectedGamesSettingsInDiscord`: opens the settings page while Ready; as the library does, it is
     * a successful no-op when the client is not connected.
     */
    openConnectedGamesSettings(callback: ResultCallback<[]> | undefined): Promise<unknown>;
    /** `SetShowingChat`. @throws ValidationError naming `showingChat` for a non-boolean. */
    setShowingChat(showingChat: boolean): void;
    /** What `SetShowingChat` last said (false until it is called). */
    get showingChat(): boolean;
}
