/**
 * Direct messages sent from the Discord app rather than from a game, for the control API: the way a
 * test puts into a game's conversation what only Discord's own clients send (attachments, embeds,
 * stickers, polls, threads, voice messages), under the service's message field names, so the SDK's
 * `MessageHandle.AdditionalContent()` and `SentFromGame()` can be exercised against the emulator. Such a
 * message names no application; it follows the same rules as any other (both users signed in to the
 * application, no block, ephemeral between non-friends).
 */
import type { DirectMessage } from '../../model/gateway.js';
import type { EmulatorContext } from '../context.js';
import type { DirectMessageExtras } from './state.js';
/** A message from the Discord app into a game's conversation, with its extras under the service's names. */
export interface DiscordDirectMessageInput extends Omit<DirectMessageExtras, 'flags'> {
    /** The game whose conversation between the two users shows it. */
    applicationId: string;
    from: string;
    to: string;
    /** 0..2000 characters (empty when the message is only its extras). */
    content?: string | undefined;
    /** A voice message: its one attachment is the recording (the service's flag `IS_VOICE_MESSAGE`). */
    voiceMessage?: boolean | undefined;
}
/**
 * Sends it, as the author sees it.
 * @throws SeedError naming the field for bad input; ApiError as the routes answer (unknown user, block).
 */
export declare function sendFromDiscord(ctx: EmulatorContext, input: DiscordDirectMessageInput): DirectMessage;
