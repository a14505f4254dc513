import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationCommand, GuildApplicationCommandPermissions } from '../../src/model/index.js';
import {
  api,
  type CommandsFixture,
  clearCommands,
  clientCredentials,
  commandsPath,
  type ErrorJson,
  outcome,
  slash,
  startCommandsFixture,
  userToken,
} from './commandsFixture.js';

let f: CommandsFixture;
let owner: string;
let manager: string;
let guildPath: string;
let command: ApplicationCommand;

const EVENT = 'APPLICATION_COMMAND_PERMISSIONS_UPDATE';

beforeAll(async () => {
  f = await startCommandsFixture();
  owner = await userToken(f, f.user.id);
  manager = await userToken(f, f.other.id);
  guildPath = commandsPath(f.app.id, f.guildId);
});
afterAll(async () => {
  await f.emulator.close();
});
beforeEach(async () => {
  await clearCommands(f);
  const created = await api<ApplicationCommand>(f.url, guildPath, {
    method: 'POST',
    auth: f.bot,
    body: slash('mod'),
  });
  command = created.body;
  await f.emulator.control.clearEvents();
});

const permissionsPath = (id: string) => `${guildPath}/${id}/permissions`;
const entries = (permission: boolean) => [
  { id: f.guildId, type: 1, permission },
  { id: f.roles.manager, type: 1, permission: true },
  { id: f.plain.id, type: 2, permission: false },
  { id: f.channelId, type: 3, permission: true },
];

async function put(auth: string, id: string, body: unknown) {
  return api<GuildApplicationCommandPermissions & ErrorJson>(f.url, permissionsPath(id), {
    method: 'PUT',
    auth,
    body,
  });
}

describe('reading', () => {
  it('lists nothing and answers 10066 before any edit; 10063 for an unknown command', async () => {
    const list = await api(f.url, `${guildPath}/permissions`, { auth: f.bot });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect(outcome(await api(f.url, permissionsPath(command.id), { auth: f.bot }))).toEqual([404, 10066]);
    expect(outcome(await api(f.url, permissionsPath('123456789012345678'), { auth: f.bot }))).toEqual([
      404, 10063,
    ]);
  });

  it('a user token with applications.commands.permissions.update may read them too', async () => {
    await put(owner, command.id, { permissions: entries(true) });
    const read = await api<GuildApplicationCommandPermissions>(f.url, permissionsPath(command.id), {
      auth: manager,
    });
    expect(read.status).toBe(200);
    expect(read.body.permissions).toEqual(entries(true));
    const list = await api(f.url, `${guildPath}/permissions`, { auth: owner });
    expect(list.status).toBe(200);
  });

  it('needs credentials of the application', async () => {
    expect(outcome(await api(f.url, `${guildPath}/permissions`))).toEqual([401, 0]);
    const otherBot = `Bot ${f.publicApp.botToken}`;
    expect(outcome(await api(f.url, `${guildPath}/permissions`, { auth: otherBot }))).toEqual([403, 50001]);
  });
});

describe('editing', () => {
  it('the guild owner overwrites all entries; GET and the list return them; an event is recorded', async () => {
    const first = await put(owner, command.id, { permissions: entries(false) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: command.id,
      application_id: f.app.id,
      guild_id: f.guildId,
      permissions: entries(false),
    });
    const replaced = await put(owner, command.id, {
      permissions: [{ id: f.guildId, type: 1, permission: true }],
    });
    expect(replaced.body.permissions).toEqual([{ id: f.guildId, type: 1, permission: true }]);
    const fetched = await api(f.url, permissionsPath(command.id), { auth: f.bot });
    expect(fetched.body).toEqual(replaced.body);
    const list = await api(f.url, `${guildPath}/permissions`, { auth: await clientCredentials(f) });
    expect(list.body).toEqual([replaced.body]);

    const events = f.emulator.control.events({ type: EVENT });
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ type: EVENT, applicationId: f.app.id, data: replaced.body });
  });

  it('app-level permissions use the application id; global commands take guild overwrites too', async () => {
    const app = await put(manager, f.app.id, {
      permissions: [{ id: f.guildId, type: 1, permission: false }],
    });
    expect(app.status).toBe(200);
    expect(app.body.id).toBe(f.app.id);
    const global = await api<ApplicationCommand>(f.url, commandsPath(f.app.id), {
      method: 'POST',
      auth: f.bot,
      body: slash('everywhere'),
    });
    const onGlobal = await put(manager, global.body.id, {
      permissions: [{ id: f.channelId, type: 3, permission: false }],
    });
    expect(onGlobal.status).toBe(200);
    const list = await api<GuildApplicationCommandPermissions[]>(f.url, `${guildPath}/permissions`, {
      auth: f.bot,
    });
    expect(list.body.map((p) => p.id).sort()).toEqual([f.app.id, global.body.id].sort());
  });

  it('who may edit: owner, admin, MANAGE_GUILD + MANAGE_ROLES; not MANAGE_GUILD alone, members or outsiders', async () => {
    const body = { permissions: entries(true) };
    const admin = await userToken(f, f.admin.id);
    expect((await put(admin, command.id, body)).status).toBe(200);
    expect((await put(manager, command.id, body)).status).toBe(200);
    expect(outcome(await put(await userToken(f, f.guildManagerOnly.id), command.id, body))).toEqual([
      403, 50013,
    ]);
    expect(outcome(await put(await userToken(f, f.plain.id), command.id, body))).toEqual([403, 50013]);
    expect(outcome(await put(await userToken(f, f.outsider.id), command.id, body))).toEqual([403, 50001]);
  });

  it('refuses a bot token (20001), client credentials and tokens without the scope (401)', async () => {
    const body = { permissions: entries(true) };
    const bot = await put(f.bot, command.id, body);
    expect(outcome(bot)).toEqual([403, 20001]);
    expect(
      outcome(
        await put(await clientCredentials(f, 'applications.commands.permissions.update'), command.id, body),
      ),
    ).toEqual([401, 0]);
    expect(outcome(await put(await userToken(f, f.user.id, 'identify'), command.id, body))).toEqual([401, 0]);
    expect(outcome(await put('Bot wrong', command.id, body))).toEqual([401, 0]);
    expect(f.emulator.control.events({ type: EVENT })).toEqual([]);
  });

  it('validates the entries: at most 100, known targets of the guild, types, booleans, no repeats', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      id: String(1000n + BigInt(i)),
      type: 2,
      permission: true,
    }));
    const tooMany = await put(owner, command.id, { permissions: many });
    expect(outcome(tooMany)).toEqual([400, 50035]);
    expect(tooMany.body.errors).toMatchObject({
      permissions: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] },
    });

    const bad = await put(owner, command.id, {
      permissions: [
        { id: f.guildId, type: 4, permission: true },
        { id: '999', type: 1, permission: true },
        { id: f.channelId, type: 3, permission: 'yes' },
        { id: f.channelId, type: 3, permission: true },
        { id: 'abc', type: 2, permission: true },
      ],
    });
    expect(outcome(bad)).toEqual([400, 50035]);
    expect(bad.body.errors).toMatchObject({
      permissions: {
        0: { type: { _errors: [{ code: 'BASE_TYPE_CHOICES' }] } },
        1: { id: { _errors: [{ code: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_ROLE' }] } },
        2: { permission: { _errors: [{ code: 'BOOLEAN_TYPE_COERCE' }] } },
        3: { id: { _errors: [{ code: 'LIST_ITEM_VALUE_DUPLICATE' }] } },
        4: { id: { _errors: [{ code: 'SNOWFLAKE_TYPE_INVALID' }] } },
      },
    });
    expect(outcome(await put(owner, command.id, { perms: [] }))).toEqual([400, 50035]);
    // All Channels (guild id - 1) is a valid channel target.
    const allChannels = (BigInt(f.guildId) - 1n).toString();
    expect(
      (await put(owner, command.id, { permissions: [{ id: allChannels, type: 3, permission: false }] }))
        .status,
    ).toBe(200);
    expect(outcome(await put(owner, '123456789012345678', { permissions: [] }))).toEqual([404, 10063]);
  });

  it('the batch edit route answers an error', async () => {
    const batch = await api<ErrorJson>(f.url, `${guildPath}/permissions`, {
      method: 'PUT',
      auth: owner,
      body: [{ id: command.id, permissions: entries(true) }],
    });
    expect(batch.status).toBe(405);
    expect(batch.body.code).toBe(0);
    expect(batch.headers.get('allow')).toBe('GET');
  });
});

async function listedIds(): Promise<string[]> {
  const list = await api<GuildApplicationCommandPermissions[]>(f.url, `${guildPath}/permissions`, {
    auth: f.bot,
  });
  return list.body.map((p) => p.id);
}

describe('permissions follow their command', () => {
  it('deleting the command deletes its permissions', async () => {
    await put(owner, command.id, { permissions: entries(true) });
    expect((await api(f.url, `${guildPath}/${command.id}`, { method: 'DELETE', auth: f.bot })).status).toBe(
      204,
    );
    expect(await listedIds()).not.toContain(command.id);
    // The command itself is gone: its permissions route now names an unknown command.
    expect(outcome(await api(f.url, permissionsPath(command.id), { auth: f.bot }))).toEqual([404, 10063]);
  });

  it('renaming deletes them; other edits keep them', async () => {
    await put(owner, command.id, { permissions: entries(true) });
    await api(f.url, `${guildPath}/${command.id}`, {
      method: 'PATCH',
      auth: f.bot,
      body: { description: 'same name' },
    });
    expect((await api(f.url, permissionsPath(command.id), { auth: f.bot })).status).toBe(200);
    await api(f.url, `${guildPath}/${command.id}`, {
      method: 'PATCH',
      auth: f.bot,
      body: { name: 'renamed' },
    });
    expect(outcome(await api(f.url, permissionsPath(command.id), { auth: f.bot }))).toEqual([404, 10066]);
  });

  it('a bulk overwrite that leaves the command out deletes them', async () => {
    await put(owner, command.id, { permissions: entries(true) });
    await api(f.url, guildPath, { method: 'PUT', auth: f.bot, body: [slash('mod')] });
    expect((await api(f.url, permissionsPath(command.id), { auth: f.bot })).status).toBe(200);
    await api(f.url, guildPath, { method: 'PUT', auth: f.bot, body: [slash('other')] });
    expect(await listedIds()).not.toContain(command.id);
  });
});
