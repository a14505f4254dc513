/**
 * Voice state: which voice channel of a guild each user (a person or an application's bot) is connected
 * to, as seeded through the control API or joined by a bot's op 4, and who is in each lobby's call (op
 * 17). Set Voice Channel Status reads it: a bot connected to the channel needs less (SERVICE.md). The
 * gateway shows it in VOICE_STATE_UPDATE, GUILD_CREATE and a lobby's `voice_states`.
 */
import { ChannelType, type Snowflake } from '../../model/index.js';
import type { LobbyVoiceStateWire, VoiceStateWire } from '../../model/voice.js';
import type { EmulatorContext } from '../context.js';
import type { LobbyVoiceStateRecord, VoiceStateRecord } from '../records.js';
import { type EmulatorStore, memberKey } from '../store.js';

/** Channels one can connect to: voice and stage channels. */
export const CONNECTABLE_CHANNEL_TYPES: ReadonlySet<number> = new Set<number>([
  ChannelType.GUILD_VOICE,
  ChannelType.GUILD_STAGE_VOICE,
]);

/** Voice states keyed like guild members (`guild:user`): one channel per user and guild at most. */
export function voiceStatesOf(store: EmulatorStore): Map<string, VoiceStateRecord> {
  return store.collection<VoiceStateRecord>('voiceStates');
}

/** Connects the user to the channel (leaving any other channel of that guild). */
export function connectToVoice(ctx: EmulatorContext, state: VoiceStateRecord): VoiceStateRecord {
  voiceStatesOf(ctx.store).set(memberKey(state.guildId, state.userId), state);
  return state;
}

/** Disconnects the user from the guild's voice channels; whether they were connected. */
export function disconnectFromVoice(ctx: EmulatorContext, guildId: Snowflake, userId: Snowflake): boolean {
  return voiceStatesOf(ctx.store).delete(memberKey(guildId, userId));
}

/** The channel of the guild the user is connected to, or null. */
export function connectedChannel(
  ctx: EmulatorContext,
  guildId: Snowflake,
  userId: Snowflake,
): Snowflake | null {
  return voiceStatesOf(ctx.store).get(memberKey(guildId, userId))?.channelId ?? null;
}

/** Forgets a removed user's voice states. */
export function forgetUserVoiceStates(ctx: EmulatorContext, userId: Snowflake): void {
  const states = voiceStatesOf(ctx.store);
  for (const [key, state] of states) if (state.userId === userId) states.delete(key);
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
