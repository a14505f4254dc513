import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/args.js';
import { VALIDATE_CLI } from '../../src/cli/commandsValidate.js';
import { EmulatorUsageError, parseEmulatorArgs, runEmulatorFromArgs } from '../../src/cli/emulator.js';
import { startEmulator } from '../../src/emulator/index.js';
import { useTempDir } from './helpers.js';

const temp = useTempDir('emulator-cli-');

describe('emulator command line', () => {
  it('parses options, with values inline or separate', () => {
    expect(
      parseEmulatorArgs(['--port', '8080', '--data=state.json', '--seed', '3', '--no-rate-limits']),
    ).toEqual({
      port: 8080,
      dataFile: 'state.json',
      seed: 3,
      fixturesFile: undefined,
      rateLimits: false,
      help: false,
    });
  });

  it('--voice-dave: required or allowed (DAVE), else an error naming the flag', () => {
    expect(parseEmulatorArgs(['--voice-dave', 'allowed']).voiceDave).toBe('allowed');
    expect(parseEmulatorArgs(['--voice-dave=required']).voiceDave).toBe('required');
    expect(parseEmulatorArgs([]).voiceDave).toBeUndefined();
    expect(() => parseEmulatorArgs(['--voice-dave', 'off'])).toThrow(
      /--voice-dave: expected required or allowed/,
    );
  });

  it('refuses bad options with a message naming them', () => {
    expect(() => parseEmulatorArgs(['--port', '70000'])).toThrow(/--port: expected 0..65535/);
    expect(() => parseEmulatorArgs(['--port'])).toThrow(/--port: a value is required/);
    expect(() => parseEmulatorArgs(['--seed', '-1'])).toThrow(EmulatorUsageError);
    expect(() => parseEmulatorArgs(['--host', '0.0.0.0'])).toThrow(/^unknown option "--host"$/);
    // The same wording as every other subcommand's, with a near flag when there is one.
    expect(() => parseEmulatorArgs(['--prot', '1'])).toThrow(
      /^unknown option "--prot" \(did you mean "--port"\?\)$/,
    );
    expect(() => parseCommandArgs(VALIDATE_CLI, ['--jsn', 'a.json'])).toThrow(
      /^unknown option "--jsn" \(did you mean "--json"\?\)$/,
    );
    expect(() => parseCommandArgs(VALIDATE_CLI, ['--scope=x', '--bogus=1'])).toThrow(
      /^unknown option "--bogus"$/,
    );
  });

  it('starts with the demo fixtures, prints ids but no secrets, and serves the API', async () => {
    const lines: string[] = [];
    const emulator = await runEmulatorFromArgs(['--port', '0'], {
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
    });
    try {
      expect(emulator).toBeDefined();
      const text = lines.join('\n');
      expect(text).toContain(`Emulator listening on ${emulator?.url}`);
      expect(text).toMatch(/Application \d+ "Demo Game" \(public client\)/);
      expect(text).toMatch(/User \d+ @player/);
      expect(text).toContain(`Console:  ${emulator?.url}/_emulator/ui`);
      const app = [...(emulator?.server.emulator.store.applications.values() ?? [])][0];
      expect(text).not.toContain(app?.botToken);
      expect(text).not.toContain(app?.clientSecret);
      const res = await fetch(`${emulator?.url}/api/v10/users/@me`, {
        headers: { authorization: `Bot ${app?.botToken}` },
      });
      expect(res.status).toBe(200);
    } finally {
      await emulator?.close();
    }
  });

  it('a port in use: says so, and to pick another or --port 0 (the CLI and startEmulator alike)', async () => {
    const io = { out: () => undefined, err: () => undefined };
    const first = await runEmulatorFromArgs(['--port', '0'], io);
    try {
      const port = String(first?.port);
      const error = await runEmulatorFromArgs(['--port', port], io).catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect((error as NodeJS.ErrnoException).code).toBe('EADDRINUSE');
      expect((error as Error).message).toBe(
        `the emulator cannot listen on 127.0.0.1:${port}: the port is in use by another process: pick another port, or 0 for a free one (startEmulator({ port: 0 }); social-sdk emulator --port 0) and read the chosen one from the url`,
      );
      await expect(startEmulator({ port: Number(port) })).rejects.toThrow(/in use by another process/);
    } finally {
      await first?.close();
    }
  });

  it('--fixtures reads a JSON seed; --help prints usage and starts nothing', async () => {
    const file = temp('fixtures.json');
    await writeFile(file, JSON.stringify({ users: [{ id: '77', username: 'from-file' }] }));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const emulator = await runEmulatorFromArgs(['--fixtures', file], io);
    await emulator?.close();
    expect(lines.join('\n')).toContain('User 77 @from-file');
    expect(await runEmulatorFromArgs(['--help'], io)).toBeUndefined();
    expect(lines.at(-1)).toContain('Usage: social-sdk emulator');
    await writeFile(file, '[1]');
    await expect(runEmulatorFromArgs(['--fixtures', file], io)).rejects.toThrow(/not a JSON object/);
  });

  it('says at start-up when the control API is open to every local process (issue 32)', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    const emulator = await runEmulatorFromArgs(['--port', '0'], io, {});
    await emulator?.close();
    expect(err.join('\n')).toContain('the control API has no token: any process on this machine can read');
    expect(err.join('\n')).toContain('--control-token-file FILE');
  });

  it('takes the control token from a file or from SOCIAL_SDK_CONTROL_TOKEN, not only from argv', async () => {
    const file = temp('control-token');
    await writeFile(file, 'control-token-from-a-file\n');
    for (const [argv, env, token] of [
      [['--control-token-file', file], {}, 'control-token-from-a-file'],
      [[], { SOCIAL_SDK_CONTROL_TOKEN: 'control-token-from-the-env' }, 'control-token-from-the-env'],
    ] as const) {
      const lines: string[] = [];
      const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
      const emulator = await runEmulatorFromArgs(['--port', '0', ...argv], io, env);
      try {
        expect(lines.join('\n')).not.toContain('Warning');
        expect(lines.join('\n')).not.toContain(token);
        const open = await fetch(`${emulator?.url}/_emulator/state`);
        expect(open.status).toBe(401);
        const guarded = await fetch(`${emulator?.url}/_emulator/state`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(guarded.status).toBe(200);
      } finally {
        await emulator?.close();
      }
    }
  });

  it('names the file when the control token file cannot be read, and refuses two sources', async () => {
    const io = { out: () => undefined, err: () => undefined };
    await expect(runEmulatorFromArgs(['--control-token-file', temp('missing')], io, {})).rejects.toThrow(
      /--control-token-file: cannot read .*missing \(ENOENT\)/,
    );
    await expect(
      runEmulatorFromArgs(['--control-token-file', temp('missing'), '--control-token', 'x'], io, {}),
    ).rejects.toThrow(/give one --control-token\* option/);
  });
});

describe('emulator command line: --desktop-app', () => {
  it('plays the Discord app signed in as the named user, in the folder given, and refuses an unknown user', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-desktop-app-'));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const emulator = await runEmulatorFromArgs(['--desktop-app', 'player', '--desktop-app-dir', dir], io);
    try {
      expect(lines.join('\n')).toContain(
        `Desktop app: ${join(dir, 'discord-ipc-0')} (the Discord app, signed in as @player)`,
      );
      expect(emulator?.control.desktopApp.list().map((app) => app.dir)).toEqual([dir]);
    } finally {
      await emulator?.close();
      await rm(dir, { recursive: true, force: true });
    }
    await expect(runEmulatorFromArgs(['--desktop-app', 'nobody'], io)).rejects.toThrow(
      /--desktop-app: no user "nobody"/,
    );
    await expect(runEmulatorFromArgs(['--desktop-app-dir', dir], io)).rejects.toThrow(
      /give --desktop-app USER too/,
    );
  });
});
