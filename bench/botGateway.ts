/**
 * A bot and 100 user sessions on the emulator's gateway, with `compress=zlib-stream` and without, next
 * to a bare `ws` server broadcasting the same frames (the ceiling of this stack). One message fans out
 * to all 101: a user posts in a lobby linked to a guild channel, so the 100 players get
 * LOBBY_MESSAGE_CREATE and the bot, through the mirror, MESSAGE_CREATE. Timed from the POST until the
 * last of the 101 has its frame; p50 and p99 over the rounds, and the bytes on the wire per message
 * (WebSocket payloads as received, summed over the 101 connections).
 *
 * Server and clients share this process (one event loop), the same for the three contenders, so the
 * ratios hold; compressed frames are counted on arrival, not inflated (inflating is the client's cost).
 *
 * Run: node --import tsx bench/botGateway.ts [rounds, default 200]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { startEmulator } from '../src/emulator/index.js';
import { ApplicationIntentFlags, GatewayIntentBits } from '../src/model/intents.js';
import { signInUser } from './lib/signIn.js';

const USERS = 100;
const ROUNDS = Number(process.argv[2] ?? 200);

interface Client {
  ws: WebSocket;
  frames: number;
  bytes: number;
  last: Buffer | undefined;
}

interface Result {
  name: string;
  p50: number;
  p99: number;
  bytesPerMessage: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

function connect(url: string, identify: unknown | undefined): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const client: Client = { ws, frames: 0, bytes: 0, last: undefined };
    ws.on('message', (data: Buffer) => {
      client.frames++;
      client.last = data;
      client.bytes += data.byteLength;
      // HELLO, then READY (and the bot's GUILD_CREATE): connected once the session is started.
      if (client.frames === 1 && identify !== undefined) ws.send(JSON.stringify(identify));
      if (client.frames === (identify === undefined ? 1 : 2)) resolve(client);
    });
    ws.once('error', reject);
  });
}

/** Sends `rounds` messages one after another; each round ends when every client has one more frame. */
async function fanOut(name: string, clients: Client[], send: (i: number) => Promise<void>): Promise<Result> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    await new Promise((resolve) => setTimeout(resolve, 2)); // let late frames of the last round land
    const expected = clients.map((c) => c.frames + 1);
    const before = clients.reduce((sum, c) => sum + c.bytes, 0);
    const started = performance.now();
    await send(i);
    while (clients.some((c, k) => c.frames < (expected[k] as number)))
      await new Promise((resolve) => setImmediate(resolve));
    times.push(performance.now() - started);
    bytes += clients.reduce((sum, c) => sum + c.bytes, 0) - before;
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytesPerMessage: bytes / ROUNDS };
}

/** The last frames a player and the bot received in the plain run: what the bare server sends. */
const sample = { user: '', bot: '' };

async function emulatorRun(compress: boolean): Promise<Result> {
  const emulator = await startEmulator({ rateLimits: false });
  const { control } = emulator;
  const seeded = await control.seed({
    users: Array.from({ length: USERS }, (_, i) => ({ username: `player${i}` })),
    applications: [{ name: 'Bench', redirectUris: ['http://127.0.0.1/cb'] }],
  });
  const app = await control.createApplication({
    id: seeded.applications[0]?.id,
    flags: ApplicationIntentFlags.GatewayMessageContent,
  });
  const guild = await control.seed({
    guilds: [{ name: 'Bench', channels: [{ name: 'general' }], members: [{ userId: app.botUserId }] }],
  });
  const channelId = guild.channels[0]?.id ?? '';
  const bot = { authorization: `Bot ${app.botToken}`, 'content-type': 'application/json' };
  // A lobby the app's server makes (one made from a secret cannot be linked), its players added by the bot.
  const created = await fetch(`${emulator.url}/api/v10/lobbies`, {
    method: 'POST',
    headers: bot,
    body: '{}',
  });
  const lobbyId = ((await created.json()) as { id: string }).id;
  const tokens: string[] = [];
  for (const user of seeded.users) {
    tokens.push(await signInUser(emulator, app, user.id, 'sdk.social_layer'));
    const added = await fetch(`${emulator.url}/api/v10/lobbies/${lobbyId}/members/${user.id}`, {
      method: 'PUT',
      headers: bot,
      body: JSON.stringify({ flags: 1 }),
    });
    if (!added.ok) throw new Error(`adding a member failed: ${added.status}`);
  }
  const linked = await fetch(`${emulator.url}/api/v10/lobbies/${lobbyId}/channel-linking`, {
    method: 'PATCH',
    headers: bot,
    body: JSON.stringify({ channel_id: channelId }),
  });
  if (!linked.ok) throw new Error(`linking failed: ${linked.status} ${await linked.text()}`);
  const url = `${control.gateway.url()}?v=10&encoding=json${compress ? '&compress=zlib-stream' : ''}`;
  const clients = await Promise.all(tokens.map((token) => connect(url, { op: 2, d: { token } })));
  const intents =
    GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages | GatewayIntentBits.MessageContent;
  const botClient = await connect(url, { op: 2, d: { token: app.botToken, intents } });
  // The bot's GUILD_CREATE follows its READY: wait for it before counting.
  while (botClient.frames < 3) await new Promise((resolve) => setImmediate(resolve));
  clients.push(botClient);
  const result = await fanOut(compress ? 'emulator, zlib-stream' : 'emulator, plain', clients, async (i) => {
    const response = await fetch(`${emulator.url}/api/v10/lobbies/${lobbyId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `message ${i} of the fan-out benchmark` }),
    });
    await response.arrayBuffer();
  });
  if (!compress) {
    sample.user = String(clients[0]?.last ?? '');
    sample.bot = String(botClient.last ?? '');
  }
  for (const client of clients) client.ws.terminate();
  await emulator.close();
  return result;
}

/** A bare `ws` server: on a POST, the plain run's own frames (the player's to 100, the bot's to 1). */
async function bareRun(): Promise<Result> {
  const sockets: WebSocket[] = [];
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      for (const [i, socket] of sockets.entries()) socket.send(i === USERS ? sample.bot : sample.user);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.on('upgrade', (request, socket, head) =>
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.push(ws);
      ws.send('{"op":10,"d":{"heartbeat_interval":41250},"s":null,"t":null}');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const clients = await Promise.all(
    Array.from({ length: USERS + 1 }, () => connect(`ws://127.0.0.1:${port}`, undefined)),
  );
  const result = await fanOut('bare ws broadcast', clients, async () => {
    const response = await fetch(`http://127.0.0.1:${port}/send`, { method: 'POST', body: '{}' });
    await response.arrayBuffer();
  });
  for (const client of clients) client.ws.terminate();
  server.close();
  return result;
}

const zlibRun = await emulatorRun(true);
const results = [zlibRun, await emulatorRun(false), await bareRun()];
const bare = results[2] as Result;
console.log(`fan-out of one message to ${USERS} users + 1 bot, ${ROUNDS} rounds`);
console.log('| contender | p50 ms | p99 ms | bytes on the wire per message | p99 vs bare |');
console.log('|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${Math.round(r.bytesPerMessage)} | ${(r.p99 / bare.p99).toFixed(2)}x |`,
  );
const [zlib, plain] = results as [Result, Result, Result];
console.log(
  `zlib-stream sends ${((100 * zlib.bytesPerMessage) / plain.bytesPerMessage).toFixed(0)}% of the plain bytes`,
);
