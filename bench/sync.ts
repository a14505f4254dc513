/**
 * Issue 16: keeping an app's commands registered.
 *
 * (1) 100 registered commands, 3 of them changed (a description, an option's choices, a rename): the
 * calls and daily creates each way of deploying spends, read from the emulator (its request log and the
 * ids of the commands before and after), not from the clients' own counts:
 *   - `sync` (ours; deletes not allowed: one call per change) and `sync` with `allowDeletes` (one bulk
 *     overwrite), both from a file written by `export` (ids kept);
 *   - a bulk overwrite without ids and one POST per command, each with `@discordjs/rest`: what most
 *     deploy scripts do (the discord.js guide's deploy script is the former).
 * Aim: 0 creates spent on changed commands, at most 1 read + 3 writes.
 *
 * (2) `social-sdk commands validate` on a file of 100 commands, as a whole process (the compiled CLI in
 * dist/), against a Node process that checks the same file with `@discordjs/builders`
 * (bench/lib/buildersValidate.mjs); wall time, 10 alternating rounds, medians.
 *
 * Run: npm run build:ts && node --import tsx bench/sync.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST } from '@discordjs/rest';
import { type CommandsClient, createCommandsClient } from '../src/commands/index.js';
import { type RunningEmulator, startEmulator } from '../src/emulator/index.js';
import type { ApplicationCommand, BulkApplicationCommandItem } from '../src/model/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Measured rounds per way, after one warm-up round of each (JIT, connections). */
const REPEATS = 5;
const VALIDATE_ROUNDS = 10;

/** 100 CHAT_INPUT commands with localized names and three options each (valid for both checkers). */
function commandSet(): BulkApplicationCommandItem[] {
  return Array.from({ length: 100 }, (_, i) => {
    const n = String(i).padStart(3, '0');
    return {
      name: `cmd-${n}`,
      name_localizations: { de: `befehl-${n}`, fr: `commande-${n}` },
      description: `Command number ${n} of the bench set`,
      options: [
        {
          type: 3,
          name: 'mode',
          description: 'Which mode',
          required: true,
          choices: [
            { name: 'Ranked', value: 'ranked' },
            { name: 'Casual', value: 'casual' },
          ],
        },
        { type: 4, name: 'count', description: 'How many', min_value: 1, max_value: 50 },
        { type: 5, name: 'private', description: 'Only for you' },
      ],
    };
  });
}

/** The three changes, applied to a file exported from the registered set (ids kept). */
function changed(exported: BulkApplicationCommandItem[]): BulkApplicationCommandItem[] {
  return exported.map((command) => {
    if (command.name === 'cmd-010') return { ...command, description: 'A new description' };
    if (command.name === 'cmd-020') {
      const [mode, ...rest] = command.options ?? [];
      const choices = [
        ...((mode as { choices?: object[] }).choices ?? []),
        { name: 'Arcade', value: 'arcade' },
      ];
      return { ...command, options: [{ ...mode, choices } as never, ...rest] };
    }
    if (command.name === 'cmd-030') return { ...command, name: 'renamed-030' };
    return command;
  });
}

const withoutIds = (items: BulkApplicationCommandItem[]) => items.map(({ id: _id, ...rest }) => rest);

interface Outcome {
  reads: number;
  writes: number;
  creates: number;
  /** Registered afterwards but not in the desired set (the POST loop leaves the old name behind). */
  stale: number;
  /** Registered commands whose id is gone afterwards (their permission overwrites went with it). */
  idsLost: number;
  /** Commands that were not changed but got a new version (clients re-fetch them). */
  versionsBumped: number;
  ms: number;
  /** The error that stopped the deploy, if one did (`code` and message). */
  failure: string | undefined;
}

interface Way {
  readonly name: string;
  readonly deploy: (ctx: {
    client: CommandsClient;
    rest: REST;
    appId: string;
    desired: BulkApplicationCommandItem[];
  }) => Promise<unknown>;
}

const WAYS: Way[] = [
  { name: 'sync (ours)', deploy: ({ client, desired }) => client.sync(desired) },
  {
    name: 'sync, allowDeletes (ours)',
    deploy: ({ client, desired }) => client.sync(desired, { allowDeletes: true }),
  },
  {
    name: 'bulk overwrite, no ids (@discordjs/rest)',
    deploy: ({ rest, appId, desired }) =>
      rest.put(`/applications/${appId}/commands`, { body: withoutIds(desired) }),
  },
  {
    name: 'one POST per command (@discordjs/rest)',
    deploy: async ({ rest, appId, desired }) => {
      for (const body of withoutIds(desired)) await rest.post(`/applications/${appId}/commands`, { body });
    },
  },
];

async function measureWay(emulator: RunningEmulator, way: Way): Promise<Outcome> {
  const { applications } = await emulator.control.seed({ applications: [{ name: 'Bench' }] });
  const app = applications[0];
  if (!app) throw new Error('seed failed');
  const client = createCommandsClient({ applicationId: app.id, token: app.botToken, baseUrl: emulator.url });
  const rest = new REST({ version: '10', api: `${emulator.url}/api` }).setToken(app.botToken);
  await client.bulkOverwrite(commandSet());
  const before = await client.list();
  const desired = changed(await client.export());
  const since = emulator.control.requests().at(-1)?.seq ?? 0;
  const started = performance.now();
  let failure: string | undefined;
  try {
    await way.deploy({ client, rest, appId: app.id, desired });
  } catch (error) {
    // A deploy that stops part-way is an outcome to report, not a bench failure.
    const { code, message } = error as { code?: unknown; message?: string };
    failure = `${String(code)}: ${String(message).split(':')[0]}`;
  }
  const ms = performance.now() - started;
  const calls = emulator.control
    .requests(since)
    .filter((entry) => entry.path.includes(`/applications/${app.id}/`));
  const after = await client.list();
  const beforeById = new Map(before.map((command) => [command.id, command]));
  const wanted = new Set(desired.map((command) => command.name));
  const untouched = (command: ApplicationCommand) =>
    !['cmd-010', 'cmd-020', 'cmd-030', 'renamed-030'].includes(command.name);
  return {
    reads: calls.filter((entry) => entry.method === 'GET').length,
    writes: calls.filter((entry) => entry.method !== 'GET').length,
    creates: after.filter((command) => !beforeById.has(command.id)).length,
    stale: after.filter((command) => !wanted.has(command.name)).length,
    idsLost: before.filter((command) => !after.some((c) => c.id === command.id)).length,
    versionsBumped: after.filter((c) => untouched(c) && beforeById.get(c.id)?.version !== c.version).length,
    ms,
    failure,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
}

async function deployBench(): Promise<boolean> {
  const emulator = await startEmulator({ rateLimits: false });
  try {
    for (const way of WAYS) await measureWay(emulator, way);
    const outcomes = new Map<Way, Outcome[]>(WAYS.map((way) => [way, []]));
    for (let round = 0; round < REPEATS; round++)
      for (const way of WAYS) outcomes.get(way)?.push(await measureWay(emulator, way));
    console.log(
      '(1) 100 registered commands, 3 changed (description, choices, rename); emulator, rate limits off',
    );
    const columns = ['reads', 'writes', 'creates', 'stale', 'ids lost', 'bumped', 'median ms'];
    console.log(`    ${'way'.padEnd(42)}${columns.map((c) => c.padStart(10)).join('')}`);
    for (const way of WAYS) {
      const runs = outcomes.get(way) ?? [];
      const [first] = runs;
      if (!first) throw new Error('no run');
      // Calls and creates do not depend on timing: every repeat must agree, or the bench is wrong.
      for (const run of runs)
        if (run.reads !== first.reads || run.writes !== first.writes || run.creates !== first.creates)
          throw new Error(`${way.name}: repeats disagree`);
      const { reads, writes, creates, stale, idsLost, versionsBumped } = first;
      const cells = [reads, writes, creates, stale, idsLost, versionsBumped].map(String);
      cells.push(median(runs.map((run) => run.ms)).toFixed(1));
      const stopped = first.failure === undefined ? '' : `  stopped: ${first.failure}`;
      console.log(`    ${way.name.padEnd(42)}${cells.map((c) => c.padStart(10)).join('')}${stopped}`);
    }
    const ours = outcomes.get(WAYS[0] as Way)?.[0];
    const met =
      ours !== undefined &&
      ours.failure === undefined &&
      ours.creates === 0 &&
      ours.reads <= 1 &&
      ours.writes <= 3;
    console.log(`    aim (sync): 0 creates, <= 1 read + 3 writes: ${met ? 'met' : 'MISSED'}`);
    return met;
  } finally {
    await emulator.close();
  }
}

/** Wall time of one whole process, in ms; throws unless it exits 0. */
function timeProcess(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`${args.join(' ')} exited ${code}: ${stderr.slice(0, 500)}`));
    });
  });
}

async function validateBench(): Promise<void> {
  const cli = join(ROOT, 'dist', 'cli', 'main.js');
  if (!existsSync(cli)) throw new Error('dist/cli/main.js is missing: run `npm run build:ts` first');
  const dir = await mkdtemp(join(tmpdir(), 'bench-sync-'));
  try {
    const file = join(dir, 'commands.json');
    await writeFile(file, JSON.stringify(commandSet()));
    const ours: number[] = [];
    const peer: number[] = [];
    const oursArgs = [cli, 'commands', 'validate', file];
    const peerArgs = [join(ROOT, 'bench', 'lib', 'buildersValidate.mjs'), file];
    await timeProcess(oursArgs); // warm the file system cache for both
    await timeProcess(peerArgs);
    for (let round = 0; round < VALIDATE_ROUNDS; round++) {
      ours.push(await timeProcess(oursArgs));
      peer.push(await timeProcess(peerArgs));
    }
    const [o, p] = [median(ours), median(peer)];
    console.log('(2) validate 100 commands, whole process, median of 10 alternating rounds');
    console.log(`    social-sdk commands validate   ${o.toFixed(0).padStart(6)} ms`);
    console.log(`    @discordjs/builders (toJSON)   ${p.toFixed(0).padStart(6)} ms`);
    console.log(`    ratio ours/builders            ${(o / p).toFixed(2).padStart(6)} (lower is faster)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(`sync: commands deploys and validation, Node ${process.version}`);
const met = await deployBench();
await validateBench();
process.exitCode = met ? 0 : 1;
