/**
 * Voice states as the stores keep them and the gateway shows them: a foundation file, because guild
 * and lobby objects carry them (GUILD_CREATE's and a lobby's `voice_states`) while the voice domain
 * (voice/state.ts) changes them; the guilds and lobbies domains read them here without importing it.
 */
import type { Snowflake } from '../model/snowflake.js';
import type { LobbyVoiceStateWire, VoiceStateWire } from '../model/voice.js';
import type { EmulatorContext } from './context.js';
import type { LobbyVoiceStateRecord, VoiceStateRecord } from './records.js';
import type { EmulatorStore } from './store.js';
/** Voice states keyed like guild members (`guild:user`): one channel per user and guild at most. */
export declare function voiceStatesOf(store: EmulatorStore): Map<string, VoiceStateRecord>;
/** Lobby calls' voice states keyed `lobby:user`. */
export declare function lobbyVoiceStatesOf(store: EmulatorStore): Map<string, LobbyVoiceStateRecord>;
/** The voice states of a guild's channels. */
export declare function guildVoiceStates(ctx: EmulatorContext, guildId: Snowflake): VoiceStateRecord[];
/** The voice states of a lobby's call. */
export declare function lobbyVoiceStates(ctx: EmulatorContext, lobbyId: Snowflake): LobbyVoiceStateRecord[];
/**
 * A guild voice state on the wire (GUILD_CREATE's `voice_states`; VOICE_STATE_UPDATE adds `guild_id`
 * and `member`); `channelId` overrides the record's (null: the user left). A seeded state's session id
 * is the empty string.
 */
export declare function voiceStateWire(state: VoiceStateRecord, channelId?: Snowflake | null): VoiceStateWire;
/** A lobby call's voice state on the wire; `channelId` null: the user left the call. */
export declare function lobbyVoiceStateWire(state: LobbyVoiceStateRecord, channelId?: Snowflake | null): LobbyVoiceStateWire;
