import { existingGuild, existingUser, object, SeedError, snowflake } from '../seedChecks.js';
import { CONNECTABLE_CHANNEL_TYPES, connectToVoice, disconnectFromVoice } from './state.js';
/** Connects (or, with a null channel, disconnects) a member; the new state, or undefined after leaving. */
export function seedVoiceState(ctx, seed, at) {
    object(seed, at);
    const userId = existingUser(ctx, seed.userId, `${at}.userId`);
    if (seed.channelId === null) {
        disconnectFromVoice(ctx, existingGuild(ctx, seed.guildId, `${at}.guildId`), userId);
        return undefined;
    }
    const channelId = snowflake(seed.channelId, `${at}.channelId`);
    const channel = ctx.store.channels.get(channelId);
    if (!channel)
        throw new SeedError(`${at}.channelId: no channel ${channelId} (seed the channel first)`);
    if (!CONNECTABLE_CHANNEL_TYPES.has(channel.type))
        throw new SeedError(`${at}.channelId: channel ${channelId} is of type ${channel.type}, not voice (2) or stage (13)`);
    if (seed.guildId !== undefined && snowflake(seed.guildId, `${at}.guildId`) !== channel.guildId)
        throw new SeedError(`${at}.guildId: channel ${channelId} belongs to guild ${channel.guildId}`);
    if (!ctx.store.member(channel.guildId, userId))
        throw new SeedError(`${at}.userId: ${userId} is not a member of guild ${channel.guildId}`);
    return connectToVoice(ctx, { guildId: channel.guildId, userId, channelId });
}
