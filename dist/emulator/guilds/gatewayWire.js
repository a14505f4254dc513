/**
 * Guilds as a bot's gateway session receives them (the service's guild, role, member and channel
 * objects, as `openapi.json` describes them): the GUILD_CREATE after READY, and the objects of the
 * GUILD_* / CHANNEL_* / GUILD_MEMBER_* / GUILD_ROLE_* / MESSAGE_* dispatches. The emulator has no icons,
 * emojis, stickers, boosts or moderation settings, so those fields carry the service's "none" values.
 */
import { GatewayIntentBits } from '../../model/intents.js';
import { guildVoiceStates, voiceStateWire } from '../voiceWire.js';
import { deletedUser, publicUser } from '../wire.js';
import { channelMessageWire, guildChannelWire } from './wire.js';
/** A role object. */
export function roleWire(role) {
    return {
        id: role.id,
        name: role.name,
        permissions: role.permissions,
        position: role.position,
        color: 0,
        colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
        hoist: false,
        managed: false,
        mentionable: false,
        icon: null,
        unicode_emoji: null,
        flags: 0,
    };
}
/** A guild member object, with its user. */
export function memberWire(ctx, member) {
    const user = ctx.store.users.get(member.userId) ?? deletedUser(member.userId);
    return {
        user: publicUser(user),
        nick: member.nick,
        avatar: null,
        banner: null,
        roles: [...member.roles],
        joined_at: member.joinedAt,
        premium_since: null,
        communication_disabled_until: null,
        pending: false,
        flags: 0,
        mute: false,
        deaf: false,
    };
}
/** A guild channel object (without the caller's bits; its linked lobby stays, our design). */
export function channelWire(ctx, channel) {
    return { ...guildChannelWire(ctx, channel, undefined), last_message_id: null, topic: null };
}
/** The guild's roles, channels or members, in creation order of the store. */
function partsOf(records, guildId) {
    return [...records].filter((record) => record.guildId === guildId);
}
/** A guild object (GUILD_UPDATE, and the base of GUILD_CREATE). */
export function guildWire(ctx, guild) {
    return {
        id: guild.id,
        name: guild.name,
        icon: null,
        description: null,
        home_header: null,
        splash: null,
        discovery_splash: null,
        features: [],
        banner: null,
        // The service always has an owner; a seeded guild without one shows 0 (no user).
        owner_id: guild.ownerId ?? '0',
        application_id: null,
        region: 'deprecated',
        afk_channel_id: null,
        afk_timeout: 300,
        system_channel_id: null,
        system_channel_flags: 0,
        widget_enabled: false,
        widget_channel_id: null,
        verification_level: 0,
        roles: partsOf(ctx.store.roles.values(), guild.id).map(roleWire),
        default_message_notifications: 0,
        mfa_level: 0,
        explicit_content_filter: 0,
        max_presences: null,
        max_members: 500_000,
        max_stage_video_channel_users: 0,
        max_video_channel_users: 25,
        vanity_url_code: null,
        premium_tier: 0,
        premium_subscription_count: 0,
        preferred_locale: guild.locale,
        rules_channel_id: null,
        safety_alerts_channel_id: null,
        public_updates_channel_id: null,
        premium_progress_bar_enabled: false,
        nsfw: false,
        nsfw_level: 0,
        emojis: [],
        stickers: [],
        incidents_data: null,
    };
}
/**
 * GUILD_CREATE for a bot: the guild with its channels, and its members as the intents allow (every
 * member with GUILD_MEMBERS, else only the bot itself, as the service sends to a bot without it).
 */
export function guildCreateWire(ctx, guild, botUserId, intents) {
    const members = partsOf(ctx.store.members.values(), guild.id);
    const sent = (intents & GatewayIntentBits.GuildMembers) !== 0
        ? members
        : members.filter((m) => m.userId === botUserId);
    const joinedAt = ctx.store.member(guild.id, botUserId)?.joinedAt ?? new Date(ctx.clock.now()).toISOString();
    return {
        ...guildWire(ctx, guild),
        joined_at: joinedAt,
        large: false,
        unavailable: false,
        member_count: members.length,
        members: sent.map((member) => memberWire(ctx, member)),
        channels: partsOf(ctx.store.channels.values(), guild.id).map((channel) => channelWire(ctx, channel)),
        threads: [],
        presences: [],
        voice_states: guildVoiceStates(ctx, guild.id).map((state) => voiceStateWire(state)),
        stage_instances: [],
        guild_scheduled_events: [],
        soundboard_sounds: [],
    };
}
/**
 * A guild channel message as MESSAGE_CREATE / MESSAGE_UPDATE carry it: the REST object plus `guild_id`,
 * the author's `member` and `channel_type` (what discord.js needs to find the channel). `withContent`
 * false empties what the MESSAGE_CONTENT intent guards (content, embeds, attachments, components).
 */
export function gatewayMessageWire(ctx, message, withContent) {
    const wire = { ...channelMessageWire(ctx, message) };
    const member = ctx.store.member(message.guildId, message.authorId);
    if (member !== undefined) {
        const { user: _user, ...withoutUser } = memberWire(ctx, member);
        wire.member = withoutUser;
    }
    wire.channel_type = ctx.store.channels.get(message.channelId)?.type ?? 0;
    if (!withContent)
        Object.assign(wire, { content: '', embeds: [], attachments: [], components: [] });
    return wire;
}
