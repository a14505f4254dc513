/**
 * Installing social-sdk as a dependency of another project, from the packed tarball, the way a user
 * would: the addon builds at install when the consumer allows social-sdk's install script (npm 11's
 * `allowScripts`); without a C++ toolchain, or with scripts ignored, the install still succeeds and the
 * loader says why the addon is absent.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/native/loader.js';

const npmCli = join(process.execPath, '..', '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-install-'));
let tarball = '';

function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(process.execPath, [npmCli, ...args], { cwd, env, encoding: 'utf8', stdio: 'pipe' });
}

function consumer(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', private: true, type: 'module' }),
  );
  return dir;
}

function statusIn(dir: string, env: NodeJS.ProcessEnv = process.env): { loaded: boolean; error?: string } {
  const script = "import('social-sdk').then((m) => console.log(JSON.stringify(m.nativeStatus())))";
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: dir, env, encoding: 'utf8' }));
}

const installFlags = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

beforeAll(() => {
  if (!existsSync(join(PACKAGE_ROOT, 'dist', 'index.js')))
    throw new Error('dist/ is missing: run npm run build');
  // --ignore-scripts: pack the dist/ that the build already produced instead of rebuilding it here.
  npm(['pack', '--ignore-scripts', '--silent', '--pack-destination', scratch], PACKAGE_ROOT);
  const packed = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
  if (!packed) throw new Error('npm pack produced no tarball');
  tarball = join(scratch, packed);
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('installing social-sdk as a dependency', () => {
  it('builds the addon at install when its install script is allowed', () => {
    const dir = consumer('allowed');
    npm([...installFlags, tarball], dir);
    expect(existsSync(join(dir, 'node_modules', 'social-sdk', 'build', 'Release', 'social_sdk.node'))).toBe(
      true,
    );
    expect(statusIn(dir)).toMatchObject({ loaded: true });
  }, 240_000);

  it('still installs without cmake on PATH, and the loader explains why the addon is absent', () => {
    const dir = consumer('no-toolchain');
    const bin = join(scratch, 'bin-node-only');
    mkdirSync(bin);
    // Only node and the shell npm runs scripts with: no cmake, no compiler.
    symlinkSync(process.execPath, join(bin, 'node'));
    symlinkSync('/bin/sh', join(bin, 'sh'));
    const env = { ...process.env, PATH: bin };
    npm([...installFlags, tarball], dir, env);
    const status = statusIn(dir, env);
    expect(status.loaded).toBe(false);
    expect(status.error).toContain('the addon build failed at install: cmake was not found on PATH');
  }, 240_000);

  it('still installs with --ignore-scripts, and the loader says how to build the addon', () => {
    const dir = consumer('ignored-scripts');
    npm([...installFlags, '--ignore-scripts', tarball], dir);
    const status = statusIn(dir);
    expect(status.loaded).toBe(false);
    expect(status.error).toContain('the addon is not built');
    expect(status.error).toContain('npm run build:native');
  }, 240_000);
});
