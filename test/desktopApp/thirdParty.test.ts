/**
 * Unchanged community RPC clients (`@xhayper/discord-rpc` and `discord-rpc`, devDependencies) against the
 * emulated Discord app: each logs in with only its documented option (the application id), finding the
 * socket through the environment (`XDG_RUNTIME_DIR`, set for its process alone: they read it when they
 * connect, and this test's own process must keep its own), and sets an activity, which a friend's Client
 * sees over the gateway; logging out clears it.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEmulator } from '../../src/testing/index.js';

const game = testEmulator({ afterEach, afterAll, emulator: { gateway: { heartbeatIntervalMs: 5000 } } });
const FIXTURE = join(import.meta.dirname, 'fixtures', 'rpcClient.cjs');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rpc-clients-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await game.emulator.control.desktopApp.stop();
});

/** The child's JSON lines, read one at a time (each wait bounded by the child's own 20 s deadline). */
function run(which: string, clientId: string) {
  const { XDG_RUNTIME_DIR: _x, TMPDIR: _t, ...env } = process.env;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [FIXTURE, which, clientId], {
    env: { ...env, XDG_RUNTIME_DIR: dir },
    stdio: 'pipe',
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  return {
    child,
    async next(): Promise<Record<string, unknown>> {
      const line = await lines.next();
      if (line.done) throw new Error(`${which}: the child ended (${child.exitCode}): ${stderr}`);
      return JSON.parse(line.value) as Record<string, unknown>;
    },
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

describe.each([
  ['xhayper', 'Via @xhayper/discord-rpc'],
  ['discord-rpc', 'Via discord-rpc'],
])('%s, unchanged, against the emulated app', (which, state) => {
  it('logs in, sets an activity a friend sees, and logging out clears it', async () => {
    const [player, friend] = await game.players(2, { friends: true });
    if (!player || !friend) throw new Error('no players');
    await game.emulator.control.desktopApp.start({ userId: player.id, dir });
    const rpc = run(which, game.application.id);
    expect(await rpc.next()).toEqual({ step: 'ready', user: player.id });
    const activity = await rpc.next();
    expect(activity.step).toBe('activity');
    expect(activity.shown).toMatchObject({ state, name: game.application.name });
    const seen = () => friend.GetUser(player.id)?.GameActivity()?.State() ?? null;
    await friend.until(() => seen() === state, 'the third-party activity');
    expect(friend.GetUser(player.id)?.GameActivity()?.Details()).toBe('Third-party details');
    expect(game.emulator.control.desktopApp.list()[0]?.games[0]?.pid).toBe(rpc.child.pid);

    rpc.child.stdin.write('bye\n');
    expect(await rpc.next()).toEqual({ step: 'done' });
    expect(await rpc.exited).toBe(0);
    await friend.until(() => seen() === null, 'the activity gone with the game');
  });
});
