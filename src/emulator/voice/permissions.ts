/**
 * A user's permission bits in a voice channel, from the store: the guild's roles and the channel's
 * overwrites, combined by the one rule of `src/rules/channelPermissions.ts` (the computation commands and
 * interactions use too), never a second one. Voice channels are never threads, so the channel's own
 * overwrites are the ones that apply.
 */
import type { Snowflake } from '../../model/index.js';
import { channelPermissions } from '../../rules/index.js';
import type { EmulatorContext } from '../context.js';
import type { ChannelRecord } from '../records.js';

/** The user's bits in the channel. */
export function voiceChannelPermissions(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  userId: Snowflake,
): bigint {
  const { guildId } = channel;
  return channelPermissions({
    guild: { id: guildId, ownerId: ctx.store.guilds.get(guildId)?.ownerId ?? null },
    member: { userId, roleIds: ctx.store.member(guildId, userId)?.roles ?? [] },
    rolePermissions: (roleId) => {
      const role = ctx.store.roles.get(roleId);
      return role?.guildId === guildId ? role.permissions : undefined;
    },
    overwrites: channel.overwrites,
  });
}
