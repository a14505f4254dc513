/**
 * The world of the bot tests: an emulator (rate limits off) with a bot application approved for the
 * privileged intents, a guild owned by alice with a text channel, alice and the bot as members,
 * alice's Bearer token, and `say` for alice posting in the channel (from her Discord client: the API's
 * channel message routes take the bot's token only). Everything over real loopback sockets.
 */

import type { EmulatorOptions } from '../../src/emulator/index.js';
import type { ChannelRecord, GuildRecord } from '../../src/emulator/records.js';
import type { ChannelMessage } from '../../src/model/guild.js';
import { ApplicationIntentFlags } from '../../src/model/intents.js';
import { type Fixture, signIn, startFixture } from '../emulator/helpers.js';

export interface BotWorld {
  fx: Fixture;
  guild: GuildRecord;
  channel: ChannelRecord;
  /** alice's access token (scopes `openid sdk.social_layer guilds`). */
  alice: string;
  /** The bot's raw token. */
  botToken: string;
  /** alice posts `content` in the channel (`control.act.sendChannelMessage`); the message as the API answers it. */
  say(content: string): Promise<ChannelMessage>;
}

export const PRIVILEGED_FLAGS =
  ApplicationIntentFlags.GatewayGuildMembers | ApplicationIntentFlags.GatewayMessageContent;

export async function startBotWorld(options: EmulatorOptions = {}): Promise<BotWorld> {
  const fx = await startFixture(options);
  const { control } = fx.emulator;
  const app = await control.createApplication({ id: fx.app.id, flags: PRIVILEGED_FLAGS });
  const seeded = await control.seed({
    guilds: [
      {
        name: 'Bot Guild',
        ownerId: fx.user.id,
        channels: [{ name: 'general' }],
        members: [{ userId: app.botUserId }],
      },
    ],
  });
  const guild = seeded.guilds[0];
  const channel = seeded.channels[0];
  if (!guild || !channel) throw new Error('guild seed failed');
  const alice = (await signIn(fx, 'openid sdk.social_layer guilds', fx.user.id)).access_token as string;
  const say = (content: string) =>
    control.act.sendChannelMessage({ userId: fx.user.id, channelId: channel.id, content });
  return { fx: { ...fx, app }, guild, channel, alice, botToken: app.botToken, say };
}
