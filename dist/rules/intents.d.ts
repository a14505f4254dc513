import type { FrameProblem } from './gateway.js';
/**
 * What is wrong with a bot's `intents` for an application with `applicationFlags`: missing or not an
 * intent bit set (4013), or a privileged intent the application is not approved for (4014, naming it).
 */
export declare function intentsProblem(intents: number | undefined, applicationFlags: number): FrameProblem | undefined;
/**
 * What is wrong with a bot's `shard` when the gateway serves one shard of at most `maxGuildsPerShard`
 * guilds: another shard or shard count (4010), or a bot in more guilds than one shard carries (4011).
 */
export declare function shardProblem(shard: readonly [number, number] | undefined, guildCount: number, maxGuildsPerShard: number): FrameProblem | undefined;
