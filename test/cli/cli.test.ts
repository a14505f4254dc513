import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/native/loader.js';

const run = promisify(execFile);
const cli = ['--import', 'tsx', 'src/cli/main.ts'];

describe('social-sdk command', () => {
  it('runs the demo end to end against the embedded emulator, printing no secret', async () => {
    const { stdout } = await run(process.execPath, [...cli, 'demo'], { cwd: PACKAGE_ROOT, timeout: 60_000 });
    for (const line of [
      /native addon loaded \(randomness from getrandom\)/,
      /authorized; redirect URI http:\/\/127\.0\.0\.1:\d+\/callback/,
      /ID token verified: sub \d+, aud \d+/,
      /\[player\] event lobbyMemberAdded Player Two \(lobby \d+\)/,
      /\[rival\] event messageCreated: lobby message from Player One: "gg"/,
      /\[player\] event messageCreated: lobby message from Player Two: "one more round\?"/,
      /lobby history \(newest first\): "sure, same map", "one more round\?", "gg"/,
      /\[rival\] event messageCreated: direct message from Player One: "psst: same time tomorrow\?"/,
      /\[player\] event lobbyMemberRemoved Player Two \(lobby \d+\)/,
      /first deploy: create 4, update 0, delete 0, unchanged 0; daily creates spent 4/,
      /second deploy \(nothing changed\): create 0, update 0, delete 0, unchanged 4; daily creates spent 0/,
      /X-Service-Locale: de -> \/invite "Lade jemanden in deine Lobby ein"/,
      /refresh after revoke fails as expected: AuthorizationFailed/,
      /\/stats mode:ranked -> message "player: 12 wins in ranked games"/,
      /\/play map:"h" \(autocomplete\) -> choices harbor, hangar, highlands/,
      /demo complete/,
      // A success reads as one; the service's disclosure notice is not attributed to a player.
      /\[rival\] AcceptDiscordFriendRequest callback: succeeded/,
      /\[rival\] event messageCreated: the service's notice in the direct messages \(no player wrote it\): "Messages you send/,
    ]) {
      expect(stdout).toMatch(line);
    }
    expect(stdout).not.toMatch(/callback: None/);
    expect(stdout).not.toMatch(/direct message from Player One: "Messages you send/);
    // Tokens, codes and verifiers are long base64url strings; ids are digits. None may be printed.
    expect(
      stdout.match(/[A-Za-z0-9_-]*[A-Za-z_-][A-Za-z0-9_-]*/g)?.filter((word) => word.length >= 30) ?? [],
    ).toEqual([]);
  }, 90_000);

  it('starts the emulator on 127.0.0.1 and stops it on SIGTERM', async () => {
    const child = spawn(process.execPath, [...cli, 'emulator', '--port', '0'], { cwd: PACKAGE_ROOT });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Emulator listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`emulator exited early (${code}): ${output}`)));
    });
    const discovery = (await (await fetch(`${url}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
    };
    expect(discovery.issuer).toContain('127.0.0.1');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('explains unknown commands and bad emulator options', async () => {
    await expect(run(process.execPath, [...cli, 'nope'], { cwd: PACKAGE_ROOT })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown command "nope"'),
    });
    await expect(
      run(process.execPath, [...cli, 'emulator', '--port', 'x'], { cwd: PACKAGE_ROOT }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('--port: expected 0..65535, received "x"') });
  }, 60_000);

  it.each([
    ['demo', 'usage: social-sdk demo [--browser]'],
    ['native', 'usage: social-sdk native'],
    ['emulator', 'Usage: social-sdk emulator [options]'],
  ])(
    '%s answers --help with its usage and refuses unknown flags with exit status 2',
    async (name, usage) => {
      const help = await run(process.execPath, [...cli, name, '--help'], {
        cwd: PACKAGE_ROOT,
        timeout: 30_000,
      });
      expect(help.stdout.startsWith(usage)).toBe(true);
      expect(help.stdout).not.toMatch(/demo complete|Emulator listening/);
      await expect(
        run(process.execPath, [...cli, name, '--bogus'], { cwd: PACKAGE_ROOT, timeout: 30_000 }),
      ).rejects.toMatchObject({
        code: 2,
        stdout: '',
        // One wording for every subcommand.
        stderr: expect.stringMatching(
          new RegExp(`^social-sdk ${name}: unknown option "--bogus"\\nusage: social-sdk ${name}`),
        ),
      });
    },
    60_000,
  );

  it('refuses arguments a command does not take', async () => {
    await expect(
      run(process.execPath, [...cli, 'demo', 'extra'], { cwd: PACKAGE_ROOT, timeout: 30_000 }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Unexpected argument 'extra'") });
  }, 60_000);
});
