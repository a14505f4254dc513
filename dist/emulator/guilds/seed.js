/**
 * Seeding guilds: each with its @everyone role (the role whose id is the guild id) and its owner as a
 * member, then roles, channels (with permission overwrites) and members, nested in a guild seed or
 * standalone with a `guildId`. Each records its gateway event (a guild seed one GUILD_CREATE or
 * GUILD_UPDATE for the whole; a standalone part its CREATE, or UPDATE when its id existed), which bots'
 * sessions receive (guilds/events.ts).
 */
import { permissionBits, permissionsProblem } from '../../model/permissions.js';
import { eachSeed, existingGuild, existingUser, idOrNew, list, nullableString, object, optionalBoolean, optionalInteger, optionalString, SeedError, snowflake, } from '../seedChecks.js';
import { memberKey } from '../store.js';
const DEFAULT_EVERYONE = [
    'VIEW_CHANNEL',
    'SEND_MESSAGES',
    'READ_MESSAGE_HISTORY',
    'USE_APPLICATION_COMMANDS',
    'ADD_REACTIONS',
    'CONNECT',
    'SPEAK',
];
export function seedGuild(ctx, seed, at) {
    object(seed, at);
    const id = idOrNew(ctx, seed.id, `${at}.id`);
    const existed = ctx.store.guilds.has(id);
    const ownerId = seed.ownerId === undefined || seed.ownerId === null
        ? null
        : existingUser(ctx, seed.ownerId, `${at}.ownerId`);
    const guild = {
        id,
        name: optionalString(seed.name, `${at}.name`, 2, 100) ?? `Guild ${id.slice(-6)}`,
        ownerId,
        locale: optionalString(seed.locale, `${at}.locale`, 2, 10) ?? 'en-US',
    };
    ctx.store.guilds.set(id, guild);
    const everyone = seed.everyonePermissions ?? permissionBits(...DEFAULT_EVERYONE).toString();
    const everyoneRole = { id, name: '@everyone', permissions: everyone, position: 0 };
    const roles = [seedRole(ctx, everyoneRole, id, `${at}.everyonePermissions`)];
    const members = ownerId === null ? [] : [seedMember(ctx, { userId: ownerId }, id, `${at}.ownerId`)];
    roles.push(...eachSeed(seed.roles, `${at}.roles`, (role, where) => seedRole(ctx, role, id, where)));
    const channels = eachSeed(seed.channels, `${at}.channels`, (channel, where) => seedChannel(ctx, channel, id, where));
    members.push(...eachSeed(seed.members, `${at}.members`, (member, where) => seedMember(ctx, member, id, where)));
    // One event for the guild and what came with it: its bots learn of it whole (guilds/events.ts).
    ctx.events.record(existed ? 'GUILD_UPDATE' : 'GUILD_CREATE', null, { guild_id: id });
    return { guild, roles, channels, members };
}
export const seedRole = (ctx, seed, guildId, at) => {
    const guild = guildOf(ctx, seed, guildId, at);
    const permissions = seed.permissions ?? '0';
    const problem = permissionsProblem(permissions);
    if (problem !== undefined)
        throw new SeedError(`${at}.permissions: ${problem}`);
    const role = {
        id: idOrNew(ctx, seed.id, `${at}.id`),
        guildId: guild,
        name: optionalString(seed.name, `${at}.name`, 1, 100) ?? 'new role',
        permissions,
        position: optionalInteger(seed.position, `${at}.position`, 0, 250) ?? 1,
    };
    const existed = ctx.store.roles.has(role.id);
    ctx.store.roles.set(role.id, role);
    if (guildId === undefined)
        ctx.events.record(existed ? 'GUILD_ROLE_UPDATE' : 'GUILD_ROLE_CREATE', null, {
            guild_id: guild,
            role_id: role.id,
        });
    return role;
};
export const seedChannel = (ctx, seed, guildId, at) => {
    const guild = guildOf(ctx, seed, guildId, at);
    const parentId = seed.parentId === undefined || seed.parentId === null ? null : snowflake(seed.parentId, `${at}.parentId`);
    const overwrites = eachSeed(seed.overwrites, `${at}.overwrites`, overwrite);
    const channel = {
        id: idOrNew(ctx, seed.id, `${at}.id`),
        guildId: guild,
        name: optionalString(seed.name, `${at}.name`, 1, 100) ?? 'general',
        type: optionalInteger(seed.type, `${at}.type`, 0, 20) ?? 0,
        parentId,
        overwrites,
        nsfw: optionalBoolean(seed.nsfw, `${at}.nsfw`) ?? false,
        position: optionalInteger(seed.position, `${at}.position`, 0, 1000) ?? 0,
    };
    const existed = ctx.store.channels.has(channel.id);
    ctx.store.channels.set(channel.id, channel);
    if (guildId === undefined)
        ctx.events.record(existed ? 'CHANNEL_UPDATE' : 'CHANNEL_CREATE', null, { channel_id: channel.id });
    return channel;
};
export const seedMember = (ctx, seed, guildId, at) => {
    const guild = guildOf(ctx, seed, guildId, at);
    const userId = existingUser(ctx, seed.userId, `${at}.userId`);
    // As the service: a provisional account joins no guild (linkedChannels/invites.ts refuses it too).
    if (ctx.store.users.get(userId)?.provisional === true)
        throw new SeedError(`${at}.userId: ${userId} is a provisional account, which cannot be a guild member`);
    const roles = list(seed.roles, `${at}.roles`).map((roleId, i) => {
        const id = snowflake(roleId, `${at}.roles[${i}]`);
        if (ctx.store.roles.get(id)?.guildId !== guild)
            throw new SeedError(`${at}.roles[${i}]: no role ${id} in guild ${guild}`);
        return id;
    });
    const member = {
        guildId: guild,
        userId,
        roles,
        nick: nullableString(seed.nick, `${at}.nick`, 1, 32) ?? null,
        joinedAt: new Date(ctx.clock.now()).toISOString(),
    };
    const existed = ctx.store.members.has(memberKey(guild, userId));
    ctx.store.members.set(memberKey(guild, userId), member);
    if (guildId === undefined)
        ctx.events.record(existed ? 'GUILD_MEMBER_UPDATE' : 'GUILD_MEMBER_ADD', null, {
            guild_id: guild,
            user_id: userId,
        });
    return member;
};
/** The guild a role, channel or member seed belongs to: the enclosing guild's, or its own `guildId`. */
function guildOf(ctx, seed, guildId, at) {
    object(seed, at);
    return existingGuild(ctx, guildId ?? seed.guildId, `${at}.guildId`);
}
function overwrite(value, at) {
    object(value, at);
    if (value.type !== 0 && value.type !== 1)
        throw new SeedError(`${at}.type: expected 0 (role) or 1 (member)`);
    for (const field of ['allow', 'deny']) {
        const problem = permissionsProblem(value[field]);
        if (problem !== undefined)
            throw new SeedError(`${at}.${field}: ${problem}`);
    }
    return { id: snowflake(value.id, `${at}.id`), type: value.type, allow: value.allow, deny: value.deny };
}
