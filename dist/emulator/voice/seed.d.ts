/** Seeding the voice domain: members connected to (or leaving) voice and stage channels. */
import type { EmulatorContext } from '../context.js';
import type { VoiceStateRecord } from '../records.js';
/**
 * A user (a bot too) connected to a voice or stage channel of a guild they are a member of. With
 * `channelId: null` (and `guildId`) the user leaves the guild's voice channel instead.
 */
export interface VoiceStateSeed {
    userId: string;
    channelId: string | null;
    /** Required only with `channelId: null` (otherwise the channel's guild). */
    guildId?: string | undefined;
}
/** Connects (or, with a null channel, disconnects) a member; the new state, or undefined after leaving. */
export declare function seedVoiceState(ctx: EmulatorContext, seed: VoiceStateSeed, at: string): VoiceStateRecord | undefined;
