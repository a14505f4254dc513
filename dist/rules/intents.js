/**
 * The checks of a bot's IDENTIFY beyond its shape: its intents (required, only intent bits, privileged
 * ones only when the application's flags approve them) and its shard (the emulator serves one).
 * Pure, so the close code and reason a bot gets are pinned once in test/rules/intents.test.ts.
 */
import { GatewayCloseCode } from '../model/gateway.js';
import { ALL_INTENTS, PRIVILEGED_INTENTS } from '../model/intents.js';
const refuse = (code, reason) => ({ ok: false, code, reason });
/**
 * What is wrong with a bot's `intents` for an application with `applicationFlags`: missing or not an
 * intent bit set (4013), or a privileged intent the application is not approved for (4014, naming it).
 */
export function intentsProblem(intents, applicationFlags) {
    if (intents === undefined)
        return refuse(GatewayCloseCode.InvalidIntents, 'd.intents: required for a bot (a bit set of intents)');
    if (!Number.isSafeInteger(intents) ||
        intents < 0 ||
        (intents & ~ALL_INTENTS) !== 0 ||
        intents > ALL_INTENTS)
        return refuse(GatewayCloseCode.InvalidIntents, `d.intents: ${intents} has bits that are not intents`);
    const refused = PRIVILEGED_INTENTS.filter((privileged) => (intents & privileged.bit) !== 0 && (applicationFlags & privileged.approvedBy) === 0);
    if (refused.length > 0)
        return refuse(GatewayCloseCode.DisallowedIntents, `d.intents: ${refused.map((p) => p.name).join(', ')} not enabled for this application`);
    return undefined;
}
/**
 * What is wrong with a bot's `shard` when the gateway serves one shard of at most `maxGuildsPerShard`
 * guilds: another shard or shard count (4010), or a bot in more guilds than one shard carries (4011).
 */
export function shardProblem(shard, guildCount, maxGuildsPerShard) {
    if (shard !== undefined && (shard[0] !== 0 || shard[1] !== 1))
        return refuse(GatewayCloseCode.InvalidShard, `d.shard: [${shard[0]}, ${shard[1]}] is not served (GET /gateway/bot says shards: 1; send [0, 1])`);
    if (guildCount > maxGuildsPerShard)
        return refuse(GatewayCloseCode.ShardingRequired, `the bot is in ${guildCount} guilds, more than one shard carries (${maxGuildsPerShard})`);
    return undefined;
}
