/** Voice states keyed like guild members (`guild:user`): one channel per user and guild at most. */
export function voiceStatesOf(store) {
    return store.collection('voiceStates');
}
/** Lobby calls' voice states keyed `lobby:user`. */
export function lobbyVoiceStatesOf(store) {
    return store.collection('lobbyVoiceStates');
}
/** The voice states of a guild's channels. */
export function guildVoiceStates(ctx, guildId) {
    const out = [];
    for (const state of voiceStatesOf(ctx.store).values())
        if (state.guildId === guildId)
            out.push(state);
    return out;
}
/** The voice states of a lobby's call. */
export function lobbyVoiceStates(ctx, lobbyId) {
    const out = [];
    for (const state of lobbyVoiceStatesOf(ctx.store).values())
        if (state.lobbyId === lobbyId)
            out.push(state);
    return out;
}
/**
 * A guild voice state on the wire (GUILD_CREATE's `voice_states`; VOICE_STATE_UPDATE adds `guild_id`
 * and `member`); `channelId` overrides the record's (null: the user left). A seeded state's session id
 * is the empty string.
 */
export function voiceStateWire(state, channelId) {
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
export function lobbyVoiceStateWire(state, channelId = state.lobbyId) {
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
