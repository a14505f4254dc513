/**
 * Who is in each lobby's call, as the main gateway says it (VOICE.md §3.4, our emulator's design where
 * the community sources are silent): a lobby's `voice_states` in READY, LOBBY_CREATE and LOBBY_UPDATE
 * (absent while no call runs), and LOBBY_VOICE_STATE_UPDATE (`channel_id` null: the user left the call).
 * It backs `LobbyHandle.GetCallInfoHandle`, `Call.GetParticipants`, `VoiceStateHandle` and the
 * participant callbacks, for calls the user is in or not. Bounded by the lobbies the user is in.
 */
import { VoiceStateHandle } from './callValues.js';
/** Participants per lobby call. */
export class CallStates {
    #lobbies = new Map();
    /** The participants of a lobby's call, or undefined when none runs. */
    of(lobbyId) {
        const states = this.#lobbies.get(lobbyId);
        return states === undefined || states.size === 0 ? undefined : states;
    }
    /** Applies one dispatch; returns what changed. Malformed entries are skipped, never thrown. */
    apply(t, d) {
        const data = (typeof d === 'object' && d !== null ? d : {});
        switch (t) {
            case 'READY': {
                const changes = [];
                const seen = new Set();
                for (const lobby of Array.isArray(data.lobbies) ? data.lobbies : []) {
                    const id = lobby?.id;
                    if (typeof id !== 'string')
                        continue;
                    seen.add(id);
                    changes.push(...this.#replace(id, lobby.voice_states));
                }
                for (const id of [...this.#lobbies.keys()])
                    if (!seen.has(id))
                        changes.push(...this.#replace(id, []));
                return changes;
            }
            case 'LOBBY_CREATE':
            case 'LOBBY_UPDATE':
                return typeof data.id === 'string' ? this.#replace(data.id, data.voice_states) : [];
            case 'LOBBY_DELETE':
                return typeof data.id === 'string' ? this.#replace(data.id, []) : [];
            case 'LOBBY_VOICE_STATE_UPDATE': {
                const lobbyId = data.lobby_id;
                const userId = data.user_id;
                if (typeof lobbyId !== 'string' || typeof userId !== 'string')
                    return [];
                if (data.channel_id === null)
                    return this.#remove(lobbyId, userId);
                return this.#set(lobbyId, userId, entryOf(data));
            }
            default:
                return [];
        }
    }
    /** A handle on a participant's voice state, or null when they are not in the lobby's call. */
    handle(lobbyId, userId) {
        if (this.#lobbies.get(lobbyId)?.get(userId) === undefined)
            return null;
        return new VoiceStateHandle(() => this.#lobbies.get(lobbyId)?.get(userId));
    }
    #replace(lobbyId, states) {
        const next = new Map();
        for (const state of Array.isArray(states) ? states : []) {
            const userId = state?.user_id;
            if (typeof userId === 'string' && state.channel_id !== null)
                next.set(userId, entryOf(state));
        }
        const changes = [];
        const current = this.#lobbies.get(lobbyId);
        for (const userId of current?.keys() ?? [])
            if (!next.has(userId))
                changes.push(...this.#remove(lobbyId, userId));
        for (const [userId, entry] of next)
            changes.push(...this.#set(lobbyId, userId, entry));
        if (next.size === 0)
            this.#lobbies.delete(lobbyId);
        return changes;
    }
    #set(lobbyId, userId, entry) {
        let states = this.#lobbies.get(lobbyId);
        if (states === undefined) {
            states = new Map();
            this.#lobbies.set(lobbyId, states);
        }
        const current = states.get(userId);
        if (current === undefined) {
            states.set(userId, entry);
            return [{ lobbyId, userId, kind: 'added' }];
        }
        if (current.selfMute === entry.selfMute && current.selfDeaf === entry.selfDeaf)
            return [];
        current.selfMute = entry.selfMute;
        current.selfDeaf = entry.selfDeaf;
        return [{ lobbyId, userId, kind: 'changed' }];
    }
    #remove(lobbyId, userId) {
        const states = this.#lobbies.get(lobbyId);
        if (states?.delete(userId) !== true)
            return [];
        if (states.size === 0)
            this.#lobbies.delete(lobbyId);
        return [{ lobbyId, userId, kind: 'removed' }];
    }
}
function entryOf(state) {
    return { selfMute: state.self_mute === true, selfDeaf: state.self_deaf === true };
}
/**
 * A lobby's call, whether or not the user is in it (`CallInfoHandle`): a live view while it runs.
 */
export class CallInfoHandle {
    #book;
    #lobbyId;
    /** @internal */
    constructor(book, lobbyId) {
        this.#book = book;
        this.#lobbyId = lobbyId;
    }
    /** The lobby's id (the C++ library documents the call's channel id as the lobby id). */
    ChannelId() {
        return this.#lobbyId;
    }
    /** The lobby's id (the C++ library documents the call's guild id as the lobby id). */
    GuildId() {
        return this.#lobbyId;
    }
    /** The user ids in the call now. */
    GetParticipants() {
        return [...(this.#book.of(this.#lobbyId)?.keys() ?? [])];
    }
    /** A participant's self mute and deafen, or null when they are not in the call. */
    GetVoiceStateHandle(userId) {
        return this.#book.handle(this.#lobbyId, String(userId));
    }
    /** `CallInfoHandle(<lobby id>)`. */
    toString() {
        return `CallInfoHandle(${this.#lobbyId})`;
    }
}
