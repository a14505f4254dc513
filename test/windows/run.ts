/**
 * The Linux half of the Windows suite, started by scripts/test-windows.sh once the addon, node.exe, the
 * Wine prefix and the compiled tests are ready: runs the emulator here on 127.0.0.1 (Wine's processes
 * reach it over loopback like any Windows program would), runs `node.exe --test` under Wine on the
 * compiled *.wine.js files, bounded in time, prints the report and writes the `N passed, N failed` summary
 * the script prints last.
 */
import { execFile, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { startAuthWorld } from '../auth/emulatorHelpers.js';
import { requiredEnv, type WineEmulatorInfo, windowsPath } from './support/environment.js';

/** The whole Windows suite's limit; scripts/test-windows.sh allows a little more around it. */
const SUITE_TIMEOUT_MS = 300_000;

const wine = requiredEnv('WINE');
const wineserver = requiredEnv('WINESERVER');
requiredEnv('WINEPREFIX');
const nodeExe = requiredEnv('SOCIAL_SDK_WINE_NODE');
const cache = requiredEnv('SOCIAL_SDK_WINE_CACHE');
const root = join(import.meta.dirname, '..', '..');
const addon = join(root, 'build', 'win32-x64', 'social_sdk.node');
/**
 * The audio module's mingw build (scripts/build-windows-audio.sh), for audio.wine.ts: the very file
 * prebuilds/win32-x64/social_sdk_audio.node is (scripts/check-prebuilds.sh compares them byte for byte).
 */
const audio = join(root, 'build', 'win32-x64-audio', 'social_sdk_audio.node');
const compiled = join(cache, 'js', 'test', 'windows');
const results = join(cache, 'results');
mkdirSync(results, { recursive: true });
const files = {
  spec: join(results, 'spec.txt'),
  tap: join(results, 'tap.txt'),
  stdout: join(results, 'stdout.txt'),
  stderr: join(results, 'stderr.txt'),
  summary: join(results, 'summary.txt'),
};

/** Counts from the TAP report's closing comments (`# pass 3` ...); undefined when the run never got there. */
function tapCounts(tap: string): { passed: number; failed: number; skipped: number } | undefined {
  const count = (name: string): number | undefined => {
    const match = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap);
    return match ? Number(match[1]) : undefined;
  };
  const pass = count('pass');
  const fail = count('fail');
  if (pass === undefined || fail === undefined) return undefined;
  return {
    passed: pass,
    failed: fail + (count('cancelled') ?? 0),
    skipped: (count('skipped') ?? 0) + (count('todo') ?? 0),
  };
}

/** Runs a Wine tool to the end, bounded; its failure is reported, never thrown (it is only cleanup). */
function runQuietly(file: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: timeoutMs }, (error) => {
      if (error) console.error(`test-windows: ${file} ${args.join(' ')}: ${error.message}`);
      resolve();
    });
  });
}

/** node.exe --test under Wine; resolves with its exit code, or 'timeout' after SUITE_TIMEOUT_MS. */
function runSuite(tests: string[], env: NodeJS.ProcessEnv): Promise<number | 'timeout'> {
  // Node for Windows under Wine fails with EBADF on a stdout that is a Unix pipe: give it files.
  const stdout = openSync(files.stdout, 'w');
  const stderr = openSync(files.stderr, 'w');
  const child = spawn(
    wine,
    [
      nodeExe,
      '--enable-source-maps',
      '--test',
      '--test-concurrency=1',
      // Every test bounded; each file also ends itself once its tests are done (support/lingering.ts).
      '--test-timeout=120000',
      '--test-reporter=spec',
      `--test-reporter-destination=${windowsPath(files.spec)}`,
      '--test-reporter=tap',
      `--test-reporter-destination=${windowsPath(files.tap)}`,
      ...tests,
    ],
    { cwd: root, env, stdio: ['ignore', stdout, stderr] },
  );
  closeSync(stdout);
  closeSync(stderr);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('timeout');
    }, SUITE_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<number> {
  if (!existsSync(addon)) throw new Error(`${addon} is missing (scripts/build-windows.sh builds it)`);
  const tests = existsSync(compiled)
    ? readdirSync(compiled)
        .filter((name) => name.endsWith('.wine.js'))
        .sort()
        .map((name) => relative(root, join(compiled, name)))
    : [];
  if (tests.length === 0) throw new Error(`no compiled *.wine.js tests in ${compiled}`);

  const world = await startAuthWorld();
  let outcome: number | 'timeout';
  try {
    const emulator: WineEmulatorInfo = { url: world.emulator.url, appId: world.appId, userId: world.userId };
    outcome = await runSuite(tests, {
      ...process.env,
      SOCIAL_SDK_NATIVE_PATH: windowsPath(addon),
      SOCIAL_SDK_AUDIO_PATH: windowsPath(audio),
      SOCIAL_SDK_WINE_EMULATOR: JSON.stringify(emulator),
    });
  } finally {
    // Ends what the suite may have left running in this prefix (a handler started through the shell),
    // and writes the prefix's registry to disk.
    await runQuietly(wineserver, ['-k'], 30_000);
    await world.emulator.close();
  }

  const read = (path: string): string => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  process.stdout.write(read(files.spec));
  const counts = tapCounts(read(files.tap));
  if (outcome === 'timeout')
    console.error(`test-windows: the suite was stopped after ${SUITE_TIMEOUT_MS} ms`);
  if (counts === undefined || outcome !== 0) {
    const stderr = read(files.stderr).trim();
    if (stderr !== '') console.error(`test-windows: node.exe stderr:\n${stderr}`);
  }
  // A run that ended without its summary (a crash, the timeout) counts as one failure on top.
  const { passed, failed, skipped } = counts ?? { passed: 0, failed: 0, skipped: 0 };
  const extra = counts === undefined || (outcome !== 0 && failed === 0) ? 1 : 0;
  writeFileSync(
    files.summary,
    `${passed} passed, ${failed + extra} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`,
  );
  return failed + extra === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test-windows: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
