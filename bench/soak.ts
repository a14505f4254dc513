/**
 * Soak (issue 31): `social-sdk emulator --data FILE` under mixed traffic at a fixed rate for 60 s (or the
 * seconds given), killed with SIGKILL in the middle and restarted on the same port from its data file.
 *
 * Traffic, operation n due at start + n * 1000/RATE ms whatever happened before it: a lobby message,
 * lobby churn (a player leaves its lobby and joins it again by secret), a friend change (a game friend
 * request, its acceptance, the friendship's removal, pair by pair), and every 2 s a sign-in
 * (authorization-code flow), every 5 s a player's gateway connection dropped (a RESUME follows). Each
 * player's operations run in order on its own lane (its lobby and its friendship change one request at a
 * time), lanes run side by side, and a lane holds at most MAX_QUEUED operations: one due on a full lane is
 * skipped and counted, and every started one's lag behind its due time is reported. The kill and the
 * restart run beside the schedule, which does not wait for them. Eight players hold raw gateway
 * connections that heartbeat and, when their connection ends, RESUME; an INVALID SESSION (the sessions
 * died with the process) sends them to IDENTIFY again.
 *
 * Memory by heap: both processes run with `--expose-gc` and `GET /_emulator/memory` reads
 * `process.memoryUsage()` after a full collection. Baseline: the first process after its start and the
 * warm-up (players signed in, in their lobbies, connected). Sampled every 5 s of the load; read again once
 * the players have left and the emulator clock is past the resume window; the heap must be back within
 * HEAP_TOLERANCE of the baseline.
 *
 * Checked at the end: every acknowledged message is in the state; every acknowledged friendship change
 * shows in the final relationships; acknowledged tokens still sign their user in; every ended connection
 * was resumed or cleanly invalidated and identified again (none left hanging); once the players leave and
 * the clock passes the resume window, the gateway holds no session and no replay bytes.
 *
 * Run: node --import tsx bench/soak.ts [seconds, default 60] [operations per second, default 40]
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { retryingFetch, startEmulatorChild } from '../test/support/emulatorChild.js';

const SECONDS = Number(process.argv[2] ?? 60);
const RATE = Number(process.argv[3] ?? 40);
const PLAYERS = 8;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REDIRECT = 'http://127.0.0.1/callback';
const MIB = 1024 * 1024;
/** Operations a player's lane (or the sign-in lane) may hold, running and waiting; more are skipped. */
const MAX_QUEUED = 3;
/**
 * How far above its baseline the heap may be once the load is over. What legitimately stays: the bounded
 * rings (the request log's 5,000 entries and the event log fill during the load and stay full), the
 * acknowledged messages in the lobbies' histories, the grants of the sign-ins, V8's compiled code.
 */
const HEAP_TOLERANCE = 8 * MIB;
const GC_FLAGS = ['--expose-gc'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dir = mkdtempSync(join(tmpdir(), 'social-sdk-soak-'));
const dataFile = join(dir, 'soak.json');
const fixtures = join(dir, 'fixtures.json');
writeFileSync(
  fixtures,
  JSON.stringify({
    users: Array.from({ length: PLAYERS }, (_, i) => ({ username: `soaker${i}` })),
    applications: [{ name: 'Soak', redirectUris: [REDIRECT] }],
  }),
);
const args = ['--data', dataFile, '--fixtures', fixtures, '--no-rate-limits'];
let { child, port } = await startEmulatorChild(ROOT, args, GC_FLAGS);
// Should the bench fail, its emulator (the current one, after the restart too) must not outlive it.
process.once('exit', () => child.kill('SIGKILL'));
const base = `http://127.0.0.1:${port}`;
const giveUpAt = Date.now() + SECONDS * 1000 + 60_000;

/** One request, retried while the emulator is down. */
const call = retryingFetch(base, giveUpAt);
const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
async function send(method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = token === undefined ? {} : { authorization: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return call(path, { method, headers, ...(body === undefined ? {} : { body: json(body).body }) });
}

const state = (await (await call('/_emulator/state')).json()) as {
  collections: Record<string, [string, Record<string, unknown>][]>;
};
const [appEntry] = state.collections.applications ?? [];
const users = (state.collections.users ?? []).filter(([, u]) => u.bot === false).map(([id]) => id);
if (!appEntry || users.length !== PLAYERS) throw new Error('fixtures missing');
const appId = appEntry[0];
interface Memory {
  readonly gc: boolean;
  readonly heapUsed: number;
  readonly rss: number;
}
/** The emulator's memory after a full collection (retried across the restart). */
async function memory(): Promise<Memory> {
  const report = (await (await call('/_emulator/memory')).json()) as Memory;
  if (!report.gc) throw new Error('the emulator runs without --expose-gc: the heap figure would be noise');
  return report;
}

const basic = `Basic ${Buffer.from(`${appId}:${String(appEntry[1].clientSecret)}`).toString('base64')}`;

/** A Bearer token by the authorization-code flow; undefined when the kill cut a step. */
async function signIn(userId: string): Promise<string | undefined> {
  await send('PUT', '/_emulator/consent', undefined, { mode: 'approve', userId });
  const query = new URLSearchParams({
    client_id: appId,
    response_type: 'code',
    scope: 'identify sdk.social_layer',
    redirect_uri: REDIRECT,
  });
  const location = (await call(`/oauth2/authorize?${query}`)).headers.get('location') ?? 'x:/';
  const code = new URL(location).searchParams.get('code');
  if (!code) return undefined;
  const token = await call('/api/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }).toString(),
  });
  if (token.status !== 200) return undefined;
  return `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
}

// --- players on the gateway ---

interface Player {
  userId: string;
  token: string;
  ws: WebSocket | undefined;
  sessionId: string | undefined;
  seq: number;
  /** The connection ended and no READY or RESUMED has come since. */
  pending: boolean;
  lobby: string;
  leaving: boolean;
}
const counts = { resumed: 0, invalidated: 0, identified: 0, ended: 0 };

function connect(player: Player): void {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/gateway`);
  player.ws = ws;
  let opened = false;
  ws.on('open', () => {
    opened = true;
  });
  let beat: NodeJS.Timeout | undefined;
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { op: number; t: string | null; s: number | null; d: unknown };
    if (frame.s !== null) player.seq = frame.s;
    if (frame.op === 10) {
      beat = setInterval(
        () => ws.readyState === ws.OPEN && ws.send(JSON.stringify({ op: 1, d: player.seq })),
        5000,
      );
      const token = player.token.slice('Bearer '.length);
      if (player.sessionId === undefined) ws.send(JSON.stringify({ op: 2, d: { token } }));
      else ws.send(JSON.stringify({ op: 6, d: { token, session_id: player.sessionId, seq: player.seq } }));
    } else if (frame.op === 9) {
      counts.invalidated++;
      player.sessionId = undefined;
      player.seq = 0;
      ws.send(JSON.stringify({ op: 2, d: { token: player.token.slice('Bearer '.length) } }));
    } else if (frame.t === 'READY') {
      counts.identified++;
      player.sessionId = (frame.d as { session_id: string }).session_id;
      player.pending = false;
    } else if (frame.t === 'RESUMED') {
      counts.resumed++;
      player.pending = false;
    }
  });
  ws.on('error', () => undefined);
  ws.on('close', (code, reason) => {
    if (process.env.SOAK_DEBUG) console.log('close', code, String(reason));
    clearInterval(beat);
    if (player.leaving) return;
    // A connection the server never took (it is down) is only retried; one that ended is counted.
    if (opened) counts.ended++;
    player.pending = true;
    setTimeout(() => connect(player), 100);
  });
}

const players: Player[] = [];
for (const [i, userId] of users.entries()) {
  const token = await signIn(userId);
  if (token === undefined) throw new Error('sign-in failed before the load');
  const lobby = `soak-${i % 2}`;
  await send('PUT', '/api/v10/lobbies', token, { secret: lobby });
  const player: Player = {
    userId,
    token,
    ws: undefined,
    sessionId: undefined,
    seq: 0,
    pending: true,
    lobby,
    leaving: false,
  };
  players.push(player);
  connect(player);
}

// --- the load ---

const acked = { messages: [] as string[], tokens: [] as string[], friends: new Map<string, boolean>() };
let failures = 0;
const lobbyIds = new Map<string, string>();
const pairStep = new Map<string, number>();

async function operation(n: number): Promise<void> {
  const player = players[n % PLAYERS] as Player;
  const other = players[(n + 1) % PLAYERS] as Player;
  switch (n % 3) {
    case 0: {
      const joined = await send('PUT', '/api/v10/lobbies', player.token, { secret: player.lobby });
      if (!joined.ok) return void failures++;
      const lobbyId = ((await joined.json()) as { id: string }).id;
      lobbyIds.set(player.lobby, lobbyId);
      const message = await send('POST', `/api/v10/lobbies/${lobbyId}/messages`, player.token, {
        content: `m${n}`,
      });
      if (message.ok) acked.messages.push(((await message.json()) as { id: string }).id);
      else failures++;
      return;
    }
    case 1: {
      const lobbyId = lobbyIds.get(player.lobby);
      if (lobbyId === undefined) return;
      const left = await send('DELETE', `/api/v10/lobbies/${lobbyId}/members/@me`, player.token);
      const back = await send('PUT', '/api/v10/lobbies', player.token, { secret: player.lobby });
      if (left.status !== 204 || !back.ok) failures++;
      return;
    }
    default: {
      // A pair's friendship goes round: request, accept, remove.
      const pair = `${player.userId}:${other.userId}`;
      const step = pairStep.get(pair) ?? 0;
      const path = '/api/v10/users/@me/relationships/game';
      const answer =
        step === 0
          ? await send('POST', path, player.token, { user_id: other.userId })
          : step === 1
            ? await send('POST', `${path}/${player.userId}/accept`, other.token)
            : await send('DELETE', `${path}/${other.userId}`, player.token);
      if (!answer.ok) {
        if (process.env.SOAK_DEBUG) console.log('friend', step, answer.status, await answer.text());
        return void failures++;
      }
      pairStep.set(pair, (step + 1) % 3);
      if (step === 1) acked.friends.set(pair, true);
      if (step === 2) acked.friends.set(pair, false);
    }
  }
}

// Warm-up over: every player connected (READY) before the baseline is read.
const readyBy = Date.now() + 20_000;
while (players.some((p) => p.pending) && Date.now() < readyBy) await sleep(50);
const baseline = await memory();

/** A lane runs its operations one after another; `held` counts the running one and those waiting. */
interface Lane {
  tail: Promise<void>;
  held: number;
}
const lanes = new Map<string, Lane>();
const schedule = { due: 0, skipped: 0, lags: [] as number[] };
const inFlight = new Set<Promise<void>>();

/** Queues `work` on `lane` for its due time, or counts it skipped when the lane is full. */
function dispatch(laneName: string, due: number, work: () => Promise<void>): void {
  schedule.due++;
  let lane = lanes.get(laneName);
  if (lane === undefined) {
    lane = { tail: Promise.resolve(), held: 0 };
    lanes.set(laneName, lane);
  }
  if (lane.held >= MAX_QUEUED) {
    schedule.skipped++;
    return;
  }
  const owner = lane;
  owner.held++;
  const run = owner.tail.then(async () => {
    schedule.lags.push(Date.now() - due);
    try {
      await work();
    } catch {
      failures++;
    } finally {
      owner.held--;
    }
  });
  owner.tail = run;
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
}

const samples: { at: number; heapUsed: number; rss: number }[] = [];
let restarted: Memory | undefined;
/** SIGKILL, then the same port from the data file; the schedule goes on meanwhile. */
async function killAndRestart(): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  ({ child } = await startEmulatorChild(ROOT, [...args, '--port', String(port)], GC_FLAGS));
  restarted = await memory();
}

const start = Date.now();
const end = start + SECONDS * 1000;
let restart: Promise<void> | undefined;
for (let n = 0; ; n++) {
  const due = start + (n * 1000) / RATE;
  if (due >= end) break;
  if (due > Date.now()) await sleep(due - Date.now());
  dispatch(`player ${n % PLAYERS}`, due, () => operation(n));
  if (n % (2 * RATE) === 0) {
    const player = players[(n / RATE) % PLAYERS] as Player;
    dispatch('sign-in', due, async () => {
      const token = await signIn(player.userId);
      if (token !== undefined) acked.tokens.push(token);
    });
  }
  if (n % (5 * RATE) === 0 && n > 0) {
    const player = players[(n / RATE) % PLAYERS] as Player;
    dispatch('drop', due, async () => {
      await send('POST', '/_emulator/gateway/drop', undefined, { userId: player.userId });
    });
    dispatch('memory', due, async () => {
      const now = await memory();
      samples.push({ at: (Date.now() - start) / 1000, heapUsed: now.heapUsed, rss: now.rss });
    });
  }
  if (restart === undefined && due >= start + (SECONDS * 1000) / 2) restart = killAndRestart();
}
const loadEnded = Date.now();
await restart;
while (inFlight.size > 0) await Promise.all(inFlight);
const drained = Date.now();
const loaded = await memory();

// --- checks ---

const problems: string[] = [];
const after = await (await call('/_emulator/state')).text();
const lost = acked.messages.filter((id) => !after.includes(`"${id}"`));
if (lost.length > 0) problems.push(`${lost.length} acknowledged messages lost`);
for (const [pair, friends] of acked.friends) {
  const [a, b] = pair.split(':') as [string, string];
  const owner = players.find((p) => p.userId === a) as Player;
  const list = (await (await send('GET', '/api/v10/users/@me/relationships', owner.token)).json()) as {
    id: string;
    game_type?: number;
  }[];
  const isFriend = list.some((r) => r.id === b && r.game_type === 1);
  if (isFriend !== friends) problems.push(`${pair}: friends ${isFriend}, acknowledged ${friends}`);
}
for (const token of acked.tokens) {
  const me = await send('GET', '/api/v10/users/@me', token);
  if (me.status !== 200) problems.push(`an acknowledged token answered ${me.status}`);
}
const settleBy = Date.now() + 20_000;
while (players.some((p) => p.pending) && Date.now() < settleBy) await sleep(50);
const hanging = players.filter((p) => p.pending).length;
if (hanging > 0) problems.push(`${hanging} connections neither resumed nor invalidated`);
for (const player of players) {
  player.leaving = true;
  player.ws?.close(1000);
}
await sleep(1000);
await send('POST', '/_emulator/clock/advance', undefined, { ms: 130_000 });
const gateway = (await (await call('/_emulator/gateway')).json()) as {
  sessions: number;
  replayBytes: number;
};
if (gateway.sessions !== 0 || gateway.replayBytes !== 0)
  problems.push(`after the load: ${gateway.sessions} sessions, ${gateway.replayBytes} replay bytes`);
const settled = await memory();
const heapGrowth = settled.heapUsed - baseline.heapUsed;
if (heapGrowth > HEAP_TOLERANCE)
  problems.push(
    `heap ${(heapGrowth / MIB).toFixed(1)} MiB above its baseline (tolerance ${HEAP_TOLERANCE / MIB} MiB)`,
  );
child.kill('SIGTERM');
// Every write rewrites this whole file (and fsyncs it) before it is answered: its size is the cost of a write.
const dataBytes = statSync(dataFile).size;
rmSync(dir, { recursive: true, force: true });

const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
const lags = [...schedule.lags].sort((x, y) => x - y);
const lagAt = (p: number) => lags[Math.min(lags.length - 1, Math.floor((lags.length * p) / 100))] ?? 0;
const onTime = lags.filter((lag) => lag <= 1000 / RATE).length;
console.log(
  `soak: ${SECONDS} s at ${RATE} operations/s, SIGKILL at ${SECONDS / 2} s and a restart from --data`,
);
console.log(
  `  schedule: ${schedule.due} due (${(schedule.due / SECONDS).toFixed(1)}/s with sign-ins, drops and memory samples), ` +
    `${lags.length} started, ${schedule.skipped} skipped (lane full); started within one interval (${(1000 / RATE).toFixed(0)} ms) of due: ${onTime}; ` +
    `lag p50 ${lagAt(50)} ms, p99 ${lagAt(99)} ms, max ${lags.at(-1) ?? 0} ms; all done ${((drained - loadEnded) / 1000).toFixed(1)} s after the last was due`,
);
console.log(
  `  acknowledged: ${acked.messages.length} messages, ${acked.friends.size} friendship states, ${acked.tokens.length} tokens; ${failures} refused or cut by the kill`,
);
console.log(
  `  connections ended ${counts.ended}: resumed ${counts.resumed}, invalidated ${counts.invalidated} (then identified; ${counts.identified} READYs in all), left hanging ${hanging}`,
);
console.log(
  `  after the load and the resume window: ${gateway.sessions} sessions, ${gateway.replayBytes} replay bytes; data file ${(dataBytes / 1024).toFixed(0)} KiB`,
);
console.log(
  `  heap after a full GC (RSS): baseline ${mib(baseline.heapUsed)} (${mib(baseline.rss)}); restarted ${restarted ? `${mib(restarted.heapUsed)} (${mib(restarted.rss)})` : 'not read'}; ` +
    `end of load ${mib(loaded.heapUsed)} (${mib(loaded.rss)}); after the resume window ${mib(settled.heapUsed)} (${mib(settled.rss)}): ` +
    `${heapGrowth >= 0 ? '+' : ''}${(heapGrowth / MIB).toFixed(1)} MiB against the baseline, tolerance ${HEAP_TOLERANCE / MIB} MiB`,
);
console.log(
  `  heap during the load (s: MiB): ${samples.map((x) => `${x.at.toFixed(0)}: ${(x.heapUsed / MIB).toFixed(1)}`).join(', ')}`,
);
console.log(
  problems.length === 0
    ? '  nothing acknowledged lost; every session resumed or cleanly invalidated; heap back within tolerance'
    : `  PROBLEMS: ${problems.join('; ')}`,
);
process.exit(problems.length === 0 ? 0 : 1);
