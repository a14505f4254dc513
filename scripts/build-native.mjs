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
//   node scripts/build-native.mjs --rtaudio-sources   print where RtAudio's sources are (see below)
//
// Then the optional audio module (native/audio/CMakeLists.txt, build/audio/Release/social_sdk_audio.node,
// loaded lazily by src/native/audio.ts): built when the system has audio headers, skipped with the reason
// otherwise. Its outcome never fails this script: without it, calls use the PCM-only path. The reason it
// is missing goes to build/audio/audio-build-error.txt (`social-sdk native` shows it). Its one audio library,
// RtAudio, is compiled from the sources the npm package `audify` ships in vendor/rtaudio/: from
// node_modules/audify when installed, else from `npm pack audify@AUDIFY_VERSION` (checked against a pinned
// integrity, unpacked under .cache/): audify is not a dependency, because its install script compiles
// its own addon and fails where ALSA's headers are missing. SOCIAL_SDK_RTAUDIO_DIR names another copy
// of RtAudio's sources; SOCIAL_SDK_AUDIO_BUILD=off skips the audio module.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const errorFile = join(root, 'build', 'native-build-error.txt');

/** The pinned audify release whose vendor/rtaudio/ is RtAudio 6.0.1. */
const AUDIFY_VERSION = '1.10.1';
const AUDIFY_INTEGRITY =
  'sha512-DXq0YxyD4pk7EhIyOqFRaEfM7eia55cuYuLE+mAAfnx/HsWOCvfrDQA4MgctYxXJ29a4weDB07etncPMzJTGYA==';

// `--rtaudio-sources`: print the folder of RtAudio's sources (fetching them if need be) and stop; the
// Windows cross-build of the audio module (scripts/build-windows-audio.sh) compiles from it.
if (process.argv.includes('--rtaudio-sources')) {
  const sources = rtaudioSources();
  if (typeof sources !== 'string') {
    console.error(`social-sdk: ${sources.error}`);
    process.exit(1);
  }
  console.log(sources);
  process.exit(0);
}

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

buildAudio();

function buildAudio() {
  const out = join(root, 'build', 'audio');
  const audioError = join(out, 'audio-build-error.txt');
  const skip = (reason) => {
    mkdirSync(out, { recursive: true });
    writeFileSync(audioError, `${reason}\n`);
    console.warn(`social-sdk: audio module not built: ${reason} (calls use the PCM-only path)`);
  };
  if (process.env.SOCIAL_SDK_AUDIO_BUILD === 'off') return skip('disabled by SOCIAL_SDK_AUDIO_BUILD=off');
  const rtaudio = rtaudioSources();
  if (typeof rtaudio !== 'string') return skip(rtaudio.error);
  const args = [
    cmakeJs,
    'build',
    '--directory',
    join(root, 'native', 'audio'),
    '--out',
    out,
    '--log-level',
    'warn',
    `--CDRTAUDIO_DIR=${rtaudio}`,
  ];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  const skipped = join(out, 'audio-skipped.txt');
  if (existsSync(skipped)) return skip(readFileSync(skipped, 'utf8').trim());
  if (result.error) return skip(`could not run cmake-js: ${result.error.message}`);
  if (result.status !== 0)
    return skip(`cmake-js exited with status ${result.status} (see the compiler output above)`);
  rmSync(audioError, { force: true });
  console.log(`social-sdk: audio module built: ${join(out, 'Release', 'social_sdk_audio.node')}`);
}

/** The folder holding RtAudio.cpp and RtAudio.h, or why there is none. */
function rtaudioSources() {
  const override = process.env.SOCIAL_SDK_RTAUDIO_DIR;
  if (override) {
    return existsSync(join(override, 'RtAudio.cpp'))
      ? override
      : { error: `SOCIAL_SDK_RTAUDIO_DIR=${override} has no RtAudio.cpp` };
  }
  try {
    const installed = join(
      dirname(createRequire(join(root, 'package.json')).resolve('audify/package.json')),
      'vendor',
      'rtaudio',
    );
    if (existsSync(join(installed, 'RtAudio.cpp'))) return installed;
  } catch {
    // Not installed: fetched below.
  }
  const cache = join(root, '.cache', `audify-${AUDIFY_VERSION}`);
  const dir = join(cache, 'package', 'vendor', 'rtaudio');
  if (existsSync(join(dir, 'RtAudio.cpp'))) return dir;
  mkdirSync(cache, { recursive: true });
  const packed = spawnSync(
    'npm',
    ['pack', `audify@${AUDIFY_VERSION}`, '--pack-destination', cache, '--silent'],
    {
      encoding: 'utf8',
      timeout: 300_000,
      shell: process.platform === 'win32',
    },
  );
  const tarball = join(cache, `audify-${AUDIFY_VERSION}.tgz`);
  if (packed.status !== 0 || !existsSync(tarball)) {
    return {
      error:
        `npm pack audify@${AUDIFY_VERSION} failed (RtAudio's sources come from it): ${packed.stderr ?? ''}`.trim(),
    };
  }
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (integrity !== AUDIFY_INTEGRITY) {
    rmSync(tarball, { force: true });
    return { error: `audify-${AUDIFY_VERSION}.tgz has integrity ${integrity}, expected ${AUDIFY_INTEGRITY}` };
  }
  const files = ['RtAudio.cpp', 'RtAudio.h', 'LICENSE'].map((name) => `package/vendor/rtaudio/${name}`);
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', cache, ...files], { encoding: 'utf8' });
  rmSync(tarball, { force: true });
  if (untar.status !== 0) return { error: `could not unpack audify-${AUDIFY_VERSION}.tgz: ${untar.stderr}` };
  return dir;
}
