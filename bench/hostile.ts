/**
 * Issue 32's probes, re-run on the defences: numbers, not ratios (there is no peer; the "before" column
 * of bench/README.md is the issue's own probe).
 *
 * 1. Flood: one user's token opens N connections (50 at a time), each sends IDENTIFY and vanishes without
 *    a close frame (leaving a resumable session). Once with the emulator's defaults (IDENTIFY limits on),
 *    once with IDENTIFY limits lifted (an attacker who paces itself within the windows), so that the
 *    session cap alone is measured. Reported: sessions left, dispatches, the emulator's added memory
 *    (heap + external after GC), wall time.
 * 2. Recovery: right after the flood, the same user's real Client connects: time to Ready (the IDENTIFY
 *    window the flood spent must pass first).
 *
 * Run: node --import tsx bench/hostile.ts [connections, default 10000]
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import WebSocket from 'ws';
import { Client, ClientStatus } from '../src/client/Client.js';
import { type RunningEmulator, startEmulator } from '../src/emulator/index.js';
import { AuthorizationTokenType } from '../src/model/enums.js';
import { signInUser } from './lib/signIn.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const N = Number(process.argv[2] ?? 10_000);
const PARALLEL = 50;

function memory(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

/** Opens, identifies, waits for any answer, and drops the connection (no close frame). */
function identifyAndVanish(url: string, token: string): Promise<'ready' | 'invalid' | 'closed'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    const done = (how: 'ready' | 'invalid' | 'closed') => {
      ws.terminate();
      resolve(how);
    };
    ws.on('error', () => done('closed'));
    ws.on('close', () => done('closed'));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number; t: string | null };
      if (frame.op === 10) ws.send(JSON.stringify({ op: 2, d: { token }, s: null, t: null }));
      else if (frame.t === 'READY') done('ready');
      else if (frame.op === 9) done('invalid');
    });
  });
}

async function world(limits: boolean): Promise<{ emulator: RunningEmulator; tokens: string[] }> {
  const emulator = await startEmulator({
    rateLimits: false,
    gateway: limits ? {} : { identifyConcurrency: 1_000_000, sessionStartLimit: 1_000_000 },
  });
  const seeded = await emulator.control.seed({
    users: [{ username: 'flooder' }, { username: 'friend' }],
    applications: [{ name: 'Bench', redirectUris: ['http://127.0.0.1/cb'] }],
  });
  const app = seeded.applications[0];
  if (!app) throw new Error('seed failed');
  const tokens = [];
  for (const user of seeded.users) {
    const token = await signInUser(emulator, app, user.id, 'sdk.social_layer');
    tokens.push(token);
    // Both in one lobby: every connect and drop of the flooder is a lobby event.
    await fetch(`${emulator.url}/api/v10/lobbies`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'bench' }),
    });
  }
  return { emulator, tokens };
}

async function probe(limits: boolean): Promise<void> {
  const { emulator, tokens } = await world(limits);
  const flooder = tokens[0] as string;
  const url = emulator.control.gateway.url();
  const before = memory();
  const started = performance.now();
  const answers = { ready: 0, invalid: 0, closed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < N) {
      next++;
      answers[await identifyAndVanish(url, flooder)]++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const floodMs = performance.now() - started;
  while (emulator.control.gateway.stats().connections > 0) await new Promise((r) => setTimeout(r, 10));
  const stats = emulator.control.gateway.stats();
  const added = memory() - before;
  console.log(
    `flood (${limits ? 'defaults' : 'IDENTIFY limits lifted'}): ${N} connections in ${(floodMs / 1000).toFixed(1)} s; ` +
      `READY ${answers.ready}, INVALID SESSION ${answers.invalid}, closed ${answers.closed}; ` +
      `sessions left ${stats.sessions}; dispatches ${stats.dispatched}; memory +${(added / 2 ** 20).toFixed(1)} MiB`,
  );

  const client = new Client({ baseUrl: emulator.url });
  await client.UpdateToken(AuthorizationTokenType.Bearer, flooder);
  const connecting = performance.now();
  client.Connect();
  while (client.GetStatus() !== ClientStatus.Ready) await new Promise((r) => setTimeout(r, 10));
  console.log(
    `  recovery: the flooded user's Client Ready ${((performance.now() - connecting) / 1000).toFixed(2)} s after Connect`,
  );
  client.Disconnect();
  await emulator.close();
}

await probe(true);
await probe(false);
