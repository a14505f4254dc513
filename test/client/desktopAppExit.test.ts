/**
 * The connection to the Discord app never holds the event loop open (issue 43, docs/desktop-app.md): a
 * game script that used the app path (the app's user read with GetDiscordClientConnectedUser, rich
 * presence set through the app) and then simply returns from its main code exits by itself with code 0,
 * with or without Disconnect. The script runs in a child process of its own (node --import tsx, as
 * test/http/keepAlive.test.ts does), finding the emulated app through the environment
 * (`XDG_RUNTIME_DIR`, set for the child alone) as a real game would.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEmulator } from '../../src/testing/index.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const moduleUrl = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, path)).href);

/** How long the child may take to start (tsx compiling the SDK on a busy machine) and do its work. */
const WORK_CAP_MS = 60_000;
/**
 * How long the child may take to exit once its main code has returned: a hard safety cap, not a timing
 * measurement (an exit that needs no handle to close takes milliseconds); past it the child is killed
 * and the test fails.
 */
const EXIT_CAP_MS = 20_000;

const game = testEmulator({ afterEach, afterAll, emulator: { gateway: { heartbeatIntervalMs: 5000 } } });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-app-exit-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await game.emulator.control.desktopApp.stop();
});

/** The game script: uses the app path, optionally disconnects, reports, and returns. */
function gameScript(applicationId: string, disconnect: boolean): string {
  return `
    const { Client } = await import(${moduleUrl('src/client/Client.ts')});
    const { Activity } = await import(${moduleUrl('src/client/activity.ts')});
    const { ActivityTypes } = await import(${moduleUrl('src/model/index.ts')});
    const client = new Client();
    client.SetApplicationId(${JSON.stringify(applicationId)});
    // The app connection is up once the app's READY names its user, and a command through it is answered.
    const user = await client.GetDiscordClientConnectedUser(${JSON.stringify(applicationId)});
    const activity = new Activity();
    activity.SetType(ActivityTypes.Playing);
    activity.SetState('Exits by itself');
    await client.UpdateRichPresence(activity);
    ${disconnect ? 'client.Disconnect();' : ''}
    process.stdout.write(JSON.stringify({ step: 'done', user: user?.Id() ?? null }) + '\\n');
  `;
}

interface Run {
  /** The child's exit code, or 'killed' when it had to be killed at a cap. */
  code: number | null | 'killed';
  /** Its report, once its main code returned. */
  report: { step: string; user: string | null } | null;
  stderr: string;
}

/** Runs the script with the environment pointing at the test's folder; kills it at the caps. */
function runGame(script: string, onPid: (pid: number | undefined) => void): Promise<Run> {
  const { XDG_RUNTIME_DIR: _x, TMPDIR: _t, TMP: _tmp, TEMP: _temp, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...env, XDG_RUNTIME_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onPid(child.pid);
  let stdout = '';
  let stderr = '';
  let report: Run['report'] = null;
  let killed = false;
  const kill = () => {
    killed = true;
    child.kill('SIGKILL');
  };
  let cap = setTimeout(kill, WORK_CAP_MS);
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const end = stdout.indexOf('\n');
    if (report !== null || end < 0) return;
    report = JSON.parse(stdout.slice(0, end)) as NonNullable<Run['report']>;
    // Its main code has returned: from here it must exit by itself.
    clearTimeout(cap);
    cap = setTimeout(kill, EXIT_CAP_MS);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(cap);
      done({ code: killed ? 'killed' : code, report, stderr });
    }),
  );
}

describe('the app connection does not hold the process open', () => {
  it.each([
    ['without Disconnect', false],
    ['after Disconnect', true],
  ])(
    'a script that used the app path exits by itself %s',
    async (_name, disconnect) => {
      const [gamer] = await game.players(1, { connected: false });
      if (!gamer) throw new Error('no player');
      await game.emulator.control.desktopApp.start({ userId: gamer.id, dir });
      let pid: number | undefined;
      const run = await runGame(gameScript(game.application.id, disconnect), (p) => {
        pid = p;
      });
      expect(run.report, run.stderr).toEqual({ step: 'done', user: gamer.id });
      expect(run.code, `the child had to be killed or failed: ${run.stderr}`).toBe(0);
      // The connection was up (the app's READY named the gamer, above); no game of that process is left in
      // the app once it has exited.
      const games = () =>
        game.emulator.control.desktopApp.list()[0]?.games.filter((g) => g.pid === pid).length ?? -1;
      await gamer.until(() => games() === 0, 'the game gone from the app with its process');
    },
    WORK_CAP_MS + EXIT_CAP_MS + 30_000,
  );
});
