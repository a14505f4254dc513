import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import type { ApplicationCommand } from '../../src/model/index.js';
import { api, commandsPath, outcome, slash } from './commandsFixture.js';
import { useTempDir } from './helpers.js';

const temp = useTempDir('emulator-commands-');

describe('commands in the data file', () => {
  it('commands and the daily create counter survive a restart; reset empties them', async () => {
    const file = temp('state.json');
    const first = await startEmulator({ dataFile: file, seed: 3, rateLimits: false });
    const seeded = await first.control.seed({
      applications: [{ name: 'Persisted' }],
      guilds: [{ name: 'G1' }],
    });
    const app = seeded.applications[0];
    const guild = seeded.guilds[0];
    if (!app || !guild) throw new Error('seed failed');
    const bot = `Bot ${app.botToken}`;
    const path = commandsPath(app.id, guild.id);
    const body = Array.from({ length: 100 }, (_, i) => slash(`c${i}`));
    await api(first.url, path, { method: 'PUT', auth: bot, body });
    await api(first.url, path, {
      method: 'PUT',
      auth: bot,
      body: body.map((c, i) => ({ ...c, name: `d${i}` })),
    });
    const before = await api<ApplicationCommand[]>(first.url, path, { auth: bot });
    await first.close();

    const second = await startEmulator({ dataFile: file, seed: 3, rateLimits: false });
    try {
      const after = await api<ApplicationCommand[]>(second.url, path, { auth: bot });
      expect(after.body).toEqual(before.body);
      // 200 creates were spent before the restart: the counter came back with the commands.
      await api(second.url, path, {
        method: 'PUT',
        auth: bot,
        body: body.slice(1).map((c, i) => ({ ...c, name: `d${i}` })),
      });
      expect(outcome(await api(second.url, path, { method: 'POST', auth: bot, body: slash('new') }))).toEqual(
        [400, 30034],
      );
      await second.control.reset();
      await second.control.seed({
        applications: [{ id: app.id, botToken: app.botToken }],
        guilds: [{ id: guild.id }],
      });
      expect((await api(second.url, path, { auth: bot })).body).toEqual([]);
      expect((await api(second.url, path, { method: 'POST', auth: bot, body: slash('new') })).status).toBe(
        201,
      );
    } finally {
      await second.close();
    }
  });
});
