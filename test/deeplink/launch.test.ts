/**
 * Launch registration on Linux, through the Client facade and the deeplink functions, checked with the
 * real freedesktop tools (desktop-file-validate, xdg-mime, gio) in a throw-away XDG environment: what is
 * written for a command, for an empty command and for Steam; hostile commands refused with nothing
 * written or escaped; OS refusals reported as false with the reason in the client's log.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../../src/client/Client.js';
import { registerLaunchCommand, registerLaunchSteamApplication } from '../../src/deeplink/launch.js';
import { defaultLaunchCommand, queryScheme, unregisterScheme } from '../../src/deeplink/register.js';
import { requireTools } from '../support/systemTools.js';
import { createXdgSandbox } from './xdgSandbox.js';

const sandbox = createXdgSandbox('social-sdk-launch-');
afterAll(() => sandbox.dispose());

const APP_ID = '1234567890';
const SCHEME = `discord-${APP_ID}`;
const DESKTOP_FILE = () => join(sandbox.applicationsDir, `social-sdk-${SCHEME}.desktop`);
const PROGRAM = process.execPath;

function execLine(path: string): string | undefined {
  return readFileSync(path, 'utf8')
    .split('\n')
    .find((line) => line.startsWith('Exec='));
}

/** A client whose diagnostic lines are kept. */
function clientWithLog(): { client: Client; lines: string[] } {
  const lines: string[] = [];
  return { client: new Client({ log: (line) => lines.push(line) }), lines };
}

describe.runIf(process.platform === 'linux')('launch registration on Linux (xdg)', () => {
  afterEach(() => {
    unregisterScheme(APP_ID);
  });

  it('RegisterLaunchCommand writes the command the tools agree on, the link appended as %u', async (ctx) => {
    requireTools(ctx, ['desktop-file-validate', 'xdg-mime', 'gio']);
    const { client, lines } = clientWithLog();
    const command = `${PROGRAM} '/opt/My Game/main.js' --name="say \\"hi\\"" --mode=full`;
    expect(client.RegisterLaunchCommand(APP_ID, command)).toBe(true);
    expect(client.RegisterLaunchCommand(BigInt(APP_ID), command)).toBe(true);
    expect(lines).toEqual([]);

    const exec = `${PROGRAM} "/opt/My Game/main.js" "--name=say \\"hi\\"" --mode=full %u`;
    expect(queryScheme(APP_ID)).toBe(exec);
    const content = readFileSync(DESKTOP_FILE(), 'utf8');
    expect(content).toContain(`\nName=${SCHEME} game launcher\n`);
    expect(content).toContain(`\nMimeType=x-scheme-handler/${SCHEME};\n`);
    expect(execLine(DESKTOP_FILE())).toBe(`Exec=${exec.replaceAll('\\', '\\\\')}`);
    const validate = await sandbox.run('desktop-file-validate', [DESKTOP_FILE()]);
    expect(validate, validate.stdout + validate.stderr).toMatchObject({ code: 0, stdout: '' });
    const xdg = await sandbox.run('xdg-mime', ['query', 'default', `x-scheme-handler/${SCHEME}`]);
    expect(xdg.stdout.trim()).toBe(`social-sdk-${SCHEME}.desktop`);
    const gio = await sandbox.run('gio', ['mime', `x-scheme-handler/${SCHEME}`]);
    expect(gio.stdout).toContain(`social-sdk-${SCHEME}.desktop`);
  });

  it('an empty command registers this program, as registerScheme does by default', () => {
    const registration = registerLaunchCommand(APP_ID, '');
    const { command, args } = defaultLaunchCommand();
    expect(registration.scheme).toBe(SCHEME);
    expect(registration.command.startsWith(`${command} `)).toBe(true);
    expect(registration.command.endsWith(' %u')).toBe(true);
    // Every argument of this program is there (quoted where the spec needs it).
    for (const arg of args) expect(registration.command).toContain(arg.replace(/["`$\\]/g, '\\$&'));
    expect(registerLaunchCommand(APP_ID, '   ').command).toBe(registration.command);
  });

  it('escapes % field codes and shell characters instead of letting them act', async (ctx) => {
    requireTools(ctx, ['desktop-file-validate']);
    const registration = registerLaunchCommand(APP_ID, `${PROGRAM} %u %f %% 100% $HOME \`id\` ';' a|b`);
    expect(registration.command).toBe(`${PROGRAM} %%u %%f %%%% 100%% "\\$HOME" "\\\`id\\\`" ";" "a|b" %u`);
    const validate = await sandbox.run('desktop-file-validate', [registration.location]);
    expect(validate.code, validate.stdout).toBe(0);
  });

  describe('hostile commands are refused with nothing written', () => {
    let before: Map<string, string>;
    beforeEach(() => {
      before = sandbox.snapshot();
    });
    afterEach(() => {
      expect(sandbox.snapshot()).toEqual(before);
    });

    it.each([
      ['a newline', `${PROGRAM} x\nExec=/bin/sh`, RangeError, /0x0a found at character/],
      ['NUL', `${PROGRAM}\0--x`, RangeError, /0x00 found at character/],
      ['64 KB', `${PROGRAM} ${'x'.repeat(65536)}`, RangeError, /at most 32767 characters/],
      ['an unbalanced quote', `${PROGRAM} "x`, RangeError, /never closed/],
      ['a relative program', 'game --x', RangeError, /must be an absolute path; PATH is not searched/],
      ['an argument over 4096 bytes', `${PROGRAM} ${'x'.repeat(5000)}`, RangeError, /at most 4096 bytes/],
      ['not a string', 42, TypeError, /expected a string, received number/],
    ])('%s', (_name, command, type, message) => {
      const { client, lines } = clientWithLog();
      expect(() => client.RegisterLaunchCommand(APP_ID, command as string)).toThrow(type);
      expect(() => client.RegisterLaunchCommand(APP_ID, command as string)).toThrow(message);
      expect(lines).toEqual([]);
    });

    it('names the facade method and the argument', () => {
      const { client } = clientWithLog();
      expect(() => client.RegisterLaunchCommand(APP_ID, 'game')).toThrow(
        /^RegisterLaunchCommand\(command\): /,
      );
      expect(() => client.RegisterLaunchCommand('12ab', PROGRAM)).toThrow(
        /^RegisterLaunchCommand\(applicationId\): expected a snowflake/,
      );
      expect(() => registerLaunchCommand(APP_ID, 'game')).toThrow(/^registerLaunchCommand\(command\): /);
    });

    it.each([
      [0, RangeError],
      [-1, RangeError],
      [1.5, RangeError],
      [2 ** 32, RangeError],
      [Number.NaN, RangeError],
      ['570', TypeError],
    ])('refuses the Steam app id %j', (steamAppId, type) => {
      const { client } = clientWithLog();
      expect(() => client.RegisterLaunchSteamApplication(APP_ID, steamAppId as number)).toThrow(type);
      expect(() => client.RegisterLaunchSteamApplication(APP_ID, steamAppId as number)).toThrow(
        /^RegisterLaunchSteamApplication\(steamAppId\): /,
      );
    });
  });

  it('RegisterLaunchSteamApplication opens steam://rungameid/<id> with xdg-open, without the link', async (ctx) => {
    requireTools(ctx, ['desktop-file-validate', 'xdg-mime', 'xdg-open']);
    const { client } = clientWithLog();
    expect(client.RegisterLaunchSteamApplication(APP_ID, 570)).toBe(true);
    const xdgOpen = (await sandbox.run('sh', ['-c', 'command -v xdg-open'])).stdout.trim();
    expect(queryScheme(APP_ID)).toBe(`${xdgOpen} steam://rungameid/570`);
    expect(readFileSync(DESKTOP_FILE(), 'utf8')).toContain(`\nName=${SCHEME} Steam launcher\n`);
    const validate = await sandbox.run('desktop-file-validate', [DESKTOP_FILE()]);
    expect(validate, validate.stdout + validate.stderr).toMatchObject({ code: 0, stdout: '' });
    const xdg = await sandbox.run('xdg-mime', ['query', 'default', `x-scheme-handler/${SCHEME}`]);
    expect(xdg.stdout.trim()).toBe(`social-sdk-${SCHEME}.desktop`);
    expect(registerLaunchSteamApplication(APP_ID, 4294967295).command).toBe(
      `${xdgOpen} steam://rungameid/4294967295`,
    );
  });

  it('an OS refusal is false, its reason in the log: a desktop file that is not ours', () => {
    mkdirSync(sandbox.applicationsDir, { recursive: true });
    const foreign = '[Desktop Entry]\nType=Application\nName=Other\nExec=/bin/true %u\n';
    writeFileSync(DESKTOP_FILE(), foreign);
    try {
      const { client, lines } = clientWithLog();
      expect(client.RegisterLaunchCommand(APP_ID, PROGRAM)).toBe(false);
      expect(client.RegisterLaunchSteamApplication(APP_ID, 570)).toBe(false);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(
        `launch registration failed: registerUriScheme: ${DESKTOP_FILE()} exists and was not written by social-sdk for the scheme ${SCHEME}; choose another desktopId or remove that file`,
      );
      expect(readFileSync(DESKTOP_FILE(), 'utf8')).toBe(foreign);
    } finally {
      unregisterScheme(APP_ID); // not ours: stays
      expect(readFileSync(DESKTOP_FILE(), 'utf8')).toBe(foreign);
      rmSync(DESKTOP_FILE());
    }
  });

  it('Steam without xdg-open on PATH is false, saying what is missing', () => {
    const path = process.env.PATH;
    process.env.PATH = join(sandbox.root, 'empty-bin');
    try {
      const { client, lines } = clientWithLog();
      expect(client.RegisterLaunchSteamApplication(APP_ID, 570)).toBe(false);
      expect(lines).toEqual([
        'launch registration failed: RegisterLaunchSteamApplication: xdg-open is not on PATH (Debian package xdg-utils); it opens the steam:// URL',
      ]);
    } finally {
      process.env.PATH = path;
    }
    expect(queryScheme(APP_ID)).toBeNull();
  });
});

describe('launch registration without the addon', () => {
  it('is false, the log saying that the native addon is needed', async () => {
    const module = pathToFileURL(join(import.meta.dirname, '..', '..', 'src', 'client', 'Client.ts')).href;
    const script = `const { Client } = await import(${JSON.stringify(module)});
const lines = [];
const client = new Client({ log: (line) => lines.push(line) });
console.log(JSON.stringify([client.RegisterLaunchCommand('1234', '/bin/true'), lines]));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        env: { ...process.env, SOCIAL_SDK_NATIVE: 'off', HOME: sandbox.home },
        cwd: join(import.meta.dirname, '..', '..'),
      },
    );
    expect(JSON.parse(stdout)).toEqual([
      false,
      [
        'launch registration failed: URI scheme registration needs the social-sdk native addon: disabled by SOCIAL_SDK_NATIVE=off',
      ],
    ]);
  });
});
