#!/usr/bin/env node
/**
 * `npm run docs`: the API reference (docs/api/) from the TSDoc of the public entries, with TypeDoc set to
 * treat every warning as an error (an undocumented export, a broken link, an unknown tag). TypeDoc lives
 * in tools/typedoc/, a package of its own: it needs the TypeScript 5/6 compiler API, which the project's
 * TypeScript 7 no longer ships. Its dependencies are installed there on first use (npm ci, pinned by its
 * lockfile).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tool = join(root, 'tools', 'typedoc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(tool, 'node_modules', 'typedoc', 'package.json'))) {
  run(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], tool);
}
run(
  process.execPath,
  [
    join(tool, 'node_modules', 'typedoc', 'bin', 'typedoc'),
    '--options',
    'typedoc.json',
    ...process.argv.slice(2),
  ],
  root,
);
