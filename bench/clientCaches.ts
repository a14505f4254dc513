/**
 * Issue 38, item 9: what a hostile server makes one `Client` hold. Numbers, not ratios (there is no peer;
 * "before" is this bench run on the code before the fix). A gateway of its own, in a child process
 * (bench/lib/childServer.ts: its memory and send buffers apart from the Client's), answers IDENTIFY with
 * READY and then floods:
 *
 * - `lobbies`: 1,000,000 LOBBY_CREATE of distinct lobbies (the service lets a user be in 100);
 * - `relationships`: 55,001 RELATIONSHIP_ADD of distinct users, friends (the service caps friends at 1,000).
 *
 * Each in both callback modes: `immediate`, and `pumped` with a game that calls `RunCallbacks()` only once
 * the flood is over (a loading screen). The flood is paced by the server's socket buffer; its end is a
 * sentinel the cache shows at once (the first lobby or relationship, removed last), polled every 20 ms.
 * Reported: the Client process's heap + external memory added (after two GCs, with the events still
 * queued in pumped mode), the flood's time, the longest event-loop block (`monitorEventLoopDelay`), and
 * the `RunCallbacks()` that drains the queue.
 *
 * Run: node --import tsx bench/clientCaches.ts [lobbies count, default 1000000] [relationships count,
 * default 55001]
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type WebSocket, WebSocketServer } from 'ws';
import { Client, ClientStatus } from '../src/client/Client.js';
import { RunCallbacks } from '../src/client/index.js';
import { AuthorizationTokenType, RelationshipType } from '../src/model/index.js';
import { forkServer } from './lib/childServer.js';

type Kind = 'lobbies' | 'relationships';
const SELF = '100';
const SENTINEL = '2';
const user = (id: string) => ({
  id,
  username: `user${id}`,
  discriminator: '0',
  global_name: null,
  avatar: null,
});
const lobby = (id: string) => ({
  id,
  application_id: '1',
  metadata: {},
  members: [{ id: SELF, metadata: {}, connected: true }],
});
const friend = (id: string) => ({ id, type: 1, game_type: 0, is_spam_request: false, user: user(id) });

/** The child: a gateway that floods the first session `count` dispatches of `kind` when told to. */
async function serve(kind: Kind, count: number): Promise<void> {
  let socket: WebSocket | undefined;
  let seq = 0;
  const send = (ws: WebSocket, op: number, d: unknown, t: string | null = null) =>
    ws.send(JSON.stringify({ op, d, s: t === null ? null : ++seq, t }));
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/gateway` }));
  });
  new WebSocketServer({ server }).on('connection', (ws) => {
    send(ws, 10, { heartbeat_interval: 30_000 });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number };
      if (frame.op === 1) send(ws, 11, null);
      if (frame.op !== 2) return;
      socket = ws;
      const ready = { v: 10, user: user(SELF), session_id: 's', resume_gateway_url: 'ws://127.0.0.1:1' };
      send(
        ws,
        0,
        { ...ready, application: { id: '1' }, lobbies: [], relationships: [], presences: [] },
        'READY',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', async (message) => {
    if (message !== 'flood' || socket === undefined) return;
    const ws = socket;
    const [t, make, end] =
      kind === 'lobbies'
        ? (['LOBBY_CREATE', lobby, ['LOBBY_DELETE', { id: SENTINEL }]] as const)
        : (['RELATIONSHIP_ADD', friend, ['RELATIONSHIP_REMOVE', { id: SENTINEL }]] as const);
    send(ws, 0, make(SENTINEL), t);
    for (let i = 0; i < count; i++) {
      send(ws, 0, make(String(10_000_000 + i)), t);
      // Paced by what the Client reads: a server's own buffer is not what is measured.
      while (ws.bufferedAmount > 8 * 2 ** 20) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    send(ws, 0, end[1], end[0]);
    process.send?.('sent');
  });
  process.send?.({ info: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } });
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function memory(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

async function probe(kind: Kind, count: number, mode: 'immediate' | 'pumped'): Promise<void> {
  const { child, info } = await forkServer<{ url: string }>(
    fileURLToPath(import.meta.url),
    ['serve', kind, String(count)],
    [],
  );
  const warnings: string[] = [];
  const client = new Client({
    baseUrl: info.url,
    callbackMode: mode,
    log: (line) => {
      if (/bound|queue|dropped/.test(line)) warnings.push(line);
    },
  });
  let events = 0;
  client.on(kind === 'lobbies' ? 'lobbyCreated' : 'relationshipCreated', () => {
    events++;
  });
  await client.UpdateToken(AuthorizationTokenType.Bearer, 'bench');
  client.Connect();
  await until(() => client.GetStatus() === ClientStatus.Ready);
  RunCallbacks();
  const sentinelThere = () =>
    kind === 'lobbies'
      ? client.GetLobbyHandle(SENTINEL) !== null
      : client.GetRelationshipHandle(SENTINEL).DiscordRelationshipType() !== RelationshipType.None;
  const before = memory();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  (child as ChildProcess).send('flood');
  // A Client that stalls long enough misses its heartbeats and loses the session: that ends the probe.
  const lost = () => client.GetStatus() !== ClientStatus.Ready;
  await until(() => lost() || sentinelThere());
  await until(() => lost() || !sentinelThere());
  const status = lost() ? `; SESSION LOST (status ${client.GetStatus()})` : '';
  const floodMs = performance.now() - started;
  delay.disable();
  const added = memory() - before;
  const drainStarted = performance.now();
  const ran = RunCallbacks();
  const drainMs = performance.now() - drainStarted;
  const held = lost()
    ? '?'
    : kind === 'lobbies'
      ? client.GetLobbyIds().length
      : client.GetRelationships().length;
  console.log(
    `${kind} x${count.toLocaleString('en')} (${mode}): memory +${(added / 2 ** 20).toFixed(1)} MiB; ` +
      `flood ${(floodMs / 1000).toFixed(1)} s; longest block ${(delay.max / 1e6).toFixed(0)} ms; ` +
      `cached ${held}; events ${events}${mode === 'pumped' ? `; RunCallbacks ran ${ran} in ${drainMs.toFixed(0)} ms` : ''}; ` +
      `warnings ${warnings.length}${status}`,
  );
  client.Disconnect();
  child.kill();
}

if (process.argv[2] === 'serve') {
  await serve(process.argv[3] as Kind, Number(process.argv[4]));
} else {
  const lobbies = Number(process.argv[2] ?? 1_000_000);
  const relationships = Number(process.argv[3] ?? 55_001);
  for (const mode of ['immediate', 'pumped'] as const) {
    await probe('lobbies', lobbies, mode);
    await probe('relationships', relationships, mode);
  }
}
