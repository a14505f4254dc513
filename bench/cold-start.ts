/**
 * Cold start (issue 20): what importing an entry point costs a whole new process, against bare Node and
 * the peers a user would otherwise load. Each contender is a fresh `node` process; the contenders take
 * turns (A B C ... A B C ...) for 20 rounds so that noise from other processes hits them alike, and each
 * one's time is the median of its rounds. Aims: `social-sdk` under 50 ms and the CLI's `--help` under
 * 120 ms over bare Node. Times the built package (what users load): run `npm run build:ts` first.
 *
 * Memory: a second child per contender runs `gc()`, reads `process.memoryUsage()`, imports, runs `gc()`
 * again and reads it again, so the heap figure is what the import keeps alive, not its garbage.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/measure.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 20;
const CHILD_TIMEOUT_MS = 30_000;
const AIMS_MS: Record<string, number> = { 'social-sdk': 50, 'social-sdk --help': 120 };

interface Contender {
  readonly name: string;
  /** Arguments after `node`; undefined when the peer is not installed. */
  readonly args: readonly string[] | undefined;
  /** The module specifiers imported, for the memory child (empty for bare node and the CLI). */
  readonly imports: readonly string[];
}

function installed(specifier: string): boolean {
  // Our own entry points resolve by self-reference through package.json's exports (checked by checkBuild).
  if (specifier === 'social-sdk' || specifier.startsWith('social-sdk/')) return true;
  try {
    createRequire(join(root, 'package.json')).resolve(specifier);
    return true;
  } catch {
    // Some peers are ESM-only with an `import` condition alone; their package.json still resolves.
    return existsSync(join(root, 'node_modules', specifier, 'package.json'));
  }
}

function importing(specifiers: readonly string[]): Contender['args'] {
  if (!specifiers.every((specifier) => installed(specifier))) return undefined;
  const body = specifiers.map((specifier) => `await import(${JSON.stringify(specifier)});`).join('');
  return ['--input-type=module', '-e', body];
}

function importContender(name: string, specifiers: readonly string[]): Contender {
  return { name, args: importing(specifiers), imports: specifiers };
}

const contenders: Contender[] = [
  { name: 'bare node', args: ['-e', '0'], imports: [] },
  // Self-reference: inside the package, `social-sdk` resolves through package.json's exports to dist/.
  importContender('social-sdk', ['social-sdk']),
  importContender('social-sdk/emulator', ['social-sdk/emulator']),
  { name: 'social-sdk --help', args: [join(root, 'dist', 'cli', 'main.js'), '--help'], imports: [] },
  importContender('discord.js', ['discord.js']),
  importContender('oauth4webapi + jose', ['oauth4webapi', 'jose']),
];

/** The newest modification time of the .ts files under `dir`. */
function newestSource(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestSource(path));
    return entry.name.endsWith('.ts') ? Math.max(newest, statSync(path).mtimeMs) : newest;
  }, 0);
}

/** The bench times what users load, the bundle of `npm run build:ts`: refuse a missing or stale one. */
function checkBuild(): void {
  const built = join(root, 'dist', 'bundle', 'index.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build:ts\` first`);
  if (newestSource(join(root, 'src')) > statSync(built).mtimeMs) {
    throw new Error('dist/bundle/ is older than src/: run `npm run build:ts` first');
  }
}

function runOnce(args: readonly string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore', timeout: CHILD_TIMEOUT_MS });
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} exited with ${String(result.status ?? result.signal)}`);
  }
  return elapsedMs;
}

interface MemoryAdded {
  readonly heapMiB: number;
  readonly rssMiB: number;
}

function memoryAdded(specifiers: readonly string[]): MemoryAdded | undefined {
  if (specifiers.length === 0) return undefined;
  const body = [
    'gc(); const before = process.memoryUsage();',
    ...specifiers.map((specifier) => `await import(${JSON.stringify(specifier)});`),
    'gc(); const after = process.memoryUsage();',
    'console.log(JSON.stringify({ heap: after.heapUsed - before.heapUsed, rss: after.rss - before.rss }));',
  ].join('');
  const result = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', body], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
  });
  if (result.status !== 0)
    throw new Error(`memory child for ${specifiers.join(' + ')} failed: ${result.stderr}`);
  const { heap, rss } = JSON.parse(result.stdout) as { heap: number; rss: number };
  return { heapMiB: heap / 2 ** 20, rssMiB: rss / 2 ** 20 };
}

checkBuild();
const present = contenders.filter((contender) => contender.args !== undefined);
for (const contender of contenders) {
  if (contender.args === undefined) console.log(`(skipped: ${contender.name} is not installed)`);
}
const times = new Map<string, number[]>(present.map((contender) => [contender.name, []]));
// One warm-up round fills the OS file cache so that the first contender is not charged for it.
for (const contender of present) runOnce(contender.args ?? []);
for (let round = 0; round < ROUNDS; round++) {
  for (const contender of present) times.get(contender.name)?.push(runOnce(contender.args ?? []));
}

const bare = median(times.get('bare node') ?? []);
console.log(`cold start: median of ${ROUNDS} whole processes, alternating; Node ${process.version}`);
console.log('contender              median ms   over bare   heap added   RSS added   aim');
let missed = 0;
for (const contender of present) {
  const ms = median(times.get(contender.name) ?? []);
  const over = ms - bare;
  const memory = memoryAdded(contender.imports);
  const aim = AIMS_MS[contender.name];
  const verdict = aim === undefined ? '' : `< ${aim} ms over bare: ${over < aim ? 'ok' : 'MISSED'}`;
  if (aim !== undefined && over >= aim) missed++;
  console.log(
    `${contender.name.padEnd(22)} ${ms.toFixed(0).padStart(9)}   ${contender.name === 'bare node' ? '' : `+${over.toFixed(0)}`.padStart(9)}` +
      `   ${memory ? `+${memory.heapMiB.toFixed(1)} MiB` : ''}`.padEnd(13) +
      `   ${memory ? `+${memory.rssMiB.toFixed(1)} MiB` : ''}`.padEnd(12) +
      `   ${verdict}`,
  );
}
process.exitCode = missed === 0 ? 0 : 1;
