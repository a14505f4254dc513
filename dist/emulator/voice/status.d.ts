/**
 * Set Voice Channel Status (SERVICE.md "Other operations that are named"): a bot sets or clears the
 * status of a voice channel. Needs SET_VOICE_CHANNEL_STATUS in the channel, and MANAGE_CHANNELS too when
 * the bot is not connected to it. Each change is published on the event bus as Voice Channel Status
 * Update (`id`, `guild_id`, `status`), which the gateway delivers; the last status stays in the store,
 * for the gateway's Request Channel Info.
 *
 * Error codes: 10003 Unknown Channel, 50001 Missing Access, 50013 Missing Permissions and 50024 Cannot
 * execute action on this channel type are the service's JSON error codes as its public documentation
 * lists them; FACTS.md repeats 50001 and 50013.
 */
import { type Snowflake } from '../../model/index.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord, VoiceChannelStatusRecord } from '../records.js';
/** The gateway event each change dispatches. */
export declare const VOICE_CHANNEL_STATUS_UPDATE = "VOICE_CHANNEL_STATUS_UPDATE";
/** Statuses by channel id. */
export declare function voiceStatusesOf(ctx: EmulatorContext): Map<string, VoiceChannelStatusRecord>;
/**
 * Sets (or, with null, clears) the status as the application's bot: 10003 for an unknown channel; 50001
 * when the bot is not in the guild or cannot view the channel; 50024 when it is not a voice channel;
 * 50013 without the permissions above.
 */
export declare function setVoiceChannelStatus(ctx: EmulatorContext, application: ApplicationRecord, channelId: Snowflake, status: string | null): VoiceChannelStatusRecord;
/** The channel's status as last set (null: never set, or cleared). */
export declare function voiceChannelStatus(ctx: EmulatorContext, channelId: Snowflake): string | null;
