/**
 * The whole deep-link path on Linux with real tools: the scheme is registered through the addon in a
 * throw-away XDG environment, `gio open '<scheme>:/authorize/callback?...'` makes GLib start the
 * registered handler (a small Node program in a directory whose name needs every kind of Exec quoting),
 * and that program forwards the URL to the receiver running in this test process, or handles it itself
 * on a cold start.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { Client } from '../../src/client/Client.js';
import { type RedirectReceiver, startRedirectReceiver } from '../../src/deeplink/receiver.js';
import { queryScheme, registerScheme, unregisterScheme } from '../../src/deeplink/register.js';
import { consentRedirect, startAuthWorld } from '../auth/emulatorHelpers.js';
import { createXdgSandbox } from '../deeplink/xdgSandbox.js';
import { requireTools } from '../support/systemTools.js';
import { DEEPLINK_MODULE, TSX_LOADER } from './handlerPrograms.js';

const execFileAsync = promisify(execFile);
const sandbox = createXdgSandbox('social-sdk-e2e-deeplink-');
afterAll(() => sandbox.dispose());

const SCHEME = 'discord-1234';

// Characters the Desktop Entry spec makes special, in the handler's directory and in its arguments. (A
// backslash is only in the arguments: Node cannot run an ES module from a directory whose name has one.)
const handlerDir = join(sandbox.root, `my game "v2" $HOME 100% \`x\` it's`);
const handlerScript = join(handlerDir, 'handler.mjs');
const handlerLog = join(sandbox.root, 'handler-log.jsonl');
const extraArgs = ['--name=say "hi"', '$PATH', '50%u', 'C:\\temp\\', "o'clock", '`id`'];

mkdirSync(handlerDir, { recursive: true });
writeFileSync(
  handlerScript,
  `// The registered handler: records how it was started, then forwards the URL or handles a cold start.
import { appendFileSync } from 'node:fs';
const { startRedirectReceiver } = await import(${JSON.stringify(DEEPLINK_MODULE)});
const record = (entry) => appendFileSync(${JSON.stringify(handlerLog)}, JSON.stringify(entry) + '\\n');
record({ event: 'started', argv: process.argv });
const scheme = process.argv.find((arg) => arg.startsWith('--scheme=')).slice('--scheme='.length);
const receiver = await startRedirectReceiver({
  scheme,
  onRedirect: async (url) => {
    record({ event: 'handled', url });
    await receiver.close();
  },
});
if (receiver.role === 'secondary') {
  record({ event: 'forwarded', forwarded: receiver.forwarded });
  process.exit(receiver.forwarded ? 0 : 3);
}
`,
);

/** The registered arguments: the handler, the scheme it serves, and arguments that need quoting. */
function handlerArgs(scheme: string): string[] {
  return ['--import', TSX_LOADER, handlerScript, `--scheme=${scheme}`, ...extraArgs];
}

function readLog(): Array<Record<string, unknown>> {
  if (!existsSync(handlerLog)) return [];
  return readFileSync(handlerLog, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; handler log: ${JSON.stringify(readLog())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(process.platform === 'linux')('deep links through the OS (gio, xdg-mime)', () => {
  // Every test here asks the real freedesktop tools what the OS now believes.
  beforeEach((ctx) => requireTools(ctx, ['desktop-file-validate', 'xdg-mime', 'gio']));

  it('registers the handler so that xdg-mime, gio and desktop-file-validate agree', async () => {
    const registration = registerScheme('1234', {
      command: process.execPath,
      args: handlerArgs(SCHEME),
      displayName: 'Deep link test game',
    });
    expect(registration.scheme).toBe(SCHEME);
    expect(registration.redirectUri).toBe('discord-1234:/authorize/callback');
    expect(queryScheme(SCHEME)).toBe(registration.command);

    const validate = await sandbox.run('desktop-file-validate', [registration.location]);
    expect(validate.code, validate.stdout).toBe(0);
    const xdg = await sandbox.run('xdg-mime', ['query', 'default', `x-scheme-handler/${SCHEME}`]);
    expect(xdg.stdout.trim()).toBe('social-sdk-discord-1234.desktop');
    const gio = await sandbox.run('gio', ['mime', `x-scheme-handler/${SCHEME}`]);
    expect(gio.stdout).toContain('social-sdk-discord-1234.desktop');
  });

  it('gio open starts the handler, which hands the URL to the running receiver', async () => {
    const url = `${SCHEME}:/authorize/callback?code=Zm9v-bar_baz.~&state=st%20ate'1`;
    let resolveUrl: (value: string) => void = () => {};
    const handled = new Promise<string>((resolve) => {
      resolveUrl = resolve;
    });
    const receiver: RedirectReceiver = await startRedirectReceiver({
      scheme: SCHEME,
      argv: [],
      onRedirect: resolveUrl,
    });
    expect(receiver.role).toBe('primary');
    try {
      const opened = await sandbox.run('gio', ['open', url]);
      expect(opened, opened.stderr).toMatchObject({ code: 0 });
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`no redirect arrived; handler log: ${JSON.stringify(readLog())}`)),
          20_000,
        ),
      );
      expect(await Promise.race([handled, timeout])).toBe(url);
    } finally {
      if (receiver.role === 'primary') await receiver.close();
    }
    const forwarded = await waitFor('the handler to exit', () =>
      readLog().find((e) => e.event === 'forwarded'),
    );
    expect(forwarded).toEqual({ event: 'forwarded', forwarded: true });
    // The handler saw exactly its registered arguments, the odd characters intact, then the URL.
    const started = readLog().find((entry) => entry.event === 'started');
    expect(started?.argv).toEqual([process.execPath, handlerScript, `--scheme=${SCHEME}`, ...extraArgs, url]);
  });

  it('on a cold start (no receiver running) the handler keeps the URL and handles it itself', async () => {
    writeFileSync(handlerLog, '');
    const url = `${SCHEME}:/authorize/callback?code=cold&state=start`;
    const opened = await sandbox.run('gio', ['open', url]);
    expect(opened, opened.stderr).toMatchObject({ code: 0 });
    const handled = await waitFor('the cold-start handler', () =>
      readLog().find((e) => e.event === 'handled'),
    );
    expect(handled).toEqual({ event: 'handled', url });
    expect(readLog().some((entry) => entry.event === 'forwarded')).toBe(false);
  });

  it('re-launches the current program by default (process.execPath, its flags, the script)', async () => {
    const script = join(handlerDir, 'register-default.mjs');
    writeFileSync(
      script,
      `const { registerScheme } = await import(${JSON.stringify(DEEPLINK_MODULE)});
console.log(JSON.stringify(registerScheme('4321')));\n`,
    );
    const { stdout } = await execFileAsync(process.execPath, ['--import', TSX_LOADER, script], {
      env: sandbox.env,
    });
    const registration = JSON.parse(stdout) as { command: string; scheme: string; location: string };
    const quoted = (s: string) => `"${s.replace(/[\\"`$]/g, '\\$&').replaceAll('%', '%%')}"`;
    expect(registration.scheme).toBe('discord-4321');
    expect(registration.command).toBe(`${process.execPath} --import ${TSX_LOADER} ${quoted(script)} %u`);
    expect(queryScheme('4321')).toBe(registration.command);
    expect(readFileSync(registration.location, 'utf8')).toContain('\nName=discord-4321 sign-in handler\n');
    expect(unregisterScheme('4321')).toBe(true);
    expect(queryScheme('4321')).toBeNull();
  });

  it('completes a sign-in against the emulator: consent -> gio open -> handler -> receiver -> HandleRedirect', async () => {
    const world = await startAuthWorld();
    writeFileSync(handlerLog, '');
    const scheme = `discord-${world.appId}`;
    const outcomes: unknown[] = [];
    let receiver: RedirectReceiver | undefined;
    try {
      registerScheme(world.appId, {
        command: process.execPath,
        args: handlerArgs(scheme),
        displayName: 'Game',
      });
      // The "browser": follows the authorize URL to the consent decision, then opens the redirect through
      // the OS exactly as a browser would hand a custom-scheme link to it.
      const client = new Client({
        baseUrl: world.emulator.url,
        applicationId: world.appId,
        redirectMode: 'customScheme',
        opener: async (authorizeUrl) => {
          const opened = await sandbox.run('gio', ['open', await consentRedirect(authorizeUrl)]);
          if (opened.code !== 0) throw new Error(`gio open failed: ${opened.stderr}`);
        },
      });
      receiver = await startRedirectReceiver({
        scheme: world.appId,
        argv: [],
        onRedirect: (url) => outcomes.push(client.HandleRedirect(url)),
      });
      expect(receiver.role).toBe('primary');

      const verifier = client.CreateAuthorizationCodeVerifier();
      const args = new AuthorizationArgs();
      args.SetScopes(Client.GetDefaultCommunicationScopes());
      args.SetCodeChallenge(verifier.Challenge());
      const { code, redirectUri } = await client.Authorize(args);
      expect(redirectUri).toBe(`${scheme}:/authorize/callback`);
      expect(outcomes).toEqual([{ handled: true }]);
      const tokens = await client.GetToken(world.appId, code, verifier.Verifier(), redirectUri);
      expect(tokens.accessToken.length).toBeGreaterThan(0);
      expect(tokens.claims?.sub).toBe(world.userId);
      const forwarded = await waitFor('the handler to exit', () =>
        readLog().find((e) => e.event === 'forwarded'),
      );
      expect(forwarded).toEqual({ event: 'forwarded', forwarded: true });
    } finally {
      if (receiver?.role === 'primary') await receiver.close();
      unregisterScheme(world.appId);
      await world.emulator.close();
    }
  });

  it('unregistering removes the handler from what xdg-mime and gio report', async () => {
    expect(unregisterScheme(SCHEME)).toBe(true);
    expect(unregisterScheme(SCHEME)).toBe(false);
    expect(queryScheme(SCHEME)).toBeNull();
    const xdg = await sandbox.run('xdg-mime', ['query', 'default', `x-scheme-handler/${SCHEME}`]);
    expect(xdg.stdout.trim()).toBe('');
    const gio = await sandbox.run('gio', ['mime', `x-scheme-handler/${SCHEME}`]);
    expect(gio.stdout).not.toContain('social-sdk');
  });
});
