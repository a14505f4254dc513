/**
 * Who is in each lobby's call, as the main gateway says it (VOICE.md §3.4, our emulator's design where
 * the community sources are silent): a lobby's `voice_states` in READY, LOBBY_CREATE and LOBBY_UPDATE
 * (absent while no call runs), and LOBBY_VOICE_STATE_UPDATE (`channel_id` null: the user left the call).
 * It backs `LobbyHandle.GetCallInfoHandle`, `Call.GetParticipants`, `VoiceStateHandle` and the
 * participant callbacks, for calls the user is in or not. Bounded by the lobbies the user is in.
 */
import { type VoiceStateEntry, VoiceStateHandle } from './callValues.js';
/** A change of a lobby's call the book saw. */
export interface CallStateChange {
    readonly lobbyId: string;
    readonly userId: string;
    readonly kind: 'added' | 'removed' | 'changed';
}
/** Participants per lobby call. */
export declare class CallStates {
    #private;
    /** The participants of a lobby's call, or undefined when none runs. */
    of(lobbyId: string): ReadonlyMap<string, VoiceStateEntry> | undefined;
    /** Applies one dispatch; returns what changed. Malformed entries are skipped, never thrown. */
    apply(t: string, d: unknown): CallStateChange[];
    /** A handle on a participant's voice state, or null when they are not in the lobby's call. */
    handle(lobbyId: string, userId: string): VoiceStateHandle | null;
}
/**
 * A lobby's call, whether or not the user is in it (`CallInfoHandle`): a live view while it runs.
 */
export declare class CallInfoHandle {
    #private;
    /** @internal */
    constructor(book: CallStates, lobbyId: string);
    /** The lobby's id (the C++ library documents the call's channel id as the lobby id). */
    ChannelId(): string;
    /** The lobby's id (the C++ library documents the call's guild id as the lobby id). */
    GuildId(): string;
    /** The user ids in the call now. */
    GetParticipants(): string[];
    /** A participant's self mute and deafen, or null when they are not in the call. */
    GetVoiceStateHandle(userId: bigint | string): VoiceStateHandle | null;
    /** `CallInfoHandle(<lobby id>)`. */
    toString(): string;
}
