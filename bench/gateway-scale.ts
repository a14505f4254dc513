/**
 * The gateway at game scale (issue 31): memory and connect time at 100, 1,000 and 5,000 sessions, side
 * by side with a bare `ws` server holding the same number of sockets. Each server runs in its own child
 * process (its memory is its own); the clients are raw `ws` sockets in this process.
 *
 * For each size N:
 * - idle: N sessions in no lobby; the server's added memory per session (heap used + external, and RSS),
 *   after two GCs, and the time to connect all N (IDENTIFY -> READY for ours, open for bare), 50 at a time.
 * - in-lobby: N sessions whose users are in lobbies of up to 1,000 members (the cap): the same figures.
 * - per message: 50 messages posted over HTTP to the first lobby, delivered to all its members; the
 *   server's added memory per message (heap after GC, which includes the message kept in the lobby's
 *   history and its event record), and what the replay log holds per message (`stats().replayBytes`).
 * The bare server's work: accept the upgrade, keep the socket in a Map, answer nothing (no IDENTIFY, no
 * READY, no state): the floor of node + `ws`.
 *
 * The like peer (`fanout`, issue 31): a bare `ws` server that does what the protocol itself costs in a
 * lobby, and nothing of ours: HELLO on open; on IDENTIFY a READY of our READY's size, then the arrival
 * announced to every connected member of its group of 1,000 (the user's own socket included, as ours
 * does): one `JSON.stringify` of data of our LOBBY_MEMBER_UPDATE's size, and per socket its own sequence
 * number spliced into the frame text and one `ws.send`. No HTTP, bus, request log, replay or index.
 * Our in-lobby connect is read against it ("x like"): what the emulator adds over the inherent cost of
 * 500,000 announcements for 1,000 arrivals. Since ours gathers a turn's frames to a socket into one
 * write (gateway/writeBatch.ts) and the plain peer does not, a second like peer (`fanout-batched`) does
 * the same (cork each socket written to, uncork all at `setImmediate`): "x batched" is what the emulator
 * adds over the same protocol written as well.
 *
 * Tokens are minted inside the emulator's process (the token store's own function): signing in 5,000
 * users over HTTP is setup, not what is measured here (bench/auth.ts measures the token endpoint).
 *
 * Rounds: each round starts a fresh process of every server in turn (bare, like peer, ours with no lobby,
 * ours in lobbies), so the servers alternate on the machine's load; each figure is the median of the
 * rounds.
 *
 * Aims (issue 31): < 8 KB per idle session in a lobby of 1,000; connect of 5,000 within 2x of bare;
 * a message to a lobby of 1,000 adds < 1 KB beyond the frame itself.
 *
 * Run: node --import tsx bench/gateway-scale.ts [sizes, default 100,1000,5000] [rounds, default 1]
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import type { EmulatorContext } from '../src/emulator/context.js';
import { startEmulator } from '../src/emulator/index.js';
import { storeTokens, upsertGrant } from '../src/emulator/oauth/grants.js';
import { inBatches } from './lib/batches.js';
import { forkServer, usageOf } from './lib/childServer.js';

type Kind = 'emulator' | 'bare' | 'fanout' | 'fanout-batched';

interface ServeInfo {
  gateway: string;
  tokens: string[];
  /** Where a message to the first lobby is posted, and the member token that posts it. */
  send: string;
  sender: string;
}

interface Usage {
  heap: number;
  rss: number;
  replayBytes: number;
}

const MESSAGES = 50;
const LOBBY_MAX = 1000;
const WAIT_MS = 60_000;

// --- the servers (child processes) ---

async function serve(kind: Kind, users: number, inLobby: boolean): Promise<void> {
  let replayBytes = () => 0;
  let info: ServeInfo;
  if (kind === 'emulator') {
    const started = await serveEmulator(users, inLobby);
    info = started.info;
    replayBytes = started.replayBytes;
  } else if (kind === 'bare') info = await serveBare();
  else info = await serveFanout(users, kind === 'fanout-batched');
  process.on('message', (message: string) => {
    if (message === 'usage') {
      globalThis.gc?.();
      globalThis.gc?.();
      const memory = process.memoryUsage();
      const usage: Usage = {
        heap: memory.heapUsed + memory.external,
        rss: memory.rss,
        replayBytes: replayBytes(),
      };
      process.send?.({ usage });
    } else if (message === 'stop') process.exit(0);
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ info });
}

async function serveEmulator(
  users: number,
  inLobby: boolean,
): Promise<{ info: ServeInfo; replayBytes: () => number }> {
  const emulator = await startEmulator({ rateLimits: false, gateway: { maxSessionsPerUser: 2 } });
  const seeded = await emulator.control.seed({
    users: Array.from({ length: users }, (_, i) => ({ username: `player${i}` })),
    applications: [{ name: 'Bench', redirectUris: ['http://127.0.0.1/cb'] }],
  });
  const app = seeded.applications[0];
  if (!app) throw new Error('seed failed');
  const ctx = (emulator.server as unknown as { emulator: EmulatorContext }).emulator;
  const scopes = ['sdk.social_layer'];
  const tokens = seeded.users.map((user) => {
    const grant = upsertGrant(ctx, app.id, user.id, scopes);
    const input = { app, userId: user.id, grantId: grant.id, scopes, authTime: 0, refresh: false };
    return storeTokens(ctx, input).response.access_token;
  });
  const lobbies: string[] = [];
  if (inLobby) {
    const bot = { authorization: `Bot ${app.botToken}`, 'content-type': 'application/json' };
    for (let first = 0; first < users; first += LOBBY_MAX) {
      const created = await fetch(`${emulator.url}/api/v10/lobbies`, {
        method: 'POST',
        headers: bot,
        body: '{}',
      });
      const lobbyId = ((await created.json()) as { id: string }).id;
      lobbies.push(lobbyId);
      const members = seeded.users.slice(first, first + LOBBY_MAX);
      for (let i = 0; i < members.length; i += 25) {
        const items = members.slice(i, i + 25).map((user) => ({ id: user.id }));
        const bulk = await fetch(`${emulator.url}/api/v10/lobbies/${lobbyId}/members/bulk`, {
          method: 'POST',
          headers: bot,
          body: JSON.stringify(items),
        });
        if (bulk.status !== 200) throw new Error(`bulk answered ${bulk.status}`);
      }
    }
  }
  const info: ServeInfo = {
    gateway: emulator.control.gateway.url(),
    tokens,
    send: `${emulator.url}/api/v10/lobbies/${lobbies[0] ?? ''}/messages`,
    sender: tokens[0] ?? '',
  };
  return { info, replayBytes: () => emulator.control.gateway.stats().replayBytes };
}

/** The floor: node's HTTP server and `ws`, sockets kept in a Map, nothing else. */
async function serveBare(): Promise<ServeInfo> {
  const sockets = new Map<WebSocket, { seq: number }>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });
  const server = createServer((_request, response) => response.writeHead(404).end());
  server.on('upgrade', (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(ws, { seq: 0 });
      ws.on('close', () => sockets.delete(ws));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { gateway: `ws://127.0.0.1:${port}/gateway`, tokens: [], send: '', sender: '' };
}

/** A user of the like peer: user `index`'s public fields, of the emulator's sizes. */
function peerUser(index: number) {
  const id = String(1575416875653791744n + BigInt(index));
  return {
    id,
    username: `player${index}`,
    avatar: null,
    discriminator: '0',
    public_flags: 0,
    flags: 0,
    global_name: null,
    primary_guild: null,
  };
}

/**
 * The like peer: the protocol's own work for an arrival in a lobby, on bare `ws` (see the header). The
 * token a client sends is its index; its group (lobby) is index / 1,000.
 */
async function serveFanout(users: number, batched: boolean): Promise<ServeInfo> {
  const groups = new Map<number, Map<WebSocket, { seq: number; socket: Duplex }>>();
  const held = new Set<Duplex>();
  const uncorkAll = () => {
    for (const socket of held) socket.uncork();
    held.clear();
  };
  const send = (ws: WebSocket, socket: Duplex, text: string) => {
    if (batched && !held.has(socket)) {
      if (held.size === 0) setImmediate(uncorkAll);
      socket.cork();
      held.add(socket);
    }
    ws.send(text);
  };
  const lobbyId = (group: number) => String(1575416876475875328n + BigInt(group));
  const hello = '{"op":10,"d":{"heartbeat_interval":41250},"s":null,"t":null}';
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });
  const server = createServer((_request, response) => response.writeHead(404).end());
  const identify = (ws: WebSocket, socket: Duplex, index: number) => {
    const group = Math.floor(index / LOBBY_MAX);
    const sockets = groups.get(group) ?? new Map<WebSocket, { seq: number; socket: Duplex }>();
    groups.set(group, sockets);
    const state = { seq: 0, socket };
    sockets.set(ws, state);
    ws.on('close', () => sockets.delete(ws));
    const user = peerUser(index);
    const member = { id: user.id, metadata: null, flags: 0, connected: true, user };
    const ready = {
      v: 10,
      user,
      session_id: 'OKjSU-59ePlzNTL1am0XZQ',
      resume_gateway_url: 'ws://127.0.0.1:33181/gateway',
      application: { id: '1575416875674763264' },
      lobbies: [
        {
          id: lobbyId(group),
          application_id: '1575416875674763264',
          metadata: null,
          members: [member],
          member_count: LOBBY_MAX,
        },
      ],
      relationships: [],
      presences: [],
    };
    send(ws, socket, JSON.stringify({ op: 0, d: ready, s: ++state.seq, t: 'READY' }));
    const json = JSON.stringify({ lobby_id: lobbyId(group), member });
    for (const [other, peer] of sockets)
      send(other, peer.socket, `{"op":0,"d":${json},"s":${++peer.seq},"t":"LOBBY_MEMBER_UPDATE"}`);
  };
  server.on('upgrade', (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      send(ws, socket, hello);
      ws.once('message', (data) => {
        const frame = JSON.parse(String(data)) as { op: number; d: { token: string } };
        if (frame.op === 2) identify(ws, socket, Number(frame.d.token));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const tokens = Array.from({ length: users }, (_, i) => String(i));
  return { gateway: `ws://127.0.0.1:${port}/gateway`, tokens, send: '', sender: '' };
}

// --- this process: the clients ---

interface Server {
  kind: Kind;
  child: ChildProcess;
  info: ServeInfo;
}

async function start(kind: Kind, users: number, inLobby: boolean): Promise<Server> {
  const args = ['--serve', kind, String(users), inLobby ? 'lobby' : 'none'];
  const execArgv = ['--expose-gc', '--max-old-space-size=4096'];
  const { child, info } = await forkServer<ServeInfo>(fileURLToPath(import.meta.url), args, execArgv);
  return { kind, child, info };
}

const usage = (server: Server) => usageOf<Usage>(server.child);

interface Peer {
  ws: WebSocket;
  /** Contents of the lobby messages received. */
  messages: number;
}

async function connect(server: Server, index: number): Promise<Peer> {
  const ws = new WebSocket(server.info.gateway, { perMessageDeflate: false });
  const peer: Peer = { ws, messages: 0 };
  const token = server.info.tokens[index];
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = String(data);
      if (text.includes('"t":"LOBBY_MESSAGE_CREATE"')) peer.messages++;
      else if (token !== undefined && text.startsWith('{"op":10'))
        ws.send(JSON.stringify({ op: 2, d: { token } }));
      else if (text.includes('"t":"READY"')) resolve();
    });
    ws.on('open', () => {
      if (token === undefined) resolve();
    });
  });
  return peer;
}

async function connectAll(server: Server, count: number): Promise<{ peers: Peer[]; ms: number }> {
  const begin = performance.now();
  const peers = await inBatches(count, 50, (i) => connect(server, i));
  return { peers, ms: performance.now() - begin };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + WAIT_MS;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Row {
  connectMs: number;
  heapPerSession: number;
  rssPerSession: number;
}

/** Connects `n` clients; the server's added memory per session and the connect time. */
async function measureConnect(
  kind: Kind,
  n: number,
  inLobby: boolean,
): Promise<Row & { server: Server; peers: Peer[] }> {
  const server = await start(kind, n, inLobby);
  const before = await usage(server);
  const { peers, ms } = await connectAll(server, n);
  // Let the connect storm (each arrival's LOBBY_MEMBER_UPDATE to the lobby) drain before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await usage(server);
  return {
    server,
    peers,
    connectMs: ms,
    heapPerSession: (after.heap - before.heap) / n,
    rssPerSession: (after.rss - before.rss) / n,
  };
}

async function perMessage(measured: { server: Server; peers: Peer[] }, n: number) {
  const { server, peers } = measured;
  const members = Math.min(n, LOBBY_MAX);
  const inLobby = peers.slice(0, members);
  const before = await usage(server);
  const text = 'x'.repeat(100);
  for (let i = 0; i < MESSAGES; i++) {
    const response = await fetch(server.info.send, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.info.sender}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `${text}${i}` }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
  }
  await until(() => inLobby.every((peer) => peer.messages >= MESSAGES), 'every message delivered');
  const after = await usage(server);
  return {
    members,
    heap: (after.heap - before.heap) / MESSAGES,
    replay: (after.replayBytes - before.replayBytes) / MESSAGES,
  };
}

function stop(measured: { server: Server; peers: Peer[] }): void {
  for (const peer of measured.peers) peer.ws.terminate();
  measured.server.child.send('stop');
}

/** One round at size n: every server in turn, each a fresh process. */
async function round(n: number) {
  const bare = await measureConnect('bare', n, false);
  stop(bare);
  const fanout = await measureConnect('fanout', n, true);
  stop(fanout);
  const batched = await measureConnect('fanout-batched', n, true);
  stop(batched);
  const idle = await measureConnect('emulator', n, false);
  stop(idle);
  const lobby = await measureConnect('emulator', n, true);
  const message = await perMessage(lobby, n);
  stop(lobby);
  return { bare, fanout, batched, idle, lobby, message };
}

type Round = Awaited<ReturnType<typeof round>>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The median row of one server over the rounds (each field on its own). */
function medianRow(rounds: Round[], pick: (r: Round) => Row): Row {
  const rows = rounds.map(pick);
  return {
    connectMs: median(rows.map((row) => row.connectMs)),
    heapPerSession: median(rows.map((row) => row.heapPerSession)),
    rssPerSession: median(rows.map((row) => row.rssPerSession)),
  };
}

async function main(sizes: number[], rounds: number): Promise<void> {
  let met = true;
  for (const n of sizes) {
    const group = Math.min(n, LOBBY_MAX);
    console.log(`\n${n.toLocaleString('en-US')} sessions, ${rounds} round(s)`);
    const done: Round[] = [];
    for (let i = 0; i < rounds; i++) {
      const r = await round(n);
      done.push(r);
      const ms = (row: Row) => row.connectMs.toFixed(0);
      console.log(
        `  round ${i + 1}: connect bare ${ms(r.bare)}, like peer ${ms(r.fanout)}, batched like peer ${ms(r.batched)}, ours no lobby ${ms(r.idle)}, ours in lobbies ${ms(r.lobby)} ms` +
          ` (in lobbies: ${(r.lobby.connectMs / r.bare.connectMs).toFixed(2)}x bare, ${(r.lobby.connectMs / r.fanout.connectMs).toFixed(2)}x like, ${(r.lobby.connectMs / r.batched.connectMs).toFixed(2)}x batched like)`,
      );
    }
    const bare = medianRow(done, (r) => r.bare);
    const fanout = medianRow(done, (r) => r.fanout);
    const batched = medianRow(done, (r) => r.batched);
    const idle = medianRow(done, (r) => r.idle);
    const lobby = medianRow(done, (r) => r.lobby);
    const xBare = median(done.map((r) => r.lobby.connectMs / r.bare.connectMs));
    const xLike = median(done.map((r) => r.lobby.connectMs / r.fanout.connectMs));
    const xBatched = median(done.map((r) => r.lobby.connectMs / r.batched.connectMs));
    const message = {
      heap: median(done.map((r) => r.message.heap)),
      replay: median(done.map((r) => r.message.replay)),
    };
    console.log('  medians:');
    const line = (name: string, row: Row) =>
      console.log(
        `  ${name.padEnd(30)} connect ${row.connectMs.toFixed(0).padStart(6)} ms` +
          ` (${(row.connectMs / bare.connectMs).toFixed(2)}x bare); per session: heap ${kb(row.heapPerSession)}, RSS ${kb(row.rssPerSession)}`,
      );
    line('bare ws', bare);
    line(`like peer (fan-out, groups of ${group})`, fanout);
    line('like peer, writes batched', batched);
    line('ours, no lobby', idle);
    line(`ours, lobbies of ${group}`, lobby);
    console.log(
      `  in lobbies, connect: ${xBare.toFixed(2)}x bare, ${xLike.toFixed(2)}x the like peer, ${xBatched.toFixed(2)}x the batched like peer (medians of the rounds' ratios)`,
    );
    console.log(
      `  per message to ${group} members: heap ${kb(message.heap)} (the stored message and its event included), replay log ${message.replay.toFixed(0)} bytes`,
    );
    if (n === 1000) {
      const ok = lobby.heapPerSession < 8 * 1024;
      console.log(`  aim: < 8 KB per idle session in a lobby of 1,000: ${ok ? 'met' : 'MISSED'}`);
      const msgOk = message.replay < 1024;
      console.log(`  aim: a message to 1,000 adds < 1 KB to the replay log: ${msgOk ? 'met' : 'MISSED'}`);
      met &&= ok && msgOk;
    }
    if (n === 5000) {
      console.log(
        `  aim: connect of 5,000 in lobbies within 2x: against the like peer ${xLike <= 2 ? 'met' : 'MISSED'} (${xLike.toFixed(2)}x),` +
          ` the batched like peer ${xBatched <= 2 ? 'met' : 'MISSED'} (${xBatched.toFixed(2)}x);` +
          ` against the plain bare server ${xBare <= 2 ? 'met' : 'MISSED'} (${xBare.toFixed(2)}x)`,
      );
      met &&= xLike <= 2 && xBatched <= 2;
    }
  }
  process.exitCode = met ? 0 : 1;
}

const [mode, kind, users, lobby] = process.argv.slice(2);
if (mode === '--serve') await serve(kind as Kind, Number(users), lobby === 'lobby');
else await main((mode ?? '100,1000,5000').split(',').map(Number), Number(kind ?? 1));
