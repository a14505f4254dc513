import { Errors } from '../errors.js';
import { ProvisionalErrors } from '../provisional/errors.js';
import { secretHash } from '../secrets.js';
import { memberKey } from '../store.js';
import { unknownInvite } from './errors.js';
import { guildInvites } from './state.js';
/** How long an invite made from a linked lobby can be accepted. */
export const LINKED_GUILD_INVITE_TTL_MS = 60 * 60 * 1000;
/** A new invite for `userId` into the guild of the lobby's linked channel; 10003 when it is not linked. */
export function createLinkedGuildInvite(ctx, lobby, userId) {
    const link = lobby.linkedChannel;
    if (!link || !ctx.store.channels.has(link.id))
        throw Errors.unknownChannel();
    refuseProvisional(ctx, userId);
    const code = ctx.random.token(8);
    guildInvites(ctx.store).set(secretHash(code), {
        hash: secretHash(code),
        guildId: link.guildId,
        channelId: link.id,
        userId,
        expiresAt: ctx.clock.now() + LINKED_GUILD_INVITE_TTL_MS,
        usedAt: null,
    });
    return code;
}
/** `POST /invites/{code}`: the user joins the guild; the code is spent. 10006 for any code not usable now. */
export function acceptGuildInvite(ctx, code, userId) {
    const invite = guildInvites(ctx.store).get(secretHash(code));
    const now = ctx.clock.now();
    if (!invite || invite.usedAt !== null || now >= invite.expiresAt || invite.userId !== userId)
        throw unknownInvite();
    const guild = ctx.store.guilds.get(invite.guildId);
    if (!guild)
        throw unknownInvite();
    // Only a data file written before the refusal above holds such an invite; it stays unused.
    refuseProvisional(ctx, userId);
    invite.usedAt = now;
    if (!ctx.store.member(guild.id, userId)) {
        ctx.store.members.set(memberKey(guild.id, userId), {
            guildId: guild.id,
            userId,
            roles: [],
            nick: null,
            joinedAt: new Date(now).toISOString(),
        });
        ctx.events.record('GUILD_MEMBER_ADD', null, { guild_id: guild.id, user_id: userId });
    }
    return guild;
}
/**
 * `GET /invites/{code}` (openapi.json `invite_resolve`, a guild invite's `GuildInviteResponse`): what the
 * invite leads to, for anyone holding the code (the route needs no token, as the service's). An invite that
 * is unknown, spent or expired is 404 10006, as at acceptance. Resolving does not spend it.
 */
export function resolveGuildInvite(ctx, code) {
    const invite = guildInvites(ctx.store).get(secretHash(code));
    const now = ctx.clock.now();
    if (!invite || invite.usedAt !== null || now >= invite.expiresAt)
        throw unknownInvite();
    const guild = ctx.store.guilds.get(invite.guildId);
    const channel = ctx.store.channels.get(invite.channelId);
    if (!guild || !channel)
        throw unknownInvite();
    return {
        type: 0,
        code,
        expires_at: new Date(invite.expiresAt).toISOString(),
        guild_id: guild.id,
        // The fields openapi.json's InviteGuildResponse requires; the emulator's guilds have no art or
        // settings beyond their name, so the rest are the service's empty values.
        guild: {
            id: guild.id,
            name: guild.name,
            splash: null,
            banner: null,
            description: null,
            icon: null,
            features: [],
            verification_level: 0,
            vanity_url_code: null,
            nsfw_level: 0,
            nsfw: false,
            premium_subscription_count: 0,
        },
        channel: { id: channel.id, type: channel.type, name: channel.name },
        // Made for one user, single use (createLinkedGuildInvite).
        max_uses: 1,
        uses: 0,
    };
}
function refuseProvisional(ctx, userId) {
    if (ctx.store.users.get(userId)?.provisional === true)
        throw ProvisionalErrors.fullAccountOnly('join a guild');
}
