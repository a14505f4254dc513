/**
 * Voice state: which voice channel of a guild each user (a person or an application's bot) is connected
 * to, as seeded through the control API or joined by a bot's op 4, and who is in each lobby's call (op
 * 17). Set Voice Channel Status reads it: a bot connected to the channel needs less (SERVICE.md). The
 * gateway shows it in VOICE_STATE_UPDATE, GUILD_CREATE and a lobby's `voice_states`.
 */
import { ChannelType } from '../../model/index.js';
import { memberKey } from '../store.js';
import { voiceStatesOf } from '../voiceWire.js';
export { guildVoiceStates, lobbyVoiceStates, lobbyVoiceStatesOf, lobbyVoiceStateWire, voiceStatesOf, voiceStateWire, } from '../voiceWire.js';
/** Channels one can connect to: voice and stage channels. */
export const CONNECTABLE_CHANNEL_TYPES = new Set([
    ChannelType.GUILD_VOICE,
    ChannelType.GUILD_STAGE_VOICE,
]);
/** Connects the user to the channel (leaving any other channel of that guild). */
export function connectToVoice(ctx, state) {
    voiceStatesOf(ctx.store).set(memberKey(state.guildId, state.userId), state);
    return state;
}
/** Disconnects the user from the guild's voice channels; whether they were connected. */
export function disconnectFromVoice(ctx, guildId, userId) {
    return voiceStatesOf(ctx.store).delete(memberKey(guildId, userId));
}
/** The channel of the guild the user is connected to, or null. */
export function connectedChannel(ctx, guildId, userId) {
    return voiceStatesOf(ctx.store).get(memberKey(guildId, userId))?.channelId ?? null;
}
/** Forgets a removed user's voice states. */
export function forgetUserVoiceStates(ctx, userId) {
    const states = voiceStatesOf(ctx.store);
    for (const [key, state] of states)
        if (state.userId === userId)
            states.delete(key);
}
