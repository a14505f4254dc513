/**
 * Slow readers (issue 38, item 2): ten gateway connections that never read, in a busy lobby. Numbers, not
 * ratios (there is no peer): the emulator's resident memory before the flood, at its peak during it, and
 * after it, with what its gateway reports waiting for its connections.
 *
 * The emulator runs in a child process of its own (bench/lib/childServer.ts), so that its RSS is its own:
 * a lobby of MEMBERS players, of whom SLOW open a gateway connection, identify, and then stop reading
 * (`ws.pause()`: the kernel's buffers fill, then the emulator's); one more player posts MESSAGES lobby
 * messages of 2,000 characters ("€", three bytes each: a 6 KB frame), PARALLEL at a time. The child samples
 * its own RSS every 50 ms, so the peak is seen even if the memory is let go later.
 *
 * "Before" is the same probe against a checkout of the code before the fix: `SLOW_READERS_SRC=<checkout>/src`
 * makes the child import the emulator from there (its stats have no `slowClosed` nor buffered bytes: "-").
 *
 * The same flood with the ten connections reading (`reading` as the second argument) is the control: what
 * the busy lobby itself costs (its history, the replay log, the request log), with no slow reader.
 *
 * Run: node --import tsx bench/slow-readers.ts [messages, default 5000] [reading]
 */
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { EmulatorContext } from '../src/emulator/context.js';
import type { startEmulator as StartEmulator } from '../src/emulator/index.js';
import type { storeTokens as StoreTokens, upsertGrant as UpsertGrant } from '../src/emulator/oauth/grants.js';
import { forkServer, usageOf } from './lib/childServer.js';

const MEMBERS = 50;
const SLOW = 10;
const PARALLEL = 16;
const MIB = 2 ** 20;

interface ServeInfo {
  gateway: string;
  /** Tokens of the slow readers. */
  slow: string[];
  /** Where the poster's messages go, and its token. */
  send: string;
  sender: string;
}

interface Usage {
  rss: number;
  peakRss: number;
  /** Undefined before the fix (its stats have none of these three). */
  bufferedBytes: number | undefined;
  largestBufferedBytes: number | undefined;
  slowClosed: number | undefined;
  connections: number;
}

// --- the emulator (child process) ---

async function serve(): Promise<void> {
  const src = process.env.SLOW_READERS_SRC ?? fileURLToPath(new URL('../src', import.meta.url));
  const { startEmulator } = (await import(`${src}/emulator/index.ts`)) as {
    startEmulator: typeof StartEmulator;
  };
  const { storeTokens, upsertGrant } = (await import(`${src}/emulator/oauth/grants.ts`)) as {
    storeTokens: typeof StoreTokens;
    upsertGrant: typeof UpsertGrant;
  };
  const emulator = await startEmulator({ rateLimits: false, gateway: { identifyConcurrency: 1000 } });
  const seeded = await emulator.control.seed({
    users: Array.from({ length: MEMBERS }, (_, i) => ({ username: `player${i}` })),
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
  const bot = { authorization: `Bot ${app.botToken}`, 'content-type': 'application/json' };
  const created = await fetch(`${emulator.url}/api/v10/lobbies`, {
    method: 'POST',
    headers: bot,
    body: '{}',
  });
  const lobbyId = ((await created.json()) as { id: string }).id;
  // The bulk route takes 25 members a call.
  for (let i = 0; i < seeded.users.length; i += 25) {
    const items = seeded.users.slice(i, i + 25).map((user) => ({ id: user.id }));
    const bulk = await fetch(`${emulator.url}/api/v10/lobbies/${lobbyId}/members/bulk`, {
      method: 'POST',
      headers: bot,
      body: JSON.stringify(items),
    });
    if (bulk.status !== 200) throw new Error(`bulk answered ${bulk.status}`);
  }
  let peakRss = process.memoryUsage().rss;
  setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50).unref();
  process.on('message', (message: string) => {
    if (message !== 'usage') return;
    globalThis.gc?.();
    const stats = emulator.control.gateway.stats() as Partial<Usage> & { connections: number };
    const rss = process.memoryUsage().rss;
    peakRss = Math.max(peakRss, rss);
    const usage: Usage = {
      rss,
      peakRss,
      bufferedBytes: stats.bufferedBytes,
      largestBufferedBytes: stats.largestBufferedBytes,
      slowClosed: stats.slowClosed,
      connections: stats.connections,
    };
    peakRss = rss;
    process.send?.({ usage });
  });
  process.on('disconnect', () => process.exit(0));
  const info: ServeInfo = {
    gateway: emulator.control.gateway.url(),
    slow: tokens.slice(1, 1 + SLOW),
    send: `${emulator.url}/api/v10/lobbies/${lobbyId}/messages`,
    sender: tokens[0] ?? '',
  };
  process.send?.({ info });
}

// --- the clients (this process) ---

/** Opens a connection, identifies, and (unless `reading`) stops reading once READY came. */
function slowReader(url: string, token: string, reading: boolean): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number; t: string | null };
      if (frame.op === 10) ws.send(JSON.stringify({ op: 2, d: { token } }));
      else if (frame.t === 'READY') {
        if (!reading) ws.pause();
        resolve(ws);
      }
    });
  });
}

async function main(): Promise<void> {
  const messages = Number(process.argv[2] ?? 5000);
  const reading = process.argv[3] === 'reading';
  const file = fileURLToPath(import.meta.url);
  const { child, info } = await forkServer<ServeInfo>(file, ['--serve'], ['--expose-gc']);
  const readers = await Promise.all(info.slow.map((token) => slowReader(info.gateway, token, reading)));
  const before = await usageOf<Usage>(child);
  const content = 'x:'.padEnd(2000, '€');
  const headers = { authorization: `Bearer ${info.sender}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ content });
  const started = performance.now();
  for (let sent = 0; sent < messages; sent += PARALLEL) {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, messages - sent) }, async () => {
        const response = await fetch(info.send, { method: 'POST', headers, body });
        if (response.status !== 201) throw new Error(`a message answered ${response.status}`);
        await response.arrayBuffer();
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const during = await usageOf<Usage>(child);
  const mib = (bytes: number | undefined) => (bytes === undefined ? '-' : `${(bytes / MIB).toFixed(1)} MiB`);
  console.log(
    `${SLOW} ${reading ? 'reading' : 'non-reading'} connections in a lobby of ${MEMBERS}; ${messages} messages of 6 KB in ${seconds.toFixed(1)} s`,
  );
  console.log(`  emulator RSS before the flood: ${mib(before.rss)}`);
  console.log(`  emulator RSS peak during the flood: ${mib(during.peakRss)}; after it: ${mib(during.rss)}`);
  console.log(
    `  waiting for connections after it: ${mib(during.bufferedBytes)} (largest one ${mib(during.largestBufferedBytes)}); ` +
      `closed as slow: ${during.slowClosed ?? '-'}; connections open: ${during.connections}`,
  );
  for (const ws of readers) ws.terminate();
  child.kill();
}

if (process.argv.includes('--serve')) await serve();
else await main();
