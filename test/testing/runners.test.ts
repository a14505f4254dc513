/**
 * The fixtures work under the other runners a game's suite may use, through the published entries
 * (dist/, so `npm run build:ts` first): node:test (`node --test` on runners/nodeTest.players.mjs) and
 * Jest with native ESM (`--experimental-vm-modules`, on runners/jest.players.mjs), and Playwright's
 * runner with the suite's Chromium (runners/playwright.players.mjs). Each file plays a lobby message
 * between two players and checks that the runner's hooks (or fixtures) cleaned up.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { skipOrFail } from '../support/systemTools.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNNERS = join(ROOT, 'test', 'testing', 'runners');
const ENTRY = join(ROOT, 'dist', 'bundle', 'testing', 'index.js');

/** Runs a command to its end; resolves with its exit code and everything it printed. */
function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('social-sdk/testing under other runners', () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build:ts`);

  it('node:test', { timeout: 120_000 }, async () => {
    const { code, output } = await run(['--test', join(RUNNERS, 'nodeTest.players.mjs')]);
    expect(output).toContain('# pass 2');
    expect(code, output).toBe(0);
  });

  it('Jest (native ESM)', { timeout: 120_000 }, async () => {
    const config = {
      rootDir: RUNNERS,
      testMatch: ['**/jest.players.mjs'],
      transform: {},
      testEnvironment: 'node',
      // The first test starts the emulator inside Jest's module sandbox, slower than Jest's 5 s default.
      testTimeout: 30_000,
    };
    const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const { code, output } = await run([jest, '--ci', '--config', JSON.stringify(config)], {
      NODE_OPTIONS: '--experimental-vm-modules',
    });
    expect(output).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(code, output).toBe(0);
  });

  it('Playwright (a worker-scoped emulator, test-scoped players, a page)', {
    timeout: 180_000,
  }, async (ctx) => {
    const browser = inject('browser');
    if (browser.kind === 'missing') return skipOrFail(ctx, browser.reason);
    const cli = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    const config = join(RUNNERS, 'playwright.config.mjs');
    const { code, output } = await run([cli, 'test', '--config', config], {
      SOCIAL_SDK_TEST_CHROMIUM: browser.executablePath,
      SOCIAL_SDK_TEST_CHROMIUM_ARGS: JSON.stringify(browser.args),
    });
    expect(output).toContain('1 passed');
    expect(code, output).toBe(0);
  });
});
