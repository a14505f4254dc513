import { hasAllPermissions, PermissionFlags } from '../../model/permissions.js';
import * as lobbyRules from '../../rules/lobby.js';
import { Errors, valid } from '../errors.js';
import { botCallerOf, callerOf } from '../routeAuth.js';
import { addChannelMessage, channelMessage, deleteChannelMessage, editChannelMessage, recentChannelMessages, textChannel, } from './channelMessages.js';
import { permissionsIn } from './permissions.js';
import { channelMessageWire, guildChannelWire, myGuildWire } from './wire.js';
/** Scopes that let a Bearer token list the user's guilds and their channels. */
export const GUILD_READ_SCOPES = ['guilds', 'sdk.social_layer'];
/** The guild listings: the bot, or a user's token with a guild scope (OpenAPI `list_my_guilds`). */
const reader = { tokens: ['bot', 'user'], scopes: GUILD_READ_SCOPES };
/** Channel messages: the bot only (OpenAPI `create_message`, `list_messages`... name only BotToken). */
const bot = { tokens: ['bot'] };
const READ = PermissionFlags.VIEW_CHANNEL | PermissionFlags.READ_MESSAGE_HISTORY;
const WRITE = PermissionFlags.VIEW_CHANNEL | PermissionFlags.SEND_MESSAGES;
/** The user a request acts for: the token's user, or the bot user. */
const actor = (principal) => principal.user?.id ?? '';
export const guildRoutes = async (app) => {
    const ctx = app.emulator;
    await app.register(messageRoutes);
    app.get('/users/@me/guilds', { config: { bucket: 'guilds.mine', auth: reader } }, async (request) => {
        const userId = actor(callerOf(request));
        const out = [];
        for (const guild of ctx.store.guilds.values())
            if (ctx.store.member(guild.id, userId))
                out.push(myGuildWire(guild, userId, permissionsIn(ctx, guild.id, userId, undefined)));
        return out.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    });
    app.get('/guilds/:guild_id/channels', { config: { bucket: 'guilds.channels', auth: reader } }, async (request) => {
        const principal = callerOf(request);
        const guildId = request.params.guild_id;
        if (!ctx.store.guilds.has(guildId))
            throw Errors.unknownGuild();
        const userId = actor(principal);
        if (!ctx.store.member(guildId, userId))
            throw Errors.missingAccess();
        const out = [];
        for (const channel of ctx.store.channels.values()) {
            if (channel.guildId !== guildId)
                continue;
            const bits = permissionsIn(ctx, guildId, userId, channel);
            if (!hasAllPermissions(bits, PermissionFlags.VIEW_CHANNEL))
                continue;
            out.push(guildChannelWire(ctx, channel, principal.kind === 'bearer' ? bits : undefined));
        }
        return out.sort((a, b) => a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    });
    app.post('/channels/:channel_id/messages', { config: { bucket: 'channels.messages.create', auth: bot } }, async (request, reply) => {
        const userId = botCallerOf(request).user.id;
        const channel = textChannel(ctx, request.params.channel_id, userId, WRITE);
        const input = valid(lobbyRules.validateLobbyMessageBody(request.body, { route: 'channel' }));
        const tts = input.fields?.tts === true;
        const message = addChannelMessage(ctx, channel, userId, input.content, undefined, tts, input.fields);
        // The service answers 200 with the message; 201 is kept for this route's existing clients.
        return reply.code(201).send(channelMessageWire(ctx, message));
    });
    app.get('/channels/:channel_id/messages', { config: { bucket: 'channels.messages.list', auth: bot } }, async (request) => {
        const userId = botCallerOf(request).user.id;
        const channel = textChannel(ctx, request.params.channel_id, userId, READ);
        const limit = valid(lobbyRules.validateLobbyMessagesLimit(request.query.limit));
        return recentChannelMessages(ctx, channel.id, limit).map((m) => channelMessageWire(ctx, m));
    });
};
/** The message routes a bot (discord.js's `message.edit`, `message.delete`, `messages.fetch`) uses. */
const messageRoutes = async (app) => {
    const ctx = app.emulator;
    const path = '/channels/:channel_id/messages/:message_id';
    app.get(path, { config: { bucket: 'channels.messages.get', auth: bot } }, async (request) => {
        const userId = botCallerOf(request).user.id;
        const channel = textChannel(ctx, request.params.channel_id, userId, READ);
        return channelMessageWire(ctx, existing(ctx, channel.id, request.params.message_id));
    });
    app.patch(path, { config: { bucket: 'channels.messages.edit', auth: bot } }, async (request) => {
        const userId = botCallerOf(request).user.id;
        const channel = textChannel(ctx, request.params.channel_id, userId, PermissionFlags.VIEW_CHANNEL);
        const message = existing(ctx, channel.id, request.params.message_id);
        if (message.authorId !== userId)
            throw Errors.notAuthor();
        const input = valid(lobbyRules.validateLobbyMessageBody(request.body, { route: 'channel', mode: 'edit' }));
        return channelMessageWire(ctx, editChannelMessage(ctx, message, input.content, input.fields));
    });
    app.delete(path, { config: { bucket: 'channels.messages.delete', auth: bot } }, async (request, reply) => {
        const userId = botCallerOf(request).user.id;
        const channel = textChannel(ctx, request.params.channel_id, userId, PermissionFlags.VIEW_CHANNEL);
        const message = existing(ctx, channel.id, request.params.message_id);
        const bits = permissionsIn(ctx, channel.guildId, userId, channel);
        if (message.authorId !== userId && !hasAllPermissions(bits, PermissionFlags.MANAGE_MESSAGES))
            throw Errors.missingPermissions();
        deleteChannelMessage(ctx, message);
        return reply.code(204).send();
    });
};
function existing(ctx, channelId, messageId) {
    const message = channelMessage(ctx, channelId, messageId);
    if (message === undefined)
        throw Errors.unknownMessage();
    return message;
}
