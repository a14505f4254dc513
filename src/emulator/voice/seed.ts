/** Seeding the voice domain: members connected to (or leaving) voice and stage channels. */
import type { EmulatorContext } from '../context.js';
import type { VoiceStateRecord } from '../records.js';
import { existingGuild, existingUser, object, SeedError, snowflake } from '../seedChecks.js';
import { CONNECTABLE_CHANNEL_TYPES, connectToVoice, disconnectFromVoice } from './state.js';

/**
 * A user (a bot too) connected to a voice or stage channel of a guild they are a member of. With
 * `channelId: null` (and `guildId`) the user leaves the guild's voice channel instead.
 */
export interface VoiceStateSeed {
  userId: string;
  channelId: string | null;
  /** Required only with `channelId: null` (otherwise the channel's guild). */
  guildId?: string | undefined;
}

/** Connects (or, with a null channel, disconnects) a member; the new state, or undefined after leaving. */
export function seedVoiceState(
  ctx: EmulatorContext,
  seed: VoiceStateSeed,
  at: string,
): VoiceStateRecord | undefined {
  object(seed, at);
  const userId = existingUser(ctx, seed.userId, `${at}.userId`);
  if (seed.channelId === null) {
    disconnectFromVoice(ctx, existingGuild(ctx, seed.guildId, `${at}.guildId`), userId);
    return undefined;
  }
  const channelId = snowflake(seed.channelId, `${at}.channelId`);
  const channel = ctx.store.channels.get(channelId);
  if (!channel) throw new SeedError(`${at}.channelId: no channel ${channelId} (seed the channel first)`);
  if (!CONNECTABLE_CHANNEL_TYPES.has(channel.type))
    throw new SeedError(
      `${at}.channelId: channel ${channelId} is of type ${channel.type}, not voice (2) or stage (13)`,
    );
  if (seed.guildId !== undefined && snowflake(seed.guildId, `${at}.guildId`) !== channel.guildId)
    throw new SeedError(`${at}.guildId: channel ${channelId} belongs to guild ${channel.guildId}`);
  if (!ctx.store.member(channel.guildId, userId))
    throw new SeedError(`${at}.userId: ${userId} is not a member of guild ${channel.guildId}`);
  return connectToVoice(ctx, { guildId: channel.guildId, userId, channelId });
}
