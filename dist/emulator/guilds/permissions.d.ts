/**
 * A user's permission bits in a guild or one of its channels, from the store: the guild's roles and the
 * channel's overwrites (a thread takes its parent's), combined by the one rule of
 * `src/rules/channelPermissions.ts`. The store-to-rule adapter every domain uses (interactions, voice).
 */
import { type Snowflake } from '../../model/index.js';
import type { EmulatorContext } from '../context.js';
import type { ChannelRecord } from '../records.js';
/** A user's permission bits in a channel of a guild (the guild-wide bits without a channel). */
export declare function permissionsIn(ctx: EmulatorContext, guildId: Snowflake, userId: Snowflake, channel: ChannelRecord | undefined): bigint;
