#!/usr/bin/env node
// Builds the native addon with cmake-js (headers from node-api-headers and node-addon-api: no download).
//
//   node scripts/build-native.mjs             build; a failure fails the command
//   node scripts/build-native.mjs --optional  build at `npm install`; a failure is reported and recorded
//                                             in build/native-build-error.txt (read by the loader, which
//                                             then explains why the addon is absent), and install goes on
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const optional = process.argv.includes('--optional');
const errorFile = join(root, 'build', 'native-build-error.txt');

function fail(reason) {
  if (!optional) {
    console.error(`social-sdk: native addon build failed: ${reason}`);
    process.exit(1);
  }
  mkdirSync(dirname(errorFile), { recursive: true });
  writeFileSync(errorFile, `${reason}\n`);
  console.warn(`social-sdk: native addon not built (${reason}); falling back to JavaScript where safe.`);
  process.exit(0);
}

if (process.env.SOCIAL_SDK_SKIP_NATIVE_BUILD === '1') {
  fail('the build was skipped because SOCIAL_SDK_SKIP_NATIVE_BUILD=1');
}

const cmake = spawnSync('cmake', ['--version'], { encoding: 'utf8' });
if (cmake.error || cmake.status !== 0) {
  fail('cmake was not found on PATH (install cmake and a C++17 compiler, then run `npm run build:native`)');
}

let cmakeJs;
try {
  cmakeJs = createRequire(join(root, 'package.json')).resolve('cmake-js/bin/cmake-js');
} catch {
  fail('the cmake-js package is not installed');
}

const args = [cmakeJs, 'build', '--directory', root, '--out', join(root, 'build'), '--log-level', 'warn'];
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
if (result.error) fail(`could not run cmake-js: ${result.error.message}`);
if (result.status !== 0) fail(`cmake-js exited with status ${result.status} (see the compiler output above)`);
rmSync(errorFile, { force: true });
