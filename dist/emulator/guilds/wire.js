import { parseMentions } from '../../rules/mentions.js';
import { allowedOf } from '../../rules/messageFields.js';
import { deletedUser, publicUser } from '../wire.js';
/** A guild in `GET /users/@me/guilds`, with the user's guild-wide bits. */
export function myGuildWire(guild, userId, permissions) {
    return {
        id: guild.id,
        name: guild.name,
        icon: null,
        banner: null,
        owner: guild.ownerId === userId,
        permissions: permissions.toString(),
        features: [],
    };
}
/** A channel, with the caller's bits when listed for a user, and the lobby it is linked to. */
export function guildChannelWire(ctx, channel, permissions) {
    const lobby = linkedLobbyOf(ctx, channel.id);
    return {
        id: channel.id,
        type: channel.type,
        guild_id: channel.guildId,
        name: channel.name,
        position: channel.position ?? 0,
        parent_id: channel.parentId,
        nsfw: channel.nsfw ?? false,
        flags: 0,
        permission_overwrites: channel.overwrites.map((o) => ({ ...o })),
        ...(permissions === undefined ? {} : { permissions: permissions.toString() }),
        linked_lobby: lobby ? { application_id: lobby.applicationId, lobby_id: lobby.id } : null,
    };
}
/** The lobby a channel is linked to, if any (a channel has at most one). */
export function linkedLobbyOf(ctx, channelId) {
    for (const lobby of ctx.store.lobbies.values())
        if (lobby.linkedChannel?.id === channelId)
            return lobby;
    return undefined;
}
/** A channel message with its author as now stored, and what its content mentions. */
export function channelMessageWire(ctx, message) {
    const author = ctx.store.users.get(message.authorId) ?? deletedUser(message.authorId);
    // Who it pings: what its content mentions, as the send's `allowed_mentions` restricts it.
    const mentioned = allowedOf(parseMentions(message.content), message.allowedMentions);
    const users = mentioned.users.flatMap((id) => {
        const user = ctx.store.users.get(id);
        return user === undefined ? [] : [publicUser(user)];
    });
    const out = {
        id: message.id,
        type: message.replyTo === undefined ? 0 : REPLY,
        channel_id: message.channelId,
        guild_id: message.guildId,
        content: message.content,
        author: publicUser(author),
        timestamp: new Date(message.createdAt).toISOString(),
        ...(message.fromLobby ? { application_id: message.fromLobby.applicationId } : {}),
        edited_timestamp: message.editedAt === undefined ? null : new Date(message.editedAt).toISOString(),
        mentions: users,
        mention_roles: mentioned.roles.filter((id) => ctx.store.roles.get(id)?.guildId === message.guildId),
        mention_everyone: mentioned.everyone,
        tts: message.tts ?? false,
        pinned: false,
        flags: message.flags ?? 0,
        attachments: [],
        embeds: message.embeds ?? [],
        components: message.components ?? [],
    };
    // What the send set (rules/messageFields.ts), as the service's message object carries it.
    if (message.nonce !== undefined)
        out.nonce = message.nonce;
    if (message.replyTo !== undefined)
        out.message_reference = {
            type: 0,
            message_id: message.replyTo,
            channel_id: message.channelId,
            guild_id: message.guildId,
        };
    return out;
}
/** The message type of a reply (the service's `REPLY`). */
const REPLY = 19;
