/**
 * The whole deep-link path on Windows, under Wine: the scheme is registered through the SDK, Wine's shell
 * (`start.exe <url>`, ShellExecuteEx, as a browser hands over a custom-scheme link) starts the registered
 * program, a node.exe named `game.exe` in a directory whose name needs quoting, and that program forwards
 * the URL over the named pipe to the instance running this test, which finishes the sign-in against the
 * emulator on the Linux side.
 *
 * Two limits of Wine 8.0's shell shape the setup, neither of them Windows': it reads URL handlers from
 * HKEY_CLASSES_ROOT, which in Wine is the machine's classes only (Wine bug 14771), while registerScheme
 * writes the user's as on Windows, so each registration is copied to HKLM\Software\Classes exactly as
 * written; and it starts nothing when the command line or the URL reaches about 256 characters, so the
 * game's paths are kept short.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { Client } from '../../src/client/Client.js';
import { startRedirectReceiver } from '../../src/deeplink/receiver.js';
import { registerScheme, unregisterScheme } from '../../src/deeplink/register.js';
import { consentRedirect } from '../auth/emulatorHelpers.js';
import { wineEmulator } from './support/environment.js';
import { HANDLER_SCRIPT, readHandlerLog, waitFor } from './support/processes.js';
import { regCopy, regDeleteAll } from './support/registry.js';
import { gameExecutable, shellOpen, WINE_SHELL_COMMAND_LIMIT } from './support/shell.js';
import './support/fetch.js';
import './support/lingering.js';

const emulator = wineEmulator();
const SCHEME = `discord-${emulator.appId}`;
const USER_KEY = `HKEY_CURRENT_USER\\Software\\Classes\\${SCHEME}`;
const MACHINE_KEY = `HKEY_LOCAL_MACHINE\\Software\\Classes\\${SCHEME}`;

// The "game": node.exe copied under another name into a directory whose name needs quoting.
const { gameDir, gameExe } = gameExecutable();
// Its script: a stub that runs the handler, so that the registered command stays short (see below).
const gameScript = join(gameDir, 'h.mjs');
writeFileSync(gameScript, `await import(${JSON.stringify(pathToFileURL(HANDLER_SCRIPT).href)});\n`);
const log = join(gameDir, 'log');
// Arguments the game is registered with; the last ones need every kind of quoting.
const extraArgs = ['say "hi"', 'C:\\d x\\', 'ü ✓ 😀', '& | < > ^ ;', ''];
const gameArgs = [gameScript, `--log=${log}`, `--scheme=${SCHEME}`, ...extraArgs];
/** Registers the game for the scheme through the SDK, and copies it where Wine's shell looks. */
function registerGame(): void {
  const registration = registerScheme(emulator.appId, {
    command: gameExe,
    args: gameArgs,
    displayName: 'Game',
  });
  assert.equal(registration.redirectUri, `${SCHEME}:/authorize/callback`);
  assert.ok(
    registration.command.length < WINE_SHELL_COMMAND_LIMIT,
    `the registered command has ${registration.command.length} characters; Wine's shell would not run it`,
  );
  regCopy(USER_KEY, MACHINE_KEY);
}

function handlerLog(): string {
  return JSON.stringify(readHandlerLog(log));
}

describe('signing in through the Windows shell', () => {
  afterEach(() => {
    unregisterScheme(emulator.appId);
    regDeleteAll([MACHINE_KEY]);
    rmSync(log, { force: true });
  });

  it('the shell starts the registered program with its arguments intact, and it hands the URL over', async () => {
    registerGame();
    const url = `${SCHEME}:/authorize/callback?code=Zm9v-bar_baz.~&state=st%20ate'1`;
    const urls: string[] = [];
    const receiver = await startRedirectReceiver({
      scheme: SCHEME,
      argv: [],
      onRedirect: (u) => urls.push(u),
    });
    if (receiver.role !== 'primary') throw new Error('another instance owns the scheme');
    try {
      await shellOpen(url);
      await waitFor('the redirect to arrive', () => urls[0], handlerLog);
      assert.deepEqual(urls, [url]);
      const forwarded = await waitFor(
        'the game to hand it over',
        () => readHandlerLog(log).find((entry) => entry.event === 'forwarded'),
        handlerLog,
      );
      assert.equal(forwarded.forwarded, true);
    } finally {
      await receiver.close();
    }
    // Through ShellExecute's %1 and the C runtime's argv parsing, every argument came back unchanged.
    const started = readHandlerLog(log).find((entry) => entry.event === 'started');
    assert.deepEqual(started, { event: 'started', execPath: gameExe, argv: [...gameArgs, url] });
  });

  it('with no instance running, the game the shell starts handles the URL itself', async () => {
    registerGame();
    const url = `${SCHEME}:/authorize/callback?code=cold&state=start`;
    await shellOpen(url);
    const handled = await waitFor(
      'the cold-started game to handle it',
      () => readHandlerLog(log).find((entry) => entry.event === 'handled'),
      handlerLog,
    );
    assert.deepEqual(handled, { event: 'handled', url });
    assert.equal(
      readHandlerLog(log).some((entry) => entry.event === 'forwarded'),
      false,
    );
  });

  it('completes a sign-in against the emulator: consent, shell, game, pipe, HandleRedirect, token', async () => {
    registerGame();
    const client = new Client({
      baseUrl: emulator.url,
      applicationId: emulator.appId,
      redirectMode: 'customScheme',
      // The "browser": follows the authorize URL to the consent decision, then opens the redirect
      // through the shell.
      opener: async (authorizeUrl) => shellOpen(await consentRedirect(authorizeUrl)),
    });
    const outcomes: unknown[] = [];
    const receiver = await startRedirectReceiver({
      scheme: emulator.appId,
      argv: [],
      onRedirect: (url) => outcomes.push(client.HandleRedirect(url)),
    });
    if (receiver.role !== 'primary') throw new Error('another instance owns the scheme');
    try {
      const verifier = client.CreateAuthorizationCodeVerifier();
      const args = new AuthorizationArgs();
      args.SetScopes(Client.GetDefaultCommunicationScopes());
      args.SetCodeChallenge(verifier.Challenge());
      const { code, redirectUri } = await client.Authorize(args);
      assert.equal(redirectUri, `${SCHEME}:/authorize/callback`);
      assert.deepEqual(outcomes, [{ handled: true }]);
      const tokens = await client.GetToken(emulator.appId, code, verifier.Verifier(), redirectUri);
      assert.ok(tokens.accessToken.length > 0);
      assert.equal(tokens.claims?.sub, emulator.userId);
      await waitFor(
        'the game to exit after handing over',
        () => readHandlerLog(log).find((entry) => entry.event === 'forwarded'),
        handlerLog,
      );
    } finally {
      await receiver.close();
    }
  });
});
