/**
 * A bot's IDENTIFY, past the token: its intents and shard checked against its application (the rules
 * of `src/rules/intents.ts`), then its READY (the bot user, `application {id, flags}`, its guilds as
 * unavailable stubs) and one GUILD_CREATE per guild it is in, sent right after READY as the service does.
 */
import { GATEWAY_VERSION } from '../../model/gateway.js';
import { GatewayIntentBits } from '../../model/intents.js';
import { intentsProblem, shardProblem } from '../../rules/index.js';
import { guildCreateWire } from '../guilds/gatewayWire.js';
import { publicUser } from '../wire.js';
/** The guilds a user (a bot) is a member of, in id order. */
export function guildsOf(ctx, userId) {
    const out = [];
    for (const guild of ctx.store.guilds.values())
        if (ctx.store.member(guild.id, userId))
            out.push(guild);
    return out.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}
/** Why a bot may not start a session with this IDENTIFY (the close code and reason), or undefined. */
export function botIdentifyProblem(ctx, caller, d, maxGuildsPerShard) {
    return (intentsProblem(d.intents, caller.application.flags) ??
        shardProblem(d.shard, guildsOf(ctx, caller.user.id).length, maxGuildsPerShard));
}
/** A bot's READY. */
export function botReady(ctx, caller, sessionId, resumeUrl) {
    return {
        v: GATEWAY_VERSION,
        user: { ...publicUser(caller.user), bot: true, verified: true, mfa_enabled: false },
        session_id: sessionId,
        resume_gateway_url: resumeUrl,
        session_type: 'normal',
        shard: [0, 1],
        application: { id: caller.application.id, flags: caller.application.flags },
        guilds: guildsOf(ctx, caller.user.id).map((guild) => ({ id: guild.id, unavailable: true })),
        private_channels: [],
        relationships: [],
        presences: [],
        guild_join_requests: [],
        user_settings: {},
        geo_ordered_rtc_regions: [],
    };
}
/** The GUILD_CREATE data that follow a bot's READY (none without the GUILDS intent). */
export function botGuildCreates(ctx, botUserId, intents) {
    if ((intents & GatewayIntentBits.Guilds) === 0)
        return [];
    return guildsOf(ctx, botUserId).map((guild) => guildCreateWire(ctx, guild, botUserId, intents));
}
