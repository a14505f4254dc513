/**
 * A user's permission bits in a guild or one of its channels, from the store: the guild's roles and the
 * channel's overwrites (a thread takes its parent's), combined by the one rule of
 * `src/rules/channelPermissions.ts`. The store-to-rule adapter every domain uses (interactions, voice).
 */
import { THREAD_CHANNEL_TYPES } from '../../model/index.js';
import { channelPermissions } from '../../rules/index.js';
/** The overwrites that apply in a channel: a thread takes its parent's. */
function overwritesOf(ctx, channel) {
    if (channel === undefined)
        return [];
    if (THREAD_CHANNEL_TYPES.has(channel.type) && channel.parentId !== null)
        return ctx.store.channels.get(channel.parentId)?.overwrites ?? [];
    return channel.overwrites;
}
/** A user's permission bits in a channel of a guild (the guild-wide bits without a channel). */
export function permissionsIn(ctx, guildId, userId, channel) {
    const guild = ctx.store.guilds.get(guildId);
    const member = ctx.store.member(guildId, userId);
    return channelPermissions({
        guild: { id: guildId, ownerId: guild?.ownerId ?? null },
        member: { userId, roleIds: member?.roles ?? [] },
        rolePermissions: (roleId) => {
            const role = ctx.store.roles.get(roleId);
            return role?.guildId === guildId ? role.permissions : undefined;
        },
        overwrites: overwritesOf(ctx, channel),
    });
}
