/**
 * A bot's IDENTIFY, past the token: its intents and shard checked against its application (the rules
 * of `src/rules/intents.ts`), then its READY (the bot user, `application {id, flags}`, its guilds as
 * unavailable stubs) and one GUILD_CREATE per guild it is in, sent right after READY as the service does.
 */
import { type IdentifyData } from '../../model/gateway.js';
import { type FrameProblem } from '../../rules/index.js';
import type { EmulatorContext } from '../context.js';
import type { GuildRecord } from '../records.js';
import type { GatewayCaller } from './access.js';
/** The guilds a user (a bot) is a member of, in id order. */
export declare function guildsOf(ctx: EmulatorContext, userId: string): GuildRecord[];
/** Why a bot may not start a session with this IDENTIFY (the close code and reason), or undefined. */
export declare function botIdentifyProblem(ctx: EmulatorContext, caller: GatewayCaller, d: IdentifyData, maxGuildsPerShard: number): FrameProblem | undefined;
/** A bot's READY. */
export declare function botReady(ctx: EmulatorContext, caller: GatewayCaller, sessionId: string, resumeUrl: string): Record<string, unknown>;
/** The GUILD_CREATE data that follow a bot's READY (none without the GUILDS intent). */
export declare function botGuildCreates(ctx: EmulatorContext, botUserId: string, intents: number): unknown[];
