/**
 * `sync` against the real emulator over loopback: what it sends (read back from the emulator's request
 * log, not from the client's own count), what it spends, and what it refuses before sending anything.
 */
import { ContextMenuCommandBuilder, SlashCommandBuilder } from '@discordjs/builders';
import { beforeAll, describe, expect, it } from 'vitest';
import { CommandSyncError, CommandSyncErrorCode, type CommandsClient } from '../../src/commands/index.js';
import { ValidationError } from '../../src/http/index.js';
import type { BulkApplicationCommandItem } from '../../src/model/index.js';
import { type CommandsFixture, clearCommands } from '../emulator/commandsFixture.js';
import { commandCalls, item, useCommandsEmulator } from './helpers.js';

const setup = useCommandsEmulator();
let f: CommandsFixture;
let commands: CommandsClient;
beforeAll(() => {
  ({ f, commands } = setup);
});

const calls = () => commandCalls(f);

const desired = (): BulkApplicationCommandItem[] => [
  item('ping'),
  item('stats', {
    options: [{ type: 3, name: 'mode', description: 'Game mode', choices: [{ name: 'Ranked', value: 'r' }] }],
  }),
  { type: 2, name: 'Challenge' },
];

describe('checking the desired set first', () => {
  it('reports every problem with its path and sends nothing', async () => {
    const bad = [
      item('ok'),
      item('Bad'),
      { name: 'opts', description: 'x', options: [{ type: 3, name: 'Upper', description: 'd' }] },
      item('ok'),
    ];
    const error = await commands.sync(bad as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    const issues = (error as ValidationError).issues.map((issue) => [issue.path.join('.'), issue.code]);
    expect(issues).toEqual([
      ['1.name', 'APPLICATION_COMMAND_INVALID_NAME'],
      ['2.options.0.name', 'APPLICATION_COMMAND_INVALID_NAME'],
      ['3.name', 'APPLICATION_COMMANDS_DUPLICATE_NAME'],
    ]);
    expect((error as Error).message).toContain('[2].options[0].name');
    expect(calls()).toEqual([]);
  });

  it('refuses a value that is not a list, and a builder that cannot produce JSON', async () => {
    await expect(commands.sync({} as never)).rejects.toThrow(/Must be an array of commands; got an object/);
    const broken = {
      toJSON() {
        throw new Error('Expected a string primitive');
      },
    };
    const error = (await commands
      .sync([item('ok'), broken] as never)
      .catch((e: unknown) => e)) as ValidationError;
    expect(error.issues).toEqual([
      expect.objectContaining({
        path: [1],
        code: 'BASE_TYPE_UNREADABLE',
        message: expect.stringContaining('string primitive'),
      }),
    ]);
    expect(calls()).toEqual([]);
  });
});

describe('creating, updating and deleting', () => {
  it('creates what is missing, then a second sync makes no call beyond the read', async () => {
    const progress: string[] = [];
    const first = await commands.sync(desired(), {
      onProgress: ({ done, total, operation, command }) =>
        progress.push(`${done}/${total} ${operation} ${command?.name}`),
    });
    expect(progress).toEqual(['1/3 create ping', '2/3 create stats', '3/3 create Challenge']);
    expect(first).toMatchObject({
      method: 'individual',
      calls: { reads: 1, writes: 3 },
      dailyCreates: { planned: 3, spent: 3, limit: 200 },
      updated: [],
      deleted: [],
    });
    expect(first.created.map((c) => c.name)).toEqual(['ping', 'stats', 'Challenge']);
    expect(first.created.every((c) => /^\d+$/.test(c.id ?? ''))).toBe(true);
    expect(calls()).toEqual([
      'GET /api/v10/applications/:id/commands',
      'POST /api/v10/applications/:id/commands',
      'POST /api/v10/applications/:id/commands',
      'POST /api/v10/applications/:id/commands',
    ]);

    f.emulator.control.clearRequests();
    const second = await commands.sync(desired());
    expect(second).toMatchObject({ method: 'none', calls: { reads: 1, writes: 0 }, created: [] });
    expect(second.unchanged.map((c) => c.name)).toEqual(['ping', 'stats', 'Challenge']);
    expect(calls()).toEqual(['GET /api/v10/applications/:id/commands']);
  });

  it('edits a changed command in place: same id, no daily create', async () => {
    await commands.sync(desired());
    const before = await commands.list();
    const changed = desired();
    changed[0] = {
      ...changed[0],
      description: 'Replies with pong, now faster',
    } as BulkApplicationCommandItem;
    f.emulator.control.clearRequests();
    const result = await commands.sync(changed);
    expect(result.updated).toEqual([
      {
        id: before.find((c) => c.name === 'ping')?.id,
        type: 1,
        name: 'ping',
        previousName: undefined,
        changes: ['description'],
      },
    ]);
    expect(result.dailyCreates.spent).toBe(0);
    expect(calls()).toEqual([
      'GET /api/v10/applications/:id/commands',
      'PATCH /api/v10/applications/:id/commands/:id',
    ]);
    const after = await commands.list();
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
  });

  it('keeps commands left out unless allowDeletes; deletes them with it', async () => {
    await commands.sync(desired());
    f.emulator.control.clearRequests();
    const kept = await commands.sync(desired().slice(1));
    expect(kept).toMatchObject({ method: 'none', deleted: [], calls: { writes: 0 } });
    expect(kept.kept.map((c) => c.name)).toEqual(['ping']);
    // An empty set (say, a file that failed to build) changes nothing either.
    expect((await commands.sync([])).kept).toHaveLength(3);
    expect(calls()).toEqual([
      'GET /api/v10/applications/:id/commands',
      'GET /api/v10/applications/:id/commands',
    ]);
    expect(await commands.list()).toHaveLength(3);

    f.emulator.control.clearRequests();
    const deleted = await commands.sync(desired().slice(1), { allowDeletes: true });
    expect(deleted).toMatchObject({ method: 'individual', kept: [], calls: { writes: 1 } });
    expect(deleted.deleted.map((c) => c.name)).toEqual(['ping']);
    expect(calls()[1]).toBe('DELETE /api/v10/applications/:id/commands/:id');
    expect((await commands.list()).map((c) => c.name).sort()).toEqual(['Challenge', 'stats']);
  });

  it('a dry run reads and plans but sends nothing', async () => {
    await commands.sync(desired().slice(0, 1));
    f.emulator.control.clearRequests();
    const result = await commands.sync([...desired().slice(1), { name: 'ping', description: 'changed' }], {
      dryRun: true,
      allowDeletes: true,
    });
    expect(result).toMatchObject({ dryRun: true, method: 'bulk', calls: { reads: 1, writes: 0 } });
    expect(result.created.map((c) => [c.name, c.id])).toEqual([
      ['stats', undefined],
      ['Challenge', undefined],
    ]);
    expect(result.updated.map((u) => [u.name, u.changes])).toEqual([['ping', ['description']]]);
    expect(result.dailyCreates).toEqual({ planned: 2, spent: 0, limit: 200 });
    expect(calls()).toEqual(['GET /api/v10/applications/:id/commands']);
    expect(await commands.list()).toHaveLength(1);
  });

  it('with allowDeletes and several writes, one bulk overwrite that keeps ids (a rename is no create)', async () => {
    await commands.sync(desired());
    const exported = await commands.export();
    const ping = exported.find((c) => c.name === 'ping');
    if (!ping) throw new Error('ping was not exported');
    ping.name = 'pong';
    const next = [...exported.filter((c) => c.name !== 'Challenge'), item('extra')];
    f.emulator.control.clearRequests();
    const result = await commands.sync(next, { allowDeletes: true });
    expect(result).toMatchObject({
      method: 'bulk',
      calls: { reads: 1, writes: 1 },
      dailyCreates: { planned: 1, spent: 1 },
    });
    expect(result.updated).toEqual([
      { id: ping.id, type: 1, name: 'pong', previousName: 'ping', changes: ['name'] },
    ]);
    expect(result.deleted.map((c) => c.name)).toEqual(['Challenge']);
    expect(result.created.map((c) => c.name)).toEqual(['extra']);
    expect(calls()).toEqual([
      'GET /api/v10/applications/:id/commands',
      'PUT /api/v10/applications/:id/commands',
    ]);
    const registered = await commands.list();
    expect(registered.find((c) => c.name === 'pong')?.id).toBe(ping.id);
    expect(registered.map((c) => c.name)).toEqual(['pong', 'stats', 'extra']);
  });
});

describe('export and builders', () => {
  it('export then sync is a round trip with no write, in either scope', async () => {
    await commands.sync(desired());
    await commands.sync(desired(), { guildId: f.guildId });
    for (const guildId of [undefined, f.guildId]) {
      const exported = await commands.export({ guildId });
      expect(exported.map((c) => c.name)).toEqual(['ping', 'stats', 'Challenge']);
      // Defaults and server fields are left out; ids are kept.
      expect(exported[2]).toEqual({ id: expect.stringMatching(/^\d+$/), type: 2, name: 'Challenge' });
      f.emulator.control.clearRequests();
      const again = await commands.sync(JSON.parse(JSON.stringify(exported)), {
        guildId,
        allowDeletes: true,
      });
      expect(again).toMatchObject({ method: 'none', calls: { writes: 0 } });
      expect(calls()).toHaveLength(1);
    }
    // A file exported from the global scope creates the same commands in a guild that has none.
    await clearCommands(f);
    const intoGuild = await commands.sync(desired(), { guildId: f.guildId });
    expect(intoGuild.created).toHaveLength(3);
  });

  it('accepts @discordjs/builders output as it is, and sees it as in sync afterwards', async () => {
    const built = () => [
      new SlashCommandBuilder()
        .setName('ticket')
        .setDescription('Open a ticket')
        .addStringOption((o) => o.setName('subject').setDescription('What about').setRequired(true))
        .addIntegerOption((o) =>
          o.setName('priority').setDescription('1 to 5').setMinValue(1).setMaxValue(5),
        ),
      new ContextMenuCommandBuilder().setName('Report').setType(3),
    ];
    const first = await commands.sync(built());
    expect(first.created.map((c) => [c.name, c.type])).toEqual([
      ['ticket', 1],
      ['Report', 3],
    ]);
    const ticket = (await commands.list()).find((c) => c.name === 'ticket');
    expect(ticket?.options?.map((o) => o.name)).toEqual(['subject', 'priority']);
    const second = await commands.sync(built());
    expect(second.calls.writes).toBe(0);
    expect(second.unchanged).toHaveLength(2);
  });
});

describe('what sync refuses before sending', () => {
  it('a rename into the name of a command that only a delete would free', async () => {
    await commands.sync([item('alpha'), item('beta')]);
    const [alpha] = (await commands.export()).filter((c) => c.name === 'alpha');
    f.emulator.control.clearRequests();
    const error = await commands.sync([{ ...alpha, name: 'beta' }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandSyncError);
    expect(error).toMatchObject({ code: CommandSyncErrorCode.NEEDS_DELETES });
    expect((error as Error).message).toMatch(/renaming "alpha" to "beta" needs the registered command \d+/);
    expect(calls()).toEqual(['GET /api/v10/applications/:id/commands']);
    // With deletes allowed it is one bulk overwrite: beta goes, alpha becomes beta with its id.
    const result = await commands.sync([{ ...alpha, name: 'beta' }], { allowDeletes: true });
    expect(result.method).toBe('bulk');
    expect(await commands.list()).toEqual([expect.objectContaining({ id: alpha?.id, name: 'beta' })]);
  });

  it('guild fields that only a bulk overwrite sets: refused without allowDeletes, applied with it', async () => {
    const guilded = item('guilded', { contexts: [0] });
    const error = await commands.sync([guilded], { guildId: f.guildId }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: CommandSyncErrorCode.NEEDS_BULK_OVERWRITE });
    expect((error as Error).message).toContain('[0].contexts: APPLICATION_COMMAND_GLOBAL_ONLY_FIELD');
    expect(calls()).toEqual(['GET /api/v10/applications/:id/guilds/:id/commands']);
    const result = await commands.sync([guilded], { guildId: f.guildId, allowDeletes: true });
    expect(result).toMatchObject({ method: 'bulk', dailyCreates: { spent: 1 } });
    expect((await commands.list({ guildId: f.guildId }))[0]?.contexts).toEqual([0]);
  });
});

describe('a failure part-way', () => {
  it('says what was done before the failing call, with the service error as the cause', async () => {
    await commands.sync([item('old')]);
    f.emulator.control.faults.add({
      method: 'POST',
      path: `/api/v10/applications/${f.app.id}/commands`,
      status: 400,
      body: {
        code: 30034,
        message: 'Max number of daily application command creates has been reached (200)',
      },
    });
    const error = await commands
      .sync([item('old', { description: 'new text' }), item('fresh')])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandSyncError);
    const failure = error as CommandSyncError;
    expect(failure.code).toBe(CommandSyncErrorCode.INCOMPLETE);
    expect(failure.message).toMatch(/stopped after 1 of 2 writes[\s\S]*code 30034/);
    expect(failure.result).toMatchObject({
      calls: { reads: 1, writes: 1 },
      created: [],
      dailyCreates: { spent: 0 },
    });
    expect(failure.result?.updated.map((u) => u.name)).toEqual(['old']);
  });

  it('a failure of the first write is the service error itself: nothing changed', async () => {
    f.emulator.control.faults.add({
      method: 'POST',
      path: `/api/v10/applications/${f.app.id}/commands`,
      status: 403,
      body: { code: 50001, message: 'Missing Access' },
    });
    await expect(commands.sync([item('one')])).rejects.toMatchObject({
      name: 'ServiceError',
      serviceCode: 50001,
    });
  });
});
