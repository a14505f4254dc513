/**
 * `npm run bench [name...]`: runs every bench/<name>.ts (or the named ones) one after another, each in
 * its own process so that one benchmark's JIT state and heap do not colour the next.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.slice(0, -3));
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}

const missed: string[] = [];
for (const name of requested.length > 0 ? requested : available) {
  console.log(`\n== bench/${name}.ts`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) missed.push(name);
}
console.log(
  missed.length === 0
    ? '\nall benchmarks met their aims'
    : `\naims missed or errors in: ${missed.join(', ')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
