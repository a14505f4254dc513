/**
 * The voice domain's gateway events:
 *
 * | bus event (data) | dispatch | to |
 * |---|---|---|
 * | `VOICE_STATE_UPDATE` (the voice state, `guild_id`, `member`) | the same | bots in the guild, with GUILD_VOICE_STATES |
 * | `LOBBY_VOICE_STATE_UPDATE` (the lobby voice state, `lobby_id`) | the same | the lobby's members (lobby scope) |
 *
 * VOICE_SERVER_UPDATE and LOBBY_VOICE_SERVER_UPDATE carry a token: they never go through the bus (which
 * the store keeps), only to the session that asked (voice/voiceStates.ts).
 */
import { GatewayIntentBits } from '../../model/intents.js';
export const voiceEvents = {
    VOICE_STATE_UPDATE: (ctx, event) => {
        const guildId = event.data.guild_id;
        if (typeof guildId !== 'string')
            return [];
        const out = [];
        for (const application of ctx.store.applications.values()) {
            if (!ctx.store.member(guildId, application.botUserId))
                continue;
            out.push({
                t: 'VOICE_STATE_UPDATE',
                userIds: [application.botUserId],
                applicationId: application.id,
                audience: 'bots',
                intents: { all: GatewayIntentBits.GuildVoiceStates },
                data: () => event.data,
            });
        }
        return out;
    },
    LOBBY_VOICE_STATE_UPDATE: (ctx, event) => {
        const lobbyId = event.data.lobby_id;
        const lobby = typeof lobbyId === 'string' ? ctx.store.lobbies.get(lobbyId) : undefined;
        if (lobby === undefined)
            return [];
        return [
            {
                t: 'LOBBY_VOICE_STATE_UPDATE',
                userIds: lobby.members.map((member) => member.id),
                applicationId: lobby.applicationId,
                audience: 'lobbies',
                data: () => event.data,
            },
        ];
    },
};
