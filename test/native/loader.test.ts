import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addonCandidates, loadAddon, PACKAGE_ROOT } from '../../src/native/loader.js';

const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-loader-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('loadAddon', () => {
  it('loads the built addon from the package root', () => {
    const { addon, status } = loadAddon({});
    expect(status).toEqual({ loaded: true, path: addonCandidates(PACKAGE_ROOT)[0] });
    expect(addon?.abiVersion).toBe(1);
  });

  it('reports a deliberate opt-out', () => {
    const { addon, status } = loadAddon({ SOCIAL_SDK_NATIVE: 'off' });
    expect(addon).toBeUndefined();
    expect(status).toEqual({ loaded: false, error: 'disabled by SOCIAL_SDK_NATIVE=off' });
  });

  it('says the addon is not built when no build exists', () => {
    const { status } = loadAddon({}, join(scratch, 'empty'));
    expect(status.loaded).toBe(false);
    expect(status.error).toMatch(
      /the addon is not built \(no .*social_sdk\.node\); run `npm run build:native`/,
    );
  });

  it('passes on the reason recorded by a failed install-time build', () => {
    const root = join(scratch, 'failed');
    mkdirSync(join(root, 'build'), { recursive: true });
    writeFileSync(join(root, 'build', 'native-build-error.txt'), 'cmake was not found on PATH\n');
    expect(loadAddon({}, root).status).toEqual({
      loaded: false,
      error: 'the addon build failed at install: cmake was not found on PATH',
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
