/**
 * Linking a lobby to a guild text channel, and unlinking it, under the shared rules of
 * `src/rules/channelLinking.ts`. A change records LOBBY_UPDATE, whose dispatch carries `linked_channel`.
 */
import { ALL_PERMISSIONS } from '../../model/permissions.js';
import { channelLinkRefusal, lobbyLinkRefusal } from '../../rules/channelLinking.js';
import { Errors } from '../errors.js';
import { permissionsIn } from '../guilds/permissions.js';
import { linkedLobbyOf } from '../guilds/wire.js';
import { refused } from './errors.js';
/**
 * Links `channelId` to the lobby (null unlinks). A player must be a member with `CanLinkLobby`; to link,
 * they must also see the channel and hold Manage Channels, View Channel and Send Messages in it. A bot
 * links for its application wherever its bot user is a member of the guild.
 */
export function setLobbyLink(ctx, principal, lobby, channelId) {
    const userId = principal.user?.id ?? '';
    const member = lobby.members.find((m) => m.id === userId);
    if (principal.kind === 'bearer' && !member)
        throw Errors.missingAccess();
    // The app's bot needs no member flag (null); a secret lobby matters only when linking.
    const flags = principal.kind === 'bot' ? null : (member?.flags ?? 0);
    const lobbyRefusal = lobbyLinkRefusal({ fromSecret: channelId !== null && lobby.secret !== null }, flags);
    if (lobbyRefusal)
        throw refused(lobbyRefusal);
    if (channelId === null) {
        if (lobby.linkedChannel) {
            lobby.linkedChannel = null;
            ctx.events.record('LOBBY_UPDATE', lobby.applicationId, { lobby_id: lobby.id });
        }
        return lobby;
    }
    const channel = ctx.store.channels.get(channelId);
    if (!channel)
        throw Errors.unknownChannel();
    const inGuild = ctx.store.member(channel.guildId, userId) !== undefined;
    const bits = !inGuild
        ? 0n
        : principal.kind === 'bot'
            ? ALL_PERMISSIONS
            : permissionsIn(ctx, channel.guildId, userId, channel);
    const facts = {
        type: channel.type,
        nsfw: channel.nsfw ?? false,
        linkedLobbyId: linkedLobbyOf(ctx, channel.id)?.id ?? null,
    };
    const refusal = channelLinkRefusal(facts, bits, lobby.id);
    if (refusal)
        throw refused(refusal);
    if (lobby.linkedChannel?.id !== channel.id) {
        lobby.linkedChannel = {
            id: channel.id,
            guildId: channel.guildId,
            name: channel.name,
            position: channel.position ?? 0,
        };
        ctx.events.record('LOBBY_UPDATE', lobby.applicationId, { lobby_id: lobby.id });
    }
    return lobby;
}
