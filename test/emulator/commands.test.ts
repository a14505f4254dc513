import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationCommand } from '../../src/model/index.js';
import { compareSnowflakes } from '../../src/model/index.js';
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
let cc: string;
let globalPath: string;
let guildPath: string;

beforeAll(async () => {
  f = await startCommandsFixture();
  cc = await clientCredentials(f);
  globalPath = commandsPath(f.app.id);
  guildPath = commandsPath(f.app.id, f.guildId);
});
afterAll(async () => {
  await f.emulator.close();
});
// Each test starts with no commands.
beforeEach(() => clearCommands(f));

const DAY_MS = 24 * 60 * 60 * 1000;

describe('authentication', () => {
  it('answers 401 {code: 0, message: "401: Unauthorized"} without valid credentials', async () => {
    for (const auth of [undefined, 'Bot not-a-token', 'Bearer not-a-token', 'Basic abc', 'Bot']) {
      const response = await api<ErrorJson>(f.url, globalPath, auth === undefined ? {} : { auth });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 0, message: '401: Unauthorized' });
    }
  });

  it('takes the app bot token, or a client-credentials token with applications.commands.update', async () => {
    expect((await api(f.url, globalPath, { auth: f.bot })).status).toBe(200);
    expect((await api(f.url, guildPath, { auth: cc })).status).toBe(200);
    const created = await api(f.url, guildPath, { method: 'POST', auth: cc, body: slash('via-cc') });
    expect(created.status).toBe(201);
  });

  it('refuses a client-credentials token without the scope, and a user token', async () => {
    const identify = await clientCredentials(f, 'identify');
    expect(outcome(await api(f.url, globalPath, { auth: identify }))).toEqual([401, 0]);
    const user = await userToken(f, f.user.id, 'identify applications.commands.update');
    expect(outcome(await api(f.url, globalPath, { auth: user }))).toEqual([401, 0]);
  });

  it("answers 50001 for another application's commands", async () => {
    const other = commandsPath(f.publicApp.id);
    expect(outcome(await api(f.url, other, { auth: f.bot }))).toEqual([403, 50001]);
    expect(outcome(await api(f.url, other, { method: 'POST', auth: cc, body: slash('x') }))).toEqual([
      403, 50001,
    ]);
    expect(outcome(await api(f.url, commandsPath('123456789012345678', f.guildId), { auth: f.bot }))).toEqual(
      [403, 50001],
    );
  });

  it('answers 50035 for a path id that is not a snowflake, 10004 for an unknown guild', async () => {
    const bad = await api<ErrorJson>(f.url, `${globalPath}/abc`, { auth: f.bot });
    expect(outcome(bad)).toEqual([400, 50035]);
    expect(bad.body.errors).toHaveProperty('command_id');
    expect(outcome(await api(f.url, commandsPath(f.app.id, '42'), { auth: f.bot }))).toEqual([404, 10004]);
  });
});

describe('create, get, edit, delete', () => {
  it('creates (201) then overwrites (200) with a stable id', async () => {
    const first = await api<ApplicationCommand>(f.url, globalPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('ping'),
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      application_id: f.app.id,
      type: 1,
      name: 'ping',
      nsfw: false,
      dm_permission: true,
    });
    const again = await api<ApplicationCommand>(f.url, globalPath, {
      method: 'POST',
      auth: cc,
      body: slash('ping', { description: 'new text' }),
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.description).toBe('new text');
    const fetched = await api<ApplicationCommand>(f.url, `${globalPath}/${first.body.id}`, { auth: f.bot });
    expect(fetched.body).toEqual(again.body);
  });

  it('edits only the supplied fields, refuses a type change, deletes with 204, then 10063', async () => {
    const created = await api<ApplicationCommand>(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('edit-me', { nsfw: true }),
    });
    expect(created.body.guild_id).toBe(f.guildId);
    const path = `${guildPath}/${created.body.id}`;
    const edited = await api<ApplicationCommand>(f.url, path, {
      method: 'PATCH',
      auth: f.bot,
      body: { description: 'd2' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'edit-me', description: 'd2', nsfw: true });
    const typeChange = await api<ErrorJson>(f.url, path, { method: 'PATCH', auth: f.bot, body: { type: 3 } });
    expect(outcome(typeChange)).toEqual([400, 50035]);
    expect(typeChange.body.errors).toHaveProperty('type');
    const deleted = await api(f.url, path, { method: 'DELETE', auth: f.bot });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(outcome(await api(f.url, path, { auth: f.bot }))).toEqual([404, 10063]);
    expect(outcome(await api(f.url, path, { method: 'DELETE', auth: f.bot }))).toEqual([404, 10063]);
    expect(outcome(await api(f.url, path, { method: 'PATCH', auth: f.bot, body: {} }))).toEqual([404, 10063]);
  });

  it('keeps global and guild commands apart (a guild id does not reach a global command)', async () => {
    const global = await api<ApplicationCommand>(f.url, globalPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('both'),
    });
    const guild = await api<ApplicationCommand>(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('both'),
    });
    expect([global.status, guild.status]).toEqual([201, 201]);
    expect(global.body.id).not.toBe(guild.body.id);
    expect(outcome(await api(f.url, `${guildPath}/${global.body.id}`, { auth: f.bot }))).toEqual([
      404, 10063,
    ]);
  });

  it('returns USER and MESSAGE descriptions as ""', async () => {
    const user = await api<ApplicationCommand>(f.url, globalPath, {
      method: 'POST',
      auth: f.bot,
      body: { type: 2, name: 'High Five' },
    });
    expect(user.status).toBe(201);
    expect(user.body.description).toBe('');
    const list = await api<ApplicationCommand[]>(f.url, globalPath, { auth: f.bot });
    expect(list.body.find((c) => c.id === user.body.id)?.description).toBe('');
  });

  it('answers 50035 with the shared error tree for an invalid body', async () => {
    const response = await api<ErrorJson>(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: { name: 'ok', description: 'd', options: [{ type: 3, name: 'Bad Name', description: 'x' }] },
    });
    expect(outcome(response)).toEqual([400, 50035]);
    expect(response.body.message).toBe('Invalid Form Body');
    expect(response.body.errors).toMatchObject({
      options: {
        0: {
          name: { _errors: expect.arrayContaining([expect.objectContaining({ code: 'STRING_TYPE_REGEX' })]) },
        },
      },
    });
  });

  it('answers 400 50109 for malformed JSON', async () => {
    expect(outcome(await api(f.url, globalPath, { method: 'POST', auth: f.bot, raw: '{"name":' }))).toEqual([
      400, 50109,
    ]);
  });

  it('refuses a rename onto an existing name with 40041', async () => {
    await api(f.url, guildPath, { method: 'POST', auth: f.bot, body: slash('taken') });
    const mine = await api<ApplicationCommand>(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('mine'),
    });
    const rename = await api(f.url, `${guildPath}/${mine.body.id}`, {
      method: 'PATCH',
      auth: f.bot,
      body: { name: 'taken' },
    });
    expect(outcome(rename)).toEqual([400, 40041]);
  });
});

describe('list responses follow every change', () => {
  it('a list GET after a create, an edit and a delete shows each change', async () => {
    const names = async () =>
      (await api<ApplicationCommand[]>(f.url, guildPath, { auth: f.bot })).body.map(
        (c) => `${c.name}:${c.description}`,
      );
    expect(await names()).toEqual([]);
    const created = await api<ApplicationCommand>(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('one'),
    });
    expect(await names()).toEqual(['one:the one command']);
    await api(f.url, `${guildPath}/${created.body.id}`, {
      method: 'PATCH',
      auth: f.bot,
      body: { description: 'edited' },
    });
    expect(await names()).toEqual(['one:edited']);
    await api(f.url, `${guildPath}/${created.body.id}`, { method: 'DELETE', auth: f.bot });
    expect(await names()).toEqual([]);
  });
});

describe('concurrency', () => {
  it('50 parallel creates of one name end in one command: one 201, the rest 200, one id', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        api<ApplicationCommand>(f.url, guildPath, { method: 'POST', auth: f.bot, body: slash('race') }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(new Set(responses.map((r) => r.body.version)).size).toBe(1);
    const list = await api<ApplicationCommand[]>(f.url, guildPath, { auth: f.bot });
    expect(list.body.filter((c) => c.name === 'race')).toHaveLength(1);
  });
});

describe('limits', () => {
  it('per-type count: the 16th USER command gets 30032 (HTTP 400)', async () => {
    const users = Array.from({ length: 15 }, (_, i) => ({ type: 2, name: `User ${i}` }));
    expect((await api(f.url, guildPath, { method: 'PUT', auth: f.bot, body: users })).status).toBe(200);
    const sixteenth = await api(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: { type: 2, name: 'User 15' },
    });
    expect(outcome(sixteenth)).toEqual([400, 30032]);
    const bulk = await api(f.url, guildPath, {
      method: 'PUT',
      auth: f.bot,
      body: [...users, { type: 2, name: 'User 15' }],
    });
    expect(outcome(bulk)).toEqual([400, 30032]);
  });

  it('200 creates per day per guild (30034, HTTP 400), counting only new commands; the clock resets it', async () => {
    const { control } = f.emulator;
    const names = (prefix: string) => Array.from({ length: 100 }, (_, i) => slash(`${prefix}${i}`));
    const guild2 = (await control.seed({ guilds: [{ name: 'Daily' }] })).guilds[0]?.id ?? '';
    const path = commandsPath(f.app.id, guild2);
    expect((await api(f.url, path, { method: 'PUT', auth: f.bot, body: names('a') })).status).toBe(200);
    // The same list again creates nothing.
    expect((await api(f.url, path, { method: 'PUT', auth: f.bot, body: names('a') })).status).toBe(200);
    expect((await api(f.url, path, { method: 'PUT', auth: f.bot, body: names('b') })).status).toBe(200);
    // Free one slot (deleting is free), so that the next create meets the daily limit, not the count.
    expect((await api(f.url, path, { method: 'PUT', auth: f.bot, body: names('b').slice(1) })).status).toBe(
      200,
    );
    const late = await api<ErrorJson>(f.url, path, { method: 'POST', auth: f.bot, body: slash('late') });
    expect(outcome(late)).toEqual([400, 30034]);
    expect(late.body.message).toContain('200');
    // Overwriting an existing name is not a create.
    expect(
      (await api(f.url, path, { method: 'POST', auth: f.bot, body: slash('b5', { description: 'x' }) }))
        .status,
    ).toBe(200);
    expect(outcome(await api(f.url, path, { method: 'PUT', auth: f.bot, body: names('c') }))).toEqual([
      400, 30034,
    ]);
    // Other scopes have their own counters.
    expect(
      (await api(f.url, guildPath, { method: 'POST', auth: f.bot, body: slash('elsewhere') })).status,
    ).toBe(201);
    await control.clock.advance(DAY_MS);
    expect((await api(f.url, path, { method: 'POST', auth: f.bot, body: slash('late') })).status).toBe(201);
  });
});

describe('bulk overwrite and versions', () => {
  it('replaces all types, keeps ids by id and by type+name, and is idempotent', async () => {
    const ping = await api<ApplicationCommand>(f.url, globalPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('ping'),
    });
    const wave = await api<ApplicationCommand>(f.url, globalPath, {
      method: 'POST',
      auth: f.bot,
      body: { type: 2, name: 'Wave' },
    });
    const body = [
      slash('ping'),
      { id: wave.body.id, type: 2, name: 'Wave Hello' },
      { type: 3, name: 'Quote' },
    ];
    const first = await api<ApplicationCommand[]>(f.url, globalPath, { method: 'PUT', auth: f.bot, body });
    expect(first.status).toBe(200);
    expect(first.body.map((c) => [c.name, c.type])).toEqual([
      ['ping', 1],
      ['Wave Hello', 2],
      ['Quote', 3],
    ]);
    expect(first.body[0]).toEqual(ping.body);
    expect(first.body[1]?.id).toBe(wave.body.id);
    const second = await api<ApplicationCommand[]>(f.url, globalPath, { method: 'PUT', auth: cc, body });
    expect(second.body).toEqual(first.body);
    const list = await api<ApplicationCommand[]>(f.url, globalPath, { auth: f.bot, headers: {} });
    expect(list.body.map((c) => c.id)).toEqual(first.body.map((c) => c.id));
  });

  it('changes version only on a substantial change', async () => {
    const created = await api<ApplicationCommand>(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('v'),
    });
    const same = await api<ApplicationCommand>(f.url, guildPath, {
      method: 'POST',
      auth: f.bot,
      body: slash('v'),
    });
    expect(same.body.version).toBe(created.body.version);
    const path = `${guildPath}/${created.body.id}`;
    const noop = await api<ApplicationCommand>(f.url, path, {
      method: 'PATCH',
      auth: f.bot,
      body: { name: 'v' },
    });
    expect(noop.body.version).toBe(created.body.version);
    const changed = await api<ApplicationCommand>(f.url, path, {
      method: 'PATCH',
      auth: f.bot,
      body: { nsfw: true },
    });
    expect(compareSnowflakes(changed.body.version, created.body.version)).toBe(1);
    const put = await api<ApplicationCommand[]>(f.url, guildPath, {
      method: 'PUT',
      auth: f.bot,
      body: [slash('v', { nsfw: true })],
    });
    expect(put.body[0]?.version).toBe(changed.body.version);
  });
});

describe('localization of list responses', () => {
  const localized = slash('color', {
    name_localizations: { 'en-GB': 'colour', fr: 'couleur', de: 'farbe' },
    description_localizations: { fr: 'la couleur' },
    options: [
      {
        type: 3,
        name: 'shade',
        description: 'which shade',
        name_localizations: { fr: 'nuance' },
        choices: [{ name: 'dark', value: 'd', name_localizations: { fr: 'sombre' } }],
      },
    ],
  });

  async function list(headers: Record<string, string>, query = '', auth = f.bot) {
    const response = await api<ApplicationCommand[]>(f.url, `${globalPath}${query}`, { auth, headers });
    expect(response.status).toBe(200);
    const command = response.body[0];
    if (!command) throw new Error('no command listed');
    return command;
  }

  beforeEach(async () => {
    await api(f.url, globalPath, { method: 'POST', auth: f.bot, body: localized });
  });

  it('uses X-Service-Locale first, with name_localized/description_localized instead of dictionaries', async () => {
    const command = await list({ 'x-service-locale': 'fr', 'accept-language': 'de' });
    expect(command.name_localized).toBe('couleur');
    expect(command.description_localized).toBe('la couleur');
    expect(command).not.toHaveProperty('name_localizations');
    expect(command).not.toHaveProperty('description_localizations');
    const option = command.options?.[0] as unknown as Record<string, unknown> & {
      choices: Record<string, unknown>[];
    };
    expect(option.name_localized).toBe('nuance');
    expect(option).not.toHaveProperty('name_localizations');
    expect(option.choices[0]?.name_localized).toBe('sombre');
  });

  it('then Accept-Language (by quality), then the user setting (with the en-US -> en-GB fallback)', async () => {
    expect((await list({ 'accept-language': 'ja;q=0.9, de;q=0.95, fr;q=0.1' })).name_localized).toBe('farbe');
    expect((await list({ 'x-service-locale': 'xx', 'accept-language': 'DE-de' })).name_localized).toBe(
      'farbe',
    );
    // The bot user's setting is en-US: its fallback en-GB applies.
    const bot = await list({});
    expect(bot.name_localized).toBe('colour');
    expect(bot).not.toHaveProperty('description_localized');
    // A locale without an entry shows the default: no *_localized field.
    expect(await list({ 'x-service-locale': 'ja' })).not.toHaveProperty('name_localized');
  });

  it('with_localizations=true returns the dictionaries and no *_localized fields', async () => {
    const command = await list({ 'x-service-locale': 'fr' }, '?with_localizations=true');
    expect(command.name_localizations).toEqual({ 'en-GB': 'colour', fr: 'couleur', de: 'farbe' });
    expect(command).not.toHaveProperty('name_localized');
  });

  it('single-command GETs keep the dictionaries', async () => {
    const id = (await list({})).id;
    const one = await api<ApplicationCommand>(f.url, `${globalPath}/${id}`, {
      auth: f.bot,
      headers: { 'x-service-locale': 'fr' },
    });
    expect(one.body.name_localizations).toMatchObject({ fr: 'couleur' });
    expect(one.body).not.toHaveProperty('name_localized');
  });
});

describe('the automatic entry point', () => {
  it('an EMBEDDED application has a PRIMARY_ENTRY_POINT "Launch" (handler 2) among its global commands', async () => {
    const bot = `Bot ${f.embeddedApp.botToken}`;
    const global = await api<ApplicationCommand[]>(f.url, commandsPath(f.embeddedApp.id), { auth: bot });
    expect(global.body).toHaveLength(1);
    expect(global.body[0]).toMatchObject({
      type: 4,
      name: 'Launch',
      handler: 2,
      application_id: f.embeddedApp.id,
    });
    const guild = await api<ApplicationCommand[]>(f.url, commandsPath(f.embeddedApp.id, f.guildId), {
      auth: bot,
    });
    expect(guild.body).toEqual([]);
    const plain = await api<ApplicationCommand[]>(f.url, globalPath, { auth: f.bot });
    expect(plain.body.some((c) => c.type === 4)).toBe(false);
  });
});
