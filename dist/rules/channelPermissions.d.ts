/**
 * A member's permissions in a guild channel: what an interaction's `member.permissions`,
 * `app_permissions` and a resolved channel's `permissions` carry. The service's order: the guild owner
 * and Administrator have everything; otherwise @everyone's bits and the member's roles' bits, then the
 * channel's overwrites for @everyone, then for the member's roles (all denies, then all allows), then
 * for the member. A thread takes its parent channel's overwrites.
 */
import { type Snowflake } from '../model/index.js';
/** A channel permission overwrite: `type` 0 for a role (the guild id is @everyone), 1 for a member. */
export interface PermissionOverwrite {
    id: Snowflake;
    type: 0 | 1;
    /** Decimal bit sets. */
    allow: string;
    deny: string;
}
/** What {@link channelPermissions} reads. */
export interface ChannelPermissionsInput {
    guild: {
        id: Snowflake;
        ownerId: Snowflake | null;
    };
    member: {
        userId: Snowflake;
        roleIds: readonly Snowflake[];
    };
    /** A role's permission bits (decimal string), or undefined for a role the guild does not have. */
    rolePermissions: (roleId: Snowflake) => string | undefined;
    /** The channel's overwrites (a thread's parent's); none for the guild-wide permissions. */
    overwrites?: readonly PermissionOverwrite[] | undefined;
}
/**
 * The member's permission bits in the channel.
 *
 * @example
 * channelPermissions({ guild, member, rolePermissions: (id) => roles.get(id)?.permissions, overwrites }).toString();
 */
export declare function channelPermissions(input: ChannelPermissionsInput): bigint;
