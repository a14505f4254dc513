/**
 * A member's permissions in a guild channel: what an interaction's `member.permissions`,
 * `app_permissions` and a resolved channel's `permissions` carry. The service's order: the guild owner
 * and Administrator have everything; otherwise @everyone's bits and the member's roles' bits, then the
 * channel's overwrites for @everyone, then for the member's roles (all denies, then all allows), then
 * for the member. A thread takes its parent channel's overwrites.
 */
import { ALL_PERMISSIONS, PermissionFlags } from '../model/index.js';
/**
 * The member's permission bits in the channel.
 *
 * @example
 * channelPermissions({ guild, member, rolePermissions: (id) => roles.get(id)?.permissions, overwrites }).toString();
 */
export function channelPermissions(input) {
    const { guild, member } = input;
    if (guild.ownerId !== null && guild.ownerId === member.userId)
        return ALL_PERMISSIONS;
    const roleIds = member.roleIds.filter((id) => id !== guild.id);
    let bits = BigInt(input.rolePermissions(guild.id) ?? '0');
    for (const roleId of roleIds)
        bits |= BigInt(input.rolePermissions(roleId) ?? '0');
    if ((bits & PermissionFlags.ADMINISTRATOR) !== 0n)
        return ALL_PERMISSIONS;
    const overwrites = input.overwrites ?? [];
    const everyone = overwrites.find((o) => o.type === 0 && o.id === guild.id);
    if (everyone)
        bits = (bits & ~BigInt(everyone.deny)) | BigInt(everyone.allow);
    let allow = 0n;
    let deny = 0n;
    for (const overwrite of overwrites) {
        if (overwrite.type !== 0 || !roleIds.includes(overwrite.id))
            continue;
        allow |= BigInt(overwrite.allow);
        deny |= BigInt(overwrite.deny);
    }
    bits = (bits & ~deny) | allow;
    const own = overwrites.find((o) => o.type === 1 && o.id === member.userId);
    if (own)
        bits = (bits & ~BigInt(own.deny)) | BigInt(own.allow);
    return bits & ALL_PERMISSIONS;
}
