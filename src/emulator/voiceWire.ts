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
export function voiceStatesOf(store: EmulatorStore): Map<string, VoiceStateRecord> {
  return store.collection<VoiceStateRecord>('voiceStates');
}

/** Lobby calls' voice states keyed `lobby:user`. */
export function lobbyVoiceStatesOf(store: EmulatorStore): Map<string, LobbyVoiceStateRecord> {
  return store.collection<LobbyVoiceStateRecord>('lobbyVoiceStates');
}

/** The voice states of a guild's channels. */
export function guildVoiceStates(ctx: EmulatorContext, guildId: Snowflake): VoiceStateRecord[] {
  const out: VoiceStateRecord[] = [];
  for (const state of voiceStatesOf(ctx.store).values()) if (state.guildId === guildId) out.push(state);
  return out;
}

/** The voice states of a lobby's call. */
export function lobbyVoiceStates(ctx: EmulatorContext, lobbyId: Snowflake): LobbyVoiceStateRecord[] {
  const out: LobbyVoiceStateRecord[] = [];
  for (const state of lobbyVoiceStatesOf(ctx.store).values()) if (state.lobbyId === lobbyId) out.push(state);
  return out;
}

/**
 * A guild voice state on the wire (GUILD_CREATE's `voice_states`; VOICE_STATE_UPDATE adds `guild_id`
 * and `member`); `channelId` overrides the record's (null: the user left). A seeded state's session id
 * is the empty string.
 */
export function voiceStateWire(state: VoiceStateRecord, channelId?: Snowflake | null): VoiceStateWire {
  return {
    channel_id: channelId === undefined ? state.channelId : channelId,
    user_id: state.userId,
    session_id: state.sessionId ?? '',
    deaf: state.deaf === true,
    mute: state.mute === true,
    self_deaf: state.selfDeaf === true,
    self_mute: state.selfMute === true,
    self_video: state.selfVideo === true,
    self_stream: false,
    suppress: false,
    request_to_speak_timestamp: null,
  };
}

/** A lobby call's voice state on the wire; `channelId` null: the user left the call. */
export function lobbyVoiceStateWire(
  state: LobbyVoiceStateRecord,
  channelId: Snowflake | null = state.lobbyId,
): LobbyVoiceStateWire {
  return {
    lobby_id: state.lobbyId,
    channel_id: channelId,
    user_id: state.userId,
    session_id: state.sessionId,
    deaf: state.deaf,
    mute: state.mute,
    self_deaf: state.selfDeaf,
    self_mute: state.selfMute,
    self_video: state.selfVideo,
    suppress: false,
    request_to_speak_timestamp: null,
  };
}
