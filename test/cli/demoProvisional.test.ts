/**
 * The demo's players without an account (src/cli/demoProvisional.ts): `npm start` has a guest play as a
 * provisional account and link later, keeping friend and lobby; `demo --device` signs a console in with
 * the device grant, the code printed and entered by the scripted phone.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/native/loader.js';

const run = promisify(execFile);
const demo = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'demo', ...args], {
    cwd: PACKAGE_ROOT,
    timeout: 60_000,
  });

describe('the demo without an account', () => {
  it('npm start: the guest is provisional, befriends rival, links, and keeps the friend and the lobby', async () => {
    const { stdout } = await demo();
    for (const line of [
      /\[guest\] connected as \d+, IsProvisional\(\) = true; display name set to "Wanderer"/,
      /\[guest\] game friends with rival/,
      /\[guest\] GetTokenFromProvisionalMerge: merged into the real account; the provisional session ended/,
      /IsProvisional\(\) = false\): rival is still a friend \(yes\), still in the lobby \(yes\)/,
      /demo complete/,
    ])
      expect(stdout).toMatch(line);
  }, 90_000);

  it('demo --device: the code is printed, the phone enters it, the console connects; no token is printed', async () => {
    const { stdout } = await demo('--device');
    expect(stdout).toMatch(
      /\[screen\] To sign in, open http:\/\/127\.0\.0\.1:\d+\/activate .* enter the code [A-Z]{4}-[A-Z]{4}/,
    );
    expect(stdout).toMatch(/\[phone\] the activation page answered 200/);
    expect(stdout).toMatch(/connected as @player/);
    expect(stdout).not.toMatch(/[A-Za-z0-9_-]{43}/);
  }, 90_000);
});
