/**
 * @discordjs/ws (the gateway client of discord.js's next versions and of @discordjs/core), unchanged,
 * against the emulator over loopback, with `compress=zlib-stream` (its node:zlib inflater) and without:
 * READY, GUILD_CREATE and a MESSAGE_CREATE posted over REST arrive the same either way.
 */
import { REST } from '@discordjs/rest';
import { CompressionMethod, WebSocketManager, WebSocketShardEvents } from '@discordjs/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayIntentBits } from '../../src/model/intents.js';
import { type BotWorld, startBotWorld } from './botWorld.js';

let w: BotWorld;
beforeAll(async () => {
  w = await startBotWorld();
});
afterAll(async () => {
  await w.fx.emulator.close();
});

type Dispatch = { t: string; d: Record<string, unknown> };

async function session(compression: CompressionMethod | null, content: string): Promise<Dispatch[]> {
  const rest = new REST({ api: `${w.fx.url}/api`, version: '10' }).setToken(w.botToken);
  const manager = new WebSocketManager({
    token: w.botToken,
    intents: GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages | GatewayIntentBits.MessageContent,
    rest,
    compression,
  });
  const received: Dispatch[] = [];
  const done = new Promise<void>((resolve) => {
    manager.on(WebSocketShardEvents.Dispatch, (payload) => {
      received.push({ t: payload.t, d: payload.d as unknown as Record<string, unknown> });
      if (payload.t === 'GUILD_CREATE') void w.say(content);
      if (payload.t === 'MESSAGE_CREATE') resolve();
    });
  });
  await manager.connect();
  await done;
  await manager.destroy();
  return received;
}

describe('@discordjs/ws against the emulator', () => {
  for (const [name, compression] of [
    ['zlib-stream (node:zlib)', CompressionMethod.ZlibNative],
    ['no compression', null],
  ] as const) {
    it(`receives READY, GUILD_CREATE and MESSAGE_CREATE with ${name}`, async () => {
      const received = await session(compression, `over ${name}`);
      expect(received.map((d) => d.t)).toEqual(['READY', 'GUILD_CREATE', 'MESSAGE_CREATE']);
      expect(received[0]?.d).toMatchObject({
        user: { id: w.fx.app.botUserId, bot: true },
        application: { id: w.fx.app.id },
        guilds: [{ id: w.guild.id, unavailable: true }],
      });
      expect(received[2]?.d).toMatchObject({
        content: `over ${name}`,
        channel_type: 0,
        guild_id: w.guild.id,
      });
    });
  }
});
