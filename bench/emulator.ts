/**
 * The emulator's throughput on loopback with autocannon: each scenario is run against the emulator and
 * against a bare fastify route that answers the same bytes (the ceiling of this stack), alternating
 * A B A B, and the medians are compared. The servers run in a child process so that autocannon and the
 * servers do not share one event loop.
 *
 * Scenarios: GET a guild's 100 commands, POST a command (create-or-overwrite; the steady state of a
 * bot re-registering is the overwrite), the token endpoint, the current user and lobby messages.
 *
 * Aims (issue 5): >= 5,000 GET/s and p99 < 20 ms at 64 connections, and within 2x of the bare route.
 *
 * Run: node --import tsx bench/emulator.ts [seconds per round, default 3]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startEmulator } from '../src/emulator/index.js';
import { signInUser } from './lib/signIn.js';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Path on the emulator. */
  path: string;
  headers: Record<string, string>;
  body?: string | undefined;
  /** Whether it counts for the ">= 5,000 GET/s" aim. */
  get: boolean;
}

interface ServeInfo {
  emulator: string;
  bare: string;
  scenarios: Scenario[];
}

const CONNECTIONS = 64;
const ROUNDS = 3;

if (process.argv[2] === '--serve') await serve();
else await main();

/** Child process: starts the emulator (seeded) and the bare server, prints where they are. */
async function serve(): Promise<void> {
  const emulator = await startEmulator({ rateLimits: false });
  const { applications, users } = await emulator.control.seed({
    users: [{ username: 'bench' }],
    applications: [{ name: 'Bench', redirectUris: ['http://127.0.0.1/cb'] }],
  });
  const app = applications[0];
  const user = users[0];
  if (!app || !user) throw new Error('seed failed');
  const bot = `Bot ${app.botToken}`;
  const basic = `Basic ${Buffer.from(`${app.id}:${app.clientSecret}`).toString('base64')}`;

  // A player token and a lobby with 50 messages.
  const player = `Bearer ${await signInUser(emulator, app, user.id, 'identify sdk.social_layer')}`;
  const lobby = (await (
    await fetch(`${emulator.url}/api/v10/lobbies`, {
      method: 'PUT',
      headers: { authorization: player, 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'bench' }),
    })
  ).json()) as { id: string };
  for (let i = 0; i < 50; i++) {
    await fetch(`${emulator.url}/api/v10/lobbies/${lobby.id}/messages`, {
      method: 'POST',
      headers: { authorization: player, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `message ${i} ${'x'.repeat(60)}` }),
    });
  }

  // A guild with 100 commands (options, choices and two localizations each), as a bot registers them.
  const guild = (await emulator.control.seed({ guilds: [{ name: 'Bench Guild' }] })).guilds[0];
  if (!guild) throw new Error('guild seed failed');
  const commandsPath = `/api/v10/applications/${app.id}/guilds/${guild.id}/commands`;
  const commands = Array.from({ length: 100 }, (_, i) => ({
    name: `command-${i}`,
    description: `Command number ${i} of the benchmark guild`,
    name_localizations: { fr: `commande-${i}`, de: `befehl-${i}` },
    options: [
      { type: 3, name: 'text', description: 'Some text', required: true, max_length: 100 },
      { type: 4, name: 'count', description: 'How many', min_value: 1, max_value: 10 },
      {
        type: 3,
        name: 'mode',
        description: 'Which mode',
        choices: [
          { name: 'fast', value: 'f' },
          { name: 'slow', value: 's' },
        ],
      },
    ],
  }));
  const registered = await fetch(`${emulator.url}${commandsPath}`, {
    method: 'PUT',
    headers: { authorization: bot, 'content-type': 'application/json' },
    body: JSON.stringify(commands),
  });
  if (registered.status !== 200) throw new Error(`bulk overwrite answered ${registered.status}`);

  const scenarios: Scenario[] = [
    {
      name: "GET a guild's 100 commands (Bot, localized for en-US)",
      method: 'GET',
      path: commandsPath,
      headers: { authorization: bot },
      get: true,
    },
    {
      name: 'POST a guild command (Bot, overwrite of an existing name: 200)',
      method: 'POST',
      path: commandsPath,
      headers: { authorization: bot, 'content-type': 'application/json' },
      body: JSON.stringify(commands[42]),
      get: false,
    },
    {
      name: 'GET /users/@me (Bot)',
      method: 'GET',
      path: '/api/v10/users/@me',
      headers: { authorization: bot },
      get: true,
    },
    {
      name: 'GET /lobbies/{id}/messages (50, Bearer)',
      method: 'GET',
      path: `/api/v10/lobbies/${lobby.id}/messages`,
      headers: { authorization: player },
      get: true,
    },
    {
      name: 'POST /oauth2/token (client_credentials)',
      method: 'POST',
      path: '/api/oauth2/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=applications.commands.update',
      get: false,
    },
  ];

  // The bare server answers each scenario's path with the emulator's own response bytes.
  const bare = Fastify({ logger: false });
  await bare.register(formbody);
  for (const scenario of scenarios) {
    const response = await fetch(`${emulator.url}${scenario.path}`, {
      method: scenario.method,
      headers: scenario.headers,
      ...(scenario.body === undefined ? {} : { body: scenario.body }),
    });
    if (response.status !== 200) throw new Error(`${scenario.name}: emulator answered ${response.status}`);
    const body = await response.text();
    bare.route({
      method: scenario.method,
      url: scenario.path,
      handler: async (_request, reply) =>
        reply.header('content-type', 'application/json; charset=utf-8').send(body),
    });
  }
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const info: ServeInfo = {
    emulator: emulator.url,
    bare: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`,
    scenarios,
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

interface Run {
  rps: number;
  p99: number;
  errors: number;
}

async function load(base: string, scenario: Scenario, seconds: number): Promise<Run> {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 3);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const info = await new Promise<ServeInfo>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.indexOf('\n');
      if (line >= 0) resolve(JSON.parse(buffer.slice(0, line)) as ServeInfo);
    });
    child.on('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });

  let missed = false;
  console.log(`${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${seconds} s each`);
  console.log('| scenario | emulator req/s | p99 | bare fastify req/s | p99 | ratio bare/emulator | aim |');
  console.log('|---|---|---|---|---|---|---|');
  for (const scenario of info.scenarios) {
    await load(info.emulator, scenario, 1); // warm-up
    await load(info.bare, scenario, 1);
    const ours: Run[] = [];
    const bare: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await load(info.emulator, scenario, seconds));
      bare.push(await load(info.bare, scenario, seconds));
    }
    const rps = median(ours.map((r) => r.rps));
    const p99 = median(ours.map((r) => r.p99));
    const bareRps = median(bare.map((r) => r.rps));
    const bareP99 = median(bare.map((r) => r.p99));
    const ratio = bareRps / rps;
    const errors = ours.reduce((sum, r) => sum + r.errors, 0);
    const aims = [ratio <= 2, p99 < 20, !scenario.get || rps >= 5000, errors === 0];
    const met = aims.every(Boolean);
    if (!met) missed = true;
    const aimText = `${scenario.get ? '>= 5,000/s, ' : ''}p99 < 20 ms, <= 2x: ${met ? 'met' : '**missed**'}${errors > 0 ? ` (${errors} errors)` : ''}`;
    console.log(
      `| ${scenario.name} | ${Math.round(rps).toLocaleString('en-US')} | ${p99} ms | ${Math.round(bareRps).toLocaleString('en-US')} | ${bareP99} ms | **${ratio.toFixed(2)}** | ${aimText} |`,
    );
  }
  child.stdin?.end();
  child.kill();
  process.exitCode = missed ? 1 : 0;
}
