/**
 * URI scheme registration in the Windows registry by the cross-built addon, under Wine: what it writes
 * (read back with reg.exe, not with the addon), hostile program paths and arguments, unregistering only
 * what it wrote, never taking over another program's registration, and queryUriScheme reading the user's
 * classes over the machine's as HKEY_CLASSES_ROOT does on Windows (Wine's HKCR shows the machine's only).
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { loadAddon } from '../../src/native/loader.js';
import { regAdd, regDeleteAll, regExport, regQuery } from './support/registry.js';
import './support/lingering.js';

const { addon, status } = loadAddon();
if (addon === undefined) throw new Error(`the Windows addon did not load: ${status.error ?? ''}`);

const USER_CLASSES = 'HKEY_CURRENT_USER\\Software\\Classes';
const MACHINE_CLASSES = 'HKEY_LOCAL_MACHINE\\Software\\Classes';
const SCHEMES = [
  'discord-1234567890',
  'sdk-wine-case',
  'sdk-wine-hostile',
  'sdk-wine-refused',
  'sdk-wine-long',
  'sdk-wine-extra',
  'sdk-wine-foreign',
  'sdk-wine-machine',
];

/** The tree registerUriScheme writes, as reg export shows it. */
function expectedTree(scheme: string, displayName: string, command: string): Record<string, object> {
  const key = `${USER_CLASSES}\\${scheme}`;
  return {
    [key]: { '': `URL:${displayName}`, 'URL Protocol': '', SocialSdkScheme: scheme },
    [`${key}\\shell`]: {},
    [`${key}\\shell\\open`]: {},
    [`${key}\\shell\\open\\command`]: { '': command },
  };
}

/** A URL handler registered by another program, the way installers write one, at `key`. */
function writeOtherProgram(key: string, command: string): void {
  regAdd(key, undefined, 'URL:Another program');
  regAdd(key, 'URL Protocol', '');
  regAdd(`${key}\\shell\\open\\command`, undefined, command);
}

describe('registerUriScheme in the Windows registry', () => {
  afterEach(() => {
    regDeleteAll(
      SCHEMES.flatMap((scheme) => [`${USER_CLASSES}\\${scheme}`, `${MACHINE_CLASSES}\\${scheme}`]),
    );
  });

  it('reports its backend', () => {
    assert.equal(addon.uriSchemeBackend, 'windows-registry');
  });

  it('the issue: queryUriScheme returns the command right after registering it (was null)', (t) => {
    const registration = addon.registerUriScheme({
      scheme: 'discord-1234567890',
      command: 'C:\\Games\\My Game\\game.exe',
      args: ['--from', 'a "quoted" arg'],
      displayName: 'My Game',
    });
    const command = '"C:\\Games\\My Game\\game.exe" "--from" "a \\"quoted\\" arg" "%1"';
    assert.deepEqual(registration, {
      scheme: 'discord-1234567890',
      command,
      location: `${USER_CLASSES}\\discord-1234567890`,
    });
    assert.equal(addon.queryUriScheme('discord-1234567890'), command);

    // reg query, as in the issue, and reg export for the exact tree.
    const text = regQuery(`${USER_CLASSES}\\discord-1234567890`) ?? '';
    assert.match(text, /^ {4}\(Default\) {4}REG_SZ {4}URL:My Game\r$/m);
    assert.match(text, /^ {4}URL Protocol {4}REG_SZ {4}\r$/m);
    assert.match(text, /^ {4}SocialSdkScheme {4}REG_SZ {4}discord-1234567890\r$/m);
    assert.ok(text.includes(`    (Default)    REG_SZ    ${command}\r\n`), text);
    assert.deepEqual(
      regExport(`${USER_CLASSES}\\discord-1234567890`),
      expectedTree('discord-1234567890', 'My Game', command),
    );
    // Why it was null: Wine's HKEY_CLASSES_ROOT is the machine's classes alone (Wine bug 14771), and the
    // query used to read through it. Reported, not asserted: the SDK no longer depends on it.
    const hkcr = regQuery('HKEY_CLASSES_ROOT\\discord-1234567890');
    t.diagnostic(`Wine's HKCR ${hkcr === undefined ? 'does not show' : 'shows'} the per-user registration`);
  });

  it('stores the scheme lowercased and finds it whatever the case asked', () => {
    const registration = addon.registerUriScheme({
      scheme: 'SDK-Wine-Case',
      command: 'C:\\Game\\game.exe',
      displayName: 'Case',
    });
    assert.equal(registration.scheme, 'sdk-wine-case');
    assert.equal(registration.location, `${USER_CLASSES}\\sdk-wine-case`);
    assert.equal(addon.queryUriScheme('SDK-WINE-CASE'), '"C:\\Game\\game.exe" "%1"');
  });

  it('quotes hostile program paths and arguments so that argv parsing gives them back', () => {
    const program = 'C:\\Program Files (x86)\\Spiele & Co ✓ 日本\\Über game!^.exe';
    const args = [
      'a "quoted" arg',
      'C:\\dir with space\\',
      'back\\\\"slash',
      '',
      'ünï ✓ 😀 日本',
      '& | < > ^ ! ( ) ; ,',
      "--name='x y'",
      'plain',
    ];
    const registration = addon.registerUriScheme({
      scheme: 'sdk-wine-hostile',
      command: program,
      args,
      displayName: 'Spiel ✓ "eins"',
    });
    // The program is quoted as is (it cannot contain '"'); in arguments, backslashes are literal except
    // in front of a quote, where they are doubled and the quote escaped; a trailing backslash is doubled
    // before the closing quote. The shell replaces "%1" with the URL.
    const command = [
      `"${program}"`,
      '"a \\"quoted\\" arg"',
      '"C:\\dir with space\\\\"',
      '"back\\\\\\\\\\"slash"',
      '""',
      '"ünï ✓ 😀 日本"',
      '"& | < > ^ ! ( ) ; ,"',
      `"--name='x y'"`,
      '"plain"',
      '"%1"',
    ].join(' ');
    assert.equal(registration.command, command);
    assert.equal(addon.queryUriScheme('sdk-wine-hostile'), command);
    assert.deepEqual(
      regExport(`${USER_CLASSES}\\sdk-wine-hostile`),
      expectedTree('sdk-wine-hostile', 'Spiel ✓ "eins"', command),
    );
  });

  it("refuses '%', a quote in the program and paths that are not absolute, and writes nothing", () => {
    const refused: ReadonlyArray<readonly [string, string, readonly string[], RegExp]> = [
      [
        '% in an argument',
        'C:\\Game\\game.exe',
        ['100%'],
        /options\.args\)\[0\]: '%' is not allowed on Windows/,
      ],
      ['%1 in an argument', 'C:\\Game\\game.exe', ['%1'], /'%' is not allowed on Windows/],
      [
        '% in the program',
        'C:\\100% Game\\game.exe',
        [],
        /options\.command\): '%' is not allowed on Windows/,
      ],
      ['" in the program', 'C:\\Game\\"game".exe', [], /a Windows program path cannot contain '"'/],
      ['a bare name', 'game.exe', [], /must be an absolute path to the program/],
      ['drive-relative', 'C:game.exe', [], /must be an absolute path to the program/],
      ['root-relative', '\\Games\\game.exe', [], /must be an absolute path to the program/],
      ['a newline', 'C:\\Game\\game.exe', ['a\nb'], /control characters .* byte 0x0a found at byte 1/],
    ];
    for (const [name, command, args, message] of refused) {
      assert.throws(
        () => addon.registerUriScheme({ scheme: 'sdk-wine-refused', command, args, displayName: 'Refused' }),
        (error: unknown) => {
          assert.ok(error instanceof RangeError, `${name}: ${String(error)} is not a RangeError`);
          assert.match(error.message, message, name);
          return true;
        },
      );
      assert.equal(
        regQuery(`${USER_CLASSES}\\sdk-wine-refused`),
        undefined,
        `${name}: something was written`,
      );
    }
    // A UNC path is absolute.
    const unc = addon.registerUriScheme({
      scheme: 'sdk-wine-refused',
      command: '\\\\server\\share\\game.exe',
      displayName: 'UNC',
    });
    assert.equal(unc.command, '"\\\\server\\share\\game.exe" "%1"');
  });

  it('takes very long arguments up to the Windows command-line limit, and refuses more whole', () => {
    const long = (fill: string) => fill.repeat(4096 / Buffer.byteLength(fill)); // 4096 bytes of UTF-8
    const args = [long('a'), long('ü'), long('\\"')];
    const registration = addon.registerUriScheme({
      scheme: 'sdk-wine-long',
      command: `C:\\${'d'.repeat(200)}\\game.exe`,
      args,
      displayName: 'Long',
    });
    const tree = regExport(`${USER_CLASSES}\\sdk-wine-long`);
    const stored = tree?.[`${USER_CLASSES}\\sdk-wine-long\\shell\\open\\command`]?.[''];
    assert.equal(stored, registration.command);
    assert.ok(stored.includes(`"${'a'.repeat(4096)}"`));
    assert.ok(stored.includes(`"${'ü'.repeat(2048)}"`));
    assert.ok(stored.includes(`"${'\\\\\\"'.repeat(2048)}"`));

    assert.throws(
      () =>
        addon.registerUriScheme({
          scheme: 'sdk-wine-refused',
          command: 'C:\\Game\\game.exe',
          args: [...args, long('b')],
          displayName: 'Too long',
        }),
      /registerUriScheme\(options\): the command line would exceed 32767 bytes/,
    );
    assert.throws(
      () =>
        addon.registerUriScheme({
          scheme: 'sdk-wine-refused',
          command: 'C:\\Game\\game.exe',
          args: [`${long('c')}c`],
          displayName: 'Too long',
        }),
      /options\.args\)\[0\]: at most 4096 bytes \(UTF-8\), received 4097/,
    );
    assert.equal(regQuery(`${USER_CLASSES}\\sdk-wine-refused`), undefined);
  });

  it('unregister removes the whole registration, and says false when there is none', () => {
    addon.registerUriScheme({ scheme: 'sdk-wine-extra', command: 'C:\\Game\\game.exe', displayName: 'Game' });
    assert.equal(addon.unregisterUriScheme('sdk-wine-extra'), true);
    assert.equal(regQuery(`${USER_CLASSES}\\sdk-wine-extra`), undefined);
    assert.equal(addon.queryUriScheme('sdk-wine-extra'), null);
    assert.equal(addon.unregisterUriScheme('sdk-wine-extra'), false);
  });

  it('unregister removes only what it wrote: values and subkeys others added stay', () => {
    const key = `${USER_CLASSES}\\sdk-wine-extra`;
    addon.registerUriScheme({ scheme: 'sdk-wine-extra', command: 'C:\\Game\\game.exe', displayName: 'Game' });
    regAdd(key, 'Publisher', 'An installer');
    regAdd(`${key}\\DefaultIcon`, undefined, 'C:\\Game\\game.exe,0');
    regAdd(`${key}\\shell\\edit\\command`, undefined, 'notepad.exe "%1"');

    assert.equal(addon.unregisterUriScheme('sdk-wine-extra'), true);
    assert.deepEqual(regExport(key), {
      [key]: { Publisher: 'An installer', SocialSdkScheme: 'sdk-wine-extra' },
      [`${key}\\DefaultIcon`]: { '': 'C:\\Game\\game.exe,0' },
      [`${key}\\shell`]: {},
      [`${key}\\shell\\edit`]: {},
      [`${key}\\shell\\edit\\command`]: { '': 'notepad.exe "%1"' },
    });
    assert.equal(addon.queryUriScheme('sdk-wine-extra'), null);
    // The marker that stayed keeps the key ours: registering again is allowed.
    const again = addon.registerUriScheme({
      scheme: 'sdk-wine-extra',
      command: 'C:\\Game\\game.exe',
      displayName: 'Game',
    });
    assert.equal(addon.queryUriScheme('sdk-wine-extra'), again.command);
  });

  it("never takes over or removes another program's registration", () => {
    const key = `${USER_CLASSES}\\sdk-wine-foreign`;
    writeOtherProgram(key, '"C:\\Other\\other.exe" "%1"');
    const before = regExport(key);

    assert.throws(
      () =>
        addon.registerUriScheme({
          scheme: 'sdk-wine-foreign',
          command: 'C:\\Game\\game.exe',
          displayName: 'Game',
        }),
      (error: unknown) => {
        assert.ok(error instanceof Error);
        assert.equal(
          error.message,
          `registerUriScheme: ${key} exists and was not written by social-sdk; remove it first`,
        );
        return true;
      },
    );
    assert.equal(addon.unregisterUriScheme('sdk-wine-foreign'), false);
    assert.deepEqual(regExport(key), before);
    assert.equal(addon.queryUriScheme('sdk-wine-foreign'), '"C:\\Other\\other.exe" "%1"');

    // A marker naming another scheme does not make the key ours either.
    regAdd(key, 'SocialSdkScheme', 'another-scheme');
    assert.throws(
      () =>
        addon.registerUriScheme({
          scheme: 'sdk-wine-foreign',
          command: 'C:\\Game\\game.exe',
          displayName: 'G',
        }),
      /was not written by social-sdk/,
    );
    assert.equal(addon.unregisterUriScheme('sdk-wine-foreign'), false);
  });

  it("reads the user's registration over a machine-wide one, and the machine's again after unregister", () => {
    const machineKey = `${MACHINE_CLASSES}\\sdk-wine-machine`;
    writeOtherProgram(machineKey, '"C:\\Program Files\\Other\\other.exe" "%1"');
    const machineBefore = regExport(machineKey);
    assert.equal(addon.queryUriScheme('sdk-wine-machine'), '"C:\\Program Files\\Other\\other.exe" "%1"');

    const ours = addon.registerUriScheme({
      scheme: 'sdk-wine-machine',
      command: 'C:\\Game\\game.exe',
      displayName: 'Game',
    });
    assert.equal(addon.queryUriScheme('sdk-wine-machine'), ours.command);
    assert.equal(addon.unregisterUriScheme('sdk-wine-machine'), true);
    assert.equal(addon.queryUriScheme('sdk-wine-machine'), '"C:\\Program Files\\Other\\other.exe" "%1"');
    assert.deepEqual(regExport(machineKey), machineBefore);
  });

  it("a user key hides the machine's key whole, as in Windows' merged HKEY_CLASSES_ROOT", () => {
    const machineKey = `${MACHINE_CLASSES}\\sdk-wine-machine`;
    const userKey = `${USER_CLASSES}\\sdk-wine-machine`;
    writeOtherProgram(machineKey, '"C:\\Other\\other.exe" "%1"');
    regAdd(userKey, undefined, 'Not a URL handler');
    assert.equal(addon.queryUriScheme('sdk-wine-machine'), null);
    // Nor is the machine's command borrowed for a user key that lacks one.
    regAdd(userKey, 'URL Protocol', '');
    assert.equal(addon.queryUriScheme('sdk-wine-machine'), null);
    regAdd(`${userKey}\\shell\\open\\command`, undefined, '"C:\\Mine\\mine.exe" "%1"');
    assert.equal(addon.queryUriScheme('sdk-wine-machine'), '"C:\\Mine\\mine.exe" "%1"');
  });
});
