/**
 * Soak (issue 31): `social-sdk emulator --data FILE` under mixed traffic at a fixed rate for 60 s (or the
 * seconds given), killed with SIGKILL in the middle and restarted on the same port from its data file.
 *
 * Traffic, one operation every 1000/RATE ms, in turn: a lobby message, lobby churn (a player leaves its
 * lobby and joins it again by secret), a friend change (a game friend request, its acceptance, the
 * friendship's removal, pair by pair), and every 2 s a sign-in (authorization-code flow), every 5 s a
 * player's gateway connection dropped (a RESUME follows). Eight players hold raw gateway connections that
 * heartbeat and, when their connection ends, RESUME; an INVALID SESSION (the sessions died with the
 * process) sends them to IDENTIFY again.
 *
 * Checked at the end: every acknowledged message is in the state; every acknowledged friendship change
 * shows in the final relationships; acknowledged tokens still sign their user in; every ended connection
 * was resumed or cleanly invalidated and identified again (none left hanging); once the players leave and
 * the clock passes the resume window, the gateway holds no session and no replay bytes; the process's
 * RSS after the load, against its baseline after the restart.
 *
 * Run: node --import tsx bench/soak.ts [seconds, default 60] [operations per second, default 40]
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The child's resident set, from /proc (Linux). */
function rss(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

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
let { child, port } = await startEmulatorChild(ROOT, args);
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

await sleep(2000);
const before = rss(child);
const start = Date.now();
const end = start + SECONDS * 1000;
let killed = false;
let baseline = 0;
let peak = 0;
const running = new Set<Promise<void>>();
/** Each player's operations in order: its lobby and its friendship are changed one request at a time. */
const chains = new Map<number, Promise<void>>();
for (let n = 0; Date.now() < end; n++) {
  const due = start + (n * 1000) / RATE;
  if (due > Date.now()) await sleep(due - Date.now());
  const previous = chains.get(n % PLAYERS) ?? Promise.resolve();
  const work = previous.then(() => operation(n)).catch(() => void failures++);
  chains.set(n % PLAYERS, work);
  running.add(work);
  void work.finally(() => running.delete(work));
  if (running.size >= 3 * PLAYERS) await Promise.race(running);
  if (n % (2 * RATE) === 0) {
    const player = players[(n / RATE) % PLAYERS] as Player;
    const token = await signIn(player.userId);
    if (token !== undefined) acked.tokens.push(token);
  }
  if (n % (5 * RATE) === 0 && n > 0) {
    const player = players[(n / RATE) % PLAYERS] as Player;
    await send('POST', '/_emulator/gateway/drop', undefined, { userId: player.userId });
  }
  if (!killed && Date.now() >= start + (SECONDS * 1000) / 2) {
    killed = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    ({ child } = await startEmulatorChild(ROOT, [...args, '--port', String(port)]));
    setTimeout(() => {
      baseline = rss(child);
    }, 3000).unref();
  }
  if (killed && baseline > 0) peak = Math.max(peak, rss(child));
}
await Promise.all(running);
const loaded = rss(child);

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
await sleep(5000);
const idle = rss(child);
child.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });

const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
console.log(
  `soak: ${SECONDS} s at ${RATE} operations/s, SIGKILL at ${SECONDS / 2} s and a restart from --data`,
);
console.log(
  `  acknowledged: ${acked.messages.length} messages, ${acked.friends.size} friendship states, ${acked.tokens.length} tokens; ${failures} refused or cut by the kill`,
);
console.log(
  `  connections ended ${counts.ended}: resumed ${counts.resumed}, invalidated ${counts.invalidated} (then identified; ${counts.identified} READYs in all), left hanging ${hanging}`,
);
console.log(
  `  after the load and the resume window: ${gateway.sessions} sessions, ${gateway.replayBytes} replay bytes`,
);
console.log(
  `  RSS: first process before the load ${mib(before)}; restarted process 3 s after its start ${mib(baseline)}, peak ${mib(peak)}, end of load ${mib(loaded)}, 5 s idle after ${mib(idle)}`,
);
console.log(
  problems.length === 0
    ? '  nothing acknowledged lost; every session resumed or cleanly invalidated'
    : `  PROBLEMS: ${problems.join('; ')}`,
);
process.exit(problems.length === 0 ? 0 : 1);
