/**
 * Transport overhead: 10,000 GET requests per contender to a local server, sequential and with 64 in
 * flight, through our Transport and through the bare client it wraps (by default its own fetch over
 * `node:http` with a keep-alive agent, since issue 31; injected, the global fetch), plus node-fetch 3 (the
 * default before) and @discordjs/rest as peers, all in one run. Prints requests/s and the cost ratio
 * (bare req/s divided by Transport req/s). Aim: Transport costs at most 1.2x the bare client it wraps.
 * The bare `node:http` peer does the least a client can: one GET on a kept-alive agent, the answer read
 * whole and parsed as JSON, no timeout.
 *
 * The server runs in a worker thread so that its work is not billed to the clients; it answers every GET
 * with a small JSON user object and rate-limit headers (a huge limit), as the service does.
 * Contenders run in 40 alternating rounds of 250 requests so that noise from other processes hits all of
 * them alike; each one's rate is its median round. A reference row, node-fetch with a per-request
 * timeout (AbortController and timer, what any client that enforces a timeout pays), separates the cost
 * of enforcing a timeout at all from the cost of the Transport's own code.
 */
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { REST } from '@discordjs/rest';
import nodeFetch from 'node-fetch';
import { Transport } from '../src/http/index.js';

const TOTAL = 10_000;
const ROUNDS = 40;
const IN_FLIGHT = 64;
const AIM = 1.2;
const TOKEN = 'bench-token-0123456789';

const serverSource = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const body = JSON.stringify({ id: '80351110224678912', username: 'bench', discriminator: '0', global_name: 'Bench', avatar: null });
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'X-RateLimit-Limit': '1000000',
    'X-RateLimit-Remaining': '999999',
    'X-RateLimit-Reset-After': '60',
    'X-RateLimit-Bucket': 'bench-bucket',
  });
  res.end(body);
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => server.close(() => process.exit(0)));
`;

interface Contender {
  readonly name: string;
  readonly get: () => Promise<unknown>;
}

async function runBatch(get: () => Promise<unknown>, count: number, inFlight: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next++;
      await get();
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, lane));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Runs every contender `TOTAL` times in `ROUNDS` alternating rounds; returns each one's median round
 * rate in req/s (the median shrugs off rounds hit by other processes on a shared machine).
 */
async function measure(contenders: readonly Contender[], inFlight: number): Promise<number[]> {
  for (const c of contenders) await runBatch(c.get, 1000, inFlight); // warm-up: JIT, sockets
  const rates = contenders.map(() => [] as number[]);
  const perRound = TOTAL / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, c] of contenders.entries()) {
      const start = process.hrtime.bigint();
      await runBatch(c.get, perRound, inFlight);
      rates[i]?.push(perRound / (Number(process.hrtime.bigint() - start) / 1e9));
    }
  }
  return rates.map(median);
}

async function main(): Promise<void> {
  const worker = new Worker(serverSource, { eval: true });
  const [port] = (await once(worker, 'message')) as [number];
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/api/v10/users/@me`;
  const headers = { Authorization: `Bot ${TOKEN}`, 'User-Agent': 'bench' };

  // Same global limit for both SDKs, high enough never to throttle the run.
  const perSecond = 1_000_000;
  const ours = new Transport({
    baseUrl: origin,
    authorization: { type: 'Bot', token: TOKEN },
    globalRequestsPerSecond: perSecond,
  });
  const oursGlobalFetch = new Transport({
    baseUrl: origin,
    authorization: { type: 'Bot', token: TOKEN },
    globalRequestsPerSecond: perSecond,
    fetch: globalThis.fetch,
  });
  const discordjs = new REST({
    version: '10',
    api: `${origin}/api`,
    globalRequestsPerSecond: perSecond,
  }).setToken(TOKEN);

  const agent = new Agent({ keepAlive: true });
  const bareHttp = () =>
    new Promise<unknown>((resolve, reject) => {
      const req = request(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        response.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

  const contenders: Contender[] = [
    { name: 'bare node:http (keep-alive)', get: bareHttp },
    { name: 'bare node-fetch', get: async () => (await nodeFetch(url, { headers })).json() },
    {
      name: 'node-fetch + timeout (ref.)',
      get: async () => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 30_000);
        try {
          return await (await nodeFetch(url, { headers, signal: controller.signal })).json();
        } finally {
          clearTimeout(timer);
        }
      },
    },
    { name: 'Transport (default)', get: () => ours.request({ method: 'GET', route: '/users/@me' }) },
    { name: 'bare global fetch', get: async () => (await fetch(url, { headers })).json() },
    {
      name: 'Transport (global fetch)',
      get: () => oursGlobalFetch.request({ method: 'GET', route: '/users/@me' }),
    },
    { name: '@discordjs/rest', get: () => discordjs.get('/users/@me') },
  ];

  let worst = 0;
  for (const [label, inFlight] of [
    ['sequential', 1],
    [`${IN_FLIGHT} in flight`, IN_FLIGHT],
  ] as const) {
    const rates = await measure(contenders, inFlight);
    const rate = (name: string) => rates[contenders.findIndex((c) => c.name === name)] ?? 0;
    console.log(`\n${label}: ${TOTAL.toLocaleString('en-US')} GETs per contender`);
    for (const [i, c] of contenders.entries()) {
      console.log(
        `  ${c.name.padEnd(28)} ${Math.round(rates[i] ?? 0)
          .toLocaleString('en-US')
          .padStart(8)} req/s`,
      );
    }
    const costHttp = rate('bare node:http (keep-alive)') / rate('Transport (default)');
    const costGlobal = rate('bare global fetch') / rate('Transport (global fetch)');
    const costTimeout = rate('bare node-fetch') / rate('node-fetch + timeout (ref.)');
    console.log(`  cost of a timeout alone (reference):  ${costTimeout.toFixed(3)}x`);
    const vsDiscord = rate('Transport (default)') / rate('@discordjs/rest');
    const vsNodeFetch = rate('Transport (default)') / rate('bare node-fetch');
    console.log(`  cost Transport / bare node:http:      ${costHttp.toFixed(3)}x (aim <= ${AIM})`);
    console.log(`  cost Transport / bare global fetch:   ${costGlobal.toFixed(3)}x (aim <= ${AIM})`);
    console.log(`  Transport (default) vs bare node-fetch:   ${vsNodeFetch.toFixed(2)}x the throughput`);
    console.log(`  Transport (default) vs @discordjs/rest:   ${vsDiscord.toFixed(2)}x the throughput`);
    worst = Math.max(worst, costHttp, costGlobal);
  }
  agent.destroy();
  ours.close();
  worker.postMessage('stop');
  await once(worker, 'exit');
  console.log(`\nworst cost ratio ${worst.toFixed(3)}x: aim ${worst <= AIM ? 'met' : 'MISSED'}`);
  process.exitCode = worst <= AIM ? 0 : 1;
}

await main();
