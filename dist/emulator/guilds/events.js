/**
 * The guilds domain's gateway events, for bot sessions (audience `bots`) filtered by their intents:
 *
 * | bus event (data) | dispatch | intents |
 * |---|---|---|
 * | `CHANNEL_MESSAGE_CREATE` / `_UPDATE` (`channel_id`, `message_id`) | MESSAGE_CREATE / MESSAGE_UPDATE | GUILD_MESSAGES; content only with MESSAGE_CONTENT, or for the author and mentioned bots |
 * | `CHANNEL_MESSAGE_DELETE` (`channel_id`, `message_id`, `guild_id`) | MESSAGE_DELETE | GUILD_MESSAGES |
 * | `GUILD_CREATE` / `GUILD_UPDATE` (`guild_id`) | the same | GUILDS (GUILD_CREATE's members with GUILD_MEMBERS) |
 * | `CHANNEL_CREATE` / `CHANNEL_UPDATE` (`channel_id`) | the same | GUILDS |
 * | `GUILD_ROLE_CREATE` / `_UPDATE` (`guild_id`, `role_id`) | the same | GUILDS |
 * | `GUILD_MEMBER_ADD` / `_UPDATE` (`guild_id`, `user_id`) | the same (and GUILD_CREATE to an added bot) | GUILD_MEMBERS |
 * | `GUILD_MEMBER_REMOVE` (`guild_id`, `user`) | the same | GUILD_MEMBERS |
 *
 * A bot receives an event of a guild it is a member of (and of a channel it can view), on its own
 * application's sessions.
 */
import { GatewayIntentBits } from '../../model/intents.js';
import { hasAllPermissions, PermissionFlags } from '../../model/permissions.js';
import { parseMentions } from '../../rules/mentions.js';
import { channelMessage } from './channelMessages.js';
import { channelWire, gatewayMessageWire, guildCreateWire, guildWire, memberWire, roleWire, } from './gatewayWire.js';
import { permissionsIn } from './permissions.js';
const { Guilds, GuildMembers, GuildMessages, MessageContent } = GatewayIntentBits;
/** The bots that are members of a guild (and, with a channel, can view it). */
function botsIn(ctx, guildId, channelId) {
    const out = [];
    for (const application of ctx.store.applications.values()) {
        const userId = application.botUserId;
        if (!ctx.store.member(guildId, userId))
            continue;
        if (channelId !== undefined) {
            const channel = ctx.store.channels.get(channelId);
            const bits = permissionsIn(ctx, guildId, userId, channel);
            if (!hasAllPermissions(bits, PermissionFlags.VIEW_CHANNEL))
                continue;
        }
        out.push({ userId, applicationId: application.id });
    }
    return out;
}
const text = (value) => (typeof value === 'string' ? value : undefined);
/** One dispatch to each bot, with one data for all. */
function toBots(bots, t, intents, data) {
    return bots.map((bot) => ({
        t,
        userIds: [bot.userId],
        applicationId: bot.applicationId,
        audience: 'bots',
        intents,
        data,
    }));
}
/** MESSAGE_CREATE / MESSAGE_UPDATE: the full message to bots that may read it, the content-less one to the others. */
function messageRoute(t) {
    return (ctx, event) => {
        const channelId = text(event.data.channel_id);
        const message = channelId === undefined ? undefined : channelMessage(ctx, channelId, event.data.message_id);
        if (message === undefined)
            return [];
        const bots = botsIn(ctx, message.guildId, message.channelId);
        const mentioned = new Set(parseMentions(message.content).users);
        let full;
        let empty;
        const withContent = () => (full ??= gatewayMessageWire(ctx, message, true));
        const withoutContent = () => (empty ??= gatewayMessageWire(ctx, message, false));
        const out = [];
        for (const bot of bots) {
            // The service shows the content to its author and to a bot it mentions, whatever the intents.
            if (bot.userId === message.authorId || mentioned.has(bot.userId))
                out.push(...toBots([bot], t, { all: GuildMessages }, withContent));
            else {
                out.push(...toBots([bot], t, { all: GuildMessages | MessageContent }, withContent));
                out.push(...toBots([bot], t, { all: GuildMessages, none: MessageContent }, withoutContent));
            }
        }
        return out;
    };
}
const messageDelete = (ctx, event) => {
    const [guildId, channelId, id] = [event.data.guild_id, event.data.channel_id, event.data.message_id].map(text);
    if (guildId === undefined || channelId === undefined || id === undefined)
        return [];
    return toBots(botsIn(ctx, guildId, channelId), 'MESSAGE_DELETE', { all: GuildMessages }, () => ({
        id,
        channel_id: channelId,
        guild_id: guildId,
    }));
};
/** GUILD_CREATE to some bots of the guild: with every member for those with GUILD_MEMBERS. */
function guildCreateTo(ctx, guild, bots) {
    return bots.flatMap((bot) => [
        ...toBots([bot], 'GUILD_CREATE', { all: Guilds | GuildMembers }, () => guildCreateWire(ctx, guild, bot.userId, GuildMembers)),
        ...toBots([bot], 'GUILD_CREATE', { all: Guilds, none: GuildMembers }, () => guildCreateWire(ctx, guild, bot.userId, 0)),
    ]);
}
const guildCreate = (ctx, event) => {
    const guild = ctx.store.guilds.get(text(event.data.guild_id) ?? '');
    return guild === undefined ? [] : guildCreateTo(ctx, guild, botsIn(ctx, guild.id));
};
const guildUpdate = (ctx, event) => {
    const guild = ctx.store.guilds.get(text(event.data.guild_id) ?? '');
    if (guild === undefined)
        return [];
    return toBots(botsIn(ctx, guild.id), 'GUILD_UPDATE', { all: Guilds }, () => guildWire(ctx, guild));
};
function channelRoute(t) {
    return (ctx, event) => {
        const channel = ctx.store.channels.get(text(event.data.channel_id) ?? '');
        if (channel === undefined)
            return [];
        return toBots(botsIn(ctx, channel.guildId, channel.id), t, { all: Guilds }, () => channelWire(ctx, channel));
    };
}
function roleRoute(t) {
    return (ctx, event) => {
        const role = ctx.store.roles.get(text(event.data.role_id) ?? '');
        if (role === undefined)
            return [];
        return toBots(botsIn(ctx, role.guildId), t, { all: Guilds }, () => ({
            guild_id: role.guildId,
            role: roleWire(role),
        }));
    };
}
function memberRoute(t) {
    return (ctx, event) => {
        const guildId = text(event.data.guild_id) ?? '';
        const member = ctx.store.member(guildId, text(event.data.user_id) ?? '');
        if (member === undefined)
            return [];
        const data = () => ({ guild_id: guildId, ...memberWire(ctx, member) });
        const bots = botsIn(ctx, guildId);
        const out = toBots(bots, t, { all: GuildMembers }, data);
        // A bot that was just added learns of the guild itself, as when it is invited on the service.
        const added = t === 'GUILD_MEMBER_ADD' ? bots.filter((bot) => bot.userId === member.userId) : [];
        const guild = ctx.store.guilds.get(guildId);
        if (guild !== undefined)
            out.push(...guildCreateTo(ctx, guild, added));
        return out;
    };
}
const memberRemove = (ctx, event) => {
    const guildId = text(event.data.guild_id) ?? '';
    return toBots(botsIn(ctx, guildId), 'GUILD_MEMBER_REMOVE', { all: GuildMembers }, () => ({
        guild_id: guildId,
        user: event.data.user,
    }));
};
export const guildEvents = {
    CHANNEL_MESSAGE_CREATE: messageRoute('MESSAGE_CREATE'),
    CHANNEL_MESSAGE_UPDATE: messageRoute('MESSAGE_UPDATE'),
    CHANNEL_MESSAGE_DELETE: messageDelete,
    GUILD_CREATE: guildCreate,
    GUILD_UPDATE: guildUpdate,
    CHANNEL_CREATE: channelRoute('CHANNEL_CREATE'),
    CHANNEL_UPDATE: channelRoute('CHANNEL_UPDATE'),
    GUILD_ROLE_CREATE: roleRoute('GUILD_ROLE_CREATE'),
    GUILD_ROLE_UPDATE: roleRoute('GUILD_ROLE_UPDATE'),
    GUILD_MEMBER_ADD: memberRoute('GUILD_MEMBER_ADD'),
    GUILD_MEMBER_UPDATE: memberRoute('GUILD_MEMBER_UPDATE'),
    GUILD_MEMBER_REMOVE: memberRemove,
};
