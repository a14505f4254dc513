/**
 * SLOW (about a minute: one real `npm install` of the packed tarball from the local npm cache).
 *
 * The published types as a fresh consumer meets them: the tarball `npm pack` makes, installed into an
 * empty project that has no `@types/node` and no TypeScript of its own, and a file that imports every
 * entry, type-checked strictly (no `skipLibCheck`: errors in any `.d.ts` count) under `moduleResolution`
 * node16, nodenext and bundler (this repository's TypeScript) and node10 (TypeScript 5, the last with it:
 * the copy @arethetypeswrong/core depends on). The package's types name Node's (`Buffer`,
 * `IncomingMessage`, `EventEmitter`): `@types/node` is a dependency, as typed libraries declare it
 * (`*`, so it is the consumer's own when they have one). Under node10, `social-sdk/emulator` and
 * `social-sdk/testing` reach pino's types (through fastify), whose default import of `thread-stream` needs
 * `esModuleInterop` (or `allowSyntheticDefaultImports`, or `skipLibCheck`): the README says so, and this
 * test checks that it is that and only that. The tarball holds the repository's dist/ as it is.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/native/loader.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const npmCli = join(process.execPath, '..', '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'social-sdk-types-'));
const consumer = join(scratch, 'consumer');

/** This repository's TypeScript, and TypeScript 5 (node10 resolution was removed in 7). */
const tsc = join(PACKAGE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const fromAttw = createRequire(require.resolve('@arethetypeswrong/core'));
const tsc5 = join(fromAttw.resolve('typescript/package.json'), '..', 'bin', 'tsc');
const tsc5Version = (fromAttw('typescript/package.json') as { version: string }).version;

/** Every entry, and a value from each, as a game, a bot and its tests would use them. */
const APP = `import { Client, Transport, randomToken } from 'social-sdk';
import { createCommandsClient } from 'social-sdk/commands';
import { startEmulator } from 'social-sdk/emulator';
import { createInteractionHandler } from 'social-sdk/interactions';
import { testEmulator } from 'social-sdk/testing';

export async function main(): Promise<string> {
  const emulator = await startEmulator();
  const client = new Client({ baseUrl: emulator.url });
  client.SetApplicationId('1234567890123456789');
  const transport = new Transport({ baseUrl: emulator.url });
  const commands = createCommandsClient({ applicationId: '1', token: 't', baseUrl: emulator.url });
  const handler = createInteractionHandler({ publicKey: 'a'.repeat(64), transport });
  const fixture = testEmulator();
  await fixture.close();
  await emulator.close();
  return \`\${randomToken()} \${String(commands)} \${typeof handler}\`;
}
`;

/** tsc's output for app.ts with `options`, strict and without skipLibCheck; empty when clean. */
async function typecheck(compiler: string, options: readonly string[]): Promise<string> {
  const args = [compiler, '--noEmit', '--strict', '--target', 'es2022', ...options, 'app.ts'];
  try {
    await run(process.execPath, args, { cwd: consumer, encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

beforeAll(async () => {
  execFileSync(process.execPath, [npmCli, 'pack', '--silent', '--pack-destination', scratch], {
    cwd: PACKAGE_ROOT,
  });
  const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('npm pack produced no tarball');
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  writeFileSync(join(consumer, 'app.ts'), APP);
  await run(
    process.execPath,
    [npmCli, 'install', '--prefer-offline', '--no-audit', '--no-fund', join(scratch, tarball)],
    { cwd: consumer, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } },
  );
}, 240_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 5 }));

describe('the types of a plain install (no @types/node, no TypeScript of the consumer)', () => {
  it('brought @types/node with the package, and nothing else the consumer did not ask for', () => {
    expect(existsSync(join(consumer, 'node_modules', '@types', 'node', 'package.json'))).toBe(true);
    expect(existsSync(join(consumer, 'node_modules', 'typescript'))).toBe(false);
  });

  it.each([
    ['node16', ['--module', 'node16']],
    ['nodenext', ['--module', 'nodenext']],
    ['bundler', ['--module', 'preserve', '--moduleResolution', 'bundler']],
  ])(
    'type-check under moduleResolution %s, every .d.ts checked',
    async (_name, options) => {
      expect(await typecheck(tsc, options)).toBe('');
    },
    60_000,
  );

  it(`type-check under moduleResolution node10 (TypeScript ${tsc5Version}) with esModuleInterop`, async () => {
    const node10 = ['--module', 'commonjs', '--moduleResolution', 'node10'];
    expect(await typecheck(tsc5, [...node10, '--esModuleInterop'])).toBe('');
    // Without it, the one error is pino's default import (the README's words), none in social-sdk's types.
    const errors = (await typecheck(tsc5, node10)).split('\n').filter((line) => line.includes('error TS'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^node_modules\/pino\/pino\.d\.ts\(\d+,\d+\): error TS1259: .*'esModuleInterop'/,
    );
  }, 60_000);
});
