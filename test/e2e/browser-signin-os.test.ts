/**
 * Sign-in in Chromium with the redirect delivered by the OS, on Linux with the real freedesktop tools:
 * the scheme is registered (through the addon) in a throw-away XDG environment, the consent page's
 * custom-scheme redirect is opened with `gio open` as a desktop would, GLib starts the registered handler
 * as a second process, and that process forwards the URL to the receiver running here, which passes it
 * to `HandleRedirect`. The flow ends with verified tokens and a Ready connection.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type RedirectReceiver,
  registerScheme,
  startRedirectReceiver,
  unregisterScheme,
} from '../../src/index.js';
import { startAuthWorld } from '../auth/emulatorHelpers.js';
import { createXdgSandbox } from '../deeplink/xdgSandbox.js';
import { useBrowser } from '../support/browser.js';
import { deliverCustomSchemeRedirects } from '../support/customSchemeRedirects.js';
import { requireTools } from '../support/systemTools.js';
import { DEEPLINK_MODULE, TSX_LOADER } from './handlerPrograms.js';
import { chromiumClient, exchangeAndConnect, signInArgs } from './signInSteps.js';

const sandbox = createXdgSandbox('social-sdk-e2e-browser-os-');
afterAll(() => sandbox.dispose());
const browser = useBrowser();

const handlerScript = join(sandbox.root, 'game', 'handler.mjs');
mkdirSync(join(sandbox.root, 'game'), { recursive: true });
// The game as the OS starts it for a redirect while it already runs: it finds the running instance and
// hands the URL over (exit 0), or exits 3 when there was nobody to hand it to.
writeFileSync(
  handlerScript,
  `const { startRedirectReceiver } = await import(${JSON.stringify(DEEPLINK_MODULE)});
const scheme = process.argv.find((arg) => arg.startsWith('--scheme=')).slice('--scheme='.length);
const receiver = await startRedirectReceiver({ scheme, onRedirect: () => {} });
if (receiver.role === 'primary') await receiver.close();
process.exit(receiver.role === 'secondary' && receiver.forwarded ? 0 : 3);
`,
);

describe.runIf(process.platform === 'linux')('sign-in in Chromium, the redirect delivered by the OS', () => {
  beforeEach((ctx) => requireTools(ctx, ['xdg-mime', 'gio']));

  it('Approve -> gio open -> second process forwards -> HandleRedirect -> verified tokens -> Ready', async () => {
    const world = await startAuthWorld();
    await world.emulator.control.setConsent('page', world.userId);
    const scheme = `discord-${world.appId}`;
    const page = await browser().newPage();
    const opened: { code: number; stderr: string }[] = [];
    let receiver: RedirectReceiver | undefined;
    const client = chromiumClient(page, { baseUrl: world.emulator.url, applicationId: world.appId });
    try {
      registerScheme(world.appId, {
        command: process.execPath,
        args: ['--import', TSX_LOADER, handlerScript, `--scheme=${scheme}`],
        displayName: 'Game',
      });
      receiver = await startRedirectReceiver({
        scheme: world.appId,
        argv: [],
        onRedirect: (url) => client.HandleRedirect(url),
      });
      expect(receiver.role).toBe('primary');
      // What a desktop browser would do with the custom-scheme link: ask the desktop to open it.
      await deliverCustomSchemeRedirects(page, world.emulator.url, scheme, async (url) => {
        opened.push(await sandbox.run('gio', ['open', url]));
      });

      const { args, verifier } = signInArgs(client);
      const authorized = client.Authorize(args);
      await page.waitForSelector('#approve');
      await Promise.all([page.waitForEvent('load'), page.click('#approve')]);
      const { code, redirectUri } = await authorized;
      expect(opened).toEqual([{ stdout: '', stderr: '', code: 0 }]);
      expect(redirectUri).toBe(`${scheme}:/authorize/callback`);

      const signedIn = await exchangeAndConnect(client, world.appId, { code, redirectUri }, verifier);
      expect(signedIn.subject).toBe(world.userId);
      expect(signedIn.userId).toBe(world.userId);
    } finally {
      client.Disconnect();
      await page.close();
      if (receiver?.role === 'primary') await receiver.close();
      unregisterScheme(world.appId);
      await world.emulator.close();
    }
  });
});
