#!/usr/bin/env node
// Checks (or with --fix, applies) clang-format on native/ sources, using the repo's .clang-format.
// In CI a missing clang-format is an error; on a developer machine it is a warning.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fix = process.argv.includes('--fix');
const files = readdirSync(join(root, 'native'))
  .filter((name) => /\.(h|cc|mm)$/.test(name))
  .map((name) => join('native', name));

const probe = spawnSync('clang-format', ['--version'], { encoding: 'utf8' });
if (probe.error || probe.status !== 0) {
  const message = 'clang-format is not installed (Debian package clang-format)';
  if (process.env.CI) {
    console.error(`lint:native: ${message}`);
    process.exit(1);
  }
  console.warn(`lint:native: skipped: ${message}`);
  process.exit(0);
}

const args = fix ? ['-i', ...files] : ['--dry-run', '--Werror', ...files];
const result = spawnSync('clang-format', args, { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('lint:native: native/ is not clang-formatted; run `npm run format`');
  process.exit(1);
}
console.log(`lint:native: ${files.length} files clean`);
