/**
 * Set Voice Channel Status (SERVICE.md "Other operations that are named"): a bot sets or clears the
 * status of a voice channel. Needs SET_VOICE_CHANNEL_STATUS in the channel, and MANAGE_CHANNELS too when
 * the bot is not connected to it. Each change is published on the event bus as Voice Channel Status
 * Update (`id`, `guild_id`, `status`), which the gateway delivers; the last status stays in the store,
 * for the gateway's Request Channel Info.
 *
 * Error codes: 10003 Unknown Channel, 50001 Missing Access, 50013 Missing Permissions and 50024 Cannot
 * execute action on this channel type are the service's JSON error codes as its public documentation
 * lists them; FACTS.md repeats 50001 and 50013.
 */
import { ChannelType, hasAllPermissions, PermissionFlags } from '../../model/index.js';
import { Errors } from '../errors.js';
import { permissionsIn } from '../guilds/permissions.js';
import { connectedChannel } from './state.js';
/** The gateway event each change dispatches. */
export const VOICE_CHANNEL_STATUS_UPDATE = 'VOICE_CHANNEL_STATUS_UPDATE';
/** Statuses by channel id. */
export function voiceStatusesOf(ctx) {
    return ctx.store.collection('voiceChannelStatuses');
}
/**
 * Sets (or, with null, clears) the status as the application's bot: 10003 for an unknown channel; 50001
 * when the bot is not in the guild or cannot view the channel; 50024 when it is not a voice channel;
 * 50013 without the permissions above.
 */
export function setVoiceChannelStatus(ctx, application, channelId, status) {
    const channel = ctx.store.channels.get(channelId);
    if (!channel)
        throw Errors.unknownChannel();
    const botId = application.botUserId;
    if (!ctx.store.member(channel.guildId, botId))
        throw Errors.missingAccess();
    const bits = permissionsIn(ctx, channel.guildId, botId, channel);
    if (!hasAllPermissions(bits, PermissionFlags.VIEW_CHANNEL))
        throw Errors.missingAccess();
    if (channel.type !== ChannelType.GUILD_VOICE)
        throw Errors.wrongChannelType();
    const connected = connectedChannel(ctx, channel.guildId, botId) === channel.id;
    const required = connected
        ? PermissionFlags.SET_VOICE_CHANNEL_STATUS
        : PermissionFlags.SET_VOICE_CHANNEL_STATUS | PermissionFlags.MANAGE_CHANNELS;
    if (!hasAllPermissions(bits, required))
        throw Errors.missingPermissions();
    const record = {
        channelId: channel.id,
        guildId: channel.guildId,
        status,
        updatedAt: ctx.clock.now(),
        applicationId: application.id,
    };
    voiceStatusesOf(ctx).set(channel.id, record);
    ctx.events.record(VOICE_CHANNEL_STATUS_UPDATE, application.id, {
        id: channel.id,
        guild_id: channel.guildId,
        status,
    });
    return record;
}
/** The channel's status as last set (null: never set, or cleared). */
export function voiceChannelStatus(ctx, channelId) {
    return voiceStatusesOf(ctx).get(channelId)?.status ?? null;
}
