/**
 * Voice on the main gateway (VOICE.md §3): a bot's op 4 joins, moves in or leaves a guild's voice or
 * stage channel; a user's op 17 names the lobby calls its session is in (§3.4, from community
 * documentation: our design where it is silent, docs/voice-server.md). Each change is recorded on the
 * bus (VOICE_STATE_UPDATE to the guild's bots, LOBBY_VOICE_STATE_UPDATE to the lobby's members) and a
 * join or move hands the asking session a fresh voice server grant (VOICE_SERVER_UPDATE or
 * LOBBY_VOICE_SERVER_UPDATE: `token`, the guild or lobby id, `endpoint` "127.0.0.1:<port>"), directly,
 * never through the stored bus. A session that ends, a member who leaves the guild or the lobby, and a
 * voice connection that timed out or was kicked clear the state.
 */
import { hasAllPermissions, PermissionFlags } from '../../model/index.js';
import { memberWire } from '../guilds/gatewayWire.js';
import { permissionsIn } from '../guilds/permissions.js';
import { memberKey } from '../store.js';
import { CONNECTABLE_CHANNEL_TYPES, lobbyVoiceStatesOf, lobbyVoiceStateWire, voiceStatesOf, voiceStateWire, } from './state.js';
export class VoiceStates {
    #ctx;
    #server;
    #dispatch = () => false;
    /** Voice work in order: a grant waits for the server's start, and what follows waits for it. */
    #queue = Promise.resolve();
    constructor(ctx, server) {
        this.#ctx = ctx;
        this.#server = server;
        server.onLeft = (participant, reason) => {
            if (reason !== 'left')
                this.#connectionEnded(participant);
        };
        // A participant joins with its voice state's mutes (self from op 4 / op 17, server from the control API).
        server.mutesOf = (grant) => {
            const key = memberKey(grant.serverId, grant.userId);
            const state = grant.kind === 'guild' ? voiceStatesOf(ctx.store).get(key) : lobbyVoiceStatesOf(ctx.store).get(key);
            return mutesOf(state ?? {});
        };
    }
    /** Where VOICE_SERVER_UPDATEs go (set once the gateway exists). */
    set dispatch(dispatch) {
        this.#dispatch = dispatch;
    }
    /** Settles when every command so far was handled (for tests and the control API). */
    idle() {
        return this.#queue;
    }
    command(sender, command) {
        this.#then(async () => {
            if (command.op === 4)
                await this.#guild(sender, command.d);
            else
                await this.#lobbies(sender, command.d);
        });
    }
    #then(work) {
        // A failed grant (the server could not start) must not stop the commands after it.
        this.#queue = this.#queue.then(work).catch(() => undefined);
    }
    // --- guilds (op 4) ---
    async #guild(sender, d) {
        const ctx = this.#ctx;
        const guildId = d.guild_id;
        if (!ctx.store.guilds.has(guildId) || !ctx.store.member(guildId, sender.userId))
            return;
        const key = memberKey(guildId, sender.userId);
        const current = voiceStatesOf(ctx.store).get(key);
        if (d.channel_id === null) {
            if (current !== undefined)
                this.#leaveGuild(current);
            return;
        }
        const channel = ctx.store.channels.get(d.channel_id);
        if (channel === undefined || channel.guildId !== guildId || !CONNECTABLE_CHANNEL_TYPES.has(channel.type))
            return;
        const bits = permissionsIn(ctx, guildId, sender.userId, channel);
        // As the service does: no CONNECT (or no view), no events at all.
        if (!hasAllPermissions(bits, PermissionFlags.VIEW_CHANNEL | PermissionFlags.CONNECT))
            return;
        const moved = current === undefined || current.channelId !== channel.id || current.sessionId !== sender.sessionId;
        const state = {
            guildId,
            userId: sender.userId,
            channelId: channel.id,
            sessionId: sender.sessionId,
            selfMute: d.self_mute,
            selfDeaf: d.self_deaf,
            selfVideo: d.self_video,
            mute: current?.mute === true,
            deaf: current?.deaf === true,
        };
        if (current !== undefined && moved)
            this.#server.leaveQuietly(current.userId, current.channelId);
        voiceStatesOf(ctx.store).set(key, state);
        this.#recordGuild(state);
        this.#server.setMutes(state.userId, state.channelId, mutesOf(state));
        // A join, a move, or the same op 4 again (a client rejoining after its voice connection failed):
        // a new grant. Only a change of its own mutes in the same channel gets none.
        if (!moved && mutesChanged(current, state))
            return;
        // A fault of the control API: the service never answers this guild's joins.
        if (this.#server.withholds(guildId))
            return;
        const grant = await this.#server.grant({
            serverId: guildId,
            channelId: channel.id,
            kind: 'guild',
            userId: sender.userId,
            sessionId: sender.sessionId,
            applicationId: sender.applicationId,
        });
        // Still the state this grant was for (no leave or move while the server started)?
        if (voiceStatesOf(ctx.store).get(key) !== state)
            return;
        this.#dispatch(sender.sessionId, 'VOICE_SERVER_UPDATE', {
            token: grant.token,
            guild_id: guildId,
            endpoint: grant.endpoint,
        });
    }
    #leaveGuild(state) {
        voiceStatesOf(this.#ctx.store).delete(memberKey(state.guildId, state.userId));
        this.#recordGuild(state, null);
        this.#server.leave(state.userId, state.channelId);
    }
    #recordGuild(state, channelId) {
        const member = this.#ctx.store.member(state.guildId, state.userId);
        this.#ctx.events.record('VOICE_STATE_UPDATE', null, {
            ...voiceStateWire(state, channelId),
            guild_id: state.guildId,
            ...(member === undefined ? {} : { member: memberWire(this.#ctx, member) }),
        });
    }
    // --- lobbies (op 17) ---
    async #lobbies(sender, items) {
        const ctx = this.#ctx;
        const states = lobbyVoiceStatesOf(ctx.store);
        const named = new Set(items.map((item) => item.lobby_id));
        // Lobby calls this session was in and no longer names: left.
        for (const state of [...states.values()])
            if (state.sessionId === sender.sessionId && !named.has(state.lobbyId))
                this.#leaveLobby(state);
        for (const item of items) {
            const lobby = ctx.store.lobbies.get(item.lobby_id);
            if (lobby === undefined || lobby.applicationId !== sender.applicationId)
                continue;
            if (!lobby.members.some((member) => member.id === sender.userId))
                continue;
            const key = memberKey(lobby.id, sender.userId);
            const current = states.get(key);
            const moved = current === undefined || current.sessionId !== sender.sessionId;
            const state = {
                lobbyId: lobby.id,
                userId: sender.userId,
                sessionId: sender.sessionId,
                applicationId: sender.applicationId,
                selfMute: item.self_mute,
                selfDeaf: item.self_deaf,
                selfVideo: item.self_video,
                mute: current?.mute === true,
                deaf: current?.deaf === true,
            };
            if (current !== undefined && moved)
                this.#server.leaveQuietly(current.userId, current.lobbyId);
            states.set(key, state);
            ctx.events.record('LOBBY_VOICE_STATE_UPDATE', lobby.applicationId, { ...lobbyVoiceStateWire(state) });
            this.#server.setMutes(state.userId, state.lobbyId, mutesOf(state));
            if (!moved && mutesChanged(current, state))
                continue;
            // A fault of the control API: the service never answers this lobby's joins.
            if (this.#server.withholds(lobby.id))
                continue;
            const grant = await this.#server.grant({
                serverId: lobby.id,
                channelId: lobby.id,
                kind: 'lobby',
                userId: sender.userId,
                sessionId: sender.sessionId,
                applicationId: sender.applicationId,
            });
            if (states.get(key) !== state)
                continue;
            this.#dispatch(sender.sessionId, 'LOBBY_VOICE_SERVER_UPDATE', {
                token: grant.token,
                lobby_id: lobby.id,
                endpoint: grant.endpoint,
            });
        }
    }
    #leaveLobby(state) {
        lobbyVoiceStatesOf(this.#ctx.store).delete(memberKey(state.lobbyId, state.userId));
        this.#ctx.events.record('LOBBY_VOICE_STATE_UPDATE', state.applicationId, {
            ...lobbyVoiceStateWire(state, null),
        });
        this.#server.leave(state.userId, state.lobbyId);
    }
    // --- what ends a state ---
    /** The main gateway session ended: its voice states go (the users leave their calls). */
    sessionEnded(sessionId) {
        for (const state of [...voiceStatesOf(this.#ctx.store).values()])
            if (state.sessionId === sessionId)
                this.#leaveGuild(state);
        for (const state of [...lobbyVoiceStatesOf(this.#ctx.store).values()])
            if (state.sessionId === sessionId)
                this.#leaveLobby(state);
    }
    /** A member left a guild or a lobby (or a lobby went): their voice state there goes. */
    onEvent(event) {
        const { data } = event;
        const ctx = this.#ctx;
        if (event.type === 'GUILD_MEMBER_REMOVE' && typeof data.guild_id === 'string') {
            const userId = data.user?.id;
            const state = typeof userId === 'string'
                ? voiceStatesOf(ctx.store).get(memberKey(data.guild_id, userId))
                : undefined;
            if (state !== undefined)
                this.#leaveGuild(state);
        }
        else if (event.type === 'LOBBY_MEMBER_REMOVE' &&
            typeof data.lobby_id === 'string' &&
            typeof data.user_id === 'string') {
            const state = lobbyVoiceStatesOf(ctx.store).get(memberKey(data.lobby_id, data.user_id));
            if (state !== undefined)
                this.#leaveLobby(state);
        }
        else if (event.type === 'LOBBY_DELETE' && typeof data.lobby_id === 'string') {
            for (const state of [...lobbyVoiceStatesOf(ctx.store).values()])
                if (state.lobbyId === data.lobby_id) {
                    lobbyVoiceStatesOf(ctx.store).delete(memberKey(state.lobbyId, state.userId));
                    this.#server.leave(state.userId, state.lobbyId);
                }
        }
    }
    /** A voice connection timed out or was kicked: the user is no longer in the channel. */
    #connectionEnded(participant) {
        const { grant } = participant;
        if (grant.kind === 'guild') {
            const state = voiceStatesOf(this.#ctx.store).get(memberKey(grant.serverId, grant.userId));
            if (state !== undefined && state.channelId === grant.channelId)
                this.#leaveGuild(state);
        }
        else {
            const state = lobbyVoiceStatesOf(this.#ctx.store).get(memberKey(grant.serverId, grant.userId));
            if (state !== undefined)
                this.#leaveLobby(state);
        }
    }
    /** States a gateway session made cannot outlive a restart (no session survives it). */
    forgetSessionStates() {
        const guilds = voiceStatesOf(this.#ctx.store);
        for (const [key, state] of guilds)
            if (state.sessionId !== undefined)
                guilds.delete(key);
        lobbyVoiceStatesOf(this.#ctx.store).clear();
    }
    // --- control API ---
    /** Server mute and deafen: the state changes (dispatched) and the relay applies it. */
    setServerMutes(target, change) {
        const key = memberKey(target.serverId, target.userId);
        const guildState = voiceStatesOf(this.#ctx.store).get(key);
        if (guildState !== undefined) {
            const next = {
                ...guildState,
                mute: change.mute ?? guildState.mute,
                deaf: change.deaf ?? guildState.deaf,
            };
            voiceStatesOf(this.#ctx.store).set(key, next);
            this.#recordGuild(next);
            this.#server.setMutes(next.userId, next.channelId, mutesOf(next));
            return true;
        }
        const lobbyState = lobbyVoiceStatesOf(this.#ctx.store).get(key);
        if (lobbyState === undefined)
            return false;
        const next = {
            ...lobbyState,
            mute: change.mute ?? lobbyState.mute,
            deaf: change.deaf ?? lobbyState.deaf,
        };
        lobbyVoiceStatesOf(this.#ctx.store).set(key, next);
        this.#ctx.events.record('LOBBY_VOICE_STATE_UPDATE', next.applicationId, { ...lobbyVoiceStateWire(next) });
        this.#server.setMutes(next.userId, next.lobbyId, mutesOf(next));
        return true;
    }
    /** Kicks a user out of a call: the voice connection closes 4014 and the state goes. */
    disconnect(target) {
        const key = memberKey(target.serverId, target.userId);
        const guildState = voiceStatesOf(this.#ctx.store).get(key);
        if (guildState !== undefined) {
            this.#server.disconnect(guildState.userId, guildState.channelId);
            if (voiceStatesOf(this.#ctx.store).get(key) === guildState)
                this.#leaveGuild(guildState);
            return true;
        }
        const lobbyState = lobbyVoiceStatesOf(this.#ctx.store).get(key);
        if (lobbyState === undefined)
            return false;
        this.#server.disconnect(lobbyState.userId, lobbyState.lobbyId);
        if (lobbyVoiceStatesOf(this.#ctx.store).get(key) === lobbyState)
            this.#leaveLobby(lobbyState);
        return true;
    }
    /**
     * Moves a call to the voice server's other endpoint: each participant's session gets a new
     * VOICE_SERVER_UPDATE (or its lobby form) and its client reconnects there. The new endpoint, or
     * undefined without such a call.
     */
    async move(channelId) {
        const call = await this.#server.moveCall(channelId);
        if (call === undefined)
            return undefined;
        let endpoint;
        for (const participant of [...call.participants.values()]) {
            const { grant: old } = participant;
            const grant = await this.#server.grant({
                serverId: old.serverId,
                channelId: old.channelId,
                kind: old.kind,
                userId: old.userId,
                sessionId: old.sessionId,
                applicationId: old.applicationId,
            });
            endpoint = grant.endpoint;
            if (old.kind === 'guild')
                this.#dispatch(old.sessionId, 'VOICE_SERVER_UPDATE', {
                    token: grant.token,
                    guild_id: old.serverId,
                    endpoint: grant.endpoint,
                });
            else
                this.#dispatch(old.sessionId, 'LOBBY_VOICE_SERVER_UPDATE', {
                    token: grant.token,
                    lobby_id: old.serverId,
                    endpoint: grant.endpoint,
                });
        }
        return endpoint;
    }
}
/** Whether an update in the same channel only changed self mute, deaf or video. */
function mutesChanged(before, after) {
    if (before === undefined)
        return false;
    return ((before.selfMute === true) !== (after.selfMute === true) ||
        (before.selfDeaf === true) !== (after.selfDeaf === true) ||
        (before.selfVideo === true) !== (after.selfVideo === true));
}
function mutesOf(state) {
    return {
        selfMute: state.selfMute === true,
        selfDeaf: state.selfDeaf === true,
        mute: state.mute === true,
        deaf: state.deaf === true,
    };
}
