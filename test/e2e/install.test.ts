/**
 * SLOW (about a minute: three real `npm install`s from the local npm cache, run side by side).
 *
 * Installing social-sdk into a bare project the ways the README gives, as a user would, with no build
 * tool on PATH (no cmake, no make, no compiler): the tarball `npm pack` makes, a git URL (git+file://
 * of a bare clone of this repository's HEAD), and a folder (a fresh clone of it; --install-links, since a
 * linked folder's dependencies are not installed). Each consumer is a CommonJS project (`npm init`'s
 * default) that requires and imports every entry in the package's exports, and runs `social-sdk native`,
 * which must find the prebuilt addon and the prebuilt audio module (it links the system's libpulse and
 * libasound, which .ci/run installs). npm must print no engine warning and ask to approve no script.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT, prebuildTarget } from '../../src/native/loader.js';
import { bareBin } from '../support/bareBin.js';

const run = promisify(execFile);
const npmCli = join(process.execPath, '..', '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-install-'));
const installFlags = ['install', '--prefer-offline', '--no-audit', '--no-fund'];

/** Build tools a bare container with Node does not have: left off the PATH the installs run with. */
const TOOLCHAIN =
  /^(cmake|ctest|cpack|ninja|make|gmake|cc|c\+\+|gcc|g\+\+|cpp|clang.*|ld|.*-(gcc|g\+\+|c\+\+|ld)(-[\d.]+)?|(gcc|g\+\+|cpp)-[\d.]+)$/;

/** The usual PATH's programs (git, sed, basename: what npm's git calls need) minus any build tool. */
function bareEnv(): NodeJS.ProcessEnv {
  const bin = bareBin(
    join(scratch, 'bin'),
    ['/usr/local/bin', '/usr/bin', '/bin'],
    TOOLCHAIN,
    process.execPath,
  );
  return { ...process.env, PATH: bin, npm_config_update_notifier: 'false' };
}

/** What one consumer project saw: npm's output, then what its scripts printed. */
interface Installed {
  readonly npmOutput: string;
  readonly seconds: number;
  readonly dir: string;
}

/** A CommonJS project as `npm init -y` makes it, with `spec` installed into it. */
async function install(
  name: string,
  spec: string,
  env: NodeJS.ProcessEnv,
  extra: string[] = [],
): Promise<Installed> {
  const dir = join(scratch, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js' }));
  const started = performance.now();
  const { stdout, stderr } = await run(process.execPath, [npmCli, ...installFlags, ...extra, spec], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  return { npmOutput: stdout + stderr, seconds: (performance.now() - started) / 1000, dir };
}

/**
 * Requires every entry of the installed package's exports from CommonJS, imports each from ESM, and
 * reports whether each export is the very same object both ways (require(esm) shares the module) and
 * across entries (the bundles share chunks: one class, however it is reached).
 */
const CHECK = `
const { readFileSync } = require('node:fs');
const manifest = JSON.parse(readFileSync(require.resolve('social-sdk/package.json'), 'utf8'));
const entries = Object.keys(manifest.exports).filter((key) => key !== './package.json')
  .map((key) => (key === '.' ? 'social-sdk' : 'social-sdk/' + key.slice(2)));
(async () => {
  const result = { entries, counts: {}, sameBothWays: true, sharedAcrossEntries: true };
  const seen = new Map();
  for (const entry of entries) {
    const required = require(entry);
    const imported = await import(entry);
    result.counts[entry] = Object.keys(required).length;
    for (const [name, value] of Object.entries(required)) {
      if (imported[name] !== value) result.sameBothWays = false;
      if (typeof value !== 'function') continue;
      if (seen.has(name) && seen.get(name) !== value) result.sharedAcrossEntries = false;
      seen.set(name, value);
    }
  }
  const { startEmulator } = require('social-sdk/emulator');
  const emulator = await startEmulator();
  result.emulatorUrl = emulator.url;
  await emulator.close();
  result.token = require('social-sdk').randomToken();
  console.log(JSON.stringify(result));
})().catch((error) => { console.error(error); process.exit(1); });
`;

function check(dir: string, env: NodeJS.ProcessEnv) {
  writeFileSync(join(dir, 'check.js'), CHECK);
  const out = execFileSync(process.execPath, ['check.js'], { cwd: dir, env, encoding: 'utf8' });
  return JSON.parse(out) as {
    entries: string[];
    counts: Record<string, number>;
    sameBothWays: boolean;
    sharedAcrossEntries: boolean;
    emulatorUrl: string;
    token: string;
  };
}

interface NativeCliStatus {
  readonly source?: string;
  readonly path?: string;
  readonly audio?: { readonly loaded: boolean; readonly source?: string; readonly path?: string };
}

function nativeCli(dir: string, env: NodeJS.ProcessEnv): NativeCliStatus {
  const cli = join(dir, 'node_modules', '.bin', 'social-sdk');
  return JSON.parse(execFileSync(process.execPath, [cli, 'native'], { cwd: dir, env, encoding: 'utf8' }));
}

const env = bareEnv();
const installs: Record<'tarball' | 'git' | 'folder', Installed> = {} as never;
const exportsCount = Object.keys(
  JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).exports as object,
).length;

beforeAll(async () => {
  execFileSync(process.execPath, [npmCli, 'pack', '--silent', '--pack-destination', scratch], {
    cwd: PACKAGE_ROOT,
    env,
  });
  const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('npm pack produced no tarball');
  // The repository as a user would fetch it: HEAD's commit, not this working tree.
  const bare = join(scratch, 'social-sdk.git');
  execFileSync('git', ['clone', '--quiet', '--bare', PACKAGE_ROOT, bare]);
  const clone = join(scratch, 'social-sdk-clone');
  execFileSync('git', ['clone', '--quiet', bare, clone]);
  const [tgz, git, folder] = await Promise.all([
    install('from-tarball', join(scratch, tarball), env),
    install('from-git', `git+file://${bare}`, env),
    install('from-folder', clone, env, ['--install-links']),
  ]);
  Object.assign(installs, { tarball: tgz, git, folder });
  console.log(
    `install times: tarball ${tgz.seconds.toFixed(1)} s, git ${git.seconds.toFixed(1)} s, folder ${folder.seconds.toFixed(1)} s`,
  );
}, 180_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 5 }));

describe.each(['tarball', 'git', 'folder'] as const)(
  'npm install of the %s into a bare CommonJS project',
  (kind) => {
    it('had no build tool to use', () => {
      for (const tool of ['cmake', 'c++', 'g++', 'cc', 'make']) {
        expect(() => execFileSync('sh', ['-c', `command -v ${tool}`], { env, stdio: 'pipe' })).toThrow();
      }
    });

    it('prints no engine warning and no script to approve', () => {
      const { npmOutput } = installs[kind];
      expect(npmOutput).not.toContain('EBADENGINE');
      expect(npmOutput).not.toContain('install-scripts');
    });

    it('requires and imports every entry, each export one object however it is reached', () => {
      const result = check(installs[kind].dir, env);
      expect(result.entries).toHaveLength(exportsCount - 1);
      for (const entry of result.entries) expect(result.counts[entry]).toBeGreaterThan(0);
      expect(result.sameBothWays).toBe(true);
      expect(result.sharedAcrossEntries).toBe(true);
      // The emulator started (its dependencies, fastify and ws, were installed) and the SDK made a token.
      expect(result.emulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('loads the prebuilt addon with no compiler on PATH (`social-sdk native` says prebuild)', () => {
      const status = nativeCli(installs[kind].dir, env);
      expect(status).toMatchObject({ loaded: true, source: 'prebuild' });
      expect(status.path).toContain(join('node_modules', 'social-sdk', 'prebuilds', prebuildTarget()));
    });

    it('loads the prebuilt audio module with no compiler on PATH (`social-sdk native`, under "audio")', () => {
      const { audio } = nativeCli(installs[kind].dir, env);
      expect(audio).toMatchObject({ loaded: true, source: 'prebuild' });
      expect(audio?.path).toContain(
        join('node_modules', 'social-sdk', 'prebuilds', prebuildTarget(), 'social_sdk_audio.node'),
      );
    });
  },
);
