import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addonCandidates, loadAddon, PACKAGE_ROOT, prebuildTarget } from '../../src/native/loader.js';

const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-loader-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('loadAddon', () => {
  it('loads the addon from the package root: the source build when there is one, else the prebuild', () => {
    // A checkout after `npm run build:native` (as .ci/run does) has build/Release; a fresh clone after
    // `npm install` has none (the package has no install script) and must load the committed prebuild.
    const [built, , prebuilt] = addonCandidates(PACKAGE_ROOT);
    const expected = existsSync(built?.path ?? '') ? built : prebuilt;
    const { addon, status } = loadAddon({});
    expect(status).toEqual({ loaded: true, path: expected?.path, source: expected?.source });
    expect(addon?.abiVersion).toBe(1);
  });

  it('loads the prebuild shipped for this platform when nothing was built from source', () => {
    const root = join(scratch, 'installed');
    const prebuild = join(root, 'prebuilds', prebuildTarget(), 'social_sdk.node');
    mkdirSync(join(prebuild, '..'), { recursive: true });
    copyFileSync(join(PACKAGE_ROOT, 'prebuilds', prebuildTarget(), 'social_sdk.node'), prebuild);
    const { addon, status } = loadAddon({}, root);
    expect(status).toEqual({ loaded: true, path: prebuild, source: 'prebuild' });
    expect(addon?.randomBytes(16)).toHaveLength(16);
  });

  it('says how to build from source when the prebuild does not load on this host', () => {
    const root = join(scratch, 'foreign');
    const prebuild = join(root, 'prebuilds', prebuildTarget(), 'social_sdk.node');
    mkdirSync(join(prebuild, '..'), { recursive: true });
    writeFileSync(prebuild, 'built for another libc');
    const { status } = loadAddon({}, root);
    expect(status).toMatchObject({ loaded: false, path: prebuild, source: 'prebuild' });
    expect(status.error).toContain(`could not load ${prebuild}`);
    expect(status.error).toContain('`npm run build:native` in the social-sdk package folder');
  });

  it('reports a deliberate opt-out', () => {
    const { addon, status } = loadAddon({ SOCIAL_SDK_NATIVE: 'off' });
    expect(addon).toBeUndefined();
    expect(status).toEqual({ loaded: false, error: 'disabled by SOCIAL_SDK_NATIVE=off' });
  });

  it('says there is no prebuild for this platform and how to build one when neither exists', () => {
    const root = join(scratch, 'other-platform');
    mkdirSync(join(root, 'prebuilds', 'sunos-sparc'), { recursive: true });
    const { status } = loadAddon({}, root);
    expect(status.loaded).toBe(false);
    expect(status.error).toMatch(
      new RegExp(
        `^no prebuilt addon for ${prebuildTarget()} \\(prebuilds exist for sunos-sparc\\) and none built from source \\(no .*social_sdk\\.node\\); build it from source with CMake 3\\.15\\+ and a C\\+\\+17 compiler: \`npm run build:native\` in the social-sdk package folder`,
      ),
    );
    expect(loadAddon({}, join(scratch, 'empty')).status.error).toContain('(this copy has no prebuilds)');
  });

  it('passes on the reason recorded by a failed build from source', () => {
    const root = join(scratch, 'failed');
    mkdirSync(join(root, 'build'), { recursive: true });
    writeFileSync(join(root, 'build', 'native-build-error.txt'), 'cmake was not found on PATH\n');
    expect(loadAddon({}, root).status).toEqual({
      loaded: false,
      error: 'the addon build failed: cmake was not found on PATH',
    });
  });

  it('reports a file that is not a loadable addon', () => {
    const path = join(scratch, 'broken.node');
    writeFileSync(path, 'not an ELF file');
    const { addon, status } = loadAddon({ SOCIAL_SDK_NATIVE_PATH: path });
    expect(addon).toBeUndefined();
    expect(status.loaded).toBe(false);
    expect(status.path).toBe(path);
    expect(status.error).toContain(`could not load ${path}`);
  });

  it('refuses a module of the wrong ABI instead of calling into it', () => {
    const path = join(scratch, 'old-abi.cjs');
    writeFileSync(path, 'module.exports = { abiVersion: 0, randomFill() {}, randomBytes() {} };');
    expect(loadAddon({ SOCIAL_SDK_NATIVE_PATH: path }).status.error).toMatch(
      /abiVersion 0 found, 1 expected/,
    );
  });

  it('falls back to crypto.getRandomValues, visibly, in a process where the addon is unavailable', () => {
    const script = [
      "import { nativeStatus, randomBytes } from './src/native/index.ts';",
      "import { randomToken } from './src/crypto/randomToken.ts';",
      'console.log(JSON.stringify({ status: nativeStatus(), token: randomToken(), bytes: randomBytes(5).length }));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, SOCIAL_SDK_NATIVE_PATH: join(scratch, 'missing.node') },
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as { status: Record<string, unknown>; token: string; bytes: number };
    expect(result.status.loaded).toBe(false);
    expect(result.status.randomSource).toBe('crypto.getRandomValues');
    expect(result.status.error).toContain('missing.node');
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.bytes).toBe(5);
  });
});
