/**
 * `social-sdk commands` as a child process against the real emulator: exit statuses, the lines a CI log
 * shows, what reaches the service (read from the emulator's request log), and the token never printed.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/native/loader.js';
import { commandCalls, item } from '../commands/helpers.js';
import { type CommandsFixture, clearCommands, startCommandsFixture } from '../emulator/commandsFixture.js';
import { useTempDir } from '../emulator/helpers.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let f: CommandsFixture;
const temp = useTempDir('social-sdk-commands-cli-');
/** Everything every run printed, searched for the token at the end. */
const printed: string[] = [];

beforeAll(async () => {
  f = await startCommandsFixture();
});
afterAll(async () => {
  await f.emulator.close();
});
beforeEach(async () => {
  await clearCommands(f);
  f.emulator.control.clearRequests();
});

/** Runs `social-sdk commands ...args` with the bot token in the environment. */
function cli(
  args: string[],
  env: Record<string, string> = { SOCIAL_SDK_BOT_TOKEN: f.app.botToken },
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'commands', ...args],
      { cwd: PACKAGE_ROOT, timeout: 60_000, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => {
        printed.push(stdout, stderr);
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const connection = () => ['--app', f.app.id, '--base-url', f.url];

async function writeJson(name: string, value: unknown): Promise<string> {
  await writeFile(temp(name), JSON.stringify(value));
  return temp(name);
}

describe('validate', () => {
  it('reports every problem with file, path and rule; accepts JSON and modules of builders', async () => {
    const good = await writeJson('good.json', [item('ping'), { type: 2, name: 'Wave' }]);
    const bad = await writeJson('bad.json', [
      item('ping'),
      item('stats'),
      item('opts', { options: [{ type: 3, name: 'Mode', description: 'm' }] }),
    ]);
    const module = temp('built.mjs');
    await writeFile(
      module,
      // The module sits in a temporary directory: it names the builders package by its file URL.
      `import builders from '${pathToFileURL(createRequire(import.meta.url).resolve('@discordjs/builders')).href}';\n` +
        "export default [new builders.SlashCommandBuilder().setName('built').setDescription('From a builder')];\n",
    );
    const run = await cli(['validate', good, bad, module, temp('missing.json')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${good}: 2 commands, valid`);
    expect(run.stdout).toContain(`${bad}: 3 commands, 1 problem`);
    expect(run.stdout).toContain(`${module}: 1 command, valid`);
    expect(run.stderr).toContain(
      `${bad}: [2].options[0].name: APPLICATION_COMMAND_INVALID_NAME: Name must be lowercase`,
    );
    expect(run.stderr).toContain(`${temp('missing.json')}: cannot read: no such file`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(f.emulator.control.requests()).toEqual([]);
  }, 60_000);
});

describe('diff, sync and export', () => {
  it('diff shows drift (exit 3), sync applies it, diff is then in sync (exit 0)', async () => {
    const file = await writeJson('desired.json', [item('ping'), item('stats'), { type: 3, name: 'Report' }]);
    const diff = await cli(['diff', file, ...connection()]);
    expect(diff.code).toBe(3);
    expect(diff.stdout).toContain('+ create "ping"\n+ create "stats"\n+ create "Report" (MESSAGE)\n');
    expect(diff.stdout).toContain('drift: 3 to create, 0 to update, 0 to delete, 0 unchanged; 3 of 200');
    expect(commandCalls(f)).toEqual(['GET /api/v10/applications/:id/commands']);

    const sync = await cli(['sync', file, ...connection()]);
    expect(sync.code).toBe(0);
    expect(sync.stdout).toContain('synced: 3 created, 0 updated, 0 deleted, 0 unchanged; 1 read + 3 writes');
    expect(sync.stdout).toContain('daily creates spent: 3 of 200');
    const inSync = await cli(['diff', file, ...connection()]);
    expect(inSync.code).toBe(0);
    expect(inSync.stdout).toContain('= unchanged "ping"\n');
    expect(inSync.stdout).toContain('in sync: 0 to create, 0 to update, 0 to delete, 3 unchanged');

    await writeFile(file, JSON.stringify([item('ping', { description: 'changed' }), item('stats')]));
    f.emulator.control.clearRequests();
    const drift = await cli(['diff', file, ...connection(), '--json']);
    expect(drift.code).toBe(3);
    const json = JSON.parse(drift.stdout);
    expect(json).toMatchObject({ ok: true, inSync: false, dryRun: true, calls: { reads: 1, writes: 0 } });
    expect(json.updated).toEqual([expect.objectContaining({ name: 'ping', changes: ['description'] })]);
    expect(json.deleted).toEqual([{ id: expect.any(String), type: 3, name: 'Report' }]);
    expect(commandCalls(f)).toEqual(['GET /api/v10/applications/:id/commands']);
  }, 60_000);

  it('sync keeps what the file leaves out unless --allow-deletes; --dry-run sends nothing', async () => {
    const file = await writeJson('two.json', [item('a'), item('b')]);
    expect((await cli(['sync', file, ...connection()])).code).toBe(0);
    await writeFile(file, JSON.stringify([item('b', { description: 'new' })]));
    f.emulator.control.clearRequests();

    const dry = await cli(['sync', file, ...connection(), '--dry-run', '--allow-deletes']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('~ update "b": description\n- delete "a"\n');
    expect(dry.stdout).toContain('dry run, nothing sent: 0 to create, 1 to update, 1 to delete');
    expect(commandCalls(f)).toEqual(['GET /api/v10/applications/:id/commands']);

    const kept = await cli(['sync', file, ...connection()]);
    expect(kept.stdout).toContain(`~ update "b": description\n! keep "a": not in ${file}; --allow-deletes`);
    expect(kept.stdout).toContain('1 read + 1 write;');
    const deleted = await cli(['sync', file, ...connection(), '--allow-deletes']);
    expect(deleted.stdout).toContain('- delete "a"\n= unchanged "b"\n');
    expect(commandCalls(f).filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
  }, 60_000);

  it('export --out writes a file that sync takes back with no write, in a guild', async () => {
    const file = await writeJson('guild.json', [item('ping'), { type: 2, name: 'Wave' }]);
    const guild = ['--guild', f.guildId];
    expect((await cli(['sync', file, ...connection(), ...guild])).code).toBe(0);
    const out = temp('exported.json');
    // The token from a file this time.
    await writeFile(temp('token'), `${f.app.botToken}\n`);
    const exported = await cli(
      ['export', ...connection(), ...guild, '--out', out, '--token-file', temp('token')],
      {},
    );
    expect(exported).toMatchObject({ code: 0, stdout: `exported 2 commands to ${out}\n` });
    const items = JSON.parse(await readFile(out, 'utf8'));
    expect(items).toEqual([
      { id: expect.any(String), name: 'ping', description: 'the ping command' },
      { id: expect.any(String), type: 2, name: 'Wave' },
    ]);
    f.emulator.control.clearRequests();
    const again = await cli(['sync', out, ...connection(), ...guild, '--allow-deletes', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, method: 'none', calls: { writes: 0 } });
    expect(commandCalls(f)).toEqual(['GET /api/v10/applications/:id/guilds/:id/commands']);
  }, 60_000);
});

describe('failures and usage', () => {
  it("prints the service's message and code for a refused token, never the token nor a stack", async () => {
    const file = await writeJson('one.json', [item('ping')]);
    const wrong = `${f.app.botToken}x`;
    const run = await cli(['sync', file, ...connection()], { SOCIAL_SDK_BOT_TOKEN: wrong });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^social-sdk commands sync: GET \/applications\/\{application\.id\}\/commands: HTTP 401/,
    );
    expect(run.stderr).not.toContain(wrong);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('bad flags, a missing --app and a missing token are usage errors (exit 2); --help answers', async () => {
    const [bogus, noApp, noToken, help] = await Promise.all([
      cli(['sync', 'x.json', '--app', f.app.id, '--token', 'abc']),
      cli(['diff', 'x.json']),
      cli(['export', '--app', f.app.id], {}),
      cli(['sync', '--help']),
    ]);
    expect(bogus).toMatchObject({ code: 2, stdout: '' });
    expect(bogus.stderr).toContain('unknown option "--token" (did you mean "--token-env"?)');
    expect(bogus.stderr).toContain('usage: social-sdk commands sync FILE --app ID');
    expect(noApp).toMatchObject({ code: 2 });
    expect(noApp.stderr).toContain('--app ID is required');
    expect(noToken).toMatchObject({ code: 2 });
    expect(noToken.stderr).toContain('no token: the environment variable SOCIAL_SDK_BOT_TOKEN is not set');
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toMatch(/^usage: social-sdk commands sync FILE[\s\S]*--allow-deletes/);
  }, 60_000);
});

describe('the token', () => {
  it('appears in no output of any run above', () => {
    const all = printed.join('\n');
    expect(all).toContain('daily creates spent');
    expect(all).not.toContain(f.app.botToken);
  });
});
