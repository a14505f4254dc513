/**
 * The fixtures work under the other runners a game's suite may use, as docs/testing.md shows them: its
 * ```js blocks marked `runner=node:test`, `runner=jest` and `runner=playwright` are taken from the page as
 * written and run under `node --test`, Jest with native ESM (`--experimental-vm-modules`) and Playwright's
 * runner with the suite's Chromium, through the published entries (dist/, so `npm run build:ts` first).
 *
 * Each block is written to a folder under test-results/ (inside the package, so that `social-sdk`
 * resolves to it by its own name, as in a game that installed it), at the line it has in the page: an
 * error's line is the page's line. After it comes a small harness ({@link HARNESS}), one more test using
 * what the block set up, which checks what a passing block alone would not show: under node:test and
 * Jest, that the hooks the block passed closed its players after each test (they left its lobby) and
 * that a player is a `Client` of the `social-sdk` entry; under Playwright, that a page and the players
 * share the worker's emulator.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { skipOrFail } from '../support/systemTools.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOC = 'docs/testing.md';
const ENTRY = join(ROOT, 'dist', 'bundle', 'testing', 'index.js');
const PLAYWRIGHT_CONFIG = join(ROOT, 'test', 'testing', 'runners', 'playwright.config.mjs');

type Runner = 'node:test' | 'jest' | 'playwright';

/** A block of the page: the line of its opening fence and its text. */
interface Block {
  readonly line: number;
  readonly code: string;
}

/** The ```js blocks of `markdown` marked `runner=<name>`, by name; each name once. */
function runnerBlocks(markdown: string): Map<string, Block> {
  const blocks = new Map<string, Block>();
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const name = /^```js\s+runner=(\S+)\s*$/.exec(lines[index] ?? '')?.[1];
    if (name === undefined) continue;
    const end = lines.indexOf('```', index + 1);
    if (end === -1) throw new Error(`${DOC}:${index + 1}: the block is never closed`);
    if (blocks.has(name)) throw new Error(`${DOC}:${index + 1}: a second block marked runner=${name}`);
    blocks.set(name, { line: index + 1, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return blocks;
}

/**
 * The lobby secret the block's players join (`lobby: 'room'`): the harness checks that the next test
 * finds that lobby empty.
 */
function lobbySecret(runner: Runner, code: string): string {
  const secret = /\blobby: '([^']+)'/.exec(code)?.[1];
  if (secret === undefined)
    throw new Error(
      `${DOC}: the ${runner} block's players join no lobby; the harness checks that its hooks made them leave it`,
    );
  return secret;
}

/**
 * What runs after each block, in the same module, using the names the block imports and declares (`test`,
 * `players`, `assert` or `expect`): one more test. An `import` after the block's code is still an ES
 * module's import.
 */
const HARNESS: Record<Runner, (code: string) => string> = {
  'node:test': (code) => `
// The harness of test/testing/runners.test.ts (not in the page).
import { Client as PublishedClient } from 'social-sdk';

test('harness: the hooks closed the last test\\'s players, and a player is a Client of social-sdk', async () => {
  const [player] = await players(1, { lobby: ${JSON.stringify(lobbySecret('node:test', code))} });
  assert.ok(player instanceof PublishedClient);
  assert.deepEqual(player.GetLobbyHandle(player.lobbyId)?.LobbyMemberIds(), [player.id]);
});
`,
  jest: (code) => `
// The harness of test/testing/runners.test.ts (not in the page).
import { Client as PublishedClient } from 'social-sdk';

test('harness: the hooks closed the last test\\'s players, and a player is a Client of social-sdk', async () => {
  const [player] = await players(1, { lobby: ${JSON.stringify(lobbySecret('jest', code))} });
  expect(player).toBeInstanceOf(PublishedClient);
  expect(player.GetLobbyHandle(player.lobbyId)?.LobbyMemberIds()).toEqual([player.id]);
});
`,
  // The emulator's consent page lists its users: the fixture's player is among them.
  playwright: () => `
// The harness of test/testing/runners.test.ts (not in the page).
test('harness: a page and the players share the worker\\'s emulator', async ({ page, game, players }) => {
  const [player] = await players(1);
  const authorize = new URL('/oauth2/authorize', game.emulator.url);
  authorize.search = new URLSearchParams({
    client_id: game.application.id,
    response_type: 'code',
    scope: 'identify',
    redirect_uri: 'http://127.0.0.1/callback',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorize.href);
  await expect(page.locator('#user_id')).toContainText('@' + player.name);
});
`,
};

/** How many tests the block declares (`test(` at the start of a line), and the harness's one. */
function testCount(code: string): number {
  return (code.match(/^test\(/gm)?.length ?? 0) + 1;
}

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

const blocks = runnerBlocks(readFileSync(join(ROOT, DOC), 'utf8'));
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const dir = mkdtempSync(join(ROOT, 'test-results', 'runners-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Writes the block of `runner`, with its harness, to `file` in {@link dir}: the block's first line at its
 * line in the page, a comment saying where it comes from on the first line.
 */
function extract(runner: Runner, file: string): { path: string; tests: number } {
  const block = blocks.get(runner);
  if (block === undefined) throw new Error(`${DOC} has no \`\`\`js block marked runner=${runner}`);
  const header = `// ${DOC}:${block.line}, the block marked runner=${runner}, taken by test/testing/runners.test.ts`;
  const path = join(dir, file);
  writeFileSync(path, `${header}${'\n'.repeat(block.line)}${block.code}\n${HARNESS[runner](block.code)}`);
  return { path, tests: testCount(block.code) };
}

describe(`social-sdk/testing under other runners: the blocks of ${DOC}`, () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build:ts`);

  it('marks one block for each runner, and no other', () => {
    expect([...blocks.keys()].sort()).toEqual(['jest', 'node:test', 'playwright']);
  });

  it('node:test', { timeout: 120_000 }, async () => {
    const { path, tests } = extract('node:test', 'nodeTest.players.mjs');
    const { code, output } = await run(['--test', path]);
    expect(output).toContain(`# pass ${tests}`);
    expect(code, output).toBe(0);
  });

  it('Jest (native ESM)', { timeout: 120_000 }, async () => {
    const { tests } = extract('jest', 'jest.players.mjs');
    const config = {
      rootDir: dir,
      testMatch: ['**/jest.players.mjs'],
      transform: {},
      testEnvironment: 'node',
      // As the page says: the first test starts the emulator inside Jest's module sandbox, slower than
      // Jest's 5 s default.
      testTimeout: 30_000,
    };
    const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const { code, output } = await run([jest, '--ci', '--config', JSON.stringify(config)], {
      NODE_OPTIONS: '--experimental-vm-modules',
    });
    expect(output).toMatch(new RegExp(`Tests:\\s+${tests} passed, ${tests} total`));
    expect(code, output).toBe(0);
  });

  it('Playwright (a worker-scoped emulator, test-scoped players, a page)', {
    timeout: 180_000,
  }, async (ctx) => {
    const browser = inject('browser');
    if (browser.kind === 'missing') return skipOrFail(ctx, browser.reason);
    const { tests } = extract('playwright', 'playwright.players.mjs');
    const cli = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    const { code, output } = await run([cli, 'test', '--config', PLAYWRIGHT_CONFIG], {
      SOCIAL_SDK_TEST_RUNNER_DIR: dir,
      SOCIAL_SDK_TEST_CHROMIUM: browser.executablePath,
      SOCIAL_SDK_TEST_CHROMIUM_ARGS: JSON.stringify(browser.args),
    });
    expect(output).toContain(`${tests} passed`);
    expect(code, output).toBe(0);
  });
});
