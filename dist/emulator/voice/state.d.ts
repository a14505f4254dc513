/**
 * Voice state: which voice channel of a guild each user (a person or an application's bot) is connected
 * to, as seeded through the control API or joined by a bot's op 4, and who is in each lobby's call (op
 * 17). Set Voice Channel Status reads it: a bot connected to the channel needs less (SERVICE.md). The
 * gateway shows it in VOICE_STATE_UPDATE, GUILD_CREATE and a lobby's `voice_states`.
 */
import { type Snowflake } from '../../model/index.js';
import type { EmulatorContext } from '../context.js';
import type { VoiceStateRecord } from '../records.js';
export { guildVoiceStates, lobbyVoiceStates, lobbyVoiceStatesOf, lobbyVoiceStateWire, voiceStatesOf, voiceStateWire, } from '../voiceWire.js';
/** Channels one can connect to: voice and stage channels. */
export declare const CONNECTABLE_CHANNEL_TYPES: ReadonlySet<number>;
/** Connects the user to the channel (leaving any other channel of that guild). */
export declare function connectToVoice(ctx: EmulatorContext, state: VoiceStateRecord): VoiceStateRecord;
/** Disconnects the user from the guild's voice channels; whether they were connected. */
export declare function disconnectFromVoice(ctx: EmulatorContext, guildId: Snowflake, userId: Snowflake): boolean;
/** The channel of the guild the user is connected to, or null. */
export declare function connectedChannel(ctx: EmulatorContext, guildId: Snowflake, userId: Snowflake): Snowflake | null;
/** Forgets a removed user's voice states. */
export declare function forgetUserVoiceStates(ctx: EmulatorContext, userId: Snowflake): void;
