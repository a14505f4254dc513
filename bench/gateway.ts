/**
 * The emulator's gateway against a bare `ws` server doing the same broadcast (the ceiling of this stack),
 * side by side in one run. Each server runs in its own child process (so that the clients, here, do not
 * share its event loop, and its memory is its own); the clients are raw `ws` sockets in this process.
 *
 * 1. Fan-out: 100 clients in one lobby; one sends a message over HTTP (`POST /lobbies/{id}/messages`
 *    on the emulator, `POST /send` on the bare server, which builds a message of the same shape and
 *    sends it to every socket with its own sequence number). Time until all 99 others have it, p50 and
 *    p99 over alternating rounds; and capacity: deliveries per second for a burst of messages.
 * 2. Idle: 1,000 identified sessions; the server's added memory per session (heap + external, after a
 *    GC) and the CPU of answering their heartbeats (1 s interval), against the bare server holding
 *    1,000 sockets and answering the same heartbeats.
 *
 * Aims (issue 12): fan-out p99 < 20 ms and within 1.5x of bare ws; < 50 KB per idle session.
 *
 * Run: node --import tsx bench/gateway.ts [rounds, default 200]
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { startEmulator } from '../src/emulator/index.js';
import { inBatches } from './lib/batches.js';
import { forkServer, usageOf } from './lib/childServer.js';
import { signInUser } from './lib/signIn.js';

type Kind = 'emulator' | 'bare';

interface ServeInfo {
  gateway: string;
  /** Where a message is posted (the sender's token is in `tokens[0]`). */
  send: string;
  tokens: string[];
}

interface Usage {
  /** Heap used plus external memory (socket buffers live there), bytes, after two GCs. */
  memory: number;
  cpuMicros: number;
}

const FANOUT_CLIENTS = 100;
const IDLE_SESSIONS = 1000;
const IDLE_HEARTBEAT_MS = 1000;
const CPU_WINDOW_MS = 10_000;
const BURST = 300;
const WAIT_MS = 10_000;

// --- the servers (child processes) ---

async function serve(kind: Kind, users: number, heartbeatMs: number, inLobby: boolean): Promise<void> {
  const info = kind === 'emulator' ? await serveEmulator(users, heartbeatMs, inLobby) : await serveBare();
  process.on('message', (message: string) => {
    if (message === 'usage') {
      globalThis.gc?.();
      globalThis.gc?.();
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      const usage: Usage = {
        memory: memory.heapUsed + memory.external,
        cpuMicros: cpu.user + cpu.system,
      };
      process.send?.({ usage });
    } else if (message === 'stop') process.exit(0);
  });
  // Never outlive the benchmark that started it.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ info });
}

async function serveEmulator(users: number, heartbeatMs: number, inLobby: boolean): Promise<ServeInfo> {
  const emulator = await startEmulator({ rateLimits: false, gateway: { heartbeatIntervalMs: heartbeatMs } });
  const seeded = await emulator.control.seed({
    users: Array.from({ length: users }, (_, i) => ({ username: `player${i}` })),
    applications: [{ name: 'Bench', redirectUris: ['http://127.0.0.1/cb'] }],
  });
  const app = seeded.applications[0];
  if (!app) throw new Error('seed failed');
  const tokens: string[] = [];
  let lobbyId = '';
  for (const user of seeded.users) {
    const token = await signInUser(emulator, app, user.id, 'sdk.social_layer');
    tokens.push(token);
    if (inLobby) {
      const joined = await fetch(`${emulator.url}/api/v10/lobbies`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ secret: 'bench' }),
      });
      lobbyId = ((await joined.json()) as { id: string }).id;
    }
  }
  return {
    gateway: emulator.control.gateway.url(),
    send: `${emulator.url}/api/v10/lobbies/${lobbyId}/messages`,
    tokens,
  };
}

/** The stack's limit: node's HTTP server and `ws`, broadcasting a message of the emulator's shape. */
async function serveBare(): Promise<ServeInfo> {
  const sockets = new Map<WebSocket, { seq: number }>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  let id = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { content } = JSON.parse(body) as { content: string };
      const message = {
        id: String(++id),
        type: 0,
        content,
        lobby_id: '1',
        channel_id: '1',
        author: { id: '2', username: 'player0', avatar: null, discriminator: '0', public_flags: 0, flags: 0 },
        flags: 0,
        application_id: '3',
        timestamp: new Date().toISOString(),
        edited_timestamp: null,
      };
      const json = JSON.stringify(message);
      for (const [socket, state] of sockets)
        socket.send(`{"op":0,"d":${json},"s":${++state.seq},"t":"LOBBY_MESSAGE_CREATE"}`);
      response.writeHead(201, { 'content-type': 'application/json' }).end(json);
    });
  });
  server.on('upgrade', (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(ws, { seq: 0 });
      ws.on('message', (data) => {
        if ((JSON.parse(String(data)) as { op: number }).op === 1)
          ws.send('{"op":11,"d":null,"s":null,"t":null}');
      });
      ws.on('close', () => sockets.delete(ws));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { gateway: `ws://127.0.0.1:${port}/gateway`, send: `http://127.0.0.1:${port}/send`, tokens: [] };
}

// --- this process: the clients ---

interface Server {
  kind: Kind;
  child: ChildProcess;
  info: ServeInfo;
}

async function start(kind: Kind, users: number, heartbeatMs: number, inLobby: boolean): Promise<Server> {
  const args = ['--serve', kind, String(users), String(heartbeatMs), inLobby ? 'lobby' : 'none'];
  const { child, info } = await forkServer<ServeInfo>(fileURLToPath(import.meta.url), args, ['--expose-gc']);
  return { kind, child, info };
}

const usage = (server: Server) => usageOf<Usage>(server.child);

/** A client: its socket and a hook for each dispatch's text. */
interface Peer {
  ws: WebSocket;
  onDispatch: ((frame: { t: string; d: { content?: string } }) => void) | undefined;
}

async function connect(server: Server, index: number, heartbeatMs: number | undefined): Promise<Peer> {
  const ws = new WebSocket(server.info.gateway, { perMessageDeflate: false });
  const peer: Peer = { ws, onDispatch: undefined };
  const token = server.info.tokens[index];
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number; t: string; d: { content?: string } };
      if (frame.op === 10 && token !== undefined) ws.send(JSON.stringify({ op: 2, d: { token } }));
      if (frame.t === 'READY') resolve();
      if (frame.op === 0) peer.onDispatch?.(frame);
    });
    ws.on('open', () => {
      if (token === undefined) resolve();
    });
  });
  if (heartbeatMs !== undefined) {
    const beat = () => ws.readyState === WebSocket.OPEN && ws.send('{"op":1,"d":null}');
    setTimeout(() => setInterval(beat, heartbeatMs).unref(), Math.random() * heartbeatMs).unref();
  }
  return peer;
}

async function connectAll(server: Server, count: number, heartbeatMs?: number): Promise<Peer[]> {
  return inBatches(count, 50, (i) => connect(server, i, heartbeatMs));
}

async function post(server: Server, content: string): Promise<void> {
  const token = server.info.tokens[0];
  const response = await fetch(server.info.send, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ content }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`${server.kind}: POST answered ${response.status}`);
}

/** Sends `content` from client 0; resolves with each other client's delay (ms) once all have it. */
async function round(server: Server, peers: Peer[], content: string): Promise<number[]> {
  const delays: number[] = [];
  const start = performance.now();
  const all = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${server.kind}: not delivered in ${WAIT_MS} ms`)),
      WAIT_MS,
    );
    for (const peer of peers.slice(1)) {
      peer.onDispatch = (frame) => {
        if (frame.d.content !== content) return;
        peer.onDispatch = undefined;
        delays.push(performance.now() - start);
        if (delays.length === peers.length - 1) {
          clearTimeout(timer);
          resolve();
        }
      };
    }
  });
  await post(server, content);
  await all;
  return delays;
}

/** Deliveries per second for a burst of messages sent 16 at a time. */
async function burst(server: Server, peers: Peer[], tag: string): Promise<number> {
  let received = 0;
  const expected = BURST * (peers.length - 1);
  const start = performance.now();
  const done = new Promise<void>((resolve) => {
    for (const peer of peers.slice(1))
      peer.onDispatch = (frame) => {
        if (frame.d.content?.startsWith(tag) && ++received === expected) resolve();
      };
  });
  for (let i = 0; i < BURST; i += 16)
    await Promise.all(
      Array.from({ length: Math.min(16, BURST - i) }, (_, j) => post(server, `${tag}${i + j}`)),
    );
  await done;
  return expected / ((performance.now() - start) / 1000);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(rounds: number): Promise<void> {
  let met = true;
  console.log(`fan-out: ${FANOUT_CLIENTS} clients in one lobby, ${rounds} alternating rounds each`);
  const servers = [await start('emulator', FANOUT_CLIENTS, 41_250, true), await start('bare', 0, 0, false)];
  const peers = await Promise.all(servers.map((server) => connectAll(server, FANOUT_CLIENTS)));
  const all: number[][] = [[], []];
  const complete: number[][] = [[], []];
  for (let r = -20; r < rounds; r++) {
    for (const [i, server] of servers.entries()) {
      const delays = await round(server, peers[i] as Peer[], `round ${r}`);
      if (r < 0) continue; // warm-up
      all[i]?.push(...delays);
      complete[i]?.push(Math.max(...delays));
    }
  }
  const rates: number[][] = [[], []];
  for (let b = 0; b < 3; b++)
    for (const [i, server] of servers.entries())
      rates[i]?.push(await burst(server, peers[i] as Peer[], `burst ${b} `));
  for (const [i, server] of servers.entries()) {
    const c = complete[i] as number[];
    const d = all[i] as number[];
    console.log(
      `${server.kind.padEnd(8)} all 99 have it: p50 ${ms(percentile(c, 50))}, p99 ${ms(percentile(c, 99))}; ` +
        `one delivery: p50 ${ms(percentile(d, 50))}, p99 ${ms(percentile(d, 99))}; ` +
        `burst: ${Math.round(percentile(rates[i] as number[], 50)).toLocaleString('en-US')} deliveries/s`,
    );
  }
  const [ours, bare] = complete.map((c) => percentile(c, 99)) as [number, number];
  const ratio = ours / bare;
  console.log(
    `p99 ours/bare: ${ratio.toFixed(2)} (aims: p99 < 20 ms ${ours < 20 ? 'met' : 'MISSED'}, ratio <= 1.5 ${ratio <= 1.5 ? 'met' : 'MISSED'})`,
  );
  met &&= ours < 20 && ratio <= 1.5;
  for (const list of peers) for (const peer of list) peer.ws.terminate();
  for (const server of servers) server.child.send('stop');

  console.log(
    `\nidle: ${IDLE_SESSIONS} sessions, heartbeats every ${IDLE_HEARTBEAT_MS} ms, CPU over ${CPU_WINDOW_MS / 1000} s`,
  );
  const perSession: number[] = [];
  for (const kind of ['emulator', 'bare'] as const) {
    const server = await start(kind, kind === 'emulator' ? IDLE_SESSIONS : 0, IDLE_HEARTBEAT_MS, false);
    const before = await usage(server);
    const idle = await connectAll(server, IDLE_SESSIONS, IDLE_HEARTBEAT_MS);
    await new Promise((resolve) => setTimeout(resolve, 2 * IDLE_HEARTBEAT_MS));
    const connected = await usage(server);
    await new Promise((resolve) => setTimeout(resolve, CPU_WINDOW_MS));
    const after = await usage(server);
    const bytes = (connected.memory - before.memory) / IDLE_SESSIONS;
    const cpu = after.cpuMicros - connected.cpuMicros;
    const beats = (IDLE_SESSIONS * CPU_WINDOW_MS) / IDLE_HEARTBEAT_MS;
    perSession.push(bytes);
    console.log(
      `${kind.padEnd(8)} per session: ${(bytes / 1024).toFixed(1)} KB (heap + external, after GC); ` +
        `heartbeats: ${((cpu / (CPU_WINDOW_MS * 1000)) * 100).toFixed(1)}% of a core, ${(cpu / beats).toFixed(1)} us per heartbeat`,
    );
    for (const peer of idle) peer.ws.terminate();
    server.child.send('stop');
  }
  const [oursBytes] = perSession as [number, number];
  console.log(`per-session memory aim < 50 KB: ${oursBytes < 50 * 1024 ? 'met' : 'MISSED'}`);
  met &&= oursBytes < 50 * 1024;
  process.exitCode = met ? 0 : 1;
}

// Last, so that every module-level constant above is initialised before it runs.
const [mode, kind, users, heartbeat, lobby] = process.argv.slice(2);
if (mode === '--serve') await serve(kind as Kind, Number(users), Number(heartbeat), lobby === 'lobby');
else await main(Number(mode ?? 200));
