#!/usr/bin/env node
// Builds the native addon with cmake-js (headers from node-api-headers and node-addon-api: no download).
//
// The package ships prebuilt addons (prebuilds/, made by scripts/prebuild.sh) and has no install script;
// this is the build from source, for a platform without a prebuild or a host the prebuild does not suit.
// A failure is recorded in build/native-build-error.txt, which the loader reads to say why the addon is
// absent (`social-sdk native`).
//
//   node scripts/build-native.mjs      build into build/Release/social_sdk.node, which the loader then
//                                      prefers to the prebuild
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const errorFile = join(root, 'build', 'native-build-error.txt');

function fail(reason) {
  mkdirSync(dirname(errorFile), { recursive: true });
  writeFileSync(errorFile, `${reason}\n`);
  console.error(`social-sdk: native addon build failed: ${reason}`);
  process.exit(1);
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
