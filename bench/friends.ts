/**
 * Friends and presence with 1,000 friends (issue 24), against the emulator in a child process:
 *
 * 1. The Client of a user with 1,000 Discord friends: READY's size and the time from `Connect()` to
 *    Ready (median of 5 sessions); then `GetRelationshipsByGroup` (the 1,000 friends in one group, the
 *    worst case) and `SearchFriendsByUsername` (a prefix shared by 111 friends, and a typo) per call,
 *    measured with bench/lib/measure.ts. Aim: under 1 ms per call.
 * 2. A status change fanned out: 1,000 friends' sessions (raw `ws` clients in this process) are
 *    connected; one user sends op 3 (Presence Update) and the time until all 1,000 have the
 *    PRESENCE_UPDATE is taken, p50 and p99 over alternating rounds, against a bare `ws` server that
 *    broadcasts a frame of the same shape on op 3. Aim: p99 within 1.5x of the bare server.
 *    The service allows 5 presence updates per 20 s per session, so the rounds rotate over 25 users,
 *    each a friend of all 1,000.
 *
 * Run: node --import tsx bench/friends.ts [rounds, default 100]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { Client } from '../src/client/Client.js';
import { startEmulator } from '../src/emulator/index.js';
import { AuthorizationTokenType, RelationshipGroupType } from '../src/model/index.js';
import { compare, median } from './lib/measure.js';
import { BENCH_REDIRECT, signInUser } from './lib/signIn.js';

type Kind = 'emulator' | 'bare';

interface ServeInfo {
  /** The service's origin (the Client's base URL); empty for the bare server. */
  url: string;
  gateway: string;
  /** The changers' tokens, then the friends'. */
  tokens: string[];
  /** The changers' user ids (what PRESENCE_UPDATE names). */
  changerIds: string[];
}

const FRIENDS = 1000;
const CHANGERS = 25;
const WAIT_MS = 10_000;

// --- the servers (child processes) ---

async function serveEmulator(): Promise<ServeInfo> {
  const emulator = await startEmulator({ rateLimits: false, gateway: { heartbeatIntervalMs: 60_000 } });
  const { control } = emulator;
  const seeded = await control.seed({
    users: [
      ...Array.from({ length: CHANGERS }, (_, i) => ({ username: `changer${i}` })),
      ...Array.from({ length: FRIENDS }, (_, i) => ({ username: `player${i}`, global_name: `Player ${i}` })),
    ],
    applications: [{ name: 'Bench', redirectUris: [BENCH_REDIRECT] }],
  });
  const app = seeded.applications[0];
  if (!app) throw new Error('seed failed');
  const changers = seeded.users.slice(0, CHANGERS);
  const friends = seeded.users.slice(CHANGERS);
  await control.seed({
    relationships: changers.flatMap((changer) =>
      friends.map((friend) => ({
        user: changer.id,
        other: friend.id,
        kind: 'discord' as const,
        type: 'friend' as const,
      })),
    ),
  });
  const tokens: string[] = [];
  for (const user of seeded.users) tokens.push(await signInUser(emulator, app, user.id, 'sdk.social_layer'));
  return {
    url: emulator.url,
    gateway: control.gateway.url(),
    tokens,
    changerIds: changers.map((user) => user.id),
  };
}

/** The stack's limit: `ws` answering IDENTIFY and broadcasting a PRESENCE_UPDATE of the emulator's shape. */
async function serveBare(): Promise<ServeInfo> {
  const sockets = new Map<WebSocket, { seq: number; id: string }>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const server = createServer((_request, response) => response.writeHead(404).end());
  server.on('upgrade', (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      const state = { seq: 0, id: '' };
      sockets.set(ws, state);
      ws.send('{"op":10,"d":{"heartbeat_interval":60000},"s":null,"t":null}');
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { op: number; d: { token?: string; status?: string } };
        if (frame.op === 2) {
          state.id = frame.d.token ?? '';
          ws.send(`{"op":0,"d":{"user":{"id":"${state.id}"}},"s":${++state.seq},"t":"READY"}`);
        } else if (frame.op === 3) {
          const json = JSON.stringify({
            user: { id: state.id },
            status: frame.d.status,
            in_application: true,
            played_application: true,
            activities: [],
          });
          for (const [peer, peerState] of sockets)
            if (peer !== ws) peer.send(`{"op":0,"d":${json},"s":${++peerState.seq},"t":"PRESENCE_UPDATE"}`);
        }
      });
      ws.on('close', () => sockets.delete(ws));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ids = Array.from({ length: CHANGERS + FRIENDS }, (_, i) => String(1000 + i));
  return {
    url: '',
    gateway: `ws://127.0.0.1:${port}/gateway`,
    tokens: ids,
    changerIds: ids.slice(0, CHANGERS),
  };
}

async function serve(kind: Kind): Promise<void> {
  const info = kind === 'emulator' ? await serveEmulator() : await serveBare();
  process.on('message', (message: string) => {
    if (message === 'stop') process.exit(0);
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ info });
}

// --- this process: the clients ---

interface Server {
  kind: Kind;
  child: ChildProcess;
  info: ServeInfo;
}

async function start(kind: Kind): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], { execArgv: ['--import', 'tsx'] });
  const info = await new Promise<ServeInfo>((resolve, reject) => {
    child.once('message', (message: { info: ServeInfo }) => resolve(message.info));
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code})`)));
  });
  return { kind, child, info };
}

interface Peer {
  ws: WebSocket;
  onPresence: ((d: { user: { id: string }; status: string }) => void) | undefined;
}

async function connect(server: Server, token: string): Promise<Peer> {
  const ws = new WebSocket(server.info.gateway, { perMessageDeflate: false });
  const peer: Peer = { ws, onPresence: undefined };
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number; t: string; d: never };
      if (frame.op === 10) ws.send(JSON.stringify({ op: 2, d: { token } }));
      else if (frame.t === 'READY') resolve();
      else if (frame.t === 'PRESENCE_UPDATE') peer.onPresence?.(frame.d);
    });
  });
  return peer;
}

async function connectAll(server: Server, tokens: string[]): Promise<Peer[]> {
  const peers: Peer[] = [];
  for (let i = 0; i < tokens.length; i += 50)
    peers.push(...(await Promise.all(tokens.slice(i, i + 50).map((token) => connect(server, token)))));
  return peers;
}

/** Changer `c` sets `status`; resolves with the time (ms) until every friend's session has it. */
async function round(
  server: Server,
  changer: Peer,
  changerId: string,
  friends: Peer[],
  status: string,
): Promise<number> {
  const start = performance.now();
  let pending = friends.length;
  const all = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${server.kind}: not delivered in ${WAIT_MS} ms`)),
      WAIT_MS,
    );
    for (const friend of friends)
      friend.onPresence = (d) => {
        if (d.user.id !== changerId || d.status !== status) return;
        friend.onPresence = undefined;
        if (--pending > 0) return;
        clearTimeout(timer);
        resolve(performance.now() - start);
      };
  });
  changer.ws.send(JSON.stringify({ op: 3, d: { since: null, activities: [], status, afk: false } }));
  return all;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Part 1: the Client of a user with 1,000 friends, all online in the game. */
async function clientCalls(server: Server): Promise<boolean> {
  const readyTimes: number[] = [];
  let readyBytes = 0;
  let client: Client | undefined;
  for (let session = 0; session < 5; session++) {
    client?.Disconnect();
    client = new Client({ baseUrl: server.info.url });
    await client.UpdateToken(AuthorizationTokenType.Bearer, server.info.tokens[0] as string);
    const ready = new Promise<void>((resolve) =>
      client?.on('dispatch', (event) => {
        if (event.t !== 'READY') return;
        readyBytes = Buffer.byteLength(JSON.stringify(event.d));
        resolve();
      }),
    );
    const start = performance.now();
    client.Connect();
    await ready;
    readyTimes.push(performance.now() - start);
  }
  const ready = client as Client;
  while (ready.GetRelationshipsByGroup(RelationshipGroupType.OnlinePlayingGame).length < FRIENDS)
    await new Promise((resolve) => setTimeout(resolve, 10));
  console.log(
    `READY with ${FRIENDS} friends: ${(readyBytes / 1024).toFixed(0)} KiB; Connect() to READY median ${ms(median(readyTimes))} (5 sessions)`,
  );
  const measured = compare([
    {
      name: 'GetRelationshipsByGroup(OnlinePlayingGame), 1,000 friends',
      run: () => ready.GetRelationshipsByGroup(0),
    },
    { name: 'GetRelationshipsByGroup(Offline), empty', run: () => ready.GetRelationshipsByGroup(2) },
    {
      name: 'SearchFriendsByUsername("player5"), 111 matches',
      run: () => ready.SearchFriendsByUsername('player5'),
    },
    { name: 'SearchFriendsByUsername("plyer42"), typo', run: () => ready.SearchFriendsByUsername('plyer42') },
  ]);
  let met = true;
  for (const { name, opsPerSecond } of measured) {
    const perCall = 1000 / opsPerSecond;
    met &&= perCall < 1;
    console.log(`${name.padEnd(62)} ${ms(perCall)} per call (aim < 1 ms: ${perCall < 1 ? 'met' : 'MISSED'})`);
  }
  ready.Disconnect();
  return met;
}

interface World {
  server: Server;
  changers: Peer[];
  friends: Peer[];
  delays: number[];
}

/** Every user's session on one server: the changers, then the friends. */
async function world(server: Server): Promise<World> {
  const peers = await connectAll(server, server.info.tokens);
  return { server, changers: peers.slice(0, CHANGERS), friends: peers.slice(CHANGERS), delays: [] };
}

/** Part 2: one status change to 1,000 friends' sessions, emulator vs bare ws, alternating rounds. */
async function fanOut(worlds: World[], rounds: number): Promise<boolean> {
  for (let i = 0; i < rounds; i++)
    for (const world of worlds) {
      const c = i % CHANGERS;
      const status = Math.floor(i / CHANGERS) % 2 === 0 ? 'idle' : 'online';
      world.delays.push(
        await round(
          world.server,
          world.changers[c] as Peer,
          world.server.info.changerIds[c] as string,
          world.friends,
          status,
        ),
      );
    }
  const [emulator, bare] = worlds.map((world) => ({
    p50: percentile(world.delays, 50),
    p99: percentile(world.delays, 99),
  }));
  if (!emulator || !bare) return false;
  console.log(`status change to ${FRIENDS} friends' sessions, ${rounds} rounds each:`);
  console.log(`  emulator  p50 ${ms(emulator.p50)}  p99 ${ms(emulator.p99)}`);
  console.log(`  bare ws   p50 ${ms(bare.p50)}  p99 ${ms(bare.p99)}`);
  const ratio = emulator.p99 / bare.p99;
  console.log(
    `  p99 ratio emulator/bare ${ratio.toFixed(2)} (aim <= 1.5: ${ratio <= 1.5 ? 'met' : 'MISSED'})`,
  );
  for (const world of worlds) for (const peer of [...world.changers, ...world.friends]) peer.ws.terminate();
  return ratio <= 1.5;
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 100);
  const servers = [await start('emulator'), await start('bare')];
  try {
    const worlds = [await world(servers[0] as Server), await world(servers[1] as Server)];
    const calls = await clientCalls(servers[0] as Server);
    const fan = await fanOut(worlds, rounds);
    process.exitCode = calls && fan ? 0 : 1;
  } finally {
    for (const server of servers) server.child.send('stop');
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3] as Kind);
else await main();
