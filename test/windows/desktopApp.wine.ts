/**
 * The Discord app's named pipe in Node for Windows under Wine (docs/desktop-app.md): the emulated app
 * listens on `\\?\pipe\<its own namespace>\discord-ipc-0` (never the player's), the SDK's Client finds it
 * through `desktopApp.directories`, reads the app's user and sets its activity there; and the unchanged
 * `discord-rpc` client, which only knows `\\?\pipe\discord-ipc-N`, logs in to an app listening there
 * (Wine's prefix has no real Discord). The emulator runs in this process, as on a developer's Windows box.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { Activity } from '../../src/client/activity.js';
import { Client } from '../../src/client/Client.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import './support/lingering.js';

let emulator: RunningEmulator;
let userId = '';
let appId = '';

before(async () => {
  emulator = await startEmulator({ rateLimits: false });
  const seeded = await emulator.control.seed({
    users: [{ username: 'wineplayer' }],
    applications: [{ name: 'Wine Game', publicClient: true }],
  });
  userId = seeded.users[0]?.id ?? '';
  appId = seeded.applications[0]?.id ?? '';
});
after(async () => {
  await emulator.control.desktopApp.stop();
  await emulator.close();
});

describe('the Discord app over a Windows named pipe', () => {
  it('the SDK finds the emulated app in its own pipe namespace, reads its user, sets the activity', async () => {
    const started = await emulator.control.desktopApp.start({ userId });
    assert.match(started.path, /^\\\\\?\\pipe\\emulated-discord-[A-Za-z0-9_-]+\\discord-ipc-0$/);
    const client = new Client({
      baseUrl: emulator.url,
      applicationId: appId,
      desktopApp: { directories: [started.dir], handshakeTimeoutMs: 10_000 },
    });
    try {
      const user = await client.GetDiscordClientConnectedUser(appId);
      assert.equal(user?.Id(), userId);
      assert.equal(user?.Username(), 'wineplayer');
      const activity = new Activity();
      activity.SetState('Under Wine');
      await client.UpdateRichPresence(activity);
      assert.equal(emulator.control.desktopApp.list()[0]?.games[0]?.pid, process.pid);
    } finally {
      client.Disconnect();
      await emulator.control.desktopApp.stop(userId);
    }
  });

  it('discord-rpc, unchanged, logs in over \\\\?\\pipe\\discord-ipc-0 and sets an activity', async () => {
    await emulator.control.desktopApp.start({ userId, dir: '\\\\?\\pipe' });
    const RPC = createRequire(import.meta.url)('discord-rpc') as {
      Client: new (options: {
        transport: string;
      }) => {
        login(options: { clientId: string }): Promise<unknown>;
        setActivity(activity: Record<string, unknown>): Promise<{ state?: string; name?: string }>;
        user?: { id: string };
        destroy(): Promise<void>;
      };
    };
    const rpc = new RPC.Client({ transport: 'ipc' });
    try {
      await rpc.login({ clientId: appId });
      assert.equal(rpc.user?.id, userId);
      const shown = await rpc.setActivity({ state: 'Via the pipe', details: 'discord-rpc' });
      assert.equal(shown.state, 'Via the pipe');
      assert.equal(shown.name, 'Wine Game');
    } finally {
      await rpc.destroy();
      await emulator.control.desktopApp.stop(userId);
    }
  });
});
