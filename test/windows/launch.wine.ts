/**
 * Launch registration in the Windows registry, under Wine, through the Client facade: a command line
 * split by Windows' own rules and quoted again for the registry (read back with reg.exe), hostile commands
 * refused with nothing written, the Steam launch through explorer.exe, an OS refusal as false; and a join
 * link opened through Wine's shell reaching the running game's `onActivityJoin` over the named pipe.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { Client } from '../../src/client/Client.js';
import { activityJoinUrl } from '../../src/deeplink/joinUrl.js';
import { registerLaunchCommand } from '../../src/deeplink/launch.js';
import { startRedirectReceiver } from '../../src/deeplink/receiver.js';
import { HANDLER_SCRIPT, readHandlerLog, waitFor, waitForEvent } from './support/processes.js';
import { regAdd, regCopy, regDeleteAll, regExport } from './support/registry.js';
import { gameExecutable, shellOpen, WINE_SHELL_COMMAND_LIMIT } from './support/shell.js';
import './support/lingering.js';

const APP_ID = '20251126';
const SCHEME = `discord-${APP_ID}`;
const USER_KEY = `HKEY_CURRENT_USER\\Software\\Classes\\${SCHEME}`;
const MACHINE_KEY = `HKEY_LOCAL_MACHINE\\Software\\Classes\\${SCHEME}`;
const COMMAND_KEY = `${USER_KEY}\\shell\\open\\command`;

/** The registered command line, as reg.exe exports it; undefined when nothing is registered. */
function registeredCommand(): string | undefined {
  return regExport(USER_KEY)?.[COMMAND_KEY]?.[''];
}

function clientWithLog(): { client: Client; lines: string[] } {
  const lines: string[] = [];
  return { client: new Client({ log: (line) => lines.push(line) }), lines };
}

describe('launch registration in the Windows registry', () => {
  afterEach(() => {
    regDeleteAll([USER_KEY, MACHINE_KEY]);
  });

  it('splits the command by the Windows rules and quotes every argument again, "%1" last', () => {
    const { client, lines } = clientWithLog();
    const command =
      '"C:\\Games\\My Game (x86)\\game.exe" --from "a \\"quoted\\" arg" "C:\\dir with space\\\\" C:\\x\\y & ^ ""';
    assert.equal(client.RegisterLaunchCommand(APP_ID, command), true);
    assert.deepEqual(lines, []);
    assert.equal(
      registeredCommand(),
      '"C:\\Games\\My Game (x86)\\game.exe" "--from" "a \\"quoted\\" arg" "C:\\dir with space\\\\" "C:\\x\\y" "&" "^" "" "%1"',
    );
    const tree = regExport(USER_KEY);
    assert.deepEqual(tree?.[USER_KEY], {
      '': `URL:${SCHEME} game launcher`,
      'URL Protocol': '',
      SocialSdkScheme: SCHEME,
    });
  });

  it('an empty command registers this program (node.exe and its script)', () => {
    const registration = registerLaunchCommand(APP_ID, '');
    assert.equal(registration.command, registeredCommand());
    assert.ok(registration.command.startsWith(`"${process.execPath}" `), registration.command);
    assert.ok(registration.command.endsWith(' "%1"'), registration.command);
  });

  const hostile: Array<[string, unknown, RegExp]> = [
    ['%', 'C:\\game.exe --pct 100%', /'%' \(character 21\) is not allowed on Windows/],
    ['a field code', 'C:\\game.exe %1', /'%' \(character 12\) is not allowed on Windows/],
    ['a newline', 'C:\\game.exe\r\nx', /0x0d found at character 11/],
    ['NUL', 'C:\\game.exe\0x', /0x00 found at character 11/],
    ['64 KB', `C:\\game.exe ${'x'.repeat(65536)}`, /at most 32767 characters/],
    ['an unclosed quote', 'C:\\game.exe "x', /double quote at character 12 is never closed/],
    ['a relative program', 'game.exe --x', /must be an absolute path/],
    ['text glued to the quoted program', '"C:\\game.exe"x', /must be followed by a space/],
    ['not a string', 7, /expected a string, received number/],
  ];
  for (const [name, command, message] of hostile) {
    it(`refuses ${name} and writes nothing`, () => {
      const { client } = clientWithLog();
      assert.throws(() => client.RegisterLaunchCommand(APP_ID, command as string), message);
      assert.equal(registeredCommand(), undefined);
    });
  }

  it('Steam: explorer.exe opens steam://rungameid/<id>, and the link is not appended', () => {
    const { client } = clientWithLog();
    assert.equal(client.RegisterLaunchSteamApplication(APP_ID, 570), true);
    const explorer = join(process.env.SystemRoot ?? 'C:\\windows', 'explorer.exe');
    assert.equal(registeredCommand(), `"${explorer}" "steam://rungameid/570"`);
    assert.equal(regExport(USER_KEY)?.[USER_KEY]?.[''], `URL:${SCHEME} Steam launcher`);
    assert.throws(() => client.RegisterLaunchSteamApplication(APP_ID, 0), RangeError);
  });

  it("another program's key is not taken over: false, the reason in the log", () => {
    regAdd(USER_KEY, undefined, 'URL:Another program');
    regAdd(COMMAND_KEY, undefined, '"C:\\other.exe" "%1"');
    const { client, lines } = clientWithLog();
    assert.equal(client.RegisterLaunchCommand(APP_ID, 'C:\\game.exe'), false);
    assert.deepEqual(lines, [
      `launch registration failed: registerUriScheme: ${USER_KEY} exists and was not written by social-sdk; remove it first`,
    ]);
    assert.equal(registeredCommand(), '"C:\\other.exe" "%1"');
  });
});

describe('a join link through the Windows shell', () => {
  const { gameDir, gameExe } = gameExecutable();
  // A stub that runs the handler, so that the registered command stays short for Wine's shell.
  const gameScript = join(gameDir, 'j.mjs');
  writeFileSync(gameScript, `await import(${JSON.stringify(pathToFileURL(HANDLER_SCRIPT).href)});\n`);
  const log = join(gameDir, 'join-log');
  const handlerLog = () => JSON.stringify(readHandlerLog(log));

  afterEach(() => {
    regDeleteAll([USER_KEY, MACHINE_KEY]);
    rmSync(log, { force: true });
  });

  it('reaches the running game: start.exe -> launch command -> pipe -> onActivityJoin', async () => {
    const command = `"${gameExe}" "${gameScript}" "--log=${log}" --scheme=${SCHEME}`;
    assert.equal(new Client().RegisterLaunchCommand(APP_ID, command), true);
    const registered = registeredCommand() ?? '';
    assert.ok(
      registered.length < WINE_SHELL_COMMAND_LIMIT,
      `${registered.length} characters: too long for Wine`,
    );
    regCopy(USER_KEY, MACHINE_KEY); // Wine's shell reads the machine's classes only (see signin.wine.ts)

    const joins: Array<[string, string | undefined]> = [];
    const receiver = await startRedirectReceiver({
      scheme: APP_ID,
      argv: [],
      onActivityJoin: (secret, applicationId) => joins.push([secret, applicationId]),
    });
    if (receiver.role !== 'primary') throw new Error('another instance owns the scheme');
    const url = activityJoinUrl(SCHEME, 'lobby-7:s3cr&t ✓');
    try {
      await shellOpen(url);
      await waitFor('the join to arrive', () => joins[0], handlerLog);
      assert.deepEqual(joins, [['lobby-7:s3cr&t ✓', APP_ID]]);
      const forwarded = await waitForEvent(log, 'forwarded', 'the game to hand it over');
      assert.equal(forwarded.forwarded, true);
    } finally {
      await receiver.close();
    }
    const started = readHandlerLog(log).find((entry) => entry.event === 'started');
    assert.deepEqual(started?.argv, [gameScript, `--log=${log}`, `--scheme=${SCHEME}`, url]);
  });

  it('on a cold start the game the shell starts takes the secret itself', async () => {
    assert.equal(
      new Client().RegisterLaunchCommand(
        APP_ID,
        `"${gameExe}" "${gameScript}" "--log=${log}" --scheme=${SCHEME}`,
      ),
      true,
    );
    regCopy(USER_KEY, MACHINE_KEY);
    await shellOpen(activityJoinUrl(SCHEME, 'cold'));
    const joined = await waitForEvent(log, 'joined', 'the cold-started game to join');
    assert.deepEqual(joined, { event: 'joined', secret: 'cold', applicationId: APP_ID });
  });
});
