/**
 * `IsDiscordAppInstalled` asks the OS for a `discord:` handler (src/client/general.ts), here in a throw-away
 * freedesktop.org environment of its own (test/deeplink/xdgSandbox.ts): none at first, then one
 * registered the way the addon registers schemes, then removed again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/client/Client.js';
import { registerScheme, unregisterScheme } from '../../src/deeplink/register.js';
import { nativeStatus } from '../../src/native/index.js';
import { createXdgSandbox } from '../deeplink/xdgSandbox.js';

const sandbox = createXdgSandbox('social-sdk-discord-installed-');
afterAll(() => sandbox.dispose());

describe.runIf(process.platform === 'linux' && nativeStatus().loaded)(
  'IsDiscordAppInstalled on Linux',
  () => {
    it('follows the discord: scheme handler the OS knows, in both styles', async () => {
      const client = new Client();
      await expect(client.IsDiscordAppInstalled()).resolves.toBe(false);
      registerScheme('discord', { command: '/usr/bin/discord', args: [], displayName: 'Discord' });
      await expect(client.IsDiscordAppInstalled()).resolves.toBe(true);
      const answer = await new Promise<boolean>((resolve) => {
        void client.IsDiscordAppInstalled(resolve);
      });
      expect(answer).toBe(true);
      unregisterScheme('discord');
      await expect(client.IsDiscordAppInstalled()).resolves.toBe(false);
    });
  },
);
