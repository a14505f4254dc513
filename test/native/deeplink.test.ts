/**
 * The addon's URI scheme registration on Linux, checked with Debian's real tools (xdg-mime, gio,
 * desktop-file-validate) in a throw-away XDG environment. The e2e test launches the handler for real.
 */
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createXdgSandbox } from '../deeplink/xdgSandbox.js';
import { requireTools } from '../support/systemTools.js';
import { realAddon } from './helpers.js';

const sandbox = createXdgSandbox('social-sdk-native-deeplink-');
afterAll(() => sandbox.dispose());
const addon = realAddon();

/** An executable that exists: GLib ignores desktop entries whose program cannot be found. */
const PROGRAM = process.execPath;
const base = { command: PROGRAM, displayName: 'Test Game' };

describe.runIf(process.platform === 'linux')('registerUriScheme on Linux (xdg)', () => {
  afterEach(() => {
    for (const scheme of ['discord-1234', 'sdk-test', 'other-test']) addon.unregisterUriScheme(scheme);
  });

  it('reports its backend', () => {
    expect(addon.uriSchemeBackend).toBe('xdg-desktop-entry');
  });

  it('writes a valid desktop entry and makes it the default that xdg-mime and gio report', async (ctx) => {
    requireTools(ctx, ['desktop-file-validate', 'xdg-mime', 'gio']);
    const result = addon.registerUriScheme({ ...base, scheme: 'discord-1234', args: ['/opt/game/main.js'] });
    const desktopFile = join(sandbox.applicationsDir, 'social-sdk-discord-1234.desktop');
    expect(result).toEqual({
      scheme: 'discord-1234',
      command: `${PROGRAM} /opt/game/main.js %u`,
      location: desktopFile,
    });
    const content = readFileSync(desktopFile, 'utf8');
    expect(content).toContain('\nType=Application\n');
    expect(content).toContain('\nName=Test Game\n');
    expect(content).toContain(`\nExec=${PROGRAM} /opt/game/main.js %u\n`);
    expect(content).toContain('\nNoDisplay=true\n');
    expect(content).toContain('\nMimeType=x-scheme-handler/discord-1234;\n');
    expect(readFileSync(sandbox.mimeappsList, 'utf8')).toBe(
      '[Default Applications]\nx-scheme-handler/discord-1234=social-sdk-discord-1234.desktop;\n',
    );

    const validate = await sandbox.run('desktop-file-validate', [desktopFile]);
    expect(validate, validate.stdout + validate.stderr).toMatchObject({ code: 0, stdout: '' });
    const xdg = await sandbox.run('xdg-mime', ['query', 'default', 'x-scheme-handler/discord-1234']);
    expect(xdg.stdout.trim()).toBe('social-sdk-discord-1234.desktop');
    const gio = await sandbox.run('gio', ['mime', 'x-scheme-handler/discord-1234']);
    expect(gio.stdout).toMatch(
      /Default application for .x-scheme-handler\/discord-1234.: social-sdk-discord-1234\.desktop/,
    );
    expect(addon.queryUriScheme('discord-1234')).toBe(result.command);
  });

  it('quotes Exec arguments per the Desktop Entry spec (spaces, quotes, $, `, %, backslash)', async (ctx) => {
    requireTools(ctx, ['desktop-file-validate']);
    const args = ['/opt/my game/main.js', 'say "hi"', '$HOME', '`id`', '100%', 'C:\\dir\\', "it's", ''];
    const result = addon.registerUriScheme({ ...base, scheme: 'sdk-test', args });
    // Arguments with reserved characters are quoted (backslash before " ` $ \), % is doubled, then the
    // string escape doubles every backslash. Plain arguments stay unquoted (xdg-mime 1.1.3 needs that).
    const expectedExec =
      `${PROGRAM} "/opt/my game/main.js" "say \\"hi\\"" "\\$HOME" "\\\`id\\\`" 100%% ` +
      `"C:\\\\dir\\\\" "it's" "" %u`;
    expect(result.command).toBe(expectedExec);
    const line = readFileSync(result.location, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Exec='));
    expect(line).toBe(`Exec=${expectedExec.replaceAll('\\', '\\\\')}`);
    const validate = await sandbox.run('desktop-file-validate', [result.location]);
    expect(validate.code, validate.stdout).toBe(0);
  });

  it('leaves the URL out of Exec when appendUrl is false (a command that opens one fixed URL)', async (ctx) => {
    requireTools(ctx, ['desktop-file-validate', 'xdg-mime']);
    const result = addon.registerUriScheme({
      ...base,
      scheme: 'discord-1234',
      args: ['steam://rungameid/570'],
      appendUrl: false,
    });
    expect(result.command).toBe(`${PROGRAM} steam://rungameid/570`);
    expect(readFileSync(result.location, 'utf8')).toContain(`\nExec=${PROGRAM} steam://rungameid/570\n`);
    const validate = await sandbox.run('desktop-file-validate', [result.location]);
    expect(validate, validate.stdout + validate.stderr).toMatchObject({ code: 0, stdout: '' });
    const xdg = await sandbox.run('xdg-mime', ['query', 'default', 'x-scheme-handler/discord-1234']);
    expect(xdg.stdout.trim()).toBe('social-sdk-discord-1234.desktop');
    expect(addon.queryUriScheme('discord-1234')).toBe(result.command);
    // true is the default: the URL is appended again.
    expect(addon.registerUriScheme({ ...base, scheme: 'discord-1234', appendUrl: true }).command).toBe(
      `${PROGRAM} %u`,
    );
  });

  it('keeps every other line of mimeapps.list and restores it byte for byte on unregister', async (ctx) => {
    requireTools(ctx, ['xdg-mime']);
    const original = [
      '# my settings',
      '[Added Associations]',
      'x-scheme-handler/sdk-test=other.desktop;',
      '',
      '[Default Applications]',
      'text/html=firefox.desktop;',
      'x-scheme-handler/sdk-test = other.desktop;fallback.desktop;',
      'x-scheme-handler/mailto=thunderbird.desktop;',
      '',
      '[Removed Associations]',
      'image/png=gimp.desktop;',
    ].join('\n'); // no final newline: kept as it is
    mkdirSync(sandbox.configHome, { recursive: true });
    writeFileSync(sandbox.mimeappsList, original);
    const other = join(sandbox.applicationsDir, 'other.desktop');
    mkdirSync(sandbox.applicationsDir, { recursive: true });
    const otherEntry = `[Desktop Entry]\nType=Application\nName=Other\nExec=${PROGRAM} %u\nMimeType=x-scheme-handler/sdk-test;\n`;
    writeFileSync(other, otherEntry);
    const before = sandbox.snapshot();

    addon.registerUriScheme({ ...base, scheme: 'sdk-test' });
    expect(readFileSync(sandbox.mimeappsList, 'utf8')).toBe(
      original.replace(
        'x-scheme-handler/sdk-test = other.desktop;fallback.desktop;',
        'x-scheme-handler/sdk-test=social-sdk-sdk-test.desktop;other.desktop;fallback.desktop;',
      ),
    );
    const xdg = await sandbox.run('xdg-mime', ['query', 'default', 'x-scheme-handler/sdk-test']);
    expect(xdg.stdout.trim()).toBe('social-sdk-sdk-test.desktop');
    // Registering again changes nothing.
    const once = sandbox.snapshot();
    addon.registerUriScheme({ ...base, scheme: 'sdk-test' });
    expect(sandbox.snapshot()).toEqual(once);

    expect(addon.unregisterUriScheme('sdk-test')).toBe(true);
    expect(
      readFileSync(sandbox.mimeappsList, 'utf8').replace(
        'x-scheme-handler/sdk-test=other.desktop;fallback.desktop;',
        'x-scheme-handler/sdk-test = other.desktop;fallback.desktop;',
      ),
    ).toBe(original);
    expect(addon.queryUriScheme('sdk-test')).toBe(`${PROGRAM} %u`);
    const after = await sandbox.run('xdg-mime', ['query', 'default', 'x-scheme-handler/sdk-test']);
    expect(after.stdout.trim()).toBe('other.desktop');
    expect(readFileSync(other, 'utf8')).toBe(otherEntry);
    expect([...sandbox.snapshot().keys()].sort()).toEqual([...before.keys()].sort());
  });

  it('unregister removes exactly what register wrote, and nothing when nothing was registered', () => {
    const before = sandbox.snapshot();
    expect(addon.unregisterUriScheme('other-test')).toBe(false);
    expect(sandbox.snapshot()).toEqual(before);
    addon.registerUriScheme({ ...base, scheme: 'other-test', desktopId: 'com.example.Game-links.desktop' });
    expect(lstatSync(join(sandbox.applicationsDir, 'com.example.Game-links.desktop')).isFile()).toBe(true);
    expect(addon.queryUriScheme('OTHER-test')).toBe(`${PROGRAM} %u`);
    expect(addon.unregisterUriScheme('Other-Test')).toBe(true);
    expect(addon.queryUriScheme('other-test')).toBeNull();
    const after = sandbox.snapshot();
    // mimeapps.list may now exist without our line; everything else is as before.
    const mimeapps = 'config/mimeapps.list';
    if (!before.has(mimeapps)) {
      expect(after.get(mimeapps) ?? '').not.toContain('other-test');
      after.delete(mimeapps);
    }
    expect(after).toEqual(before);
  });

  it('never overwrites a desktop file it did not write', () => {
    mkdirSync(sandbox.applicationsDir, { recursive: true });
    const foreign = join(sandbox.applicationsDir, 'social-sdk-sdk-test.desktop');
    writeFileSync(foreign, '[Desktop Entry]\nType=Application\nName=Mine\nExec=/bin/true\n');
    expect(() => addon.registerUriScheme({ ...base, scheme: 'sdk-test' })).toThrow(
      /exists and was not written by social-sdk for the scheme sdk-test/,
    );
    expect(readFileSync(foreign, 'utf8')).toContain('Name=Mine');
    expect(addon.unregisterUriScheme('sdk-test')).toBe(false);
    expect(readFileSync(foreign, 'utf8')).toContain('Name=Mine');
    rmSync(foreign);
  });

  it('never hides a system desktop entry behind a user one with the same ID', () => {
    const system = join(sandbox.systemData, 'applications', 'com.example.Game.desktop');
    writeFileSync(system, `[Desktop Entry]\nType=Application\nName=Game\nExec=${PROGRAM}\n`);
    const before = sandbox.snapshot();
    expect(() =>
      addon.registerUriScheme({ ...base, scheme: 'other-test', desktopId: 'com.example.Game' }),
    ).toThrow(`the desktop file ID com.example.Game is taken by ${system}`);
    expect(sandbox.snapshot()).toEqual(before);
    rmSync(system);
  });

  it('follows a symlinked mimeapps.list instead of replacing the link', () => {
    const target = join(sandbox.root, 'dotfiles-mimeapps.list');
    writeFileSync(target, '[Default Applications]\ntext/plain=vim.desktop;\n');
    const saved = readFileSync(sandbox.mimeappsList, 'utf8');
    rmSync(sandbox.mimeappsList);
    symlinkSync(target, sandbox.mimeappsList);
    try {
      addon.registerUriScheme({ ...base, scheme: 'other-test' });
      expect(readlinkSync(sandbox.mimeappsList)).toBe(target);
      expect(readFileSync(target, 'utf8')).toBe(
        '[Default Applications]\ntext/plain=vim.desktop;\nx-scheme-handler/other-test=social-sdk-other-test.desktop;\n',
      );
    } finally {
      addon.unregisterUriScheme('other-test');
      rmSync(sandbox.mimeappsList);
      writeFileSync(sandbox.mimeappsList, saved);
    }
    expect(readFileSync(target, 'utf8')).toBe('[Default Applications]\ntext/plain=vim.desktop;\n');
  });

  it('refuses a mimeapps.list that is not a regular file without hanging, and rolls back', async (ctx) => {
    requireTools(ctx, ['mkfifo']);
    const saved = readFileSync(sandbox.mimeappsList, 'utf8');
    rmSync(sandbox.mimeappsList);
    const fifo = await sandbox.run('mkfifo', [sandbox.mimeappsList]);
    expect(fifo.code).toBe(0);
    try {
      const before = sandbox.snapshot();
      expect(() => addon.registerUriScheme({ ...base, scheme: 'other-test' })).toThrow(
        `registerUriScheme: ${sandbox.mimeappsList} is not a regular file`,
      );
      expect(sandbox.snapshot()).toEqual(before); // the desktop file written first is gone again
    } finally {
      rmSync(sandbox.mimeappsList);
      writeFileSync(sandbox.mimeappsList, saved);
    }
  });

  it('reports OS failures as Errors with the OS error text', () => {
    // A data directory below a regular file fails with ENOTDIR, for root too.
    const file = join(sandbox.root, 'not-a-directory');
    writeFileSync(file, '');
    process.env.XDG_DATA_HOME = join(file, 'share');
    try {
      expect(() => addon.registerUriScheme({ ...base, scheme: 'other-test' })).toThrow(
        `registerUriScheme: mkdir ${file}/share failed: Not a directory`,
      );
    } finally {
      process.env.XDG_DATA_HOME = sandbox.dataHome;
    }
  });
});

describe('argument checks (before anything is written)', () => {
  let before: Map<string, string>;
  beforeEach(() => {
    before = sandbox.snapshot();
  });
  afterEach(() => {
    expect(sandbox.snapshot()).toEqual(before);
  });

  const maliciousSchemes = [
    'a"b',
    'ab\\c',
    "ab'c",
    'x;rm -rf ~',
    '../../etc/passwd',
    'ab/cd',
    'ab cd',
    'ab\ncd',
    'ab\0cd',
    'ab%u',
    'ab:',
    '1abc',
    '-ab',
    '+ab',
    'é-scheme',
    '',
    'a',
    'a'.repeat(65),
  ];
  it.each(maliciousSchemes)('refuses the scheme %j', (scheme) => {
    expect(() => addon.registerUriScheme({ ...base, scheme })).toThrow(RangeError);
    expect(() => addon.unregisterUriScheme(scheme)).toThrow(RangeError);
    expect(() => addon.queryUriScheme(scheme)).toThrow(RangeError);
  });

  it('names the offending character without echoing the rest', () => {
    expect(() => addon.registerUriScheme({ ...base, scheme: 'ab"cd' })).toThrow(
      `registerUriScheme(options.scheme): '"' at position 2 is not allowed; a scheme is a letter followed by letters, digits, '+', '-' or '.' (RFC 3986)`,
    );
    expect(() => addon.registerUriScheme({ ...base, scheme: 'ab\ncd' })).toThrow(/byte 0x0a at position 2/);
  });

  const bad: Array<[string, unknown, RegExp, ErrorConstructor]> = [
    ['no options', undefined, /options\): expected an object, received undefined/, TypeError],
    ['an array', [], /expected an object, received array/, TypeError],
    [
      'a scheme number',
      { ...base, scheme: 12 },
      /options\.scheme\): expected a string, received number/,
      TypeError,
    ],
    ['an unknown option', { ...base, scheme: 'ab', exe: '/x' }, /unknown option 'exe'/, TypeError],
    [
      'a missing command',
      { scheme: 'ab', displayName: 'x' },
      /options\.command\): expected a string, received undefined/,
      TypeError,
    ],
    [
      'a relative command',
      { ...base, scheme: 'ab', command: 'bin/game' },
      /must be an absolute path/,
      RangeError,
    ],
    [
      'an empty command',
      { ...base, scheme: 'ab', command: '' },
      /options\.command\): must not be empty/,
      RangeError,
    ],
    [
      'a command with NUL',
      { ...base, scheme: 'ab', command: '/bin/x\0y' },
      /control characters.*byte 0x00/,
      RangeError,
    ],
    [
      'a command with a newline',
      { ...base, scheme: 'ab', command: '/bin/x\nExec=evil' },
      /byte 0x0a/,
      RangeError,
    ],
    [
      'args not an array',
      { ...base, scheme: 'ab', args: '--x' },
      /options\.args\): expected an array of strings/,
      TypeError,
    ],
    [
      'a non-string arg',
      { ...base, scheme: 'ab', args: ['ok', 3] },
      /options\.args\)\[1\]: expected a string/,
      TypeError,
    ],
    [
      'an arg with a newline',
      { ...base, scheme: 'ab', args: ['a\nMimeType=text/html'] },
      /args\)\[0\]: control/,
      RangeError,
    ],
    ['an arg with a tab', { ...base, scheme: 'ab', args: ['a\tb'] }, /byte 0x09/, RangeError],
    ['65 args', { ...base, scheme: 'ab', args: Array(65).fill('x') }, /at most 64 arguments/, RangeError],
    ['a huge arg', { ...base, scheme: 'ab', args: ['x'.repeat(4097)] }, /at most 4096 bytes/, RangeError],
    [
      'an empty display name',
      { ...base, scheme: 'ab', displayName: '' },
      /displayName\): must not be empty/,
      RangeError,
    ],
    ['a display name with CR', { ...base, scheme: 'ab', displayName: 'a\rb' }, /byte 0x0d/, RangeError],
    [
      'appendUrl not a boolean',
      { ...base, scheme: 'ab', appendUrl: 'no' },
      /options\.appendUrl\): expected a boolean, received string/,
      TypeError,
    ],
    [
      'a desktopId with a slash',
      { ...base, scheme: 'ab', desktopId: '../evil' },
      /must not start with/,
      RangeError,
    ],
    [
      'a desktopId with a space',
      { ...base, scheme: 'ab', desktopId: 'a b' },
      /' ' is not allowed/,
      RangeError,
    ],
    [
      'a desktopId with a slash inside',
      { ...base, scheme: 'ab', desktopId: 'a/b' },
      /'\/' is not allowed/,
      RangeError,
    ],
    [
      'a desktopId number',
      { ...base, scheme: 'ab', desktopId: 5 },
      /desktopId\): expected a string/,
      TypeError,
    ],
  ];
  it.each(bad)('refuses %s', (_name, options, message, type) => {
    expect(() => (addon.registerUriScheme as (o: unknown) => unknown)(options)).toThrow(type);
    expect(() => (addon.registerUriScheme as (o: unknown) => unknown)(options)).toThrow(message);
  });

  it('refuses missing and non-string scheme arguments of unregister and query', () => {
    expect(() => (addon.unregisterUriScheme as () => unknown)()).toThrow(TypeError);
    expect(() => (addon.queryUriScheme as (s: unknown) => unknown)(null)).toThrow(
      'queryUriScheme(scheme): expected a string, received null',
    );
  });
});
