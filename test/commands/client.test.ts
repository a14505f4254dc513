import { inspect } from 'node:util';
import { SlashCommandBuilder } from '@discordjs/builders';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CommandsClient, createCommandsClient } from '../../src/commands/index.js';
import { ServiceError, ValidationError } from '../../src/http/index.js';
import { type CommandsFixture, clientCredentials, userToken } from '../emulator/commandsFixture.js';
import { item, useCommandsEmulator } from './helpers.js';

const setup = useCommandsEmulator();
let f: CommandsFixture;
let commands: CommandsClient;
beforeAll(() => {
  ({ f, commands } = setup);
});

describe('routes of both scopes', () => {
  it.each([
    ['global', undefined],
    ['guild', 'guild'],
  ])('%s: create, get, list, edit, delete and bulk overwrite', async (_scope, which) => {
    const guildId = which === undefined ? undefined : f.guildId;
    const created = await commands.create(item('ping'), { guildId });
    expect(created.created).toBe(true);
    expect(created.command.guild_id).toBe(guildId);
    expect((await commands.create(item('ping'), { guildId })).created).toBe(false);
    const { id } = created.command;
    expect((await commands.get(id, { guildId })).name).toBe('ping');
    const edited = await commands.edit(id, { description: 'edited' }, { guildId });
    expect(edited.description).toBe('edited');
    expect((await commands.list({ guildId })).map((c) => c.id)).toEqual([id]);
    const replaced = await commands.bulkOverwrite([item('ping'), item('other')], { guildId });
    expect(replaced.map((c) => c.name)).toEqual(['ping', 'other']);
    expect(replaced[0]?.id).toBe(id);
    await commands.delete(id, { guildId });
    expect((await commands.list({ guildId })).map((c) => c.name)).toEqual(['other']);
    const paths = f.emulator.control.requests().map((entry) => entry.path);
    expect(paths.every((path) => path.includes('/guilds/') === (guildId !== undefined))).toBe(true);
  });

  it('works with a client-credentials Bearer token too', async () => {
    const token = (await clientCredentials(f)).slice('Bearer '.length);
    const asApp = createCommandsClient({
      applicationId: f.app.id,
      token,
      tokenType: 'Bearer',
      baseUrl: f.url,
    });
    const result = await asApp.sync([item('ping')]);
    expect(result.created.map((c) => c.name)).toEqual(['ping']);
    const commandRequests = f.emulator.control.requests().filter((e) => e.path.includes('/commands'));
    expect(commandRequests.map((entry) => entry.auth)).toEqual(['bearer', 'bearer']);
  });

  it('takes builders output for create, edit and bulk overwrite', async () => {
    const builder = new SlashCommandBuilder().setName('built').setDescription('From a builder');
    const { command } = await commands.create(builder);
    expect(command).toMatchObject({ name: 'built', description: 'From a builder', type: 1 });
    const edited = await commands.edit(command.id, builder.setDescription('Edited by a builder'));
    expect(edited).toMatchObject({ id: command.id, description: 'Edited by a builder' });
    const all = await commands.bulkOverwrite([builder, item('plain')]);
    expect(all.map((c) => c.name)).toEqual(['built', 'plain']);
  });

  it('checks bodies and ids before sending', async () => {
    await expect(commands.create({ name: 'Bad', description: 'x' })).rejects.toBeInstanceOf(ValidationError);
    await expect(commands.get('12', { guildId: 'nope' })).rejects.toThrow(/guildId/);
    await expect(commands.sync([], { guildId: 'nope' })).rejects.toThrow(/guildId: expected a snowflake/);
    expect(f.emulator.control.requests()).toEqual([]);
  });
});

describe('permissions', () => {
  it('reads with the bot token; refuses an edit with it before sending; edits with a user token', async () => {
    const { command } = await commands.create(item('mod'), { guildId: f.guildId });
    expect(await commands.permissions.list(f.guildId)).toEqual([]);
    const body = { permissions: [{ id: f.roles.manager, type: 1 as const, permission: true }] };

    const refused = await commands.permissions.edit(f.guildId, command.id, body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ serviceCode: 20001 });
    expect((refused as Error).message).toContain(
      'needs a Bearer token with the applications.commands.permissions.update scope',
    );
    expect(f.emulator.control.requests().filter((e) => e.method === 'PUT')).toEqual([]);

    const owner = (await userToken(f, f.user.id)).slice('Bearer '.length);
    const edited = await commands.permissions.edit(f.guildId, command.id, body, { userToken: owner });
    expect(edited.permissions).toEqual(body.permissions);
    expect(await commands.permissions.get(f.guildId, command.id)).toEqual(edited);
    expect(await commands.permissions.list(f.guildId)).toEqual([edited]);

    // A client made with the user's token edits directly.
    const asUser = createCommandsClient({
      applicationId: f.app.id,
      token: owner,
      tokenType: 'Bearer',
      baseUrl: f.url,
    });
    const cleared = await asUser.permissions.edit(f.guildId, command.id, { permissions: [] });
    expect(cleared.permissions).toEqual([]);
  });
});

describe('options and secrets', () => {
  it('refuses bad options with a message that names the option, never the token', () => {
    const token = 'secret token with spaces 0123456789';
    const attempt = (options: Record<string, unknown>) => {
      try {
        createCommandsClient({ applicationId: f.app.id, token: f.app.botToken, ...options } as never);
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(attempt({ applicationId: 12 })).toMatch(/^applicationId: expected a snowflake/);
    expect(attempt({ token })).toMatch(/^authorization\.token: expected a non-empty string/);
    expect(attempt({ token })).not.toContain('secret');
    expect(attempt({ baseUrl: 'ftp://x' })).toMatch(/^baseUrl: expected an http: or https: URL/);
    expect(attempt({ timeoutMs: 0 })).toMatch(/^timeout:/);
    expect(attempt({ tokenType: 'User' })).toMatch(/authorization\.type/);
  });

  it('keeps the token out of toString, inspect and service errors', async () => {
    const wrong = `${f.app.botToken}x`;
    const client = createCommandsClient({ applicationId: f.app.id, token: wrong, baseUrl: f.url });
    expect(String(client)).toBe(`CommandsClient(application ${f.app.id})`);
    expect(inspect(client, { depth: 5, showHidden: true })).not.toContain(f.app.botToken);
    const error = (await client.list().catch((e: unknown) => e)) as ServiceError;
    expect(error).toMatchObject({ name: 'ServiceError', status: 401 });
    expect(`${error.message} ${error.responseBody} ${inspect(error)}`).not.toContain(f.app.botToken);
  });
});
