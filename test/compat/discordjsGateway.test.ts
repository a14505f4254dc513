/**
 * discord.js (a client nobody here wrote), unchanged, against the emulator's gateway and REST over
 * loopback: login and READY with the bot's guilds, `messageCreate` from a message a user posts over
 * REST and from a DM a player sends the bot, `interactionCreate` for an invoked command answered through `interaction.reply`, a resume with
 * replay after a forced drop, a RECONNECT, and `setPresence` (op 3) accepted. The only settings are
 * the library's own: `rest.api` (the emulator's URL), the intents and `Partials.Channel` (for DMs).
 */
import { Client, Events, GatewayIntentBits, type Interaction, type Message, Partials } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../connection/world.js';
import { api } from '../emulator/helpers.js';
import { type BotWorld, startBotWorld } from './botWorld.js';

let w: BotWorld;
let client: Client;
const messages: Message[] = [];
let resumes = 0;

/** Resolves with the first item `list` gains that matches, waiting on the client's events. */
function next<T>(event: Events, match: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (value: T) => {
      if (!match(value)) return;
      client.off(event as string, listener);
      resolve(value);
    };
    client.on(event as string, listener);
  });
}

/** alice posts in the channel, from her Discord client (the API's message routes are the bot's). */
const post = (content: string) => w.say(content);

beforeAll(async () => {
  w = await startBotWorld();
  client = new Client({
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMessages,
      GatewayIntentBits.MessageContent,
      GatewayIntentBits.GuildMembers,
      GatewayIntentBits.DirectMessages,
    ],
    // discord.js's own setting for DMs: their channel is not cached before the first message.
    partials: [Partials.Channel],
    rest: { api: `${w.fx.url}/api` },
  });
  client.on(Events.MessageCreate, (message) => messages.push(message));
  client.on(Events.ShardResume, () => resumes++);
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(w.botToken);
  await ready;
});
afterAll(async () => {
  await client?.destroy();
  await w.fx.emulator.close();
});

describe('discord.js against the emulator', () => {
  it('logs in as the bot and is ready with its guild, channels and members', () => {
    expect(client.user?.bot).toBe(true);
    expect(client.user?.id).toBe(w.fx.app.botUserId);
    expect(client.application?.id).toBe(w.fx.app.id);
    const guild = client.guilds.cache.get(w.guild.id);
    expect(guild?.name).toBe('Bot Guild');
    expect(guild?.channels.cache.get(w.channel.id)?.name).toBe('general');
    expect(guild?.members.cache.has(w.fx.user.id)).toBe(true);
  });

  it('emits messageCreate for a message a user posts in the channel, with its content and mentions', async () => {
    const arrived = next<Message>(Events.MessageCreate, (m) => m.content.startsWith('hello bot'));
    const sent = await post(`hello bot <@${w.fx.app.botUserId}>`);
    const message = await arrived;
    expect(message.id).toBe(sent.id);
    expect(message.author.id).toBe(w.fx.user.id);
    expect(message.guildId).toBe(w.guild.id);
    expect(message.channelId).toBe(w.channel.id);
    expect(message.mentions.users.has(w.fx.app.botUserId)).toBe(true);
    expect(message.member?.id).toBe(w.fx.user.id);
  });

  it('emits messageCreate for a DM a player sends the bot', async () => {
    const arrived = next<Message>(Events.MessageCreate, (m) => m.content === 'a direct message');
    const response = await api(w.fx.url, `/api/v10/users/@me/direct-messages/${w.fx.app.botUserId}`, {
      method: 'POST',
      auth: `Bearer ${w.alice}`,
      body: { content: 'a direct message' },
    });
    expect(response.status).toBe(201);
    const message = await arrived;
    expect(message.channel.isDMBased()).toBe(true);
    expect(message.guildId).toBeNull();
    expect(message.author.id).toBe(w.fx.user.id);
  });

  it('sends, edits and deletes a message in a guild channel as the bot', async () => {
    const channel = client.channels.cache.get(w.channel.id);
    if (!channel?.isSendable()) throw new Error('the channel is not sendable');
    const sent = await channel.send('from the bot');
    expect(sent.author.id).toBe(w.fx.app.botUserId);
    const updated = new Promise<Message>((resolve) =>
      client.once(Events.MessageUpdate, (_old, message) => resolve(message as Message)),
    );
    await sent.edit('edited by the bot');
    expect((await updated).content).toBe('edited by the bot');
    const deleted = next<Message>(Events.MessageDelete, (m) => m.id === sent.id);
    await sent.delete();
    await deleted;
  });

  it('emits interactionCreate for an invoked command and the reply answers it', async () => {
    const rest = await api<{ id: string }>(w.fx.url, `/api/v10/applications/${w.fx.app.id}/commands`, {
      method: 'POST',
      auth: `Bot ${w.botToken}`,
      body: { name: 'ping', description: 'answers pong' },
    });
    expect(rest.status).toBe(201);
    client.once(Events.InteractionCreate, (interaction: Interaction) => {
      if (interaction.isChatInputCommand()) void interaction.reply('pong');
    });
    const record = await w.fx.emulator.control.invokeCommand({
      application: w.fx.app.id,
      user: w.fx.user.id,
      guild: w.guild.id,
      name: 'ping',
    });
    expect(record.status).toBe('answered');
    expect(record.answeredVia).toBe('callback');
    expect(record.response).toMatchObject({ type: 4, data: { content: 'pong' } });
  });

  it('resumes after a forced drop, with what was dispatched while away replayed', async () => {
    const before = resumes;
    const resumed = next<number>(Events.ShardResume, () => true);
    expect(w.fx.emulator.control.gateway.drop(w.fx.app.botUserId)).toBe(1);
    const arrived = next<Message>(Events.MessageCreate, (m) => m.content === 'while away');
    await post('while away');
    await resumed;
    await arrived;
    expect(resumes).toBe(before + 1);
  });

  it('reconnects and resumes on RECONNECT', async () => {
    const before = resumes;
    const resumed = next<number>(Events.ShardResume, () => true);
    expect(w.fx.emulator.control.gateway.reconnect(w.fx.app.botUserId)).toBe(1);
    await resumed;
    expect(resumes).toBe(before + 1);
    const arrived = next<Message>(Events.MessageCreate, (m) => m.content === 'after reconnect');
    await post('after reconnect');
    await arrived;
  });

  it('sets its presence (op 3) without losing the connection', async () => {
    client.user?.setPresence({ activities: [{ name: 'tests' }], status: 'idle' });
    const arrived = next<Message>(Events.MessageCreate, (m) => m.content === 'after presence');
    await post('after presence');
    await arrived;
    // alice's message is posted in-process: the emulator may read the op 3 frame after it is delivered.
    const op3 = () => w.fx.emulator.control.requests().filter((entry) => entry.frame?.op === 3);
    await until(() => op3().length > 0, 'the op 3 frame in the request log');
    const closes = w.fx.emulator.control.requests().map((entry) => entry.frame?.close ?? null);
    // The drop (1006) and the RECONNECT (4000) above are the only closes: op 3 closed nothing.
    expect(closes.filter((code) => code !== null && code > 4000)).toEqual([]);
    expect(op3()).toHaveLength(1);
  });
});
