/**
 * The store's users, members, roles and channels as an interaction payload carries them, with the
 * permission strings the service computes: a member's permissions in the channel, the bot's
 * (`app_permissions`), and each resolved channel's.
 */
import { serializePermissions, } from '../../model/index.js';
import { roleWire } from '../guilds/gatewayWire.js';
import { permissionsIn } from '../guilds/permissions.js';
import { publicUser } from '../wire.js';
/**
 * The bot's permissions in the channel: its member's when the bot is in the guild, otherwise what
 * @everyone has there (what an app without a bot member may do through its interactions).
 */
export function appPermissionsIn(ctx, guildId, botUserId, channel) {
    return permissionsIn(ctx, guildId, ctx.store.member(guildId, botUserId) ? botUserId : guildId, channel);
}
/** A guild member with its permissions in the channel; `withUser` for the invoking member. */
export function wireMember(ctx, guildId, userId, channel, withUser) {
    const member = ctx.store.member(guildId, userId);
    const user = ctx.store.users.get(userId);
    if (!member || !user)
        return undefined;
    const out = {
        roles: [...member.roles],
        joined_at: member.joinedAt,
        nick: member.nick,
        avatar: null,
        premium_since: null,
        deaf: false,
        mute: false,
        pending: false,
        flags: 0,
        communication_disabled_until: null,
        permissions: serializePermissions(permissionsIn(ctx, guildId, userId, channel)),
    };
    if (withUser)
        out.user = publicUser(user);
    return out;
}
export function wireRole(ctx, roleId) {
    const role = ctx.store.roles.get(roleId);
    if (!role)
        return undefined;
    // The gateway's role object, without the `colors` the interaction's resolved roles never carried.
    const { colors: _colors, ...resolved } = roleWire(role);
    return resolved;
}
/**
 * A channel as resolved: `permissions` of the invoking user there, and `app_permissions` only when the
 * app's bot is in the guild (SERVICE.md).
 */
export function wireChannel(ctx, channel, viewer) {
    const out = {
        id: channel.id,
        type: channel.type,
        name: channel.name,
        parent_id: channel.parentId,
        guild_id: channel.guildId,
        permissions: serializePermissions(permissionsIn(ctx, channel.guildId, viewer.userId, channel)),
    };
    if (ctx.store.member(channel.guildId, viewer.botUserId))
        out.app_permissions = serializePermissions(permissionsIn(ctx, channel.guildId, viewer.botUserId, channel));
    return out;
}
