/**
 * A lobby message's round trip: `SendLobbyMessage` on one Client until `messageCreated` on another,
 * next to the same trip without the Client: the raw REST call (`sendLobbyMessage` on a Transport) until
 * a bare `ws` socket has parsed the gateway's LOBBY_MESSAGE_CREATE frame. The difference is what the
 * Client adds (argument checks, ClientNotReady, settle, the cache and handles, the event mapping). A
 * third contender takes the connection layer alone: the raw REST call until the receiving Client's
 * `dispatch` event.
 *
 * Like with like (issue 31): the raw REST call above still goes through our own Transport, so the
 * headline peer is a bare HTTP client: `node:http` with a keep-alive agent, one POST of the JSON body
 * with the Bearer header, its answer read whole, until the bare `ws` socket has parsed the frame. What
 * the Client adds is read against that peer.
 *
 * Every transport runs without its 50 requests/s pacing: the trips follow each other faster than that,
 * and the bench measures latency, not the pacing. The emulator runs in this process, as the three contenders do, alternating one trip each per round
 * after warm-up, so that load on the shared machine falls on all three alike.
 *
 * Aim (issue 13): the Client adds under 0.5 ms at the median.
 *
 * Run: node --import tsx bench/messages.ts [rounds, default 500]
 */
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import { sendLobbyMessage } from '../src/api/lobbies.js';
import { Client } from '../src/client/Client.js';
import { startEmulator } from '../src/emulator/index.js';
import { Transport } from '../src/http/transport.js';
import { AuthorizationTokenType } from '../src/model/enums.js';
import { signInUser } from './lib/signIn.js';

const ROUNDS = Number(process.argv[2] ?? 500);
const WARMUP = 50;
const WAIT_MS = 5000;
const SCOPE = 'openid sdk.social_layer';

type Trip = (content: string) => Promise<number>;

function bounded<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${WAIT_MS} ms`)), WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function connectedClient(url: string, token: string): Promise<Client> {
  const client = new Client({ baseUrl: url });
  // Latency, not throughput: the transport's 50 requests/s pacing would otherwise stall some trips.
  client.transport.setGlobalRequestsPerSecond(Number.POSITIVE_INFINITY);
  await client.UpdateToken(AuthorizationTokenType.Bearer, token);
  const ready = new Promise<void>((resolve) =>
    client.on('statusChanged', (status) => status === Client.Status.Ready && resolve()),
  );
  client.Connect();
  await bounded(ready, 'Ready');
  return client;
}

async function rawSocket(gatewayUrl: string, token: string): Promise<WebSocket> {
  const ws = new WebSocket(gatewayUrl);
  await bounded(
    new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { op: number; t: string | null };
        if (frame.op === 10) ws.send(JSON.stringify({ op: 2, d: { token } }));
        if (frame.t === 'READY') resolve();
      });
      ws.once('error', reject);
    }),
    'raw READY',
  );
  return ws;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const emulator = await startEmulator({ rateLimits: false });
  try {
    const seeded = await emulator.control.seed({
      users: [{ username: 'sender' }, { username: 'receiver' }, { username: 'raw' }],
      applications: [{ name: 'Bench', redirectUris: ['http://127.0.0.1/cb'] }],
    });
    const app = seeded.applications[0];
    const [sender, receiver, raw] = seeded.users;
    if (!app || !sender || !receiver || !raw) throw new Error('seed failed');
    const appKeys = { id: app.id, clientSecret: app.clientSecret };
    const tokens = await Promise.all(
      [sender, receiver, raw].map((user) => signInUser(emulator, appKeys, user.id, SCOPE)),
    );
    const [senderToken = '', receiverToken = '', rawToken = ''] = tokens;

    const from = await connectedClient(emulator.url, senderToken);
    const to = await connectedClient(emulator.url, receiverToken);
    const lobbyId = await from.CreateOrJoinLobby('bench');
    await to.CreateOrJoinLobby('bench');
    const transport = new Transport({
      baseUrl: emulator.url,
      globalRequestsPerSecond: Number.POSITIVE_INFINITY,
    });
    transport.setAuthorization({ type: 'Bearer', token: senderToken });
    const rawTransport = new Transport({
      baseUrl: emulator.url,
      globalRequestsPerSecond: Number.POSITIVE_INFINITY,
    });
    rawTransport.setAuthorization({ type: 'Bearer', token: rawToken });
    await rawTransport.request({ method: 'PUT', route: '/lobbies', json: { secret: 'bench' } });
    const socket = await rawSocket(emulator.control.gateway.url(), rawToken);

    /** Resolves when `content` arrives through `listen`, which registers and returns an unsubscribe. */
    const arrival = (content: string, listen: (done: (text: string) => void) => () => void) =>
      bounded(
        new Promise<void>((resolve) => {
          const stop = listen((text) => {
            if (text !== content) return;
            stop();
            resolve();
          });
        }),
        content,
      );

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const messagesUrl = new URL(`${emulator.url}/api/v10/lobbies/${lobbyId}/messages`);
    /** The peer's whole HTTP work: one POST on a kept-alive socket, the answer read to its end. */
    const barePost = (content: string) =>
      new Promise<void>((resolve, reject) => {
        const body = JSON.stringify({ content });
        const req = request(
          messagesUrl,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${senderToken}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              response.statusCode === 201 ? resolve() : reject(new Error(`POST ${response.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const bareFrame = (content: string) =>
      arrival(content, (done) => {
        const listener = (data: WebSocket.RawData) => {
          const frame = JSON.parse(String(data)) as { t: string | null; d: { content?: string } };
          if (frame.t === 'LOBBY_MESSAGE_CREATE') done(frame.d.content ?? '');
        };
        socket.on('message', listener);
        return () => socket.off('message', listener);
      });

    const trips: Record<string, Trip> = {
      'Client: SendLobbyMessage -> messageCreated': async (content) => {
        const arrived = arrival(content, (done) => {
          const listener = (id: string) => done(to.GetMessageHandle(id)?.Content() ?? '');
          to.on('messageCreated', listener);
          return () => to.off('messageCreated', listener);
        });
        const start = performance.now();
        await from.SendLobbyMessage(lobbyId, content);
        await arrived;
        return performance.now() - start;
      },
      'connection: REST call -> dispatch event': async (content) => {
        const arrived = arrival(content, (done) => {
          const listener = (event: { t: string; d: unknown }) =>
            event.t === 'LOBBY_MESSAGE_CREATE' && done((event.d as { content: string }).content);
          to.on('dispatch', listener);
          return () => to.off('dispatch', listener);
        });
        const start = performance.now();
        await sendLobbyMessage(transport, lobbyId, { content });
        await arrived;
        return performance.now() - start;
      },
      'raw: REST call -> bare ws frame': async (content) => {
        const arrived = bareFrame(content);
        const start = performance.now();
        await sendLobbyMessage(transport, lobbyId, { content });
        await arrived;
        return performance.now() - start;
      },
      'bare: node:http POST -> bare ws frame': async (content) => {
        const arrived = bareFrame(content);
        const start = performance.now();
        await barePost(content);
        await arrived;
        return performance.now() - start;
      },
    };

    const samples: Record<string, number[]> = Object.fromEntries(
      Object.keys(trips).map((name) => [name, []]),
    );
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      for (const [name, trip] of Object.entries(trips)) {
        const took = await trip(`${name.slice(0, 3)} ${round}`);
        if (round >= WARMUP) samples[name]?.push(took);
      }
    }
    const rows = Object.entries(samples).map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const slow = sorted.filter((ms) => ms > 100).length;
      return { name, p50: percentile(sorted, 50), p99: percentile(sorted, 99), slow };
    });
    console.log(`lobby message round trip, ${ROUNDS} rounds (after ${WARMUP} warm-up), one process`);
    for (const row of rows)
      console.log(
        `  ${row.name.padEnd(46)} p50 ${row.p50.toFixed(3)} ms   p99 ${row.p99.toFixed(3)} ms   over 100 ms: ${row.slow}`,
      );
    const [client, , viaTransport, bare] = rows;
    if (client && viaTransport && bare) {
      const added = client.p50 - bare.p50;
      console.log(
        `Client adds ${added.toFixed(3)} ms at p50 over a bare node:http POST (ratio ${(client.p50 / bare.p50).toFixed(2)}), ` +
          `${(client.p99 - bare.p99).toFixed(3)} ms at p99; aim < 0.5 ms at p50: ${added < 0.5 ? 'met' : 'missed'}`,
      );
      console.log(
        `our Transport's REST call adds ${(viaTransport.p50 - bare.p50).toFixed(3)} ms at p50 over the bare POST`,
      );
    }
    socket.close();
    agent.destroy();
    from.Disconnect();
    to.Disconnect();
  } finally {
    await emulator.close();
  }
}

await main();
